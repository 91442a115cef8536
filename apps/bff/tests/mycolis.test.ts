// The Mycolis import through the BFF against the simulator (spec 4 §2.5, §7): the plots' export
// with the screen's client and department filters, a batch imported by an administrator, and
// the raw requests of an adviser without ADMIN: the Mycolis reads, a Mycolis batch sent through
// the own-plot import's call, and the detailed list's notes are refused before the upstream.
import { mycolisColumns, mycolisFilters } from '@agro/contracts/columns/mycolis';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { MycolisPlot } from '@agro/contracts/entities/stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, download, loginAs, rawRequest, startPlatform, type Platform } from './harness.ts';
import { sheetRows } from './workbook.ts';

let platform: Platform;
let admin: string;
let adviser: string;
beforeAll(async () => {
  platform = await startPlatform({ env: { PLATFORM_DATE: '2026-06-15' } });
  admin = await loginAs(platform, 'admin');
  adviser = await loginAs(platform, 'conseiller');
});
afterAll(() => platform.close());

const batch = (code: string) => ({
  csv: [
    {
      code_exploitation: 'EXPBFF',
      nom_parcelle: 'EXPBFF|Haut',
      code_parcelle: code,
      espece: "Blé tendre d'hiver",
      variete: 'Chevignon',
      date_semis: '15/10/2025',
      labour: 'OUI',
      precedent: 'colza',
      surface: '3.5',
      exploitation: 'EARL BFF',
      code_insee: '35238',
      latitude: '48.11',
      longitude: '-1.68',
      libelle_culture: "Blé tendre d'hiver",
      codesol: null,
      code_station: null,
    },
  ],
  client: 'CLI01',
  from_mycolis: true,
});

describe('the Mycolis plots', () => {
  it("are exported with the screen's client and department filters, named yyyymmdd_previlis_mycolis", async () => {
    const rows = (await api(platform, 'get', '/api/previCap/mycolis/plots', admin)).body
      .data as MycolisPlot[];
    const client = rows[0]?.nom_user as string;
    const query = { search: '', filters: mycolisFilters(client, 'Tous') };
    const expected = rows.filter(tableRowFilter(mycolisColumns, query));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(rows.length);
    const res = await download(
      platform,
      `/bff/exports/mycolis.xlsx?filter.client=${encodeURIComponent(client)}`,
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="20260615_previlis_mycolis.xlsx"',
    );
    const [header, ...sheet] = await sheetRows(res.body as Buffer);
    expect(header).toEqual(mycolisColumns.map((column) => column.header));
    expect(sheet.map((row) => row[2])).toEqual(expected.map((row) => row.code_parcelle_os));
  });

  it('are imported by an administrator with the anti-forgery header', async () => {
    const body = JSON.stringify(batch('BFF-M1'));
    const headers = { cookie: admin, 'content-type': 'application/json' };
    const forged = await rawRequest(platform, 'POST', '/api/previCap/plots/add', headers, body);
    expect(forged.status).toBe(403);
    const sent = await rawRequest(
      platform,
      'POST',
      '/api/previCap/plots/add',
      { ...headers, 'x-csrf': '1' },
      body,
    );
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ data: { ajout: 1, modif: 0 } });
    const rows = (await api(platform, 'get', '/api/previCap/mycolis/plots', admin)).body
      .data as MycolisPlot[];
    expect(rows.find((row) => row.code_parcelle_os === 'BFF-M1')?.variete).toBe('Chevignon');
  });

  it("are refused to an adviser without ADMIN, whatever the call's path", async () => {
    for (const path of ['/api/previCap/mycolis/plots', '/api/previCap/mycolis/users']) {
      expect((await api(platform, 'get', path, adviser)).status).toBe(403);
    }
    expect((await download(platform, '/bff/exports/mycolis.xlsx', adviser)).status).toBe(403);
    const smuggled = await api(platform, 'post', '/api/previCap/plots/add', adviser).send(
      batch('BFF-M2'),
    );
    expect(smuggled.status).toBe(403);
    const notes = await api(
      platform,
      'get',
      '/api/previCap/plots?type=clients&notes=true',
      adviser,
    );
    expect(notes.status).toBe(403);
    const list = await api(platform, 'get', '/api/previCap/plots?type=clients', adviser);
    expect(list.status).toBe(200);
  });

  it('refuse a batch of more than 200 rows', async () => {
    const one = batch('X').csv[0];
    const csv = Array.from({ length: 201 }, (_, i) => ({ ...one, code_parcelle: `B${i}` }));
    const res = await api(platform, 'post', '/api/previCap/plots/add', admin).send({
      csv,
      client: 'CLI01',
      from_mycolis: true,
    });
    expect(res.status).toBe(400);
  });
});
