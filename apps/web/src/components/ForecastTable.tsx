// A table of dated rows, measured and forecast (a plot's indices, a station's weather): a row a
// date or hour, the latest first, the forecast rows shaded as the charts' forecast band, and the
// rows of which nothing came in (`manquant`, issue 41) shaded grey as the charts' missing band.
import { DataTable, type DataTableProps, type TableRow } from './DataTable';
import { forecastRowColour, LATEST_FIRST } from './forecast-rows';

type ForecastRow = TableRow & { date: string; prevision: boolean; manquant?: boolean };

/** Grey, darker than the stripes (#f8f9fa), black text above 15:1 on it. */
export const MISSING_ROW_COLOUR = '#e9ecef';

const rowDate = (row: { date: string }) => row.date;

/** A missing row's grey, else the forecast's shade. */
export const forecastTableRowColour = (row: { prevision: boolean; manquant?: boolean }) =>
  row.manquant === true ? MISSING_ROW_COLOUR : forecastRowColour(row);

export function ForecastTable<Row extends ForecastRow>(
  props: Omit<DataTableProps<Row>, 'getRowId' | 'getRowColour' | 'sortBy'>,
) {
  return (
    <DataTable<Row>
      getRowId={rowDate}
      getRowColour={forecastTableRowColour}
      sortBy={LATEST_FIRST}
      {...props}
    />
  );
}
