// Spec 3 §2.10 'bh-tdb': the water-balance dashboard. The filter bar narrows everything below it
// (cards, summary table, map, list); a summary cell narrows the list further, and the list's Excel
// export receives exactly the list's query. Derived data are worked out once per change (useMemo):
// the screen must stay quick with 10,000 plots.
import { BH_PLOT_PAGE_SIZE } from '@agro/contracts/columns/water-balance';
import { depletionSummary, toggleSummaryCell, type SummaryCell } from '@agro/domain/water-balance';
import { Box, CloseButton, Group, Paper, Skeleton, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { DashboardLayout } from '../../../components/DashboardLayout';
import { FilterSection, MapPanel, PanelColumns } from '../../../components/DashboardSections';
import { figuresOf } from '../../../components/dashboard-state';
import type { ColumnDisplay } from '../../../components/DataTable';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListSection } from '../../../components/ListSection';
import { useCommentsDialog } from '../../../components/use-comments-dialog';
import { formatNumberFr } from '../../../lib/format';
import { COMMENT_OADS } from '../../../lib/plot-comments';
import { useTableQuery } from '../../../lib/use-table-query';
import { useWaterBalanceFilterLists, useWaterBalancePlots } from './dashboard-api';
import {
  dashboardFigures,
  dashboardPlotColumns,
  filterDefinitions,
  keptSummaryCell,
  listQuery,
  plotsOfFilters,
  prepareDashboardPlots,
  summaryCellText,
  type DashboardPlot,
} from './dashboard-model';
import { DepletionSummaryTable } from './DepletionSummaryTable';
import { CalculationStatus, PlotActions, RiskIcon } from './plot-cells';
import { PlotsMap } from './PlotsMap';

export const PAGE_TITLE = 'Tableau de bord du bilan hydrique';
export const LIST_LABEL = 'Liste des parcelles';
export const NO_PLOT_MESSAGE = "Aucune parcelle en bilan hydrique n'est associée à votre compte.";
export const NO_MATCH_MESSAGE = 'Aucune parcelle ne correspond aux filtres choisis.';
export const LOAD_FAILED_MESSAGE = "Les parcelles n'ont pas pu être chargées.";

const GROUP_BY = ['integrateur'] as const;

/**
 * What names a plot and what decides on it (issue 14): first and in view while the list scrolls
 * sideways; on a phone, one condensed cell (the plot, under it its status and risk).
 */
export const LIST_PINNED_COLUMNS = ['parcelle', 'statut', 'risque'] as const;

/** Widths on screen (px): each column keeps its own, a longer text ending in '…'. */
const LIST_DISPLAY: Readonly<Record<string, ColumnDisplay<DashboardPlot>>> = {
  parcelle: { size: 200 },
  statut: { render: (plot) => <CalculationStatus status={plot.statut_calcul_bh} />, size: 170 },
  risque: { render: (plot) => <RiskIcon plot={plot} />, align: 'center', size: 190 },
  distributeur: { size: 170 },
  agriculteur: { size: 180 },
  departement: { size: 160 },
  culture: { size: 160 },
  epuisement: { size: 190 },
  semis: { size: 140 },
  stade: { size: 170 },
  sol: { size: 170 },
  calcul: { size: 160 },
  station: { size: 180 },
  // Figures the French way ('12,5'); the search and the export keep the plain number.
  ru: { align: 'right', render: (plot) => formatNumberFr(plot.ru_max, 2), size: 110 },
  rfu: { align: 'right', render: (plot) => formatNumberFr(plot.rfu_max, 2), size: 110 },
  surface: { align: 'right', render: (plot) => formatNumberFr(plot.surface_irrig, 2), size: 130 },
};

export function WaterBalanceDashboardPage() {
  const plotsQuery = useWaterBalancePlots();
  const listsQuery = useWaterBalanceFilterLists();
  const { filters, setFilters, search, onQueryChange } = useTableQuery();
  const [cell, setCell] = useState<SummaryCell | null>(null);
  const comments = useCommentsDialog(COMMENT_OADS.waterBalance);

  const plots = useMemo(() => prepareDashboardPlots(plotsQuery.data ?? []), [plotsQuery.data]);
  const definitions = useMemo(() => filterDefinitions(listsQuery.data ?? []), [listsQuery.data]);
  const filtered = useMemo(() => plotsOfFilters(plots, filters), [plots, filters]);
  const figures = useMemo(() => dashboardFigures(filtered), [filtered]);
  const summary = useMemo(() => depletionSummary(filtered), [filtered]);
  // A summary cell restricts the list only while the summary shows it: once the filters remove
  // its crop (its column gone) or every plot, it is dropped rather than left keeping no row.
  const activeCell = keptSummaryCell(cell, summary);
  if (cell !== null && activeCell === null) setCell(null);
  const query = useMemo(
    () => listQuery(filters, activeCell, search),
    [filters, activeCell, search],
  );

  // 'Effacer les filtres' clears the summary cell's restriction with the bar's filters.
  const clearFilters = useCallback(() => {
    setFilters({});
    setCell(null);
  }, [setFilters]);
  const onCellClick = useCallback(
    (clicked: SummaryCell) => setCell((current) => toggleSummaryCell(current, clicked)),
    [],
  );
  const openComments = comments.open;
  const renderRowActions = useCallback(
    (plot: DashboardPlot) => (
      <PlotActions plot={plot} onComments={(target) => openComments(target.id)} />
    ),
    [openComments],
  );

  const loading = plotsQuery.isPending;

  let summaryContent;
  if (loading) {
    summaryContent = <Skeleton height={180} aria-hidden />;
  } else if (plotsQuery.isError) {
    summaryContent = (
      <ListLoadError
        message={LOAD_FAILED_MESSAGE}
        onRetry={() => void plotsQuery.refetch()}
        inPanel
      />
    );
  } else if (plots.length === 0) {
    summaryContent = <Text>{NO_PLOT_MESSAGE}</Text>;
  } else if (filtered.length === 0) {
    summaryContent = <Text>{NO_MATCH_MESSAGE}</Text>;
  } else {
    summaryContent = (
      <DepletionSummaryTable summary={summary} active={activeCell} onCellClick={onCellClick} />
    );
  }

  return (
    <DashboardLayout
      title={PAGE_TITLE}
      filters={
        <FilterSection
          filters={definitions}
          value={filters}
          onChange={setFilters}
          othersActive={activeCell !== null}
          onClear={clearFilters}
        />
      }
      figures={figuresOf(plotsQuery, [
        { title: "Nombre d'agriculteurs", value: figures.farmers },
        { title: 'Surface totale', value: figures.surface, unit: 'ha' },
        { title: 'Nombre de parcelles', value: figures.plots },
      ])}
      panels={
        <PanelColumns
          from="xl"
          spans={[7, 5]}
          first={
            <Paper withBorder p="sm" radius="md" aria-busy={loading}>
              {summaryContent}
            </Paper>
          }
          second={
            <MapPanel headingId="carte-parcelles-titre" title="Carte des parcelles">
              <PlotsMap plots={filtered} />
            </MapPanel>
          }
        />
      }
      list={
        <ListSection
          headingId="liste-parcelles-titre"
          title={LIST_LABEL}
          table={{
            columns: dashboardPlotColumns,
            display: LIST_DISPLAY,
            rows: plots,
            getRowId: (plot) => String(plot.id),
            loading,
            groupBy: GROUP_BY,
            pinnedColumns: LIST_PINNED_COLUMNS,
            defaultPageSize: BH_PLOT_PAGE_SIZE,
            exportName: 'bilan-hydrique',
            query,
            onQueryChange,
            renderRowActions,
          }}
        >
          {/* Always in the page, so that screen readers announce the notice when it appears. */}
          <Box role="status">
            {activeCell !== null && (
              <Paper bg="agro.0" mb="sm" px="sm" py="xs" radius="sm">
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm">
                    Liste restreinte par le tableau récapitulatif :{' '}
                    <b>{summaryCellText(activeCell)}</b>
                  </Text>
                  <CloseButton
                    aria-label="Retirer le filtre du tableau récapitulatif"
                    onClick={() => setCell(null)}
                  />
                </Group>
              </Paper>
            )}
          </Box>
        </ListSection>
      }
      dialogs={comments.dialog}
    />
  );
}
