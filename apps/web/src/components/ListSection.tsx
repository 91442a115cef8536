// The list of a dashboard or follow-up page (blight, water balance, stations, Météo-France, CHN,
// QN): a region named by its level 2 heading, holding the table that heading names. The pages
// wrote the section and the table's label apart, the same words twice; here the title is both,
// with the rows' count after it in the heading when the page gives one, and the read's failure in
// place of the table.
import type { ReactNode } from 'react';
import { TitledSection } from './DashboardSections';
import { DataTable, type DataTableProps, type TableRow } from './DataTable';
import { ListLoadError } from './ListLoadError';

export interface ListSectionProps<Row extends TableRow> {
  /** The heading's id, naming the region. */
  headingId: string;
  /** The heading's words, and the table's name. */
  title: string;
  /** Given, said after the title in the heading: 'Parcelles QN (12)'. */
  count?: number;
  /** The table (its name is the title). */
  table: Omit<DataTableProps<Row>, 'label'>;
  /** The rows could not be read: said with 'Réessayer' in place of the table. */
  loadError?: { message: string; onRetry(): void } | null;
  /** Above the table: what narrows it, in the page's words. */
  children?: ReactNode;
}

export function ListSection<Row extends TableRow>({
  headingId,
  title,
  count,
  table,
  loadError,
  children,
}: ListSectionProps<Row>) {
  return (
    <TitledSection
      headingId={headingId}
      title={count === undefined ? title : `${title} (${count})`}
    >
      {children}
      {loadError ? (
        <ListLoadError message={loadError.message} onRetry={loadError.onRetry} />
      ) : (
        <DataTable<Row> label={title} {...table} />
      )}
    </TitledSection>
  );
}
