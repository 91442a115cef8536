import { adviserListColumns } from '@agro/contracts/columns/advisers';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../src/exports/routes.ts';
import { isFormulaLike } from '../src/exports/xlsx.ts';
import { api, loginAs, startPlatform, type Platform } from './harness.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());
beforeEach(async () => {
  await platform.sim.inject({ method: 'POST', url: '/__sim/reset' });
});

async function download(path: string, cookie?: string) {
  const req = request(platform.bff.server)
    .get(path)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  return cookie ? req.set('Cookie', cookie) : req;
}

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('advisers export', () => {
  it('is a valid .xlsx named after today whose rows are the advisers list', async () => {
    const cookie = await loginAs(platform, 'admin');
    const res = await download('/bff/exports/conseillers.xlsx', cookie);
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
    const res = await download('/bff/exports/conseillers.xlsx?search=externe%20emma', cookie);
    const sheet = await sheetOf(res.body as Buffer);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('Externe Emma');
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
    const res = await download('/bff/exports/conseillers.xlsx?search=hyperlink', cookie);
    const sheet = await sheetOf(res.body as Buffer);
    expect(sheet.rowCount).toBe(2);
    const found = sheet.getRow(2);
    expect(found.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(found.getCell(2).value).toBe('=HYPERLINK("http://evil.example","clic")');
    expect(found.getCell(2).numFmt).toBe('@');
    expect(found.getCell(3).value).toBe('+33 1 23');
  });

  it('has the rights of its source call', async () => {
    expect((await download('/bff/exports/conseillers.xlsx')).status).toBe(401);
    const cookie = await loginAs(platform, 'conseiller');
    expect((await download('/bff/exports/conseillers.xlsx', cookie)).status).toBe(403);
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
