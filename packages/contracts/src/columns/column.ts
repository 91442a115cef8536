// A table column shared by a screen's table and its Excel export: same header, same value.

export type CellValue = string | number | null;

export interface Column<Row> {
  /** Stable key (table column id, Excel column key). */
  key: string;
  /** French header, as the spec names the column. */
  header: string;
  value(row: Row): CellValue;
  /** Excel width in characters. */
  width?: number;
}

/** The values a row shows, in column order: what the search box looks through. */
export function shownValues<Row>(columns: readonly Column<Row>[], row: Row): CellValue[] {
  return columns.map((column) => column.value(row));
}
