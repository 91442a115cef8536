// The blight dashboard's export of spec 3 §2.2 against the simulator: the plots of the campaign
// that the screen's filters keep, under the date and a total-plots suffix, the module's right.
import { blightPlotColumns, BLIGHT_FILTER_KEYS } from '@agro/contracts/columns/blight';
import type { BlightDashboardRow } from '@agro/contracts/entities/blight';
import { blightCampaignYear } from '@agro/domain/blight';
import { todayIso } from '@agro/domain/dates';
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
    expect(rows.map((row) => row[1])).toEqual(
      atRisk.map((plot) => `${plot.plot_name} (${plot.id})`),
    );
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
