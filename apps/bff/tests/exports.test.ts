import { adviserListColumns } from '@agro/contracts/columns/advisers';
import type { Column } from '@agro/contracts/columns/column';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../src/routes/exports/workbook-reply.ts';
import { isFormulaLike, writeWorkbook } from '../src/routes/exports/xlsx.ts';
import { API_ERROR_MESSAGE } from '../src/lib/errors.ts';
import { sheetOf } from './workbook.ts';
import { api, download, loginAs, rawDownload, startPlatform, type Platform } from './harness.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());
beforeEach(async () => {
  await platform.sim.inject({ method: 'POST', url: '/__sim/reset' });
});

describe('advisers export', () => {
  it('is a valid .xlsx named after today whose rows are the advisers list', async () => {
    const cookie = await loginAs(platform, 'admin');
    const res = await download(platform, '/bff/exports/conseillers.xlsx', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="\d{8}_conseillers\.xlsx"$/,
    );

    const source = await api(platform, 'get', '/api/conseillers', cookie);
    const rows = source.body.data as Record<string, unknown>[];
    const sheet = await sheetOf(res.body as Buffer);
    expect(sheet.getRow(1).values).toEqual([undefined, ...adviserListColumns.map((c) => c.header)]);
    expect(sheet.rowCount).toBe(rows.length + 1);
    rows.forEach((row, index) => {
      const values = (sheet.getRow(index + 2).values as unknown[]).slice(1);
      expect(values).toEqual(adviserListColumns.map((c) => c.value(row as never) ?? undefined));
    });
  });

  it('keeps only the rows the search box would show', async () => {
    const cookie = await loginAs(platform, 'admin');
    const res = await download(
      platform,
      '/bff/exports/conseillers.xlsx?search=externe%20emma',
      cookie,
    );
    const sheet = await sheetOf(res.body as Buffer);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('Externe Emma');
  });

  it('keeps only the rows the column filters would show, filter.<key> repeated per value', async () => {
    const cookie = await loginAs(platform, 'admin');
    const source = await api(platform, 'get', '/api/conseillers', cookie);
    const rows = source.body.data as { type_conseiller: string; nom_conseiller: string }[];
    const wanted = (types: string[]) =>
      rows.filter((row) => types.includes(row.type_conseiller)).length;
    expect(wanted(['BSV'])).toBeGreaterThan(0);
    expect(wanted(['BSV', 'SUPPORT'])).toBeGreaterThan(wanted(['BSV']));

    const one = await sheetOf(
      (await download(platform, '/bff/exports/conseillers.xlsx?filter.type=BSV', cookie))
        .body as Buffer,
    );
    expect(one.rowCount).toBe(wanted(['BSV']) + 1);
    for (let index = 2; index <= one.rowCount; index++) {
      expect(one.getRow(index).getCell(4).value).toBe('BSV');
    }
    const two = await sheetOf(
      (
        await download(
          platform,
          '/bff/exports/conseillers.xlsx?filter.type=BSV&filter.type=SUPPORT',
          cookie,
        )
      ).body as Buffer,
    );
    expect(two.rowCount).toBe(wanted(['BSV', 'SUPPORT']) + 1);

    // Search and filters together: both must hold, as on screen.
    const bsv = rows.find((row) => row.type_conseiller === 'BSV');
    const search = encodeURIComponent(bsv?.nom_conseiller ?? '');
    const sameType = await sheetOf(
      (
        await download(
          platform,
          `/bff/exports/conseillers.xlsx?filter.type=BSV&search=${search}`,
          cookie,
        )
      ).body as Buffer,
    );
    expect(sameType.rowCount).toBeGreaterThan(1);
    const otherType = await sheetOf(
      (
        await download(
          platform,
          `/bff/exports/conseillers.xlsx?filter.type=AGRO&search=${search}`,
          cookie,
        )
      ).body as Buffer,
    );
    const names: unknown[] = [];
    for (let index = 2; index <= otherType.rowCount; index++) {
      expect(otherType.getRow(index).getCell(4).value).toBe('AGRO');
      names.push(otherType.getRow(index).getCell(2).value);
    }
    expect(names).not.toContain(sameType.getRow(2).getCell(2).value);
  });

  it('exports no row for a filter on a column the list does not have', async () => {
    const cookie = await loginAs(platform, 'admin');
    const res = await download(platform, '/bff/exports/conseillers.xlsx?filter.inconnue=x', cookie);
    expect(res.status).toBe(200);
    expect((await sheetOf(res.body as Buffer)).rowCount).toBe(1);
  });

  it('writes formula-like values as text, never as formulas', async () => {
    const cookie = await loginAs(platform, 'admin');
    const created = await api(platform, 'post', '/api/conseillers', cookie).send({
      nom_conseiller: '=HYPERLINK("http://evil.example","clic")',
      prenom_conseiller: '',
      mail: 'piege@demo.fr',
      organisme: '+33 1 23',
      type_conseiller: 'AGRO',
    });
    expect(created.status).toBe(200);
    const res = await download(platform, '/bff/exports/conseillers.xlsx?search=hyperlink', cookie);
    const sheet = await sheetOf(res.body as Buffer);
    expect(sheet.rowCount).toBe(2);
    const found = sheet.getRow(2);
    expect(found.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(found.getCell(2).value).toBe('=HYPERLINK("http://evil.example","clic")');
    expect(found.getCell(2).numFmt).toBe('@');
    expect(found.getCell(3).value).toBe('+33 1 23');
  });

  it('has the rights of its source call', async () => {
    expect((await download(platform, '/bff/exports/conseillers.xlsx')).status).toBe(401);
    const cookie = await loginAs(platform, 'conseiller');
    expect((await download(platform, '/bff/exports/conseillers.xlsx', cookie)).status).toBe(403);
  });
});

describe('advisers export from a large or broken list', () => {
  /** Rewrites the simulator's advisers list while set. */
  let rewriteList: ((text: string) => string) | null = null;
  let broken: Platform;
  beforeAll(async () => {
    broken = await startPlatform({
      adjustSimulator: (sim) =>
        sim.addHook('onSend', async (req, _reply, payload) =>
          rewriteList && req.url === '/api/conseillers' && typeof payload === 'string'
            ? rewriteList(payload)
            : payload,
        ),
    });
  });
  afterAll(() => broken.close());
  beforeEach(() => {
    rewriteList = null;
  });

  const manyAdvisers = (text: string, copies: number) => {
    const rows = (JSON.parse(text) as { data: Record<string, unknown>[] }).data;
    const data = Array.from({ length: copies }, (_, i) => ({
      ...rows[i % rows.length],
      id_conseiller: i + 1,
      nom_conseiller: `Nom ${i + 1}`,
    }));
    return JSON.stringify({ data });
  };

  async function exportOf(platformUsed: Platform) {
    const cookie = await loginAs(platformUsed, 'admin');
    const req = request(platformUsed.bff.server)
      .get('/bff/exports/conseillers.xlsx')
      .set('Cookie', cookie)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
        res.on('error', (error) => callback(error, null));
      });
    return req;
  }

  it('streams every row of a list read in many pieces', async () => {
    rewriteList = (text) => manyAdvisers(text, 20_000);
    const res = await exportOf(broken);
    expect(res.status).toBe(200);
    const sheet = await sheetOf(res.body as Buffer);
    expect(sheet.rowCount).toBe(20_001);
    expect(sheet.getRow(20_001).getCell(2).value).toMatch(/^Nom 20000 /);
  });

  it('answers a JSON error when the list breaks its contract before any row is written', async () => {
    rewriteList = () => '{"data":[{"id_conseiller":"pas un nombre"}]}';
    const res = await exportOf(broken);
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(String(res.body))).toEqual({ code: 502, message: API_ERROR_MESSAGE });
  });

  it('ends the download, never delivering a shorter file, when the list breaks midway', async () => {
    rewriteList = (text) => {
      const whole = manyAdvisers(text, 20_000);
      return whole.slice(0, Math.floor(whole.length * 0.8));
    };
    // Read by node:http, which reports a cut response once (supertest reports it twice).
    const cookie = await loginAs(broken, 'admin');
    const outcome = await rawDownload(broken, '/bff/exports/conseillers.xlsx', {
      Cookie: cookie,
    }).then(
      async (res) =>
        sheetOf(res.body).then(
          () => 'a complete workbook',
          () => 'refused',
        ),
      () => 'refused',
    );
    expect(outcome).toBe('refused');
    // The BFF is still there for the next call.
    rewriteList = null;
    expect((await exportOf(broken)).status).toBe(200);
  });
});

describe('formula detection', () => {
  it('flags the characters a spreadsheet may evaluate', () => {
    for (const value of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(isFormulaLike(value)).toBe(true);
    for (const value of ['Dupont', '1-2', 'a=b', '', null, 12])
      expect(isFormulaLike(value)).toBe(false);
  });
});

describe('date columns', () => {
  interface Event {
    day: string | null;
    at: string | null;
    note: string;
  }
  const columns: Column<Event>[] = [
    { key: 'day', header: 'Jour', value: (row) => row.day, type: 'date' },
    { key: 'at', header: 'Calculé le', value: (row) => row.at, type: 'datetime' },
    { key: 'note', header: 'Note', value: (row) => row.note },
  ];

  async function written(rows: Event[]): Promise<ExcelJS.Worksheet> {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => output.on('end', resolve));
    await writeWorkbook(output, { sheetName: 'Dates', columns, rows });
    await ended;
    return sheetOf(Buffer.concat(chunks));
  }

  it('writes real Excel dates with the screen format, and keeps formula protection for text', async () => {
    const sheet = await written([
      { day: '03/07/2026', at: '02/07/2026 06:06', note: '=1+1' },
      { day: null, at: 'inconnue', note: '-12' },
      { day: '=HYPERLINK("x")', at: null, note: 'ok' },
    ]);
    const [day, at, note] = [1, 2, 3].map((n) => sheet.getRow(2).getCell(n));
    expect(day?.type).toBe(ExcelJS.ValueType.Date);
    expect(day?.value).toEqual(new Date('2026-07-03T00:00:00Z'));
    expect(day?.numFmt).toBe('dd/mm/yyyy');
    expect(at?.type).toBe(ExcelJS.ValueType.Date);
    expect(at?.value).toEqual(new Date('2026-07-02T06:06:00Z'));
    expect(at?.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(note?.type).toBe(ExcelJS.ValueType.String);
    expect(note?.numFmt).toBe('@');

    // What is no date stays as it is: empty, plain text, or text protected from formulas.
    expect(sheet.getRow(3).getCell(1).value).toBeNull();
    expect(sheet.getRow(3).getCell(2).value).toBe('inconnue');
    expect(sheet.getRow(3).getCell(3).numFmt).toBe('@');
    const trap = sheet.getRow(4).getCell(1);
    expect(trap.type).toBe(ExcelJS.ValueType.String);
    expect(trap.value).toBe('=HYPERLINK("x")');
    expect(trap.numFmt).toBe('@');
  });
});
