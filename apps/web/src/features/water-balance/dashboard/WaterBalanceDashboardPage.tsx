// Spec 3 §2.10 'bh-tdb': the water-balance dashboard. The filter bar narrows everything below it
// (cards, summary table, map, list); a summary cell narrows the list further, and the list's Excel
// export receives exactly the list's query. Derived data are worked out once per change (useMemo):
// the screen must stay quick with 10,000 plots.
// Issue 41: the list opens on the plots to irrigate (sorted by urgency), says the days left before
// the RFU is depleted in a column of its own, and the card 'Parcelles à irriguer' (the bar's 'À
// irriguer') keeps only those plots; a phone's row says the plot, its status, its risk, the days
// left and whether to irrigate.
import {
  BH_DAYS_LEFT_KEY,
  BH_ESSENTIAL_COLUMNS,
  BH_PLOT_FILTER_KEYS,
  BH_PLOT_PAGE_SIZE,
} from '@agro/contracts/columns/water-balance';
import {
  depletionSummary,
  RISK_HORIZON_DAYS,
  toggleSummaryCell,
  type SummaryCell,
} from '@agro/domain/water-balance';
import { isPlotToIrrigate } from '@agro/domain/water-balance-urgency';
import { Box, CloseButton, Group, Paper, Skeleton, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { DashboardLayout } from '../../../components/DashboardLayout';
import { FilterSection, MapPanel, PanelColumns } from '../../../components/DashboardSections';
import { figuresOf } from '../../../components/dashboard-state';
import {
  PHONE_MAX_WIDTH,
  type ColumnDisplay,
  type ColumnSets,
} from '../../../components/DataTable';
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
  isToIrrigateFilterOn,
  keptSummaryCell,
  listQuery,
  plotsOfFilters,
  prepareDashboardPlots,
  summaryCellText,
  TO_IRRIGATE_CARD_TITLE,
  TO_IRRIGATE_FILTER_NOTICE,
  toggledToIrrigateFilter,
  withoutToIrrigateFilter,
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

const GROUP_BY = [BH_PLOT_FILTER_KEYS.integrator] as const;

/** The switch grouping the list by integrator (spec 3 §2.10: grouped), on when the page opens. */
export const GROUP_SWITCH_LABEL = 'Grouper par intégrateur';

/**
 * What names a plot and what decides on it (issue 14): first and in view while the list scrolls
 * sideways, the days left too (issue 41); on a phone, one condensed cell (the plot, under it its
 * status and risk).
 */
export const LIST_PINNED_COLUMNS = ['parcelle', 'statut', 'risque', BH_DAYS_LEFT_KEY] as const;
const PHONE_PINNED_COLUMNS = ['parcelle', 'statut', 'risque'] as const;

/**
 * What a phone's row says besides (issue 41), each under its header: the days left ('Jours avant
 * RFU épuisée : 3') and the decision ('À irriguer : Oui').
 */
export const LIST_CARD_COLUMNS = [BH_DAYS_LEFT_KEY, BH_PLOT_FILTER_KEYS.toIrrigate] as const;

/** The list opens on its essential columns (issue 41), every column one click away. */
const COLUMN_SETS: ColumnSets = { essential: BH_ESSENTIAL_COLUMNS };

/** The list opens sorted by urgency: the days left sort by `waterBalanceUrgencyKey`. */
const URGENCY_SORT = { key: BH_DAYS_LEFT_KEY } as const;

/** The days left, bold for a plot to irrigate (the words say it too: 'RFU épuisée', 1 to 7). */
function DaysLeft({ plot }: { plot: DashboardPlot }) {
  const urgent = isPlotToIrrigate(plot);
  return (
    <Text span size="sm" fw={urgent ? 700 : undefined}>
      {String(plot.cells[BH_DAYS_LEFT_KEY] ?? '')}
    </Text>
  );
}

/** Widths on screen (px): each column keeps its own, a longer text ending in '…'. */
const LIST_DISPLAY: Readonly<Record<string, ColumnDisplay<DashboardPlot>>> = {
  parcelle: { size: 200 },
  statut: { render: (plot) => <CalculationStatus status={plot.statut_calcul_bh} />, size: 170 },
  // Room for its header on two lines beside its sort button, never cut.
  risque: { render: (plot) => <RiskIcon plot={plot} />, align: 'center', size: 210 },
  [BH_DAYS_LEFT_KEY]: {
    render: (plot) => <DaysLeft plot={plot} />,
    size: 250,
    headerHelp:
      `Jours avant que la réserve facilement utilisable (RFU) soit épuisée, d'après les ${RISK_HORIZON_DAYS} jours de prévision. ` +
      "La liste s'ouvre triée sur cette colonne\u202f: les parcelles à irriguer d'abord.",
  },
  // The filter of the card 'Parcelles à irriguer': the days left say it on screen.
  [BH_PLOT_FILTER_KEYS.toIrrigate]: { hidden: true },
  integrateur: { size: 180 },
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
  // Grouped (spec 3 §2.10; on when the page opens), a header sorts the plots within each
  // integrator and the groups keep their names' order: a person reading by integrator finds each
  // one where it was. To sort every plot together (the most urgent of all integrators first), the
  // person switches grouping off. Groups following their rows' order instead would move the
  // integrators at each click on a header and still not put the most urgent of all first.
  const [grouped, setGrouped] = useState(true);
  // The table condenses a phone's row from its pinned columns: there the days left are a card's
  // field, named, rather than a bare figure beside the status.
  const phone =
    useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false }) ??
    false;
  const comments = useCommentsDialog(COMMENT_OADS.waterBalance);

  const plots = useMemo(() => prepareDashboardPlots(plotsQuery.data ?? []), [plotsQuery.data]);
  const definitions = useMemo(() => filterDefinitions(listsQuery.data ?? []), [listsQuery.data]);
  const filtered = useMemo(() => plotsOfFilters(plots, filters), [plots, filters]);
  const figures = useMemo(() => dashboardFigures(filtered), [filtered]);
  const summary = useMemo(() => depletionSummary(filtered), [filtered]);
  // A filter, a card or a sort repaints the list first (issue 41, finding 14: 1.7–2.0 s a click):
  // the summary's table and the map follow in a deferred render the next click may interrupt.
  // The plots' first arrival shows the summary at once, rather than an empty table a moment.
  const mapPlots = useDeferredValue(filtered);
  const deferredSummary = useDeferredValue(summary);
  const shownSummary = mapPlots.length === 0 ? summary : deferredSummary;
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
  // Each card filters the list (issue 41): 'Parcelles à irriguer' its plots, the others every plot.
  const toIrrigateOn = isToIrrigateFilterOn(filters);
  const showAll = useMemo(
    () => ({
      active: !toIrrigateOn,
      onToggle: () => setFilters(withoutToIrrigateFilter),
      wholeList: true,
    }),
    [toIrrigateOn, setFilters],
  );
  const toIrrigateFilter = useMemo(
    () => ({
      active: toIrrigateOn,
      onToggle: () => setFilters(toggledToIrrigateFilter),
      label: TO_IRRIGATE_FILTER_NOTICE,
    }),
    [toIrrigateOn, setFilters],
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
      <DepletionSummaryTable summary={shownSummary} active={activeCell} onCellClick={onCellClick} />
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
        { title: "Nombre d'agriculteurs", value: figures.farmers, filter: showAll },
        { title: 'Surface totale', value: figures.surface, unit: 'ha', filter: showAll },
        { title: 'Nombre de parcelles', value: figures.plots, filter: showAll },
        { title: TO_IRRIGATE_CARD_TITLE, value: figures.toIrrigate, filter: toIrrigateFilter },
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
              <PlotsMap plots={mapPlots} />
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
            columnSets: COLUMN_SETS,
            sortBy: URGENCY_SORT,
            ...(grouped ? { groupBy: GROUP_BY } : {}),
            pinnedColumns: phone ? PHONE_PINNED_COLUMNS : LIST_PINNED_COLUMNS,
            cardColumns: LIST_CARD_COLUMNS,
            defaultPageSize: BH_PLOT_PAGE_SIZE,
            exportName: 'bilan-hydrique',
            query,
            onQueryChange,
            renderRowActions,
            toolbar: (
              <Switch
                label={GROUP_SWITCH_LABEL}
                checked={grouped}
                onChange={(event) => setGrouped(event.currentTarget.checked)}
                mb={8}
              />
            ),
          }}
        >
          {/* Always in the page, so that screen readers announce the notice when it appears. */}
          <Box role="status">
            {activeCell !== null && (
              <Paper bg="agro.0" mb="sm" px="sm" py="xs" radius="sm">
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm">
                    Liste restreinte par le tableau récapitulatif&#x202F;:{' '}
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
