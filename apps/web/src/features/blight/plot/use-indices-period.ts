// The period of a plot's indices tab (the mildiou's, the alternaria's, by day or by hour): chosen
// within the days its rows cover, proposed on the last week and the forecast days for the daily
// rows and on today for the hourly ones (spec 3 §2.3); the tab's Excel file covers the same period.
import { usePeriodRows } from '../../../components/use-period-rows';
import { defaultIndicesRange, rowsBounds } from './plot-model';

/** One empty list for every render while the rows are read: the memos over them keep their value. */
const NO_ROWS: readonly never[] = [];

export function useIndicesPeriod<Row extends { date: string }>(
  data: readonly Row[] | undefined,
  today: string,
  step: 'day' | 'hour',
) {
  const rows = data ?? NO_ROWS;
  const { shown, filter } = usePeriodRows(rows, {
    proposed: step === 'day' ? defaultIndicesRange(today, rows) : { from: today, to: today },
    ...rowsBounds(rows, today),
  });
  return {
    shown,
    filter,
    exportParameters: { debut: filter.value.from, fin: filter.value.to },
  };
}
