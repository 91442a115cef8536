// A period of days chosen with DateRangeFilter, and the rows of a table or chart within it.

export interface DateRange {
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
}

/** Rows within a period of days (both included); a row's `date` is a day or an ISO instant. */
export function rowsWithin<Row extends { date: string }>(
  rows: readonly Row[],
  range: DateRange,
): Row[] {
  return rows.filter((row) => {
    const day = row.date.slice(0, 10);
    return day >= range.from && day <= range.to;
  });
}
