// The rows of a table or chart narrowed to a period chosen with DateRangeFilter. Until the user
// chooses one, the screen's proposed period applies, following the rows as they arrive (a daily
// tab opens on its latest weeks once they are read).
import { useMemo, useState } from 'react';
import type { DateRangeFilterProps } from './DateRangeFilter';
import { rowsWithin, type DateRange } from './date-range';

/** What DateRangeFilter takes besides its label: spread it into the filter. */
export type PeriodFilter = Omit<DateRangeFilterProps, 'label'>;

export interface PeriodRowsOptions {
  /** The period shown until the user chooses one. */
  proposed: DateRange;
  /** The days that can be chosen. */
  min?: string;
  max?: string;
}

export function usePeriodRows<Row extends { date: string }>(
  rows: readonly Row[],
  { proposed, min, max }: PeriodRowsOptions,
): { shown: Row[]; filter: PeriodFilter } {
  const [chosen, setChosen] = useState<DateRange | null>(null);
  const { from, to } = chosen ?? proposed;
  // Kept by its days: a proposal worked out again at each render does not filter the rows again.
  const period = useMemo(() => ({ from, to }), [from, to]);
  const shown = useMemo(() => rowsWithin(rows, period), [rows, period]);
  return { shown, filter: { value: period, onChange: setChosen, min, max } };
}
