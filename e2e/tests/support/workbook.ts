// Reads a downloaded Excel export the way a user's spreadsheet would show it: the header row and
// the data rows, each cell as its value, empty cells as null, up to the header's width. A date
// cell (an Excel date, e.g. a sowing date) reads as its format shows it, 'dd/mm/yyyy' or
// 'dd/mm/yyyy hh:mm', the text the screen's column gives; `cells` keeps each cell's own value and
// number format, to check that such a cell is a real date.
import type { Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';

export interface ExportedCell {
  /** The cell's value as stored: a Date for a date cell, null when empty. */
  value: unknown;
  /** Its number format, e.g. 'dd/mm/yyyy'; '' for the default. */
  numFmt: string;
  /** Its solid fill colour as ARGB, e.g. 'FFFF0000'; null when not filled. */
  fill: string | null;
}

export interface ExportedSheet {
  fileName: string;
  header: unknown[];
  /** Cells as the spreadsheet shows them: dates in their format's text. */
  rows: unknown[][];
  /** Cells as stored, with their number formats. */
  cells: ExportedCell[][];
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date cell as its number format shows it. ExcelJS reads an Excel date as the Date of its
 * serial counted from UTC, so the UTC fields are the cell's wall clock.
 */
export function shownDate(date: Date, numFmt: string): string {
  const day = `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
  if (!/h/i.test(numFmt)) return day;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

export async function readExport(download: Download): Promise<ExportedSheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('the export has no sheet');
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const cells = Array.from({ length: sheet.rowCount - 1 }, (_, index) => {
    const row = sheet.getRow(index + 2);
    // getCell is 1-based.
    return header.map((_, column): ExportedCell => {
      const cell = row.getCell(column + 1);
      const fill = cell.fill as { fgColor?: { argb?: string } } | undefined;
      return {
        value: cell.value ?? null,
        numFmt: cell.numFmt ?? '',
        fill: fill?.fgColor?.argb ?? null,
      };
    });
  });
  const rows = cells.map((row) =>
    row.map(({ value, numFmt }) => (value instanceof Date ? shownDate(value, numFmt) : value)),
  );
  return { fileName: download.suggestedFilename(), header, rows, cells };
}

/**
 * Clicks `button` of `page` and reads the workbook it downloads; the wait for the download starts
 * before the click, so a quick download is not missed.
 */
export async function exportBy(page: Page, button: Locator): Promise<ExportedSheet> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readExport(download);
}
