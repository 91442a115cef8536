// Streams rows into an .xlsx straight to the response with ExcelJS's streaming writer: rows are
// written and flushed one by one, never held whole in memory.
import type { CellValue, Column } from '@agro/contracts/columns/column';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';

/** Leading characters a spreadsheet may read as a formula (OWASP "CSV injection"). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

export function isFormulaLike(value: CellValue): value is string {
  return typeof value === 'string' && FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger));
}

export interface SheetSpec<Row> {
  sheetName: string;
  columns: readonly Column<Row>[];
  rows: Iterable<Row> | AsyncIterable<Row>;
}

export async function writeWorkbook<Row>(output: Writable, sheet: SheetSpec<Row>): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet.sheetName);
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width ?? 15,
  }));
  worksheet.getRow(1).font = { bold: true };
  let count = 0;
  for await (const row of sheet.rows) {
    const excelRow = worksheet.addRow(sheet.columns.map((column) => column.value(row)));
    sheet.columns.forEach((column, index) => {
      const value = column.value(row);
      // A string cell is never evaluated; the text format keeps it text when edited, too.
      if (isFormulaLike(value)) excelRow.getCell(index + 1).numFmt = '@';
    });
    excelRow.commit();
    count += 1;
  }
  worksheet.commit();
  await workbook.commit();
  return count;
}
