// The stage module through the BFF against the simulator (spec 4 §2.1, §2.4, §7): the maize
// tables' exports with the screen's filters and search, a plot's last computations as a file,
// the own-plot import and delete with the anti-forgery header and the owner's rule, and the
// refusals an attacker's raw requests meet.
import {
  capListColumns,
  capNotesColumns,
  capViewFilter,
  CAP_VIEW_PARAMS,
} from '@agro/contracts/columns/cap';
import { computationColumns, maizeColumns } from '@agro/contracts/columns/stages';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { CapPlot, MaizeStagePlot } from '@agro/contracts/entities/stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, download, loginAs, rawRequest, startPlatform, type Platform } from './harness.ts';
import { sheetRows } from './workbook.ts';

let platform: Platform;
let adviser: string;
beforeAll(async () => {
  platform = await startPlatform({ env: { PLATFORM_DATE: '2026-06-15' } });
  adviser = await loginAs(platform, 'conseiller');
});
afterAll(() => platform.close());

describe('maize exports', () => {
  it("hold the rows the table's filters and search keep, named yyyymmdd_previlis_mais_<kind>", async () => {
    const rows = (await api(platform, 'get', '/api/previMais/grain/plots', adviser)).body
      .data as MaizeStagePlot[];
    const department = rows[0]?.code_dept as string;
    const query = { search: '', filters: { departement: [department] } };
    const expected = rows.filter(tableRowFilter(maizeColumns.grain, query));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(rows.length);
    const res = await download(
      platform,
      `/bff/exports/mais-grain.xlsx?filter.departement=${department}`,
      adviser,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="20260615_previlis_mais_grain.xlsx"',
    );
    const [header, ...sheet] = await sheetRows(res.body as Buffer);
    expect(header).toEqual(maizeColumns.grain.map((column) => column.header));
    expect(sheet.map((row) => row[2])).toEqual(expected.map((row) => row.code_parcelle_os));
    const fodder = await download(platform, '/bff/exports/mais-fourrage.xlsx', adviser);
    expect(fodder.headers['content-disposition']).toContain('_previlis_mais_fourrage.xlsx');
  });

  it('are refused without the STADES right and without a session', async () => {
    const ferti = await loginAs(platform, 'ferti');
    expect((await download(platform, '/bff/exports/mais-grain.xlsx', ferti)).status).toBe(403);
    expect((await download(platform, '/bff/exports/mais-grain.xlsx')).status).toBe(401);
  });
});

describe('client plot exports', () => {
  it("hold the rows of the screen's filters, sowing range and changed varieties, named yyyymmdd_previlis", async () => {
    const rows = (await api(platform, 'get', '/api/previCap/plots?type=clients', adviser)).body
      .data as CapPlot[];
    const view = { sowingFrom: '2025-10-10', sowingTo: '2025-11-05', varietyChanged: false };
    const columns = capListColumns('2026-06-15');
    const query = { search: '', filters: { espece: ['Blé tendre'] } };
    const expected = rows.filter(capViewFilter(view)).filter(tableRowFilter(columns, query));
    expect(expected.length).toBeGreaterThan(0);
    const res = await download(
      platform,
      `/bff/exports/previlis.xlsx?filter.espece=Bl%C3%A9%20tendre&${CAP_VIEW_PARAMS.sowingFrom}=2025-10-10&${CAP_VIEW_PARAMS.sowingTo}=2025-11-05`,
      adviser,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="20260615_previlis.xlsx"',
    );
    const [header, ...sheet] = await sheetRows(res.body as Buffer);
    expect(header).toEqual(columns.map((column) => column.header));
    expect(sheet.map((row) => row[0])).toEqual(expected.map((row) => row.code_parcelle_os));
    const changed = await download(
      platform,
      `/bff/exports/previlis.xlsx?${CAP_VIEW_PARAMS.varietyChanged}=true`,
      adviser,
    );
    const [, ...changedRows] = await sheetRows(changed.body as Buffer);
    expect(changedRows.length).toBe(
      rows.filter(capViewFilter({ sowingFrom: null, sowingTo: null, varietyChanged: true })).length,
    );
  });

  it('give the variety scores to administrators only, in the detailed file', async () => {
    expect((await download(platform, '/bff/exports/previlis-detaille.xlsx', adviser)).status).toBe(
      403,
    );
    const admin = await loginAs(platform, 'admin');
    const res = await download(platform, '/bff/exports/previlis-detaille.xlsx', admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('_previlis_detaille.xlsx');
    const [header, first] = await sheetRows(res.body as Buffer);
    expect(header?.slice(-3)).toEqual(capNotesColumns.map((column) => column.header));
    expect(typeof first?.at(-3)).toBe('number');
  });
});

describe("a plot's last computations", () => {
  it('are exported as the detail lists them, and a traversal reaches nothing', async () => {
    const plots = (await api(platform, 'get', '/api/previCap/plots?type=clients', adviser)).body
      .data as CapPlot[];
    const plot = plots.find((p) => p.etat_calcul === 'ok') as CapPlot;
    const res = await download(
      platform,
      `/bff/exports/stade-calculs/${plot.id_plot}.xlsx`,
      adviser,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="20260615_previlis_calculs_${plot.id_plot}.xlsx"`,
    );
    const [header, ...sheet] = await sheetRows(res.body as Buffer);
    expect(header).toEqual(computationColumns.map((column) => column.header));
    expect(sheet).toHaveLength(20);
    const traversal = await rawRequest(
      platform,
      'GET',
      '/bff/exports/stade-calculs/..%2F..%2Fplots.xlsx',
      { cookie: adviser },
    );
    expect([400, 404]).toContain(traversal.status);
  });
});

describe('own plots through the BFF', () => {
  const body = JSON.stringify({
    csv: [
      {
        code_parcelle: 'bff01',
        castype: '0',
        culture: "blé tendre d'hiver",
        code_insee: '28085',
        precedent: 'colza',
        date_semis: '14/10/2025',
      },
    ],
    equipe: false,
  });

  it('are imported with the anti-forgery header only, and deleted by their owner only', async () => {
    const forged = await rawRequest(
      platform,
      'POST',
      '/api/previCap/plots/add',
      { cookie: adviser, 'content-type': 'application/json' },
      body,
    );
    expect(forged.status).toBe(403);
    const imported = await rawRequest(
      platform,
      'POST',
      '/api/previCap/plots/add',
      { cookie: adviser, 'content-type': 'application/json', 'x-csrf': '1' },
      body,
    );
    expect(imported.status).toBe(200);
    expect(imported.json).toMatchObject({ data: { ajout: 1, modif: 0 } });
    const own = (await api(platform, 'get', '/api/previCap/plots?type=arvalis', adviser)).body
      .data as CapPlot[];
    const other = own.find((p) => p.code_parcelle_os.startsWith('mmartin_')) as CapPlot;
    expect(
      (await api(platform, 'delete', `/api/previCap/plots/${other.code_parcelle_os}`, adviser))
        .status,
    ).toBe(403);
    const mine = 'conseiller@demo.fr_bff01';
    expect((await api(platform, 'delete', `/api/previCap/plots/${mine}`, adviser)).status).toBe(
      200,
    );
  });

  it('refuse a row that is not one of the template', async () => {
    const res = await api(platform, 'post', '/api/previCap/plots/add', adviser).send({
      csv: [{ code_parcelle: '', culture: '=HYPERLINK("x")' }],
      equipe: false,
    });
    expect(res.status).toBe(400);
  });
});
