// Spec 2 §2 'qn-suivi': the QN follow-up. Six multi-select filters (ZAM, client, species,
// department, outlet, status) with their clear button narrow the cards, the charts, the map and
// the table alike; the table adds its selection and search, and its export receives the same
// filters and search. 'Corriger des parcelles' opens on the correction form and, for
// administrators, the requests.
import {
  QN_FILTER_KEYS,
  QN_HIDDEN_COLUMNS,
  QN_LIST_PAGE_SIZE,
  qnListColumns,
  type QnListRow,
} from '@agro/contracts/columns/qn';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import { hasRight } from '@agro/domain/rights';
import { IconChartBar } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { DashboardLayout } from '../../../components/DashboardLayout';
import { ChartsBesideMap } from '../../../components/ChartsBesideMap';
import { FilterSection } from '../../../components/DashboardSections';
import { emptyListNotice, figuresOf, loadErrorOf } from '../../../components/dashboard-state';
import type { ColumnDisplay } from '../../../components/DataTable';
import type { FilterDefinition } from '../../../components/FilterBar';
import { ListSection } from '../../../components/ListSection';
import { RowAction } from '../../../components/RowAction';
import { formatNumberFr } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTableQuery } from '../../../lib/use-table-query';
import { CorrectionSection } from '../corrections/CorrectionSection';
import { useQnResults } from '../qn-api';
import { qnFigures, qnPlotPath } from './follow-up-model';
import { QnCharts } from './QnCharts';
import { QnMap } from './QnMap';

export const PAGE_TITLE = 'Suivi QN';
export const LIST_LABEL = 'Parcelles QN';
export const LOAD_FAILED_MESSAGE = "Les parcelles QN n'ont pas pu être chargées.";
export const NO_PLOT_MESSAGE = "Aucune parcelle QN n'est associée à votre compte.";
export const NO_MATCH_MESSAGE = 'Aucune parcelle ne correspond aux filtres.';

const FILTER_LABELS: Readonly<Record<(typeof QN_FILTER_KEYS)[number], string>> = {
  zam: 'ZAM',
  client: 'Client',
  espece: 'Espèce',
  departement: 'Département',
  debouche: 'Débouché',
  statut: 'Statut',
};

/** The six filters, each offering the values its column takes among the plots. */
function filterDefinitions(rows: readonly QnListRow[]): FilterDefinition[] {
  return QN_FILTER_KEYS.map((key) => {
    const column = qnListColumns.find((c) => c.key === key);
    const values = new Set<string>();
    for (const row of rows) {
      const value = column?.value(row);
      if (value !== null && value !== undefined && value !== '') values.add(String(value));
    }
    return {
      key,
      label: FILTER_LABELS[key],
      options: [...values].sort((a, b) => a.localeCompare(b, 'fr', { numeric: true })),
    };
  });
}

const DISPLAY: Readonly<Record<string, ColumnDisplay<QnListRow>>> = {
  ...Object.fromEntries(QN_HIDDEN_COLUMNS.map((key) => [key, { hidden: true }])),
  dose: { align: 'right', render: (row) => formatNumberFr(row.preco_livree, 0) },
  client: { size: 180 },
  acquisition: { size: 150 },
  statut: { size: 190 },
};

function PlotActions({ row }: { row: QnListRow }) {
  return (
    <RowAction
      kind="view"
      tooltip="Voir le détail"
      to={qnPlotPath(row.uuid_plot)}
      label={`Voir le détail de la parcelle ${String(row.uuid_plot)}`}
    />
  );
}

export function QnFollowUpPage() {
  const { data: session } = useSession();
  const admin = hasRight(session?.rights ?? [], 'ADMIN');
  const resultsQuery = useQnResults();
  const { filters, setFilters, query, onQueryChange } = useTableQuery();
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);

  const rows = useMemo(() => resultsQuery.data ?? [], [resultsQuery.data]);
  const definitions = useMemo(() => filterDefinitions(rows), [rows]);
  const filtered = useMemo(
    () => rows.filter(tableRowFilter(qnListColumns, { search: '', filters })),
    [rows, filters],
  );
  const figures = useMemo(() => qnFigures(filtered), [filtered]);
  // The charts and the map take a new list after the cards and the table have shown it.
  const chartRows = useDeferredValue(filtered);
  const onSelectionChange = useCallback(
    (chosen: QnListRow[]) => setSelectedIds(chosen.map((row) => String(row.uuid_plot))),
    [],
  );
  const renderRowActions = useCallback((row: QnListRow) => <PlotActions row={row} />, []);

  return (
    <DashboardLayout
      title={PAGE_TITLE}
      filters={<FilterSection filters={definitions} value={filters} onChange={setFilters} />}
      loadError={loadErrorOf(resultsQuery, LOAD_FAILED_MESSAGE)}
      notice={emptyListNotice(
        resultsQuery.isSuccess,
        { all: rows.length, shown: filtered.length },
        { none: NO_PLOT_MESSAGE, noMatch: NO_MATCH_MESSAGE },
      )}
      figures={figuresOf(resultsQuery, [
        { title: 'Nombre de parcelles', value: figures.plots },
        {
          title: 'Préconisation livrée moyenne',
          value: figures.averageDose,
          unit: 'kgN/ha',
          maximumFractionDigits: 2,
          minimumFractionDigits: 2,
        },
      ])}
      panels={
        <ChartsBesideMap
          idPrefix="qn"
          spans={[7, 5]}
          chartsIcon={<IconChartBar size={18} aria-hidden />}
          charts={<QnCharts rows={chartRows} />}
          map={<QnMap rows={chartRows} />}
        />
      }
      list={
        <ListSection
          headingId="qn-liste-titre"
          title={LIST_LABEL}
          count={filtered.length}
          table={{
            columns: qnListColumns,
            display: DISPLAY,
            rows,
            getRowId: (row) => String(row.uuid_plot),
            loading: resultsQuery.isPending,
            defaultPageSize: QN_LIST_PAGE_SIZE,
            pageSizes: [10, 25, 50, 100],
            query,
            onQueryChange,
            selectable: true,
            selectedIds,
            onSelectionChange,
            renderRowActions,
            exportName: 'qn',
            exportDisabledReason: filtered.length === 0 ? 'Aucune parcelle à exporter' : null,
          }}
        />
      }
    >
      <CollapsibleSection title="Corriger des parcelles" anchor="corrections">
        <CorrectionSection selected={selectedIds} admin={admin} />
      </CollapsibleSection>
    </DashboardLayout>
  );
}
