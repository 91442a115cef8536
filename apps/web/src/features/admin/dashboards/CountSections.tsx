// The parts of the three administration dashboards (spec 1 §2) that the kit's `DashboardLayout`
// does not hold: a failed read replaces the page by a card with a way to try again (the old
// screens showed nothing); a section per count table, its chart beside it from 1200 px.
import type { Column } from '@agro/contracts/columns/column';
import { formatShare } from '@agro/domain/admin-dashboards';
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import { Box, SimpleGrid } from '@mantine/core';
import type { DashboardLayoutProps } from '../../../components/DashboardLayout';
import { DataTable, type ColumnDisplay, type DataTableProps } from '../../../components/DataTable';
import { loadErrorOf, type QueryState } from '../../../components/dashboard-state';
import { SectionCard } from '../../../components/SectionCard';
import { ShareBarChart, type ShareBarChartProps } from '../../../components/ShareBarChart';
import { StatusBadge, type StatusBadgeProps } from '../../../components/StatusBadge';

export const LOAD_FAILED_TITLE = 'Tableau de bord indisponible';
export const LOAD_FAILED = "Les chiffres du tableau de bord n'ont pas pu être chargés.";

/** The frame's state of an administration dashboard's query: covered while read, a card if failed. */
export function adminDashboardState(
  dashboard: Pick<QueryState, 'isPending' | 'isError' | 'refetch'>,
): Pick<DashboardLayoutProps, 'loadError' | 'busy'> {
  return {
    loadError: loadErrorOf(dashboard, LOAD_FAILED, LOAD_FAILED_TITLE),
    busy: dashboard.isPending,
  };
}

/** Counts and shares read right-aligned, as figures. */
export const COUNT_DISPLAY = {
  parcelles: { align: 'right' },
  pourcentage: { align: 'right' },
} as const;

/** The largest first. */
export const MOST_PLOTS_FIRST = { key: 'parcelles', desc: true } as const;

export interface CountSectionProps<Row extends Record<string, unknown>> {
  /** The section's heading, and the table's name. */
  title: string;
  table: Omit<DataTableProps<Row>, 'label'>;
  chart: ShareBarChartProps;
}

/** A count table and its chart, side by side from 1200 px. */
export function CountSection<Row extends Record<string, unknown>>({
  title,
  table,
  chart,
}: CountSectionProps<Row>) {
  return (
    <SectionCard title={title}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Box miw={0}>
          <DataTable<Row> label={title} {...table} />
        </Box>
        <Box miw={0}>
          <ShareBarChart {...chart} />
        </Box>
      </SimpleGrid>
    </SectionCard>
  );
}

export type CountRow = Record<string, unknown> & {
  nb_parcelles: number;
  pourcentage_parcelles: number;
};

/** A count row's bar: its plots and their share. */
function countBar(row: CountRow, label: string) {
  return { label, value: row.nb_parcelles, share: formatShare(row.pourcentage_parcelles) };
}

/** The calculation states: a badge per state (its domain colour) in the table and the chart. */
export function StatesSection<Row extends CountRow>({
  rows,
  columns,
  badgeOf,
}: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  badgeOf(row: Row): StatusBadgeProps;
}) {
  const display: Record<string, ColumnDisplay<Row>> = {
    ...COUNT_DISPLAY,
    statut: { render: (row) => <StatusBadge {...badgeOf(row)} /> },
  };
  return (
    <CountSection<Row>
      title="État des calculs"
      table={{
        columns,
        display,
        rows,
        getRowId: (row) => badgeOf(row).label,
        searchable: false,
      }}
      chart={{
        title: 'Parcelles par état des calculs',
        bars: rows.map((row) => {
          const badge = badgeOf(row);
          return { ...countBar(row, badge.label), colour: STATUS_COLOUR_HEX[badge.colour] };
        }),
      }}
    />
  );
}

/** The integrators and their plots, the largest first. */
export function IntegratorsSection<Row extends CountRow>({
  rows,
  columns,
  nameOf,
}: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  nameOf(row: Row): string;
}) {
  return (
    <CountSection<Row>
      title="Intégrateurs"
      table={{ columns, display: COUNT_DISPLAY, rows, getRowId: nameOf, sortBy: MOST_PLOTS_FIRST }}
      chart={{
        title: 'Parcelles par intégrateur',
        bars: rows.map((row) => countBar(row, nameOf(row))),
      }}
    />
  );
}
