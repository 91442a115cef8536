// The water-balance exports of spec 3 §2.10 (dashboard list) and §2.11 (daily table), against the
// simulator: the rows the screen shows, the spec's file names, the module's rights.
import {
  bhBalanceColumns,
  bhFarmerName,
  bhPlotColumns,
  BH_PLOT_FILTER_KEYS,
} from '@agro/contracts/columns/water-balance';
import { isPlotToIrrigate } from '@agro/domain/water-balance-urgency';
import { excelDateOf, type Column } from '@agro/contracts/columns/column';
import type { BhPlot } from '@agro/contracts/entities/water-balance';
import { fileNamePart } from '@agro/domain/dates';
import { cropLabel, depletionCategory } from '@agro/domain/water-balance';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../src/routes/exports/workbook-reply.ts';
import { sheetOf, sheetRows } from './workbook.ts';
import { api, download, loginAs, startPlatform, type Platform } from './harness.ts';

let platform: Platform;
let conseiller: string;
beforeAll(async () => {
  platform = await startPlatform();
  conseiller = await loginAs(platform, 'conseiller');
});
afterAll(() => platform.close());

/** What a row of the file holds for a list row: a date column's day as a date, empty cells read
 * back as undefined, and a row read back ends at its last filled cell. */
function expectedCells<Row>(columns: readonly Column<Row>[], row: Row) {
  const cells = columns.map((column) => {
    const value = column.value(row);
    return (
      (column.type === undefined ? null : excelDateOf(value, column.type)) ?? value ?? undefined
    );
  });
  while (cells.length > 0 && cells.at(-1) === undefined) cells.pop();
  return cells;
}

async function plotsOf(cookie: string): Promise<BhPlot[]> {
  const res = await api(platform, 'get', '/api/bhs', cookie);
  expect(res.status).toBe(200);
  return res.body.data as BhPlot[];
}

describe('water-balance dashboard export', () => {
  it("holds the adviser's plots, every column of the list, under today's name", async () => {
    const res = await download(platform, '/bff/exports/bilan-hydrique.xlsx', conseiller);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="\d{8}_bilan_hydrique_parcelles\.xlsx"$/,
    );
    const plots = await plotsOf(conseiller);
    const [header, ...rows] = await sheetRows(res.body as Buffer);
    expect(header).toEqual(bhPlotColumns.map((column) => column.header));
    expect(rows).toEqual(plots.map((plot) => expectedCells(bhPlotColumns, plot)));
  });

  it('keeps exactly the plots of a summary cell within the filter bar', async () => {
    const plots = await plotsOf(conseiller);
    const sample = plots.find((plot) => plot.epuisement_rfu !== null && plot.departement !== null);
    if (!sample) throw new Error('no plot in the balance');
    const crop = cropLabel(sample.culture);
    const category = depletionCategory(sample.epuisement_rfu);
    const query = new URLSearchParams([
      [`filter.${BH_PLOT_FILTER_KEYS.crop}`, crop],
      [`filter.${BH_PLOT_FILTER_KEYS.department}`, sample.departement ?? ''],
      [`filter.${BH_PLOT_FILTER_KEYS.depletion}`, category],
    ]);
    const res = await download(
      platform,
      `/bff/exports/bilan-hydrique.xlsx?${query.toString()}`,
      conseiller,
    );
    const [, ...rows] = await sheetRows(res.body as Buffer);
    const expected = plots.filter(
      (plot) =>
        cropLabel(plot.culture) === crop &&
        plot.departement === sample.departement &&
        depletionCategory(plot.epuisement_rfu) === category,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(plots.length);
    expect(rows).toEqual(expected.map((plot) => expectedCells(bhPlotColumns, plot)));
  });

  it("keeps the plots to irrigate with the card's filter, the days left among the first columns", async () => {
    const plots = await plotsOf(conseiller);
    const dry = plots.filter(isPlotToIrrigate);
    expect(dry.length).toBeGreaterThan(0);
    expect(dry.length).toBeLessThan(plots.length);
    const res = await download(
      platform,
      `/bff/exports/bilan-hydrique.xlsx?filter.${BH_PLOT_FILTER_KEYS.toIrrigate}=Oui`,
      conseiller,
    );
    expect(res.status).toBe(200);
    const [header, ...rows] = await sheetRows(res.body as Buffer);
    expect(header?.slice(0, 5)).toEqual([
      'Parcelle',
      'Statut du calcul',
      "Risque d'épuisement",
      'Jours avant RFU épuisée',
      'À irriguer',
    ]);
    expect(rows).toEqual(dry.map((plot) => expectedCells(bhPlotColumns, plot)));
    expect(new Set(rows.map((row) => row[4]))).toEqual(new Set(['Oui']));
  });

  it("never gives more than the caller's list for odd or repeated 'À irriguer' values", async () => {
    const plots = await plotsOf(conseiller);
    const dry = plots.filter(isPlotToIrrigate).length;
    const key = `filter.${BH_PLOT_FILTER_KEYS.toIrrigate}`;
    const cases: [string, number][] = [
      // An encoded 'Oui' is 'Oui'; the same value twice is once.
      [`${key}=%4Fui`, dry],
      [`${key}=Oui&${key}=Oui`, dry],
      // Both values: every plot of the caller, never another's.
      [`${key}=Oui&${key}=Non`, plots.length],
      // Values the column never holds keep no row.
      [`${key}=oui`, 0],
      [`${key}=1`, 0],
      [`${key}=Oui%00`, 0],
      [`${key}[]=Oui`, 0],
      [`filter.a_irriguer_tout=Oui`, 0],
    ];
    for (const [query, count] of cases) {
      const res = await download(platform, `/bff/exports/bilan-hydrique.xlsx?${query}`, conseiller);
      expect(res.status, query).toBe(200);
      const [, ...rows] = await sheetRows(res.body as Buffer);
      expect(rows, query).toHaveLength(count);
    }
  });

  it('writes the sowing and calculation dates as Excel dates in the French format', async () => {
    const res = await download(platform, '/bff/exports/bilan-hydrique.xlsx', conseiller);
    const sheet = await sheetOf(res.body as Buffer);
    const plots = await plotsOf(conseiller);
    const column = (key: string) => bhPlotColumns.findIndex((c) => c.key === key) + 1;
    // The Paris wall clock of an instant, as the cell must read it (Excel dates have no zone).
    const parisWallClock = (instant: string) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Europe/Paris',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(new Date(instant))
          .map((part) => [part.type, part.value]),
      );
      return new Date(
        `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`,
      );
    };
    let sown = 0;
    let calculated = 0;
    plots.forEach((plot, index) => {
      const row = sheet.getRow(index + 2);
      const semis = row.getCell(column('semis'));
      if (plot.date_semis !== null) {
        expect(semis.type).toBe(ExcelJS.ValueType.Date);
        expect(semis.value).toEqual(new Date(`${plot.date_semis.slice(0, 10)}T00:00:00Z`));
        expect(semis.numFmt).toBe('dd/mm/yyyy');
        sown += 1;
      } else {
        expect(semis.value).toBeNull();
      }
      const calcul = row.getCell(column('calcul'));
      if (plot.date_calcul_bh !== null) {
        expect(calcul.type).toBe(ExcelJS.ValueType.Date);
        expect(calcul.value).toEqual(parisWallClock(plot.date_calcul_bh));
        expect(calcul.numFmt).toBe('dd/mm/yyyy hh:mm');
        calculated += 1;
      }
      // Text cells stay text.
      expect(row.getCell(column('parcelle')).type).toBe(ExcelJS.ValueType.String);
    });
    expect(sown).toBeGreaterThan(0);
    expect(calculated).toBeGreaterThan(0);
  });

  it('has the rights of the BH list: none without a session, none without BH', async () => {
    expect((await download(platform, '/bff/exports/bilan-hydrique.xlsx')).status).toBe(401);
    const ferti = await loginAs(platform, 'ferti');
    expect((await download(platform, '/bff/exports/bilan-hydrique.xlsx', ferti)).status).toBe(403);
  });
});

describe('water-balance daily table export', () => {
  it("holds the plot's balance rows, named by the date, the farmer and the plot id", async () => {
    const [listed] = await plotsOf(conseiller);
    if (!listed) throw new Error('no plot');
    const detail = await api(platform, 'get', `/api/bhs/${listed.id}`, conseiller);
    const plot = (detail.body.data as BhPlot[])[0];
    if (!plot?.bilan_hydrique?.length) throw new Error('no balance rows');

    const res = await download(
      platform,
      `/bff/exports/bilan-hydrique-parcelle/${plot.id}.xlsx`,
      conseiller,
    );
    expect(res.status).toBe(200);
    const farmer = fileNamePart(bhFarmerName(plot));
    expect(farmer).not.toBe('');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${res.headers['content-disposition']?.match(/\d{8}/)?.[0]}_bilan_hydrique_${farmer}_${plot.id}.xlsx"`,
    );
    const [header, ...rows] = await sheetRows(res.body as Buffer);
    expect(header).toEqual(bhBalanceColumns.map((column) => column.header));
    expect(rows).toEqual(plot.bilan_hydrique.map((row) => expectedCells(bhBalanceColumns, row)));
    expect(rows.map((row) => row.at(-1))).toEqual(
      expect.arrayContaining(['Réelles', 'Fréquentielles', 'Prévisions']),
    );
    // Each day is an Excel date, midnight UTC of the row's day, shown dd/mm/yyyy.
    const sheet = await sheetOf(res.body as Buffer);
    plot.bilan_hydrique.forEach((row, index) => {
      const cell = sheet.getRow(index + 2).getCell(1);
      expect(cell.type).toBe(ExcelJS.ValueType.Date);
      expect(cell.value).toEqual(new Date(`${row.Date.slice(0, 10)}T00:00:00Z`));
      expect(cell.numFmt).toBe('dd/mm/yyyy');
    });

    // The table's filters travel with it, as for the lists.
    const forecast = await download(
      platform,
      `/bff/exports/bilan-hydrique-parcelle/${plot.id}.xlsx?filter.type=Pr%C3%A9visions`,
      conseiller,
    );
    const [, ...forecastRows] = await sheetRows(forecast.body as Buffer);
    expect(forecastRows).toHaveLength(7);
    expect(new Set(forecastRows.map((row) => row.at(-1)))).toEqual(new Set(['Prévisions']));
  });

  it('refuses a plot the adviser may not see, as the API does, and a malformed id', async () => {
    const admin = await loginAs(platform, 'admin');
    const seen = new Set((await plotsOf(conseiller)).map((plot) => plot.id));
    const hidden = (await plotsOf(admin)).find((plot) => !seen.has(plot.id));
    if (!hidden) throw new Error('the adviser sees every plot');
    const res = await download(
      platform,
      `/bff/exports/bilan-hydrique-parcelle/${hidden.id}.xlsx`,
      conseiller,
    );
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(
      (await download(platform, `/bff/exports/bilan-hydrique-parcelle/${hidden.id}.xlsx`, admin))
        .status,
    ).toBe(200);

    const bad = await download(
      platform,
      '/bff/exports/bilan-hydrique-parcelle/..%2Fconseillers.xlsx',
      conseiller,
    );
    expect(bad.status).toBe(400);
  });

  it('has the rights of the BH plot call', async () => {
    expect((await download(platform, '/bff/exports/bilan-hydrique-parcelle/1.xlsx')).status).toBe(
      401,
    );
    const ferti = await loginAs(platform, 'ferti');
    expect(
      (await download(platform, '/bff/exports/bilan-hydrique-parcelle/1.xlsx', ferti)).status,
    ).toBe(403);
  });
});
