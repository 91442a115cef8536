// Streams rows into an .xlsx straight to the response with ExcelJS's streaming writer: rows are
// written and flushed one by one, never held whole in memory. A date column's cells are real Excel
// dates in the screen's format; a text that a spreadsheet could take for a formula stays text.
import {
  EXCEL_DATE_FORMATS,
  excelDateOf,
  type CellValue,
  type Column,
  type ColumnType,
} from '@agro/contracts/columns/column';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';

/** Leading characters a spreadsheet may read as a formula (OWASP "CSV injection"). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

// Shared by every cell: ExcelJS recognises a style object it has seen and skips working out its
// number, and a fresh style per cell took a fifth of an export's time.
const PLAIN_STYLE: Partial<ExcelJS.Style> = {};
const TEXT_STYLE: Partial<ExcelJS.Style> = { numFmt: '@' };
const DATE_STYLES: Readonly<Record<ColumnType, Partial<ExcelJS.Style>>> = {
  date: { numFmt: EXCEL_DATE_FORMATS.date },
  datetime: { numFmt: EXCEL_DATE_FORMATS.datetime },
};

type WrittenValue = CellValue | Date;

/** Styles of filled cells, one per base style and colour, shared as the others are. */
const filledStyles = new Map<string, Partial<ExcelJS.Style>>();
function filled(style: Partial<ExcelJS.Style>, colour: string): Partial<ExcelJS.Style> {
  const key = `${style.numFmt ?? ''}|${colour}`;
  let kept = filledStyles.get(key);
  if (!kept) {
    kept = {
      ...style,
      fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${colour.toUpperCase()}` } },
    };
    filledStyles.set(key, kept);
  }
  return kept;
}

/**
 * A cell as written and its style: a date column's French date becomes an Excel date (a JS Date
 * at UTC midnight, or at the wall-clock time for a date and time) with the screen's format; any
 * other text that may read as a formula is text; the rest as it is.
 */
export function excelCell(
  column: Pick<Column<unknown>, 'type'>,
  value: CellValue,
): { value: WrittenValue; style: Partial<ExcelJS.Style> } {
  if (column.type !== undefined) {
    const date = excelDateOf(value, column.type);
    if (date !== null) return { value: date, style: DATE_STYLES[column.type] };
  }
  return { value, style: isFormulaLike(value) ? TEXT_STYLE : PLAIN_STYLE };
}

export function isFormulaLike(value: CellValue): value is string {
  return typeof value === 'string' && FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger));
}

function drainedOrClosed(output: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.on('drain', done);
    output.on('close', done);
  });
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
    const cells = sheet.columns.map((column) => {
      const cell = excelCell(column, column.value(row));
      const colour = column.excelFill?.(row) ?? null;
      return colour === null ? cell : { ...cell, style: filled(cell.style, colour) };
    });
    const excelRow = worksheet.addRow(cells.map((cell) => cell.value));
    cells.forEach((cell, index) => {
      // A string cell is never evaluated; the text format keeps it text when edited, too.
      excelRow.getCell(index + 1).style = cell.style;
    });
    excelRow.commit();
    count += 1;
    // ExcelJS writes without looking at the reader: wait when the response is not being read,
    // which also stops reading the upstream list, and stop when the download is abandoned.
    if (output.destroyed) throw new Error('export abandoned by the client');
    if (output.writableNeedDrain) await drainedOrClosed(output);
  }
  worksheet.commit();
  await workbook.commit();
  return count;
}
