// Spec 2 §2 'qn-suivi': the QN follow-up. Six multi-select filters (ZAM, client, species,
// department, outlet, status) with their clear button narrow the cards, the charts, the map and
// the table alike; the table adds its selection and search, and its export receives the same
// filters and search. 'Corriger des parcelles' opens on the correction form and, for
// administrators, the requests. Issue 43: the BFF pages, sorts and filters the plots, counts the
// cards, the charts and the filters' options (`/bff/lists/qn`), and draws the map as a layer of
// points; the browser never holds the whole list, and the table's view is kept in the address.
import { staleListNotice, type ListOption } from '@agro/contracts/bff/lists';
import {
  QN_FILTER_KEYS,
  QN_HIDDEN_COLUMNS,
  QN_LIST_PAGE_SIZE,
  qnListColumns,
  type QnListRow,
} from '@agro/contracts/columns/qn';
import { hasRight } from '@agro/domain/rights';
import { IconChartBar } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { DashboardLayout } from '../../../components/DashboardLayout';
import { ChartsBesideMap } from '../../../components/ChartsBesideMap';
import { FilterSection } from '../../../components/DashboardSections';
import { emptyListNotice, figuresOf, loadErrorOf } from '../../../components/dashboard-state';
import type { ColumnDisplay } from '../../../components/DataTable';
import type { FilterDefinition, FilterValues } from '../../../components/FilterBar';
import { ListSection } from '../../../components/ListSection';
import { RowAction } from '../../../components/RowAction';
import { SectionLoadError } from '../../../components/SectionLoadError';
import { WarningAlert } from '../../../components/WarningAlert';
import { formatNumberFr } from '../../../lib/format';
import { useListMap, usePagedList, useSharedSummary } from '../../../lib/paged-list';
import { usePagedListChanges, usePagedListView } from '../../../lib/paged-list-url';
import { useSession } from '../../../lib/session';
import { CorrectionSection } from '../corrections/CorrectionSection';
import { QN_LIST, qnListView } from '../qn-api';
import type { QnListSummary } from '@agro/contracts/bff/qn-follow-up';
import { qnPlotPath } from './follow-up-model';
import { QnCharts } from './QnCharts';
import { QnMap } from './QnMap';

export const PAGE_TITLE = 'Suivi QN';
export const LIST_LABEL = 'Parcelles QN';
export const LOAD_FAILED_MESSAGE = "Les parcelles QN n'ont pas pu être chargées.";
export const NO_PLOT_MESSAGE = "Aucune parcelle QN n'est associée à votre compte.";
export const MAP_LOAD_FAILED_MESSAGE = "La carte des parcelles n'a pas pu être chargée.";
export const NO_MATCH_MESSAGE = 'Aucune parcelle ne correspond aux filtres.';
export const STALE_TITLE = 'Données anciennes';

const FILTER_LABELS: Readonly<Record<(typeof QN_FILTER_KEYS)[number], string>> = {
  zam: 'ZAM',
  client: 'Client',
  espece: 'Espèce',
  departement: 'Département',
  debouche: 'Débouché',
  statut: 'Statut',
};

/**
 * The six filters, each offering the values its column takes among the plots the other filters
 * keep (the BFF's counted options), and the values chosen, which stay offered.
 */
function filterDefinitions(
  options: Readonly<Record<string, readonly ListOption[]>>,
  chosen: FilterValues,
): FilterDefinition[] {
  return QN_FILTER_KEYS.map((key) => {
    const values = new Set<string>((options[key] ?? []).map((option) => option.value));
    for (const value of chosen[key] ?? []) values.add(value);
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

/** The table's view in the address: `qn.page=2&qn.filter.client=Coop%20Beauce`. */
const VIEW_PREFIX = 'qn.';

export function QnFollowUpPage() {
  const { data: session } = useSession();
  const admin = hasRight(session?.rights ?? [], 'ADMIN');
  const [view, setView] = usePagedListView(VIEW_PREFIX, qnListView);
  const filters = view.query.filters;
  const pageQuery = usePagedList<QnListRow, QnListSummary>(QN_LIST, view, QN_FILTER_KEYS);
  const mapQuery = useListMap(QN_LIST, filters);
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);

  const answer = pageQuery.data;
  const rows = useMemo(() => answer?.rows ?? [], [answer]);
  // The charts are drawn again when the filters' summary changes, not for a page or a sort.
  const summary = useSharedSummary(answer?.summary);
  const options = answer?.options;
  const definitions = useMemo(() => filterDefinitions(options ?? {}, filters), [options, filters]);
  const plots = summary?.figures.plots ?? 0;

  const { setFilters: changeFilters, onQueryChange, onPageChange } = usePagedListChanges(setView);
  const setFilters = useCallback(
    (next: FilterValues) => changeFilters(() => next),
    [changeFilters],
  );
  const renderRowActions = useCallback((row: QnListRow) => <PlotActions row={row} />, []);
  const loading = pageQuery.isPending || pageQuery.isPlaceholderData;

  return (
    <DashboardLayout
      title={PAGE_TITLE}
      filters={<FilterSection filters={definitions} value={filters} onChange={setFilters} />}
      loadError={loadErrorOf(pageQuery, LOAD_FAILED_MESSAGE)}
      notice={emptyListNotice(
        pageQuery.isSuccess,
        { all: answer?.all ?? 0, shown: plots },
        { none: NO_PLOT_MESSAGE, noMatch: NO_MATCH_MESSAGE },
      )}
      figures={figuresOf(pageQuery, [
        { title: 'Nombre de parcelles', value: plots },
        {
          title: 'Préconisation livrée moyenne',
          value: summary?.figures.averageDose ?? null,
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
          charts={<QnCharts summary={summary} />}
          map={
            mapQuery.isError ? (
              <SectionLoadError
                message={MAP_LOAD_FAILED_MESSAGE}
                onRetry={() => void mapQuery.refetch()}
              />
            ) : (
              <QnMap layer={mapQuery.data} />
            )
          }
        />
      }
      list={
        <ListSection
          headingId="qn-liste-titre"
          title={LIST_LABEL}
          count={plots}
          table={{
            columns: qnListColumns,
            display: DISPLAY,
            rows,
            getRowId: (row) => String(row.uuid_plot),
            loading,
            defaultPageSize: QN_LIST_PAGE_SIZE,
            pageSizes: [10, 25, 50, 100],
            query: view.query,
            onQueryChange,
            server: {
              page: view.page,
              onPageChange,
              total: answer?.total ?? 0,
              options: answer?.options ?? {},
            },
            selectable: true,
            // Every plot chosen, on any page or before a search, is in the correction.
            selectedIds,
            onSelectedIdsChange: setSelectedIds,
            renderRowActions,
            exportName: 'qn',
            exportDisabledReason: plots === 0 ? 'Aucune parcelle à exporter' : null,
          }}
        >
          {answer?.stale ? (
            // The model API did not answer: the list the BFF kept, said with its age.
            <WarningAlert title={STALE_TITLE}>{staleListNotice(answer.readAt)}</WarningAlert>
          ) : null}
        </ListSection>
      }
    >
      <CollapsibleSection title="Corriger des parcelles" anchor="corrections">
        <CorrectionSection selected={selectedIds} admin={admin} />
      </CollapsibleSection>
    </DashboardLayout>
  );
}
