// Reads a downloaded Excel export the way a user's spreadsheet would show it: the header row and
// the data rows, each cell as its value, empty cells as null, up to the header's width.
import type { Download } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';

export interface ExportedSheet {
  fileName: string;
  header: unknown[];
  rows: unknown[][];
}

export async function readExport(download: Download): Promise<ExportedSheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('the export has no sheet');
  // getRow(n).values is 1-based: index 0 is always empty.
  const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  const header = cells(1);
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => {
    const row = cells(index + 2);
    return header.map((_, column) => row[column] ?? null);
  });
  return { fileName: download.suggestedFilename(), header, rows };
}
