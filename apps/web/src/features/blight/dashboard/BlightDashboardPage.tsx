// Spec 3 §2.2 'mildiou-tdb': the blight dashboard. The filter bar narrows everything below it (the
// four cards, the risk summary, the map with its three days, the plot table), and the table's
// Excel export receives exactly the table's query. Below 960 px the filters, the map and the
// summary open in modals. Issue 43: the BFF pages, sorts and filters the plots and counts the
// cards and the summary (`/bff/lists/mildiou`), and draws the map as a layer of points; the
// browser never holds the whole list, and the table's view is kept in the address.
// Issue 41: the list opens on the plots to treat (sorted by urgency), says each advice with its
// day as the plot's detail does, keeps its decision columns in view at 1280 px, and each card
// filters it ('Parcelles à traiter' is the bar's 'À traiter' filter).
import {
  BLIGHT_DESKTOP_COLUMNS,
  BLIGHT_FILTER_KEYS,
  BLIGHT_FILTER_ONLY_COLUMNS,
  BLIGHT_PLOT_PAGE_SIZE,
  BLIGHT_PLOT_PAGE_SIZES,
  blightPlotColumnsOn,
} from '@agro/contracts/columns/blight';
import type { Column } from '@agro/contracts/columns/column';
import type { BlightDashboardRow } from '@agro/contracts/entities/blight';
import type { BlightListSummary } from '@agro/contracts/bff/blight-dashboard';
import { staleListNotice } from '@agro/contracts/bff/lists';
import { isAdviceRed } from '@agro/domain/blight-advice';
import {
  blightRiskLevel,
  isProtected,
  type BlightFigures,
  type RiskSummary,
  type RiskSummaryColumn,
} from '@agro/domain/blight';
import { todayIso } from '@agro/domain/dates';
import { Box, Paper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconShieldCheck, IconShieldX, IconTable } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { DashboardLayout } from '../../../components/DashboardLayout';
import { FilterSection, MapPanel, PanelColumns } from '../../../components/DashboardSections';
import { emptyListNotice, figuresOf, loadErrorOf } from '../../../components/dashboard-state';
import type { ColumnDisplay } from '../../../components/DataTable';
import type { FilterValues } from '../../../components/FilterBar';
import { ListSection } from '../../../components/ListSection';
import { ResponsivePanel, useWideScreen } from '../../../components/ResponsivePanel';
import { RowAction } from '../../../components/RowAction';
import { SectionLoadError } from '../../../components/SectionLoadError';
import { StatusBadge } from '../../../components/StatusBadge';
import { WarningAlert } from '../../../components/WarningAlert';
import { usePlatformClock } from '../../../lib/config';
import { useListMap, usePagedList } from '../../../lib/paged-list';
import { usePagedListChanges, usePagedListView } from '../../../lib/paged-list-url';
import { isExternalUser, useSession } from '../../../lib/session';
import { BlightMap } from './BlightMap';
import { BLIGHT_LIST, blightListView, useBlightFilterLists } from './blight-api';
import {
  BLIGHT_COLUMN_HELP,
  blightFilterDefinitions,
  CARD_FILTER_KEYS,
  isCardFilterOn,
  nextFilters,
  plotDetailPath,
  toggledCardFilter,
  withoutCardFilters,
} from './dashboard-model';
import { RiskSummaryTable } from './RiskSummaryTable';

export const PAGE_TITLE = 'Tableau de bord mildiou';
export const LIST_LABEL = 'Liste des parcelles';
export const NO_PLOT_MESSAGE =
  "Aucune parcelle suivie pour le mildiou n'est associée à votre compte.";
export const NO_MATCH_MESSAGE = 'Aucune parcelle ne correspond aux filtres choisis.';
export const LOAD_FAILED_MESSAGE = "Les parcelles n'ont pas pu être chargées.";
export const MAP_LOAD_FAILED_MESSAGE = "La carte des parcelles n'a pas pu être chargée.";
export const STALE_TITLE = 'Données anciennes';

/** What names a plot and what decides on it: in view while the table scrolls; one cell on a phone. */
const LIST_PINNED_COLUMNS = ['parcelle', 'risque'] as const;

/** On a phone, a plot's card also says what to do and when, and whether it is protected. */
const LIST_CARD_COLUMNS = [BLIGHT_FILTER_KEYS.advice, 'protection', 'stade'] as const;

const NO_FIGURES: BlightFigures = { farmers: 0, plots: 0, toTreat: 0, inError: 0 };
const NO_RISK: RiskSummaryColumn = { plots: 0, atRisk: 0, percent: 0 };
const NO_RISKS: RiskSummary = { jReel: NO_RISK, jPrevi: NO_RISK, jPlus1: NO_RISK };

function ProtectionIcon({ plot }: { plot: BlightDashboardRow }) {
  const shielded = isProtected(plot.parcelleprotegee);
  const label = shielded ? 'Protégée' : 'Non protégée';
  return (
    <Tooltip label={label}>
      <Box component="span" c={shielded ? 'green.8' : 'red.8'} display="inline-flex">
        {shielded ? (
          <IconShieldCheck size={20} aria-hidden />
        ) : (
          <IconShieldX size={20} aria-hidden />
        )}
        <VisuallyHidden>{label}</VisuallyHidden>
      </Box>
    </Tooltip>
  );
}

/**
 * The advice as the column says it (what to do and when, the plot detail's words), red when it
 * asks for a treatment (spec 3 §2.3; the detail's red 9, which keeps 4.5:1 on the grey of
 * striped rows); on as many lines as it needs, never cut.
 */
function AdviceCell({ plot, text }: { plot: BlightDashboardRow; text: string }) {
  const red = isAdviceRed(plot.conseil);
  return <WrappedText text={text} red={red} />;
}

/** A cell's text on as many lines as it needs: a long plot name keeps its id in view. */
function WrappedText({ text, red = false }: { text: string; red?: boolean }) {
  return (
    <Text
      size="sm"
      c={red ? 'red.9' : undefined}
      fw={red ? 600 : undefined}
      span
      style={{ whiteSpace: 'normal', display: 'block' }}
    >
      {text}
    </Text>
  );
}

/**
 * How the columns look. At 1280 px, beside the module's menu, the row's button, the plot, its
 * risk, the advice and the protection fit without scrolling sideways (about 1,030 px for the
 * table), each header whole; the other columns follow.
 */
function displayFor(
  wide: boolean,
  columns: readonly Column<BlightDashboardRow>[],
): Readonly<Record<string, ColumnDisplay<BlightDashboardRow>>> {
  const textOf = (key: string) => {
    const column = columns.find((candidate) => candidate.key === key);
    return (plot: BlightDashboardRow) => String(column?.value(plot) ?? '');
  };
  const plotText = textOf('parcelle');
  const adviceText = textOf(BLIGHT_FILTER_KEYS.advice);
  const display: Record<string, ColumnDisplay<BlightDashboardRow>> = {
    parcelle: { render: (plot) => <WrappedText text={plotText(plot)} />, size: 200 },
    risque: {
      render: (plot) => {
        const level = blightRiskLevel(plot.risque);
        return <StatusBadge colour={level.colour} label={level.label} />;
      },
      size: 210,
    },
    conseil: {
      render: (plot) => <AdviceCell plot={plot} text={adviceText(plot)} />,
      size: 260,
    },
    protection: {
      render: (plot) => <ProtectionIcon plot={plot} />,
      // 'Protection', its help button and its sort button on one line: a centred header would
      // take the room of the sort button again on its left, and end in 'Prote…'.
      size: 160,
    },
    agriculteur: { size: 200 },
    societe: { size: 200 },
    editeur: { size: 200 },
    risque_alternariose: { size: 170 },
    stade: { size: 180 },
  };
  for (const [key, help] of Object.entries(BLIGHT_COLUMN_HELP)) {
    display[key] = { ...display[key], headerHelp: help };
  }
  for (const key of BLIGHT_FILTER_ONLY_COLUMNS) display[key] = { hidden: true };
  if (!wide) for (const key of BLIGHT_DESKTOP_COLUMNS) display[key] = { hidden: true };
  return display;
}

function PlotActions({ plot }: { plot: BlightDashboardRow }) {
  return (
    <RowAction
      kind="view"
      tooltip="Voir le détail"
      label={`Voir le détail de la parcelle ${plot.plot_name} (nouvelle fenêtre)`}
      newTab={plotDetailPath(plot.id)}
    />
  );
}

/** The table's view in the address: `liste.page=2&liste.filter.risque=Vigilance`. */
const VIEW_PREFIX = 'liste.';

export function BlightDashboardPage() {
  const [view, setView] = usePagedListView(VIEW_PREFIX, blightListView);
  const filters = view.query.filters;
  const pageQuery = usePagedList<BlightDashboardRow, BlightListSummary>(BLIGHT_LIST, view);
  const mapQuery = useListMap(BLIGHT_LIST, filters);
  const listsQuery = useBlightFilterLists();
  const { data: session } = useSession();
  const wide = useWideScreen();
  const clock = usePlatformClock();
  const today = useMemo(() => (clock === null ? null : todayIso(clock())), [clock]);
  // The advice says its day: the platform's, once known (the plots wait for it anyway).
  const columns = useMemo(() => blightPlotColumnsOn(today), [today]);

  const answer = pageQuery.data;
  const plots = useMemo(() => answer?.rows ?? [], [answer]);
  const figures = answer?.summary?.figures ?? NO_FIGURES;
  const summary = answer?.summary?.risks ?? NO_RISKS;
  // The rows carry the user's flag (spec 3 §3.1); the session says it before they arrive.
  const externe = session ? isExternalUser(session.user) : (plots[0]?.externe ?? null);
  const definitions = useMemo(
    () => blightFilterDefinitions(listsQuery.data, filters, externe),
    [listsQuery.data, filters, externe],
  );
  const display = useMemo(() => displayFor(wide, columns), [wide, columns]);

  const { setFilters, onQueryChange, onPageChange } = usePagedListChanges(setView);
  const onFiltersChange = useCallback(
    (next: FilterValues) => setFilters((previous) => nextFilters(previous, next)),
    [setFilters],
  );
  const renderRowActions = useCallback(
    (plot: BlightDashboardRow) => <PlotActions plot={plot} />,
    [],
  );
  // Each card filters the list (issue 41): the counts of every plot show them all again.
  const cardFiltersOn = CARD_FILTER_KEYS.some((key) => (filters[key] ?? []).length > 0);
  const showAll = useMemo(
    () => ({
      active: !cardFiltersOn,
      onToggle: () => setFilters(withoutCardFilters),
      wholeList: true,
    }),
    [cardFiltersOn, setFilters],
  );
  const cardFilter = (key: (typeof CARD_FILTER_KEYS)[number]) => ({
    active: isCardFilterOn(filters, key),
    onToggle: () => setFilters((previous) => toggledCardFilter(previous, key)),
  });

  const loading = pageQuery.isPending || pageQuery.isPlaceholderData;

  return (
    <DashboardLayout
      title={PAGE_TITLE}
      filters={
        <FilterSection
          filters={definitions}
          value={filters}
          onChange={onFiltersChange}
          applyLabel="OK"
        />
      }
      loadError={loadErrorOf(pageQuery, LOAD_FAILED_MESSAGE)}
      notice={emptyListNotice(
        pageQuery.isSuccess,
        { all: answer?.all ?? 0, shown: figures.plots },
        { none: NO_PLOT_MESSAGE, noMatch: NO_MATCH_MESSAGE },
      )}
      figures={figuresOf(pageQuery, [
        { title: "Nombre d'agriculteurs", value: figures.farmers, filter: showAll },
        { title: 'Nombre de parcelles', value: figures.plots, filter: showAll },
        {
          title: 'Parcelles à traiter',
          value: figures.toTreat,
          filter: cardFilter(BLIGHT_FILTER_KEYS.toTreat),
        },
        {
          title: 'Parcelles en erreur',
          value: figures.inError,
          filter: cardFilter(BLIGHT_FILTER_KEYS.inError),
        },
      ])}
      panels={
        <PanelColumns
          from="xl"
          spans={[5, 7]}
          first={
            <ResponsivePanel
              label="Synthèse des risques"
              icon={<IconTable size={18} aria-hidden />}
              modalSize="lg"
            >
              <Paper withBorder p="sm" radius="md" aria-busy={loading}>
                <RiskSummaryTable summary={summary} />
              </Paper>
            </ResponsivePanel>
          }
          second={
            <MapPanel headingId="carte-mildiou-titre" title="Carte des parcelles">
              {mapQuery.isError ? (
                <SectionLoadError
                  message={MAP_LOAD_FAILED_MESSAGE}
                  onRetry={() => void mapQuery.refetch()}
                />
              ) : (
                <BlightMap layer={mapQuery.data} />
              )}
            </MapPanel>
          }
        />
      }
      list={
        <ListSection
          headingId="liste-mildiou-titre"
          title={LIST_LABEL}
          table={{
            columns,
            display,
            rows: plots,
            getRowId: (plot) => String(plot.id),
            loading,
            pinnedColumns: LIST_PINNED_COLUMNS,
            cardColumns: LIST_CARD_COLUMNS,
            defaultPageSize: BLIGHT_PLOT_PAGE_SIZE,
            pageSizes: BLIGHT_PLOT_PAGE_SIZES,
            exportName: 'mildiou',
            query: view.query,
            onQueryChange,
            server: {
              page: view.page,
              onPageChange,
              total: answer?.total ?? 0,
              options: answer?.options ?? {},
            },
            renderRowActions,
          }}
        >
          {answer?.stale ? (
            // The model API did not answer: the list the BFF kept, said with its age.
            <WarningAlert title={STALE_TITLE}>{staleListNotice(answer.readAt)}</WarningAlert>
          ) : null}
        </ListSection>
      }
    />
  );
}
