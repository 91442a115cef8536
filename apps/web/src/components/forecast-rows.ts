// Tables of measured and forecast rows (a plot's indices, a station's weather): forecast rows are
// shaded pale orange, as the charts' forecast band, and also say so in a 'Type' column, since a
// colour is never the only sign (the text keeps its contrast on that shade).
import type { Column } from '@agro/contracts/columns/column';

export const FORECAST_ROW_COLOUR = '#fff4e6';

/** DataTable's getRowColour for rows that know whether they are a forecast. */
export const forecastRowColour = (row: { prevision: boolean }) =>
  row.prevision ? FORECAST_ROW_COLOUR : null;

/** The latest rows first: the forecasts, then what came in last. */
export const LATEST_FIRST = { key: 'date', desc: true } as const;

/**
 * The columns followed by 'Type', which reads `forecast` or `measure` (each module has its
 * words); `width` is the column's width in the exported file.
 */
export function withTypeColumn<Row>(
  columns: readonly Column<Row>[],
  words: { forecast: string; measure: string },
  width?: number,
): readonly Column<Row & { prevision: boolean }>[] {
  return [
    ...(columns as readonly Column<Row & { prevision: boolean }>[]),
    {
      key: 'type',
      header: 'Type',
      value: (row) => (row.prevision ? words.forecast : words.measure),
      ...(width === undefined ? {} : { width }),
    },
  ];
}
