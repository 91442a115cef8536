// The QN follow-up's list (issue 43): each page answers the cards and the six charts over the
// plots the filters keep, the map is a layer coloured by delivered dose, a map point reads one plot
// of the caller's own list, and none of it is answered to a caller without the QN right.
import { qnListSummary, qnMapPlace, type QnListSummary } from '@agro/contracts/bff/qn-follow-up';
import type { ListPage } from '@agro/contracts/bff/lists';
import { layerPoints, type MapLayer } from '@agro/contracts/bff/map-layer';
import { qnListColumns } from '@agro/contracts/columns/qn';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { QnPlot } from '@agro/contracts/entities/ferti';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, loginAs, rawRequest, startPlatform, type Platform } from './harness.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());
beforeEach(async () => {
  await platform.sim.inject({ method: 'POST', url: '/__sim/reset' });
});

async function results(cookie: string): Promise<QnPlot[]> {
  const res = await api(platform, 'get', '/api/qn/results', cookie);
  expect(res.status).toBe(200);
  return (res.body as { data: QnPlot[] }).data;
}

describe('the QN follow-up served in pages', () => {
  it('answers the cards and the charts of the filtered plots with each page, the search aside', async () => {
    const engineer = await loginAs(platform, 'ferti');
    const whole = await results(engineer);
    const client = whole.at(-1)?.client;
    if (!client) throw new Error('no QN plot with a client');
    const theirs = whole.filter(
      tableRowFilter(qnListColumns, { search: '', filters: { client: [client] } }),
    );
    expect(theirs.length).toBeLessThan(whole.length);
    const first = theirs[0] as QnPlot;
    const res = await api(
      platform,
      'get',
      `/bff/lists/qn?pageSize=5&filter.client=${encodeURIComponent(client)}&search=${first.uuid_plot}&options=client,zam`,
      engineer,
    );
    expect(res.status).toBe(200);
    const page = (res.body as { data: ListPage<QnPlot, QnListSummary> }).data;
    expect(page.summary).toEqual(qnListSummary(theirs));
    expect(page.rows.map((row) => row.uuid_plot)).toContain(first.uuid_plot);
    expect(page.options['client']?.map((option) => option.value)).toContain(client);
  });

  it("maps the filtered plots by dose, and a point's plot only within the caller's own list", async () => {
    const engineer = await loginAs(platform, 'ferti');
    const admin = await loginAs(platform, 'admin');
    const own = await results(engineer);
    const every = await results(admin);
    const res = await api(platform, 'get', '/bff/lists/qn/map', engineer);
    expect(res.status).toBe(200);
    const points = layerPoints(res.body.data as MapLayer);
    const placed = own.filter((plot) => plot.latitude !== null && plot.longitude !== null);
    expect(points.map((point) => point.id)).toEqual(placed.map((plot) => String(plot.uuid_plot)));
    expect(points[0]?.colours).toEqual(qnMapPlace(placed[0] as QnPlot).colours);

    const plot = placed[0] as QnPlot;
    const row = await api(platform, 'get', `/bff/lists/qn/rows/${plot.uuid_plot}`, engineer);
    expect(row.body.data).toEqual(plot);
    const foreign = every.find(
      (candidate) => !own.some((mine) => mine.uuid_plot === candidate.uuid_plot),
    );
    if (!foreign) throw new Error('no QN plot the administrator alone sees');
    const refused = await api(platform, 'get', `/bff/lists/qn/rows/${foreign.uuid_plot}`, engineer);
    expect(refused.status).toBe(404);
    // An adviser without QN, or a request without the anti-forgery header, gets nothing.
    const adviser = await loginAs(platform, 'conseiller');
    for (const path of [
      '/bff/lists/qn',
      '/bff/lists/qn/map',
      `/bff/lists/qn/rows/${plot.uuid_plot}`,
    ]) {
      expect((await api(platform, 'get', path, adviser)).status, path).toBe(403);
      expect((await rawRequest(platform, 'GET', path, { cookie: engineer })).status, path).toBe(
        403,
      );
    }
  });
});
