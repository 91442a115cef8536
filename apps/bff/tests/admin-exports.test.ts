// The administration dashboards' exports (spec 1 §2) against the simulator: the blight statuses
// (one line per potato plot) and the water-balance billing (one line per integrator and crop),
// named by the date and their suffix, holding what the model answers, the screen's search
// applied; refused to a non-administrator and to no session.
import {
  bhBillingColumns,
  blightStatusColumns,
  type BhBillingRow,
  type BlightStatusRow,
} from '@agro/contracts/columns/admin-dashboards';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, download, loginAs, rawRequest, startPlatform, type Platform } from './harness.ts';
import { sheetOf } from './workbook.ts';

let platform: Platform;
let admin: string;
beforeAll(async () => {
  platform = await startPlatform({ env: { PLATFORM_DATE: '2026-06-15' } });
  admin = await loginAs(platform, 'admin');
});
afterAll(() => platform.close());

async function rowsOf(body: Buffer) {
  const sheet = await sheetOf(body);
  const values: unknown[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    values.push((sheet.getRow(r).values as unknown[]).slice(1));
  }
  return values;
}

describe('blight statuses export', () => {
  it("holds every potato plot's calculation state, as the model gives it", async () => {
    const answer = await api(platform, 'get', '/api/maladiesPdt/tableaudebord/statuts', admin);
    expect(answer.status).toBe(200);
    const statuses = answer.body.data as BlightStatusRow[];
    const res = await download(platform, '/bff/exports/mildiou-statuts.xlsx', admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="20260615_mildiou_statuts_calculs.xlsx"',
    );
    const [header, ...rows] = await rowsOf(res.body as Buffer);
    expect(header).toEqual(blightStatusColumns.map((column) => column.header));
    expect(rows).toHaveLength(statuses.length);
    expect(rows.map((row) => row[3])).toContain('calcul à jour');
    expect(rows).toEqual(statuses.map((row) => blightStatusColumns.map((c) => c.value(row))));
  });

  it('keeps the rows the search keeps', async () => {
    const res = await download(
      platform,
      `/bff/exports/mildiou-statuts.xlsx?search=${encodeURIComponent('calcul à jour')}`,
      admin,
    );
    const [, ...rows] = await rowsOf(res.body as Buffer);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row[3]).toBe('calcul à jour');
  });
});

describe('water-balance billing export', () => {
  it('holds one line per integrator and crop, with crop names and surfaces', async () => {
    const answer = await api(platform, 'get', '/api/bhs/facturation', admin);
    const lines = answer.body.data as BhBillingRow[];
    const res = await download(platform, '/bff/exports/bilan-hydrique-facturation.xlsx', admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="20260615_bilan_hydrique_facturation.xlsx"',
    );
    const [header, ...rows] = await rowsOf(res.body as Buffer);
    expect(header).toEqual(['Intégrateur', 'Culture', 'Nombre de parcelles', 'Surface (ha)']);
    expect(rows).toEqual(lines.map((line) => bhBillingColumns.map((c) => c.value(line))));
    // Crop codes are written as names ('MAIS_GRAIN' is 'Maïs grain').
    expect(rows.map((row) => row[1])).not.toContain('MAIS_GRAIN');
  });
});

describe('refusals', () => {
  it('refuses both exports to an adviser without ADMIN and without a session', async () => {
    const conseiller = await loginAs(platform, 'conseiller');
    for (const name of ['mildiou-statuts', 'bilan-hydrique-facturation']) {
      expect((await download(platform, `/bff/exports/${name}.xlsx`, conseiller)).status).toBe(403);
      expect((await download(platform, `/bff/exports/${name}.xlsx`)).status).toBe(401);
    }
  });

  it('refuses a cross-site download with the administrator cookie, and paths that are no export', async () => {
    for (const name of ['mildiou-statuts', 'bilan-hydrique-facturation']) {
      const foreign = await rawRequest(platform, 'GET', `/bff/exports/${name}.xlsx`, {
        cookie: admin,
        origin: 'https://attaquant.example',
      });
      expect(foreign.status, name).toBe(403);
      for (const path of [
        `/bff/exports/${name}.xlsx/../conseillers.xlsx`,
        `/bff/exports/%2e%2e%2f${name}.xlsx`,
        `/bff/exports/${name}.csv`,
      ]) {
        const res = await rawRequest(platform, 'GET', path, { cookie: admin });
        expect([400, 404], path).toContain(res.status);
      }
    }
  });

  it('writes a plot name shaped like a formula as text', async () => {
    const plot = platform.sim.world().plots.find((p) => p.module === 'mildiou');
    if (!plot) throw new Error('no potato plot in the test world');
    const original = plot.nom;
    plot.nom = '=HYPERLINK("http://evil.example","clic")';
    try {
      const res = await download(
        platform,
        `/bff/exports/mildiou-statuts.xlsx?search=${encodeURIComponent('evil.example')}`,
        admin,
      );
      expect(res.status).toBe(200);
      const sheet = await sheetOf(res.body as Buffer);
      expect(sheet.rowCount).toBe(2);
      const cells: ExcelJS.Cell[] = [];
      sheet.getRow(2).eachCell((cell) => cells.push(cell));
      const named = cells.find((cell) => String(cell.value).includes('evil.example'));
      expect(named?.type).toBe(ExcelJS.ValueType.String);
      expect(named?.value).toBe('=HYPERLINK("http://evil.example","clic")');
    } finally {
      plot.nom = original;
    }
  });
});
