// QN through the BFF against the simulator (spec 2 §2, §7 QN): the follow-up's export with the
// screen's filters and search under the spec's name, the correction workflow's rights (a request
// needs QN, a validation ADMIN, decided before the upstream is asked), the anti-forgery header,
// and what an attacker's raster call can reach.
import { qnListColumns } from '@agro/contracts/columns/qn';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { QnPlot } from '@agro/contracts/entities/ferti';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, download, loginAs, rawRequest, startPlatform, type Platform } from './harness.ts';
import { sheetRows } from './workbook.ts';

let platform: Platform;
let ferti: string;
let admin: string;
beforeAll(async () => {
  platform = await startPlatform({ env: { PLATFORM_DATE: '2026-06-15' } });
  ferti = await loginAs(platform, 'ferti');
  admin = await loginAs(platform, 'admin');
});
afterAll(() => platform.close());

const results = async (cookie: string) =>
  (await api(platform, 'get', '/api/qn/results', cookie)).body.data as QnPlot[];

describe('QN follow-up export', () => {
  it("holds the rows the screen's filters and search keep, named {yyyymmdd}_parcellesQN", async () => {
    const rows = await results(ferti);
    const client = rows[0]?.client as string;
    const query = { search: 'Blé', filters: { client: [client], statut: ['Calculé', 'Corrigé'] } };
    const expected = rows.filter(tableRowFilter(qnListColumns, query));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(rows.length);
    const res = await download(
      platform,
      `/bff/exports/qn.xlsx?search=Bl%C3%A9&filter.client=${encodeURIComponent(client)}&filter.statut=Calcul%C3%A9&filter.statut=Corrig%C3%A9`,
      ferti,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="20260615_parcellesQN.xlsx"',
    );
    const [header, ...sheet] = await sheetRows(res.body as Buffer);
    expect(header).toEqual(qnListColumns.map((column) => column.header));
    const idAt = qnListColumns.findIndex((column) => column.key === 'parcelle');
    expect(sheet.map((row) => row[idAt])).toEqual(expected.map((row) => String(row.uuid_plot)));
  });

  it('is refused without the QN right, and without a session', async () => {
    const conseiller = await loginAs(platform, 'conseiller');
    expect((await download(platform, '/bff/exports/qn.xlsx', conseiller)).status).toBe(403);
    expect((await download(platform, '/bff/exports/qn.xlsx')).status).toBe(401);
  });
});

describe('QN corrections through the BFF', () => {
  it('let the regional engineer ask and only an administrator validate, the upstream never asked for a refused one', async () => {
    const [plot] = await results(ferti);
    const created = await api(platform, 'post', '/api/qn/corrections', ferti).send({
      parcelles: [plot?.uuid_plot],
      type_correction: 'sol',
      valeur_correction: [10],
      commentaire: 'Reliquat mesuré',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toBe(true);
    const requests = (await api(platform, 'get', '/api/qn/corrections', admin)).body.data as {
      id: number;
      validation: boolean;
    }[];
    const pending = requests.find((request) => !request.validation);
    const before = platform.upstreamUrls.length;
    const refused = await api(
      platform,
      'post',
      `/api/qn/corrections/${pending?.id}/validation`,
      ferti,
    ).send({});
    expect(refused.status).toBe(403);
    expect(platform.upstreamUrls.slice(before)).toEqual([]);
    const validated = await api(
      platform,
      'post',
      `/api/qn/corrections/${pending?.id}/validation`,
      admin,
    ).send({});
    expect(validated.body.data).toBe(true);
  });

  it('refuse a request without the anti-forgery header, and a body the contract refuses', async () => {
    const [plot] = await results(ferti);
    const body = JSON.stringify({
      parcelles: [plot?.uuid_plot],
      type_correction: 'sol',
      valeur_correction: [10],
    });
    const forged = await rawRequest(
      platform,
      'POST',
      '/api/qn/corrections',
      { cookie: ferti, 'content-type': 'application/json' },
      body,
    );
    expect(forged.status).toBe(403);
    const noPlot = await api(platform, 'post', '/api/qn/corrections', ferti).send({
      parcelles: [],
      type_correction: 'sol',
      valeur_correction: [10],
    });
    expect(noPlot.status).toBe(400);
    expect(JSON.stringify(noPlot.body)).toContain(
      'A minima une parcelle doit être sélectionnée dans le tableau.',
    );
  });

  it("answers a raster of the engineer's plot, and 404 for another region's or an unknown code", async () => {
    const mine = await results(ferti);
    const plot = mine.find((row) => row.preco_livree !== null);
    const raster = await api(
      platform,
      'get',
      `/api/qn/raster/chl?uuid_plot=${plot?.uuid_plot}`,
      ferti,
    );
    expect(raster.status).toBe(200);
    expect(
      Buffer.from(raster.body.data as string, 'base64')
        .subarray(1, 4)
        .toString('ascii'),
    ).toBe('PNG');
    const ids = new Set(mine.map((row) => String(row.uuid_plot)));
    const other = (await results(admin)).find((row) => !ids.has(String(row.uuid_plot)));
    expect(
      (await api(platform, 'get', `/api/qn/raster/chl?uuid_plot=${other?.uuid_plot}`, ferti))
        .status,
    ).toBe(404);
    const traversal = await rawRequest(
      platform,
      'GET',
      `/api/qn/raster/..%2F..%2Fchns%2Fresults?uuid_plot=${plot?.uuid_plot}`,
      { cookie: ferti, 'x-csrf': '1' },
    );
    expect([400, 404]).toContain(traversal.status);
  });
});
