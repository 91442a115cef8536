// A table column shared by a screen's table and its Excel export: same header, same value.

export type CellValue = string | number | null;

/**
 * What a column's values are, beyond their text. A 'date' column's value is the day as the screen
 * shows it, 'dd/mm/yyyy'; a 'datetime' column's 'dd/mm/yyyy hh:mm' (Paris time, 24-hour clock).
 * The table shows, searches, filters and sorts that text; the Excel export writes a real date with
 * the same number format (`excelDateOf`, `EXCEL_DATE_FORMATS`). Without a type, a value is text
 * or a number.
 */
export type ColumnType = 'date' | 'datetime';

export interface Column<Row> {
  /** Stable key (table column id, Excel column key). */
  key: string;
  /** French header, as the spec names the column. */
  header: string;
  value(row: Row): CellValue;
  /** Excel width in characters. */
  width?: number;
  /** 'date' or 'datetime': the value is a French date the export writes as an Excel date. */
  type?: ColumnType;
  /**
   * What a filter on this column compares, when it is not the value: e.g. the farmer's code, so
   * that two farmers of the same name are told apart. Default: the value.
   */
  filterValue?(row: Row): CellValue;
  /**
   * What the table sorts by, when the order is a business rule rather than the text's (a risk by
   * urgency, categories in their order); numbers ascending. The search, the filters and the export
   * keep reading the value.
   */
  sortValue?(row: Row): CellValue;
  /**
   * The Excel file's fill of the cell ('RRGGBB'), when its value is to stand out: the bulletin
   * export's contamination weights above 2 in red (spec 3 §9). Null for none.
   */
  excelFill?(row: Row): string | null;
}

/** The values a row shows, in column order: what the search box looks through. */
export function shownValues<Row>(columns: readonly Column<Row>[], row: Row): CellValue[] {
  return columns.map((column) => column.value(row));
}

/** What a filter on the column compares for a row: its `filterValue`, else its value. */
export function columnFilterValue<Row>(column: Column<Row>, row: Row): CellValue {
  return column.filterValue ? column.filterValue(row) : column.value(row);
}

/** Excel number formats of the date columns: the screen's own 'dd/mm/yyyy' and 'dd/mm/yyyy hh:mm'. */
export const EXCEL_DATE_FORMATS: Readonly<Record<ColumnType, string>> = {
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

const FRENCH_DATE_TEXT = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?$/;

/**
 * The Excel date of a date column's value: 'dd/mm/yyyy' gives that day at midnight UTC,
 * 'dd/mm/yyyy hh:mm' that wall-clock time as UTC. Excel dates have no time zone and ExcelJS counts
 * them from UTC, so the cell reads exactly as the screen's text. Null for anything else (an empty
 * cell, a text that is no date, a time in a 'date' column), which stays as it is.
 */
export function excelDateOf(value: CellValue, type: ColumnType): Date | null {
  if (typeof value !== 'string') return null;
  const match = FRENCH_DATE_TEXT.exec(value.trim());
  if (match === null) return null;
  const [, d, mo, y, h, mi] = match;
  if ((type === 'date') !== (h === undefined)) return null;
  const [day, month, year] = [Number(d), Number(mo), Number(y)];
  const [hour, minute] = [Number(h ?? 0), Number(mi ?? 0)];
  if (hour > 23 || minute > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // 31/02 would roll over to March: not a date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date;
}
