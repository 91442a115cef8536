// A table of dated rows, measured and forecast (a plot's indices, a station's weather): a row a
// date or hour, the latest first, the forecast rows shaded as the charts' forecast band.
import { DataTable, type DataTableProps, type TableRow } from './DataTable';
import { forecastRowColour, LATEST_FIRST } from './forecast-rows';

type ForecastRow = TableRow & { date: string; prevision: boolean };

const rowDate = (row: { date: string }) => row.date;

export function ForecastTable<Row extends ForecastRow>(
  props: Omit<DataTableProps<Row>, 'getRowId' | 'getRowColour' | 'sortBy'>,
) {
  return (
    <DataTable<Row>
      getRowId={rowDate}
      getRowColour={forecastRowColour}
      sortBy={LATEST_FIRST}
      {...props}
    />
  );
}
