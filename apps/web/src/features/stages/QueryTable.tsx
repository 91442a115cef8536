// A stage screen's table of what one query reads: the rows while it loads and once read, or, when
// the read failed, what failed with 'Réessayer' reading it again.
import { DataTable, type DataTableProps, type TableRow } from '../../components/DataTable';
import { ListLoadError } from '../../components/ListLoadError';

export interface QueryTableProps<Row extends TableRow> extends Omit<
  DataTableProps<Row>,
  'loading'
> {
  /** The query reading the rows. */
  read: { isPending: boolean; isError: boolean; refetch(): unknown };
  /** What the user is told when the read failed. */
  failure: string;
}

export function QueryTable<Row extends TableRow>({
  read,
  failure,
  ...table
}: QueryTableProps<Row>) {
  if (read.isError) {
    return <ListLoadError message={failure} onRetry={() => void read.refetch()} />;
  }
  return <DataTable {...table} loading={read.isPending} />;
}
