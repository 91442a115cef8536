// The blight exports against the simulator: the dashboard's plots (spec 3 §2.2) that the screen's
// filters keep, under the date and a total-plots suffix; the plot detail's tables (§2.3, §9) for
// the period shown, named with the farmer and the plot; the module's right.
import {
  blightPlotColumns,
  blightPlotColumnsOn,
  BLIGHT_FILTER_KEYS,
} from '@agro/contracts/columns/blight';
import {
  blightClimateColumns,
  blightHourlyIndexColumns,
} from '@agro/contracts/columns/blight-plot';
import type { BlightDashboardRow, BlightHourlyRow } from '@agro/contracts/entities/blight';
import { blightCampaignYear } from '@agro/domain/blight';
import { fileNamePart, todayIso } from '@agro/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetRows } from './workbook.ts';
import { api, download, loginAs, startPlatform, type Platform } from './harness.ts';

let platform: Platform;
let conseiller: string;
beforeAll(async () => {
  platform = await startPlatform({ env: { PLATFORM_DATE: '2026-06-15' } });
  conseiller = await loginAs(platform, 'conseiller');
});
afterAll(() => platform.close());

const campaign = blightCampaignYear('2026-06-15');

describe('blight plots export', () => {
  it('holds the plots the filters keep, their count in the file name', async () => {
    const answer = await api(
      platform,
      'get',
      `/api/maladiesPdt/situationMildiou?campagne=${campaign}`,
      conseiller,
    );
    const plots = answer.body.data as BlightDashboardRow[];
    const atRisk = plots.filter((plot) => plot.risque === 50);
    const label = 'Risque de contamination';
    const res = await download(
      platform,
      `/bff/exports/mildiou.xlsx?filter.${BLIGHT_FILTER_KEYS.risk}=${encodeURIComponent(label)}`,
      conseiller,
    );
    expect(res.status).toBe(200);
    const [header, ...rows] = await sheetRows(res.body as Buffer);
    expect(header).toEqual(blightPlotColumns.map((column) => column.header));
    const plotColumn = blightPlotColumns.findIndex((column) => column.key === 'parcelle');
    expect(rows.map((row) => row[plotColumn])).toEqual(
      atRisk.map((plot) => `${plot.plot_name} (${plot.id})`),
    );
    // The advice says what the list says, its day included (issue 41).
    const advice = blightPlotColumnsOn('2026-06-15').find(
      (column) => column.key === BLIGHT_FILTER_KEYS.advice,
    );
    const adviceColumn = blightPlotColumns.findIndex(
      (column) => column.key === BLIGHT_FILTER_KEYS.advice,
    );
    expect(rows.map((row) => row[adviceColumn])).toEqual(atRisk.map((plot) => advice?.value(plot)));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${todayIso(new Date('2026-06-15T12:00:00Z')).replaceAll('-', '')}_mildiou_${atRisk.length}_parcelles.xlsx"`,
    );
    // The BFF asked the model for the platform's campaign.
    expect(platform.upstreamUrls).toContain(
      `GET /api/maladiesPdt/situationMildiou?campagne=${campaign}`,
    );
  });

  it('is refused to a user without the MILDIOU right', async () => {
    const ferti = await loginAs(platform, 'ferti');
    const res = await download(platform, '/bff/exports/mildiou.xlsx', ferti);
    expect(res.status).toBe(403);
  });
});

describe('blight plot detail exports', () => {
  const plotOf = async () => {
    const answer = await api(
      platform,
      'get',
      `/api/maladiesPdt/situationMildiou?campagne=${campaign}`,
      conseiller,
    );
    return (answer.body.data as BlightDashboardRow[])[0] as BlightDashboardRow;
  };

  it('writes the hours of the period the screen shows, named with the farmer and the plot', async () => {
    const plot = await plotOf();
    const hours = await api(
      platform,
      'get',
      `/api/maladiesPdt/plots/${plot.id}/indices/horaires`,
      conseiller,
    );
    const expected = (hours.body.data as BlightHourlyRow[]).filter(
      (row) => row.date.slice(0, 10) >= '2026-06-10' && row.date.slice(0, 10) <= '2026-06-11',
    );
    expect(expected.length).toBe(48);
    const res = await download(
      platform,
      `/bff/exports/mildiou-horaires/${plot.id}.xlsx?debut=2026-06-10&fin=2026-06-11`,
      conseiller,
    );
    expect(res.status).toBe(200);
    const [header, ...rows] = await sheetRows(res.body as Buffer);
    expect(header).toEqual(blightHourlyIndexColumns.map((column) => column.header));
    expect(rows).toHaveLength(48);
    const farmer = fileNamePart(`${plot.nom_agri ?? ''} ${plot.prenom_agri ?? ''}`.trim());
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="20260615_indices_horaires_mildiou_${farmer}_${plot.id}.xlsx"`,
    );
  });

  it('writes the climate table with its search', async () => {
    const plot = await plotOf();
    const res = await download(
      platform,
      `/bff/exports/mildiou-climat/${plot.id}.xlsx?search=${encodeURIComponent('Risque de contamination')}`,
      conseiller,
    );
    expect(res.status).toBe(200);
    const [header, ...rows] = await sheetRows(res.body as Buffer);
    expect(header).toEqual(blightClimateColumns.map((column) => column.header));
    expect(rows.every((row) => row[4] === 'Risque de contamination')).toBe(true);
  });

  it('refuses a bad period, a plot the user may not see, and a user without the right', async () => {
    const plot = await plotOf();
    const bad = await download(
      platform,
      `/bff/exports/mildiou-horaires/${plot.id}.xlsx?debut=${encodeURIComponent('=1+1')}`,
      conseiller,
    );
    expect(bad.status).toBe(400);
    const missing = await download(
      platform,
      '/bff/exports/mildiou-climat/999999999.xlsx',
      conseiller,
    );
    expect(missing.status).toBe(404);
    const ferti = await loginAs(platform, 'ferti');
    const refused = await download(platform, `/bff/exports/mildiou-climat/${plot.id}.xlsx`, ferti);
    expect(refused.status).toBe(403);
  });
});

describe('blight plot exports, as an attacker would ask', () => {
  it('refuse an encoded path in the id, a formula as a period and another user’s plot', async () => {
    const traversal = await download(
      platform,
      '/bff/exports/mildiou-climat/..%2F..%2Fbhs.xlsx',
      conseiller,
    );
    expect([400, 404]).toContain(traversal.status);
    const formula = await download(
      platform,
      `/bff/exports/alternaria-horaires/1.xlsx?fin=${encodeURIComponent('=HYPERLINK("x")')}`,
      conseiller,
    );
    expect(formula.status).toBe(400);
    // The external adviser's plots are not all the adviser's: one of theirs the adviser cannot see.
    const externe = await loginAs(platform, 'externe');
    const mine = await api(
      platform,
      'get',
      `/api/maladiesPdt/situationMildiou?campagne=${campaign}`,
      conseiller,
    );
    const theirs = await api(
      platform,
      'get',
      `/api/maladiesPdt/situationMildiou?campagne=${campaign}`,
      externe,
    );
    const mineIds = new Set((mine.body.data as BlightDashboardRow[]).map((row) => row.id));
    const other = (theirs.body.data as BlightDashboardRow[]).find((row) => !mineIds.has(row.id));
    if (other) {
      const res = await download(
        platform,
        `/bff/exports/mildiou-horaires/${other.id}.xlsx`,
        conseiller,
      );
      expect(res.status).toBe(404);
    }
    const noSession = await download(platform, '/bff/exports/mildiou-climat/1.xlsx');
    expect(noSession.status).toBe(401);
  });
});
