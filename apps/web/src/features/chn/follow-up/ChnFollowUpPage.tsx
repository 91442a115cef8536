// Spec 2 §2 'chn-suivi': the CHN follow-up. The calculation date reloads the plots and their
// errors; the cards, the table, the charts and the map show that date's plots; the delta-N
// threshold colours delta N and, with its switch, restricts the list, as the flagged-only switch
// does; the table's export receives the date, the switches, the search and the filters. Issue 41:
// the list opens on its essential columns, the plots to fertilise now first ('À apporter
// maintenant', a card and a filter of the table), sorted by urgency.
import {
  CHN_PAGE_SIZE,
  CHN_PAGE_SIZES,
  CHN_TABLE_HEIGHT,
  chnErrorColumns,
  chnHistoryColumns,
  chnHistoryRows,
  chnListColumnsOn,
  chnSearchAlso,
  CHN_ESSENTIAL_COLUMNS,
  CHN_TO_APPLY_KEY,
  chnViewParameters,
  type ChnView,
} from '@agro/contracts/columns/chn';
import {
  EMPTY_TABLE_QUERY,
  tableRowFilter,
  type TableQuery,
} from '@agro/contracts/columns/table-query';
import type { ChnListRow } from '@agro/contracts/entities/ferti';
import {
  DELTA_N_THRESHOLD_DEFAULT,
  DELTA_N_THRESHOLD_MAX,
  DELTA_N_THRESHOLD_MIN,
  DELTA_N_THRESHOLD_STEP,
  deltaNThreshold,
  filterChnRows,
  LATEST_CALCULATION,
  resultDateParam,
} from '@agro/domain/chn';
import { formatDateFr, todayIso } from '@agro/domain/dates';
import { hasRight } from '@agro/domain/rights';
import { Group, NumberInput, Paper, Switch, Text } from '@mantine/core';
import { IconChartDots } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { SelectField } from '../../../components/SelectField';
import { DashboardContainer, DashboardLayout } from '../../../components/DashboardLayout';
import { ChartsBesideMap } from '../../../components/ChartsBesideMap';
import { emptyListNotice, figuresOf, loadErrorOf } from '../../../components/dashboard-state';
import type { ColumnDisplay, ColumnSets } from '../../../components/DataTable';
import { ListSection } from '../../../components/ListSection';
import { LazyPlotCommentsDialog } from '../../../components/PlotComments';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import { usePlatformClock, type PlatformClock } from '../../../lib/config';
import { COMMENT_OADS } from '../../../lib/plot-comments';
import { useSession } from '../../../lib/session';
import { useChnDates, useChnErrors, useChnResults } from '../chn-api';
import { AdminActions } from './AdminActions';
import { PlotChecksButton } from './PlotChecksDialog';
import { ChartsPanel } from './ChnCharts';
import { ChnMap } from './ChnMap';
import {
  ChnRowActions,
  DeltaN,
  ErrorMark,
  FlagMark,
  MessagesDialog,
  type MessageList,
} from './chn-cells';
import {
  followUpFigures,
  followUpRows,
  isToApplyFilterOn,
  TO_APPLY_CARD_TITLE,
  toApplyCount,
  withToApplyFilter,
} from './follow-up-model';

export const PAGE_TITLE = 'Suivi CHN';
export const LIST_LABEL = 'Parcelles CHN';
export const ERRORS_LABEL = 'Parcelles en erreur';
export const HISTORY_LABEL = 'Historique des corrections';
export const LOAD_FAILED_MESSAGE = "Les parcelles CHN n'ont pas pu être chargées.";
export const NO_PLOT_MESSAGE = "Aucune parcelle CHN n'est associée à votre compte pour ce calcul.";

const ACTIONS_SIZE = 176;

/** Issue 41: the list opens on its decision columns; 'Toutes' shows the spec's 31 others. */
const COLUMN_SETS: ColumnSets = { essential: CHN_ESSENTIAL_COLUMNS };
/** The plots to fertilise now first, the window closing soonest first (chn-urgency.ts). */
const URGENCY_SORT = { key: CHN_TO_APPLY_KEY };

function displayFor(threshold: number): Readonly<Record<string, ColumnDisplay<ChnListRow>>> {
  return {
    code: { hidden: true },
    drapeau: { render: (row) => <FlagMark row={row} />, align: 'center', size: 90 },
    [CHN_TO_APPLY_KEY]: { filter: 'multi-select', align: 'center', size: 130 },
    erreur: { render: (row) => <ErrorMark row={row} />, align: 'center', size: 80 },
    delta_n: {
      render: (row) => <DeltaN delta={row.delta_n} threshold={threshold} />,
      align: 'right',
    },
    dose: { align: 'right' },
    dose_suivante: { align: 'right' },
    qn_sol: { align: 'right' },
    dose_dernier_apport: { align: 'right' },
    pluie: { align: 'right' },
    client: { filter: 'multi-select' },
    ingenieur: { filter: 'multi-select' },
    departement: { filter: 'multi-select' },
    zam: { filter: 'multi-select' },
  };
}

/** The expanded row shows the plot identifier (spec 2 §2). */
function PlotIdentifier({ row }: { row: ChnListRow }) {
  return (
    <Text size="sm">
      Identifiant de la parcelle&#x202F;: <strong>{String(row.uuid_plot)}</strong>
      {row.code_airbus ? ` - code airbus ${row.code_airbus}` : ''}
    </Text>
  );
}

function FollowUp({ clock }: { clock: PlatformClock }) {
  const { data: session } = useSession();
  const admin = hasRight(session?.rights ?? [], 'ADMIN');
  const now = clock();
  const today = todayIso(now);
  const year = now.getFullYear();

  const [chosenDate, setChosenDate] = useState<string>(LATEST_CALCULATION);
  const date = resultDateParam(chosenDate, year);
  const datesQuery = useChnDates();
  const resultsQuery = useChnResults(date);
  const errorsQuery = useChnErrors(date);

  const [thresholdInput, setThresholdInput] = useState<number | string>(DELTA_N_THRESHOLD_DEFAULT);
  const threshold = deltaNThreshold(thresholdInput);
  const [outsideOnly, setOutsideOnly] = useState(false);
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [singleExpand, setSingleExpand] = useState(false);
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);
  const [commentsOf, setCommentsOf] = useState<ChnListRow | null>(null);
  const [messages, setMessages] = useState<MessageList | null>(null);
  // The table's search and filters live here: the 'À apporter maintenant' card sets one of them.
  const [query, setQuery] = useState<TableQuery>(EMPTY_TABLE_QUERY);
  const columns = useMemo(() => chnListColumnsOn(today), [today]);

  const errors = useMemo(() => errorsQuery.data ?? [], [errorsQuery.data]);
  const rows = useMemo(
    () => followUpRows(resultsQuery.data ?? [], errors, today),
    [resultsQuery.data, errors, today],
  );
  const figures = useMemo(() => followUpFigures(rows, errors), [rows, errors]);
  const view: ChnView = { date: date ?? null, threshold, outsideOnly, flaggedOnly };
  const kept = useMemo(
    () => filterChnRows(rows, { threshold: outsideOnly ? threshold : null, flaggedOnly }),
    [rows, threshold, outsideOnly, flaggedOnly],
  );
  const selectedRows = useMemo(() => {
    const ids = new Set(selectedIds);
    return rows.filter((row) => ids.has(String(row.uuid_plot)));
  }, [rows, selectedIds]);
  const history = useMemo(() => chnHistoryRows(rows), [rows]);
  const toApply = useMemo(() => toApplyCount(kept, today), [kept, today]);
  // The heading counts the rows the table shows: the card's filter changes it.
  const shownCount = useMemo(
    () => kept.filter(tableRowFilter(columns, query, chnSearchAlso)).length,
    [kept, columns, query],
  );
  const toApplyOn = isToApplyFilterOn(query.filters);
  // The charts and the map take a new list after the cards and the table have shown it: a
  // threshold typed repaints the table at once, the thousands of dots and points follow.
  const chartRows = useDeferredValue(kept);
  const chartSelected = useDeferredValue(selectedRows);
  const display = useMemo(() => displayFor(threshold), [threshold]);

  const onSelectionChange = useCallback(
    (chosen: ChnListRow[]) => setSelectedIds(chosen.map((row) => String(row.uuid_plot))),
    [],
  );
  const renderRowActions = useCallback(
    (row: ChnListRow) => (
      <ChnRowActions row={row} onComments={setCommentsOf} onMessages={setMessages} />
    ),
    [],
  );
  const renderDetail = useCallback((row: ChnListRow) => <PlotIdentifier row={row} />, []);

  const dateOptions = useMemo(
    () => [
      { value: LATEST_CALCULATION, label: LATEST_CALCULATION },
      ...(datesQuery.data ?? []).map((entry) => ({
        value: entry.date_calcul,
        label: formatDateFr(entry.date_calcul),
      })),
    ],
    [datesQuery.data],
  );

  const loading = resultsQuery.isPending;
  const doses = { unit: 'kgN/ha' };
  // The list's two restrictions, then how its rows open.
  const switches = [
    {
      key: 'outside',
      label: 'Delta N hors seuil uniquement',
      checked: outsideOnly,
      set: setOutsideOnly,
    },
    {
      key: 'flagged',
      label: 'Parcelles avec drapeau uniquement',
      checked: flaggedOnly,
      set: setFlaggedOnly,
    },
    {
      key: 'single',
      // The spec's 'Single expand', in French as the rest of the screen (issue 41).
      label: 'Une seule ligne dépliée à la fois',
      checked: singleExpand,
      set: setSingleExpand,
    },
  ];

  return (
    <DashboardLayout
      title={PAGE_TITLE}
      actions={admin ? <PlotChecksButton /> : null}
      filters={
        <Group align="flex-end" gap="md" wrap="wrap">
          <SelectField
            label="Date de calcul"
            data={dateOptions}
            value={chosenDate}
            onChange={(value) => setChosenDate(value ?? LATEST_CALCULATION)}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
            error={
              datesQuery.isError ? "Les dates de calcul n'ont pas pu être chargées." : undefined
            }
          />
        </Group>
      }
      loadError={loadErrorOf(resultsQuery, LOAD_FAILED_MESSAGE)}
      notice={emptyListNotice(
        resultsQuery.isSuccess,
        { all: rows.length },
        { none: NO_PLOT_MESSAGE },
      )}
      figures={[
        ...figuresOf(resultsQuery, [
          {
            title: 'Nombre de parcelles',
            value: figures.plots,
            filter: {
              active: !toApplyOn,
              onToggle: () =>
                setQuery((previous) => ({
                  ...previous,
                  filters: withToApplyFilter(previous.filters, false),
                })),
              wholeList: true,
            },
          },
          {
            title: TO_APPLY_CARD_TITLE,
            value: toApply,
            filter: {
              active: toApplyOn,
              onToggle: () =>
                setQuery((previous) => ({
                  ...previous,
                  filters: withToApplyFilter(
                    previous.filters,
                    !isToApplyFilterOn(previous.filters),
                  ),
                })),
            },
          },
        ]),
        ...figuresOf(errorsQuery, [{ title: 'Parcelles en erreur', value: figures.inError }]),
        ...figuresOf(resultsQuery, [
          {
            title: 'Dose préconisée moyenne',
            value: figures.dose.mean,
            ...doses,
            maximumFractionDigits: 1,
          },
          { title: 'Dose préconisée minimale', value: figures.dose.min, ...doses },
          { title: 'Dose préconisée maximale', value: figures.dose.max, ...doses },
          {
            title: 'Azote absorbé moyen après assimilation',
            value: figures.nitrogenAfter.mean,
            ...doses,
            maximumFractionDigits: 1,
          },
        ]),
      ]}
      tools={
        <>
          <Paper withBorder p="sm" radius="md">
            <Group align="flex-end" gap="lg" wrap="wrap">
              <NumberInput
                label="Seuil delta N (kgN/ha)"
                description={`De ${DELTA_N_THRESHOLD_MIN} à ${DELTA_N_THRESHOLD_MAX}, par pas de ${DELTA_N_THRESHOLD_STEP}`}
                min={DELTA_N_THRESHOLD_MIN}
                max={DELTA_N_THRESHOLD_MAX}
                step={DELTA_N_THRESHOLD_STEP}
                clampBehavior="blur"
                allowDecimal={false}
                value={thresholdInput}
                onChange={setThresholdInput}
                onBlur={() => setThresholdInput(threshold)}
                w={{ base: '100%', xs: 220 }}
              />
              {switches.map(({ key, label, checked, set }) => (
                <Switch
                  key={key}
                  label={label}
                  checked={checked}
                  onChange={(event) => set(event.currentTarget.checked)}
                />
              ))}
            </Group>
          </Paper>
          {admin ? <AdminActions selected={selectedIds} clock={clock} /> : null}
        </>
      }
      listFirst
      list={
        <ListSection
          headingId="chn-liste-titre"
          title={LIST_LABEL}
          count={shownCount}
          table={{
            columns,
            columnSets: COLUMN_SETS,
            sortBy: URGENCY_SORT,
            query,
            onQueryChange: setQuery,
            display,
            rows: kept,
            getRowId: (row) => String(row.uuid_plot),
            loading,
            defaultPageSize: CHN_PAGE_SIZE,
            pageSizes: CHN_PAGE_SIZES,
            maxHeight: `${CHN_TABLE_HEIGHT}px`,
            searchAlso: chnSearchAlso,
            selectable: true,
            selectedIds,
            onSelectionChange,
            renderDetail,
            singleExpand,
            renderRowActions,
            rowActionsSize: ACTIONS_SIZE,
            exportName: 'chn',
            exportParameters: chnViewParameters(view),
            exportDisabledReason: kept.length === 0 ? 'Aucune parcelle à exporter' : null,
          }}
        />
      }
      panels={
        <ChartsBesideMap
          idPrefix="chn"
          spans={[6, 6]}
          chartsIcon={<IconChartDots size={18} aria-hidden />}
          charts={<ChartsPanel rows={chartRows} selected={chartSelected} />}
          map={<ChnMap rows={chartRows} today={today} />}
        />
      }
    >
      <ListSection
        headingId="chn-erreurs-titre"
        title={ERRORS_LABEL}
        count={errors.length}
        loadError={loadErrorOf(
          errorsQuery,
          "La liste des parcelles en erreur n'a pas pu être chargée.",
        )}
        table={{
          columns: chnErrorColumns,
          rows: errors,
          getRowId: (row) => String(row.uuid_plot),
          loading: errorsQuery.isPending,
          searchable: false,
          display: { code: { hidden: true }, erreurs: { size: 320 } },
          defaultPageSize: CHN_PAGE_SIZE,
          pageSizes: CHN_PAGE_SIZES,
        }}
      />

      <ListSection
        headingId="chn-historique-titre"
        title={HISTORY_LABEL}
        table={{
          columns: chnHistoryColumns,
          rows: history,
          getRowId: (row) => row.id,
          loading,
          searchable: false,
          defaultPageSize: CHN_PAGE_SIZE,
          pageSizes: CHN_PAGE_SIZES,
        }}
      />

      <MessagesDialog list={messages} onClose={() => setMessages(null)} />
      {commentsOf ? (
        <LazyPlotCommentsDialog
          plotId={commentsOf.uuid_plot}
          oad={COMMENT_OADS.chn}
          opened
          onClose={() => setCommentsOf(null)}
        />
      ) : null}
    </DashboardLayout>
  );
}

export function ChnFollowUpPage() {
  const clock = usePlatformClock();
  if (clock !== null) return <FollowUp clock={clock} />;
  return (
    <DashboardContainer>
      <WaitingOverlay />
    </DashboardContainer>
  );
}
