// The paged lists (issue 43): GET /bff/lists/<name> answers a page of the caller's list as the model
// API scopes it, sorted and filtered as the table and the export are, from a read model kept per
// caller, dropped by writes and logouts, bounded by its budget.
import {
  blightListSummary,
  blightMapPlace,
  type BlightListSummary,
} from '@agro/contracts/bff/blight-dashboard';
import type { ListPage } from '@agro/contracts/bff/lists';
import { layerPoints, type MapLayer } from '@agro/contracts/bff/map-layer';
import { sortedByColumn } from '@agro/contracts/columns/cell-order';
import { blightPlotColumnsOn } from '@agro/contracts/columns/blight';
import { qnListColumns } from '@agro/contracts/columns/qn';
import { columnFilterValue } from '@agro/contracts/columns/column';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import { cellText } from '@agro/domain/search';
import type { BlightDashboardRow } from '@agro/contracts/entities/blight';
import type { QnPlot } from '@agro/contracts/entities/ferti';
import { blightCampaignYear } from '@agro/domain/blight';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  JSON_CSRF,
  loginAs,
  rawRequest,
  startPlatform,
  TEST_PLATFORM_DATE,
  type Platform,
} from './harness.ts';

const CAMPAIGN = blightCampaignYear(TEST_PLATFORM_DATE);
const SITUATION = `/api/maladiesPdt/situationMildiou?campagne=${CAMPAIGN}`;

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());
beforeEach(async () => {
  await platform.sim.inject({ method: 'POST', url: '/__sim/reset' });
});

async function page<Row, Summary = never>(
  path: string,
  cookie: string,
): Promise<ListPage<Row, Summary>> {
  const res = await api(platform, 'get', path, cookie);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { data: ListPage<Row, Summary> }).data;
}

/** How many times the model API was asked for a path since `from`. */
const upstreamReads = (path: string, from: number) =>
  platform.upstreamUrls.slice(from).filter((url) => url === `GET ${path}`).length;

describe('a paged list', () => {
  it('answers the page, the total and the options the table would show of the whole list', async () => {
    const cookie = await loginAs(platform, 'conseiller');
    const whole = (await api(platform, 'get', SITUATION, cookie)).body.data as BlightDashboardRow[];
    const columns = blightPlotColumnsOn(TEST_PLATFORM_DATE);
    const farmer = columns.find((column) => column.key === 'agriculteur');
    if (!farmer) throw new Error('no farmer column');

    const first = await page<BlightDashboardRow>('/bff/lists/mildiou?pageSize=5', cookie);
    expect(first.total).toBe(whole.length);
    expect(first.all).toBe(whole.length);
    expect(first.rows).toEqual(whole.slice(0, 5));
    expect(first.stale).toBe(false);

    const sorted = sortedByColumn(whole, farmer, true);
    const second = await page<BlightDashboardRow>(
      '/bff/lists/mildiou?page=2&pageSize=4&sort=agriculteur&order=desc',
      cookie,
    );
    expect(second.rows).toEqual(sorted.slice(4, 8));

    const chosen = farmer.filterValue?.(whole[0] as BlightDashboardRow) ?? '';
    const filtered = await page<BlightDashboardRow>(
      `/bff/lists/mildiou?pageSize=500&filter.agriculteur=${encodeURIComponent(String(chosen))}&options=agriculteur`,
      cookie,
    );
    const kept = whole.filter(
      tableRowFilter(columns, { search: '', filters: { agriculteur: [String(chosen)] } }),
    );
    expect(filtered.rows).toEqual(kept);
    expect(filtered.total).toBe(kept.length);
    expect(filtered.all).toBe(whole.length);
    // The options count what the other choices leave: every farmer, each with their plots.
    const options = filtered.options.agriculteur ?? [];
    expect(options.reduce((sum, option) => sum + option.count, 0)).toBe(whole.length);
    expect(options.find((option) => option.value === String(chosen))?.count).toBe(kept.length);
  });

  it('reads the model API once for every page, sort and filter of the same list', async () => {
    const cookie = await loginAs(platform, 'conseiller');
    await page('/bff/lists/mildiou', cookie);
    const before = platform.upstreamUrls.length;
    for (let n = 1; n <= 30; n++) {
      await page(`/bff/lists/mildiou?page=${n}&pageSize=2&search=${n}&sort=parcelle`, cookie);
    }
    expect(upstreamReads(SITUATION, before)).toBe(0);
  });

  it('gives each adviser only their own plots, read for them, cached or not', async () => {
    const adviser = await loginAs(platform, 'conseiller');
    const external = await loginAs(platform, 'externe');
    const own = (await api(platform, 'get', SITUATION, adviser)).body.data as BlightDashboardRow[];
    const theirs = (await api(platform, 'get', SITUATION, external)).body
      .data as BlightDashboardRow[];
    expect(new Set(own.map((row) => row.id))).not.toEqual(new Set(theirs.map((row) => row.id)));
    for (let round = 0; round < 2; round++) {
      const a = await page<BlightDashboardRow>('/bff/lists/mildiou?pageSize=500', adviser);
      const b = await page<BlightDashboardRow>('/bff/lists/mildiou?pageSize=500', external);
      expect(a.rows.map((row) => row.id)).toEqual(own.map((row) => row.id));
      expect(b.rows.map((row) => row.id)).toEqual(theirs.map((row) => row.id));
    }
  });

  it('refuses what the list call refuses: no session, no right, no anti-forgery header', async () => {
    const noRight = await loginAs(platform, 'ferti');
    expect((await api(platform, 'get', '/bff/lists/mildiou', noRight)).status).toBe(403);
    expect((await api(platform, 'get', '/bff/lists/mildiou')).status).toBe(401);
    const adviser = await loginAs(platform, 'conseiller');
    const forged = await request(platform.bff.server)
      .get('/bff/lists/mildiou')
      .set('Cookie', adviser);
    expect(forged.status).toBe(403);
    expect((await api(platform, 'get', '/bff/lists/inconnue', adviser)).status).toBe(404);
  });

  it('refuses the raw requests an attacker would send: encoded paths, a foreign origin, no header', async () => {
    const adviser = await loginAs(platform, 'conseiller');
    const noRight = await loginAs(platform, 'ferti');
    // The anti-forgery check reads the routed path: an encoded `/bff/lists/` is still it.
    for (const path of ['/%62ff/lists/mildiou', '/bff/%6cists/mildiou', '/bff/lists/%6dildiou']) {
      const forged = await rawRequest(platform, 'GET', path, { cookie: adviser });
      expect(forged.status, path).toBe(403);
      const answered = await rawRequest(platform, 'GET', path, { cookie: adviser, 'x-csrf': '1' });
      expect(answered.status, path).toBe(200);
      // Encoded or not, a user without MILDIOU gets nothing.
      const refused = await rawRequest(platform, 'GET', path, { cookie: noRight, 'x-csrf': '1' });
      expect(refused.status, path).toBe(403);
      expect(refused.text).not.toContain('plot_name');
    }
    const foreign = await rawRequest(platform, 'GET', '/bff/lists/mildiou', {
      cookie: adviser,
      'x-csrf': '1',
      origin: 'https://attaquant.example',
    });
    expect(foreign.status).toBe(403);
    // Another list's name through a path trick is no list.
    for (const path of ['/bff/lists/mildiou/../conseillers', '/bff/lists/..%2Fconseillers']) {
      const res = await rawRequest(platform, 'GET', path, { cookie: adviser, 'x-csrf': '1' });
      expect(res.status, path).not.toBe(200);
    }
  });

  it('refuses a sort or an option on a column the list does not have, and a page too large', async () => {
    const adviser = await loginAs(platform, 'conseiller');
    for (const query of ['sort=__proto__', 'options=constructor', 'pageSize=100000', 'page=0']) {
      const res = await api(platform, 'get', `/bff/lists/mildiou?${query}`, adviser);
      expect(res.status, query).toBe(400);
    }
  });

  it('shows a write made through the BFF on the next read', async () => {
    const engineer = await loginAs(platform, 'ferti');
    const before = await page<QnPlot>('/bff/lists/qn?pageSize=500', engineer);
    const plot = before.rows.find((row) => row.statut !== 'Correction demandée');
    if (!plot) throw new Error('no QN plot to correct');
    const correction = await api(platform, 'post', '/api/qn/corrections', engineer)
      .set(JSON_CSRF)
      .send({
        parcelles: [plot.uuid_plot],
        type_correction: 'QN_acq_facteur_delta',
        valeur_correction: [1.05, -4],
        commentaire: 'Test du modèle de lecture',
      });
    expect(correction.status).toBe(200);
    const after = await page<QnPlot>('/bff/lists/qn?pageSize=500', engineer);
    const upstream = (await api(platform, 'get', '/api/qn/results', engineer)).body
      .data as QnPlot[];
    expect(after.rows).toEqual(
      upstream.filter(tableRowFilter(qnListColumns, { search: '', filters: {} })),
    );
    expect(after.rows.find((row) => row.uuid_plot === plot.uuid_plot)?.statut).not.toBe(
      plot.statut,
    );
  });

  it('reads the list again after a logout and a new login', async () => {
    const cookie = await loginAs(platform, 'conseiller');
    await page('/bff/lists/mildiou', cookie);
    const before = platform.upstreamUrls.length;
    await page('/bff/lists/mildiou?page=2', cookie);
    expect(upstreamReads(SITUATION, before)).toBe(0);
    expect((await api(platform, 'post', '/bff/logout', cookie)).status).toBe(204);
    const again = await loginAs(platform, 'conseiller');
    await page('/bff/lists/mildiou', again);
    expect(upstreamReads(SITUATION, before)).toBe(1);
  });
});

describe("a list's summary, map and rows (the blight dashboard)", () => {
  it('counts the cards and the risks over the filtered plots, the table search aside', async () => {
    const cookie = await loginAs(platform, 'conseiller');
    const whole = (await api(platform, 'get', SITUATION, cookie)).body.data as BlightDashboardRow[];
    const columns = blightPlotColumnsOn(TEST_PLATFORM_DATE);
    const all = await page<BlightDashboardRow, BlightListSummary>('/bff/lists/mildiou', cookie);
    expect(all.summary).toEqual(blightListSummary(whole));

    // The farmer of the adviser's last plot, and that farmer's plots.
    const farmerColumn = columns.find((column) => column.key === 'agriculteur');
    const farmer = cellText(farmerColumn ? columnFilterValue(farmerColumn, whole.at(-1)) : '');
    const filters = { agriculteur: [farmer] };
    const theirs = whole.filter(tableRowFilter(columns, { search: '', filters }));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.length).toBeLessThan(whole.length);
    const first = theirs[0] as BlightDashboardRow;
    const narrowed = await page<BlightDashboardRow, BlightListSummary>(
      `/bff/lists/mildiou?filter.agriculteur=${encodeURIComponent(farmer)}&search=${encodeURIComponent(first.plot_name)}`,
      cookie,
    );
    // The cards follow the bar's filters; the table's search narrows the table alone.
    expect(narrowed.summary).toEqual(blightListSummary(theirs));
    expect(narrowed.rows.every((row) => row.plot_name === first.plot_name)).toBe(true);
  });

  it("draws the filtered plots as a layer of columns, and a point's plot within the caller's scope", async () => {
    const adviser = await loginAs(platform, 'conseiller');
    const external = await loginAs(platform, 'externe');
    const own = (await api(platform, 'get', SITUATION, adviser)).body.data as BlightDashboardRow[];
    const theirs = (await api(platform, 'get', SITUATION, external)).body
      .data as BlightDashboardRow[];
    const res = await api(platform, 'get', '/bff/lists/mildiou/map?filter.pays=france', adviser);
    expect(res.status).toBe(200);
    const layer = res.body.data as MapLayer;
    const french = own.filter((plot) => plot.country === 'france' && plot.latitude !== null);
    const points = layerPoints(layer);
    expect(points.map((point) => point.id)).toEqual(french.map((plot) => String(plot.id)));
    const plot = french[0] as BlightDashboardRow;
    expect(points[0]?.latitude).toBeCloseTo(plot.latitude ?? 0, 5);
    expect(points[0]?.colours).toEqual(blightMapPlace(plot).colours);

    const row = await api(platform, 'get', `/bff/lists/mildiou/rows/${plot.id}`, adviser);
    expect(row.body.data).toEqual(plot);
    // Another adviser's plot is none of this caller's: 404, as the model API answers it.
    const foreign = theirs.find((candidate) => !own.some((mine) => mine.id === candidate.id));
    if (!foreign) throw new Error('no plot of the external adviser alone');
    const refused = await api(platform, 'get', `/bff/lists/mildiou/rows/${foreign.id}`, adviser);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain(foreign.plot_name);
    // Without the right or the anti-forgery header, neither the map nor a row is answered.
    const noRight = await loginAs(platform, 'ferti');
    for (const path of ['/bff/lists/mildiou/map', `/bff/lists/mildiou/rows/${plot.id}`]) {
      expect((await api(platform, 'get', path, noRight)).status, path).toBe(403);
      expect((await rawRequest(platform, 'GET', path, { cookie: adviser })).status, path).toBe(403);
    }
  });
});

describe('the read model', () => {
  it('keeps no list larger than its budget, however many callers and parameters ask', async () => {
    const small = await startPlatform({ env: { BFF_LIST_CACHE_MB: '1' }, sim: { scale: 800 } });
    try {
      const cookie = await loginAs(small, 'admin');
      const before = small.upstreamUrls.length;
      // The administrator's cereal list at 800 plots is over 1 MB: served each time, kept never.
      for (let n = 0; n < 3; n++) {
        const res = await request(small.bff.server)
          .get(`/bff/lists/previlis?page=${n + 1}`)
          .set('X-CSRF', '1')
          .set('Cookie', cookie);
        expect(res.status).toBe(200);
      }
      const reads = small.upstreamUrls
        .slice(before)
        .filter((url) => url.startsWith('GET /api/previCap/plots?'));
      expect(reads).toHaveLength(3);
      // A smaller list, under the budget, is kept: the blight list at 800 plots.
      const blight = `/api/maladiesPdt/situationMildiou?campagne=${CAMPAIGN}`;
      for (let n = 0; n < 3; n++) {
        await request(small.bff.server)
          .get(`/bff/lists/mildiou?page=${n + 1}`)
          .set('X-CSRF', '1')
          .set('Cookie', cookie);
      }
      expect(small.upstreamUrls.filter((url) => url === `GET ${blight}`)).toHaveLength(1);
    } finally {
      await small.close();
    }
  });

  it('answers the list it holds, with its age, when the model API fails to read it again', async () => {
    let failing = false;
    const flaky = await startPlatform({
      env: { BFF_LIST_FRESH_SECONDS: '1' },
      adjustSimulator: (sim) =>
        sim.addHook('onRequest', async (req, reply) => {
          if (failing && req.url.startsWith('/api/qn/results')) {
            await reply.code(503).send({ code: 503, message: 'Indisponible' });
          }
        }),
    });
    try {
      const cookie = await loginAs(flaky, 'ferti');
      const read = async () =>
        request(flaky.bff.server).get('/bff/lists/qn').set('X-CSRF', '1').set('Cookie', cookie);
      const fresh = (await read()).body.data as ListPage<QnPlot>;
      expect(fresh.stale).toBe(false);
      failing = true;
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const old = await read();
      expect(old.status).toBe(200);
      const data = old.body.data as ListPage<QnPlot>;
      expect(data.stale).toBe(true);
      expect(data.readAt).toBe(fresh.readAt);
      expect(data.rows).toEqual(fresh.rows);
    } finally {
      await flaky.close();
    }
  });
});
