// The bulletin export (spec 3 §2.6, §9) against the simulator: every cas-type of the adviser's
// region in 27 columns, the contamination weights above 2 filled red and no other cell, named with
// the date then 'Export_BSV_Mildiou_cas_type'; refused without the bulletin right.
import { BSV_RED_FILL, bsvExportColumns } from '@agro/contracts/columns/bsv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, download, loginAs, startPlatform, type Platform } from './harness.ts';
import { sheetOf } from './workbook.ts';

let platform: Platform;
let bsv: string;
beforeAll(async () => {
  platform = await startPlatform({ env: { PLATFORM_DATE: '2026-06-15' } });
  bsv = await loginAs(platform, 'bsv');
});
afterAll(() => platform.close());

describe('bulletin export', () => {
  it('holds the region’s cas-types in 27 columns, the weights above 2 in red and only those', async () => {
    const stations = await api(platform, 'post', '/api/bsv/stations', bsv).send({
      departements: null,
    });
    expect(stations.status).toBe(200);
    const picked = (stations.body.data as { id: number }[]).slice(0, 3);
    for (const [index, station] of picked.entries()) {
      const created = await api(
        platform,
        'post',
        '/api/maladiesPdt/plots/creation?bsv=true',
        bsv,
      ).send({
        data_plot_to_create: {
          name: `Cas ${index + 1}`,
          variety: 'AUTRE VARIETE SENSIBLE (MILDIOU)',
          plantation: '2026-03-01',
          fournisseurStation: 'station choisie',
          codeStationFournisseur: 'station choisie',
          station: station.id,
          latitude: 50,
          longitude: 2.5,
        },
      });
      expect(created.status).toBe(200);
    }

    const res = await download(platform, '/bff/exports/bsv-cas-types.xlsx', bsv);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="20260615_Export_BSV_Mildiou_cas_type.xlsx"',
    );
    const sheet = await sheetOf(res.body as Buffer);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toHaveLength(27);
    expect(header).toEqual(bsvExportColumns.map((column) => column.header));
    expect(sheet.rowCount).toBe(4);

    let red = 0;
    let aboveTwo = 0;
    for (let r = 2; r <= sheet.rowCount; r++) {
      for (let c = 1; c <= 27; c++) {
        const cell = sheet.getRow(r).getCell(c);
        const fill = cell.fill as { fgColor?: { argb?: string } } | undefined;
        const isRed = fill?.fgColor?.argb === `FF${BSV_RED_FILL}`;
        const isWeight = String(bsvExportColumns[c - 1]?.key).startsWith('l10poids_');
        const above = isWeight && typeof cell.value === 'number' && cell.value > 2;
        expect(isRed, `row ${r} column ${c} (${String(cell.value)})`).toBe(above);
        if (isRed) red += 1;
        if (above) aboveTwo += 1;
      }
    }
    expect(red).toBe(aboveTwo);
    // The June weather gives the sensitive cas-types weights above 2: the check is not vacuous.
    expect(red).toBeGreaterThan(0);
  });

  it('is refused without the bulletin right', async () => {
    const conseiller = await loginAs(platform, 'conseiller');
    const res = await download(platform, '/bff/exports/bsv-cas-types.xlsx', conseiller);
    expect(res.status).toBe(403);
  });
});
