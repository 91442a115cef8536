// Spec 4 §2.2 client plots (/stade/cap/tableaudebord): the filters (species, variety, department,
// client, type from [0, 1], the sowing range and 'Variété modifiée'), the chart of the share of
// plots that reached a stage each day, the large table with each disease's window indicator, its
// export and the administrators' detailed one, the administrators' fetch of the crop-monitoring
// plots, and each plot's detail. Issue 41: the plot's disease risk in words and colour, sorted
// by and filtered on, leads the list's essential columns, and the list opens on the most at risk.
import {
  CAP_DEFAULT_FILTERS,
  CAP_ESSENTIAL_COLUMNS,
  CAP_RISK_DISEASES_KEY,
  CAP_RISK_KEY,
  CAP_PAGE_SIZE,
  capListColumns,
  capViewFilter,
  capViewParameters,
  EMPTY_CAP_VIEW,
  windowKey,
  type CapView,
} from '@agro/contracts/columns/cap';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { CapPlot } from '@agro/contracts/entities/stages';
import { todayIso } from '@agro/domain/dates';
import { plotDiseaseRisk } from '@agro/domain/disease-risk';
import { hasRight } from '@agro/domain/rights';
import {
  CEREAL_DISEASES,
  CEREAL_STAGES,
  diseaseWindowIndicator,
  stageCalculationBadge,
  type CerealDisease,
  type CerealStageField,
} from '@agro/domain/stages';
import { Badge, Button, Group, Switch, Text, TextInput } from '@mantine/core';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { SelectField } from '../../../components/SelectField';
import { DashboardLayout } from '../../../components/DashboardLayout';
import { FilterSection, TitledSection } from '../../../components/DashboardSections';
import { emptyListNotice, loadErrorOf } from '../../../components/dashboard-state';
import { DataTable, type ColumnDisplay, type ColumnSets } from '../../../components/DataTable';
import { FileExportButton } from '../../../components/FileExportButton';
import { PlotDetailAndComments } from '../../../components/RowAction';
import { useCommentsDialog } from '../../../components/use-comments-dialog';
import { STATUS_FILLS, StatusBadge } from '../../../components/StatusBadge';
import { TimeSeriesChart } from '../../../components/TimeSeriesChart';
import { usePlatformClock } from '../../../lib/config';
import { showSuccess } from '../../../lib/notify';
import { useScreenTitle } from '../../../lib/page-title';
import { COMMENT_OADS } from '../../../lib/plot-comments';
import { useSession } from '../../../lib/session';
import { useTableQuery } from '../../../lib/use-table-query';
import { useCapPlots, useFetchExternalPlots } from '../stages-api';
import { stagePlotPath, stagePlotTableProps } from '../plot-table';
import { capFilterDefinitions, stageShareRows } from './cap-model';

export const PAGE_TITLE = 'Parcelles clients';
export const LIST_LABEL = 'Parcelles clients';
export const LOAD_FAILED = "Les parcelles clients n'ont pas pu être chargées.";
export const FETCH_EXTERNAL = 'Récupérer les parcelles Vigicultures';
const DISEASES = Object.keys(CEREAL_DISEASES) as CerealDisease[];

/** Issue 41: the decision columns first; 'Toutes' shows every stage and disease date. */
const COLUMN_SETS: ColumnSets = { essential: CAP_ESSENTIAL_COLUMNS };
/** The plots most at risk first. */
const RISK_SORT = { key: CAP_RISK_KEY, desc: true };
/** What names the plot and what decides on it stay in view, and make a phone's row. */
const PINNED = ['parcelle', CAP_RISK_KEY];
/** Spec 4 §2.2's signs, explained in each window column's header. */
const WINDOW_HELP =
  '« -- »\u202f: avant la fenêtre (vert)\u202f; « ++ »\u202f: dans la fenêtre (orange)\u202f; « +++ »\u202f: après la fenêtre (rouge).';

/** The plot's highest disease risk of the day, in words on its colour (spec 4 §2.4 codes). */
function DiseaseRisk({ plot }: { plot: CapPlot }) {
  const risk = plotDiseaseRisk(plot as unknown as Record<string, unknown>);
  return <StatusBadge colour={risk.colour} label={risk.label} />;
}

/** A bound of the sowing range: a native day field, emptied for no bound. */
function SowingDayFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange(next: string | null): void;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      w={{ base: '100%', xs: 200 }}
    />
  );
}

function WindowSign({
  plot,
  disease,
  today,
}: {
  plot: CapPlot;
  disease: CerealDisease;
  today: string;
}) {
  const indicator = diseaseWindowIndicator(
    plot as unknown as Record<string, unknown>,
    disease,
    today,
  );
  if (!indicator) return null;
  const words =
    indicator.position === 'before'
      ? 'avant la fenêtre'
      : indicator.position === 'inside'
        ? 'dans la fenêtre'
        : 'après la fenêtre';
  return (
    <Badge
      color={STATUS_FILLS[indicator.colour]}
      variant="filled"
      tt="none"
      aria-label={`${CEREAL_DISEASES[disease]}\u202f: ${words}`}
    >
      {indicator.sign}
    </Badge>
  );
}

function display(today: string): Readonly<Record<string, ColumnDisplay<CapPlot>>> {
  return {
    ...Object.fromEntries(
      DISEASES.map((disease) => [
        windowKey(disease),
        {
          render: (plot: CapPlot) => <WindowSign plot={plot} disease={disease} today={today} />,
          align: 'center' as const,
          size: 130,
          headerHelp: WINDOW_HELP,
        },
      ]),
    ),
    etat: {
      render: (plot) => <StatusBadge {...stageCalculationBadge(plot.etat_calcul)} />,
      size: 170,
    },
    [CAP_RISK_KEY]: { render: (plot) => <DiseaseRisk plot={plot} />, size: 150 },
    [CAP_RISK_DISEASES_KEY]: { size: 220 },
  };
}

const STAGE_OPTIONS = CEREAL_STAGES.map((stage) => ({ value: stage.field, label: stage.label }));

function StageShareChart({ rows }: { rows: readonly CapPlot[] }) {
  const [field, setField] = useState<CerealStageField>('stade_epi1cm');
  const data = useMemo(() => stageShareRows(rows, field), [rows, field]);
  const label = CEREAL_STAGES.find((stage) => stage.field === field)?.label ?? '';
  return (
    <TitledSection headingId="cap-stades-titre" title="Répartition des stades">
      <SelectField
        label="Stade"
        data={STAGE_OPTIONS}
        value={field}
        onChange={(value) => value && setField(value as CerealStageField)}
        allowDeselect={false}
        w={{ base: '100%', xs: 260 }}
        mb="sm"
      />
      {data.length === 0 ? (
        <Text size="sm">Aucune parcelle n&apos;a de date pour ce stade.</Text>
      ) : (
        <TimeSeriesChart
          title={`Part des parcelles ayant atteint le stade ${label.toLowerCase()}`}
          data={data}
          series={[{ key: 'part', label: 'Parcelles', kind: 'line', color: '#2b8a3e', unit: '%' }]}
          leftAxisLabel="%"
          leftDomain={[0, 100]}
          height={280}
        />
      )}
    </TitledSection>
  );
}

function FetchExternalPlots() {
  const fetch = useFetchExternalPlots();
  return (
    <Button
      variant="default"
      loading={fetch.isPending}
      onClick={() =>
        fetch.mutate(undefined, {
          onSuccess: (plots) =>
            showSuccess(
              plots.length === 0
                ? 'Aucune nouvelle parcelle à récupérer.'
                : `${plots.length} parcelle${plots.length > 1 ? 's' : ''} récupérée${plots.length > 1 ? 's' : ''}.`,
            ),
        })
      }
    >
      {FETCH_EXTERNAL}
    </Button>
  );
}

export function CapPlotsPage() {
  useScreenTitle(PAGE_TITLE);
  const clock = usePlatformClock();
  const today = useMemo(() => (clock === null ? '' : todayIso(clock())), [clock]);
  const { data: session } = useSession();
  const admin = hasRight(session?.rights ?? [], 'ADMIN');
  const plots = useCapPlots();
  const { filters, setFilters, query, onQueryChange } = useTableQuery(CAP_DEFAULT_FILTERS);
  const [view, setView] = useState<CapView>(EMPTY_CAP_VIEW);
  const comments = useCommentsDialog(COMMENT_OADS.stages);
  const openComments = comments.open;

  const columns = useMemo(() => capListColumns(today), [today]);
  const columnDisplay = useMemo(() => display(today), [today]);
  const rows = useMemo(() => plots.data ?? [], [plots.data]);
  const definitions = useMemo(() => capFilterDefinitions(columns, rows), [columns, rows]);
  const inView = useMemo(() => rows.filter(capViewFilter(view)), [rows, view]);
  const filtered = useMemo(
    () => inView.filter(tableRowFilter(columns, { search: '', filters })),
    [inView, columns, filters],
  );
  const chartRows = useDeferredValue(filtered);
  const parameters = useMemo(() => capViewParameters(view), [view]);
  const renderRowActions = useCallback(
    (plot: CapPlot) => (
      <Group gap={4} wrap="nowrap">
        <PlotDetailAndComments
          name={plot.code_parcelle_os}
          detailPath={stagePlotPath(plot.id_plot)}
          onComments={() => openComments(plot.id_plot)}
        />
      </Group>
    ),
    [openComments],
  );

  return (
    <DashboardLayout
      title={PAGE_TITLE}
      actions={admin ? <FetchExternalPlots /> : null}
      filters={
        <FilterSection
          filters={definitions}
          value={filters}
          onChange={setFilters}
          othersActive={Boolean(view.sowingFrom || view.sowingTo || view.varietyChanged)}
          onClear={() => {
            setFilters(CAP_DEFAULT_FILTERS);
            setView(EMPTY_CAP_VIEW);
          }}
        >
          <Group gap="md" align="flex-end" wrap="wrap" mt="sm">
            <SowingDayFilter
              label="Début des semis"
              value={view.sowingFrom}
              onChange={(sowingFrom) => setView({ ...view, sowingFrom })}
            />
            <SowingDayFilter
              label="Fin des semis"
              value={view.sowingTo}
              onChange={(sowingTo) => setView({ ...view, sowingTo })}
            />
            <Switch
              label="Variété modifiée"
              checked={view.varietyChanged}
              onChange={(event) =>
                setView({ ...view, varietyChanged: event.currentTarget.checked })
              }
              mb={6}
            />
          </Group>
        </FilterSection>
      }
      loadError={loadErrorOf(plots, LOAD_FAILED)}
      notice={emptyListNotice(
        plots.isSuccess,
        { all: rows.length, shown: filtered.length },
        { none: 'Aucune parcelle client.', noMatch: 'Aucune parcelle ne correspond aux filtres.' },
      )}
      panels={<StageShareChart rows={chartRows} />}
      list={
        <TitledSection
          headingId="cap-liste-titre"
          title={LIST_LABEL}
          aside={
            admin ? (
              <FileExportButton
                name="previlis-detaille"
                label="Export détaillé"
                query={query}
                parameters={parameters}
              />
            ) : null
          }
        >
          <DataTable
            label={LIST_LABEL}
            columns={columns}
            display={columnDisplay}
            rows={inView}
            {...stagePlotTableProps(CAP_PAGE_SIZE, filtered.length)}
            pinnedColumns={PINNED}
            columnSets={COLUMN_SETS}
            sortBy={RISK_SORT}
            loading={plots.isPending}
            query={query}
            onQueryChange={onQueryChange}
            renderRowActions={renderRowActions}
            exportName="previlis"
            exportParameters={parameters}
          />
        </TitledSection>
      }
      dialogs={comments.dialog}
    />
  );
}
