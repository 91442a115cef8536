// The CHN follow-up's export against the simulator (spec 2 §2): the plots of the calculation date
// chosen that the switches, the search and the filters keep, the error mark from the errors list,
// a column group per planned input; the module's right; what an attacker's query can and cannot do.
import {
  chnExportColumns,
  chnExportWidth,
  chnListColumns,
  chnListRowOf,
  chnRowFilter,
  CHN_TO_APPLY_KEY,
} from '@agro/contracts/columns/chn';
import { isToApplyNow } from '@agro/domain/chn-urgency';
import type { ChnErrorRow, ChnPlotResult } from '@agro/contracts/entities/ferti';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, download, loginAs, startPlatform, type Platform } from './harness.ts';
import { sheetRows } from './workbook.ts';

const TODAY = '2026-06-15';
let platform: Platform;
let ferti: string;
beforeAll(async () => {
  // The simulator on the same day as the BFF: the favourable periods open on it (issue 41).
  platform = await startPlatform({ env: { PLATFORM_DATE: TODAY } });
  ferti = await loginAs(platform, 'ferti');
});
afterAll(() => platform.close());

async function rowsAt(date: string | null) {
  const query = date === null ? '' : `?date_calcul=${date}`;
  const results = (await api(platform, 'get', `/api/chns/results${query}`, ferti)).body
    .data as ChnPlotResult[];
  const errors = (await api(platform, 'get', `/api/chns/results/errors${query}`, ferti)).body
    .data as ChnErrorRow[];
  const failed = new Set(errors.map((row) => String(row.uuid_plot)));
  return results.map((result) => chnListRowOf(result, failed, TODAY));
}

describe('CHN follow-up export', () => {
  it("holds the chosen date's plots the threshold keeps, with a group per planned input", async () => {
    const dates = (await api(platform, 'get', '/api/chns/dates_calcul', ferti)).body.data as {
      date_calcul: string;
    }[];
    const date = dates[2]?.date_calcul as string;
    const view = { date, threshold: 10, outsideOnly: true, flaggedOnly: false };
    const expected = (await rowsAt(date)).filter(
      chnRowFilter(view, { search: '', filters: {} }, TODAY),
    );
    expect(expected.length).toBeGreaterThan(0);
    const res = await download(
      platform,
      `/bff/exports/chn.xlsx?date_calcul=${date}&seuil=10&hors_seuil=1&drapeaux=0`,
      ferti,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="20260615_parcellesCHN.xlsx"',
    );
    const [header, ...rows] = await sheetRows(res.body as Buffer);
    const columns = chnExportColumns(chnExportWidth(expected), TODAY);
    expect(header).toEqual(columns.map((column) => column.header));
    expect(header?.length).toBeGreaterThan(chnListColumns.length);
    expect(rows.map((row) => row[0])).toEqual(expected.map((row) => String(row.uuid_plot)));
    expect(platform.upstreamUrls).toContain(`GET /api/chns/results?date_calcul=${date}`);
    expect(platform.upstreamUrls).toContain(`GET /api/chns/results/errors?date_calcul=${date}`);
  });

  it('finds a typed list of codes and keeps the flagged plots', async () => {
    const latest = await rowsAt(null);
    const codes = latest.slice(0, 3).map((row) => row.code_airbus as string);
    const res = await download(
      platform,
      `/bff/exports/chn.xlsx?search=${encodeURIComponent(codes.join(', '))}`,
      ferti,
    );
    const [, ...rows] = await sheetRows(res.body as Buffer);
    expect(rows.map((row) => row[3]).sort()).toEqual([...codes].sort());

    const flagged = latest.filter((row) => row.flag !== null);
    const flaggedRes = await download(platform, '/bff/exports/chn.xlsx?drapeaux=1', ferti);
    const [, ...flaggedRows] = await sheetRows(flaggedRes.body as Buffer);
    expect(flaggedRows).toHaveLength(flagged.length);
  });

  it('is refused without the CHN right, and without a session', async () => {
    const conseiller = await loginAs(platform, 'conseiller');
    expect((await download(platform, '/bff/exports/chn.xlsx', conseiller)).status).toBe(403);
    expect((await download(platform, '/bff/exports/chn.xlsx')).status).toBe(401);
  });

  it("never passes an attacker's date on, and an unknown filter widens nothing", async () => {
    const before = platform.upstreamUrls.length;
    const res = await download(
      platform,
      `/bff/exports/chn.xlsx?date_calcul=${encodeURIComponent('2026-06-01&statut=obsolete/../../admin')}&filter.nope=x`,
      ferti,
    );
    expect(res.status).toBe(200);
    const asked = platform.upstreamUrls.slice(before);
    expect(asked.every((url) => !url.includes('statut') && !url.includes('admin'))).toBe(true);
    expect(asked).toContain('GET /api/chns/results');
    const [, ...rows] = await sheetRows(res.body as Buffer);
    expect(rows).toHaveLength(0);
  });
});

describe("CHN follow-up export, 'À apporter maintenant' (issue 41)", () => {
  const ids = async (query: string) => {
    const res = await download(platform, `/bff/exports/chn.xlsx?${query}`, ferti);
    expect(res.status).toBe(200);
    const [, ...rows] = await sheetRows(res.body as Buffer);
    return rows.map((row) => String(row[0])).sort();
  };

  it('holds the plots whose favourable period is open on the platform day', async () => {
    const latest = await rowsAt(null);
    const open = latest
      .filter((row) =>
        isToApplyNow(
          TODAY,
          row.date_debut_prochaine_periode_favorable,
          row.date_fin_prochaine_periode_favorable,
        ),
      )
      .map((row) => String(row.uuid_plot))
      .sort();
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(latest.length);
    expect(await ids(`filter.${CHN_TO_APPLY_KEY}=Oui`)).toEqual(open);
  });

  it("never gives more than the caller's list for repeated or odd values", async () => {
    const all = (await rowsAt(null)).map((row) => String(row.uuid_plot)).sort();
    const key = `filter.${CHN_TO_APPLY_KEY}`;
    expect(await ids(`${key}=Oui&${key}=Non&${key}=Oui`)).toEqual(all);
    expect(await ids(`${key}=${encodeURIComponent("Oui' OR 1=1 --")}`)).toEqual([]);
    for (const odd of [`${key}[]=Oui&${key}=`, `${key}=%00`, `${key}=${'x'.repeat(3000)}`]) {
      const kept = await ids(odd);
      expect(kept.every((id) => all.includes(id))).toBe(true);
    }
    // A caller without the right gets nothing, whatever the filter.
    const conseiller = await loginAs(platform, 'conseiller');
    const refused = await download(platform, `/bff/exports/chn.xlsx?${key}=Oui`, conseiller);
    expect(refused.status).toBe(403);
  });
});

describe('CHN plot detail exports', () => {
  it("writes the plot's days from sowing at the date shown, and its history", async () => {
    const [plot] = await rowsAt(null);
    const id = String(plot?.uuid_plot);
    const dates = (await api(platform, 'get', `/api/chns/${id}/dates_calcul`, ferti)).body.data as {
      date_calcul: string;
    }[];
    const date = dates[1]?.date_calcul as string;
    const daily = (
      await api(platform, 'get', `/api/chns/${id}/results_daily?date_calcul=${date}`, ferti)
    ).body.data as { daily: { date: string }[] };
    const res = await download(
      platform,
      `/bff/exports/chn-parcelle/${id}.xlsx?date_calcul=${date}`,
      ferti,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="20260615_CHN_parcelle_${id}.xlsx"`,
    );
    const [, ...rows] = await sheetRows(res.body as Buffer);
    expect(rows).toHaveLength(daily.daily.length);
    expect(platform.upstreamUrls).toContain(
      `GET /api/chns/${id}/results_daily?date_calcul=${date}`,
    );

    const history = await download(platform, `/bff/exports/chn-historique/${id}.xlsx`, ferti);
    expect(history.status).toBe(200);
    expect(history.headers['content-disposition']).toBe(
      `attachment; filename="20260615_CHN_historique_${id}.xlsx"`,
    );
  });

  it("is 404 for a plot out of the engineer's scope, and takes no injected query", async () => {
    const admin = await loginAs(platform, 'admin');
    const all = (await api(platform, 'get', '/api/chns/results', admin)).body
      .data as ChnPlotResult[];
    const elsewhere = all.find((plot) => (plot.latitude ?? 90) < 47 && (plot.longitude ?? 0) > 3);
    const res = await download(
      platform,
      `/bff/exports/chn-parcelle/${elsewhere?.uuid_plot}.xlsx`,
      ferti,
    );
    expect(res.status).toBe(404);
    const [plot] = await rowsAt(null);
    const before = platform.upstreamUrls.length;
    const injected = await download(
      platform,
      `/bff/exports/chn-parcelle/${plot?.uuid_plot}.xlsx?date_calcul=${encodeURIComponent('2026-06-01&x=../admin')}`,
      ferti,
    );
    expect(injected.status).toBe(200);
    expect(platform.upstreamUrls.slice(before).every((url) => !url.includes('admin'))).toBe(true);
    const badId = await download(platform, '/bff/exports/chn-parcelle/..%2Fresults.xlsx', ferti);
    expect(badId.status).toBe(400);
  });
});
