// Spec 4 §2.5 Mycolis import screen (/stade/cap/mycolis, ADMIN): the filters by client and by
// department ('Tous' at first), the title with the filtered over the total count, the import
// panel, the map shown while a filter is on, and the table of plots with its search and export.
import {
  ALL,
  MYCOLIS_PAGE_SIZE,
  mycolisColumns,
  mycolisFilters,
} from '@agro/contracts/columns/mycolis';
import { tableRowFilter, type TableQuery } from '@agro/contracts/columns/table-query';
import type { MycolisPlot } from '@agro/contracts/entities/stages';
import { formatDateFr } from '@agro/domain/dates';
import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../../components/SelectField';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { stagePlotPath, stagePlotTableProps } from '../plot-table';
import { DataTable } from '../../../components/DataTable';
import { ListLoadError } from '../../../components/ListLoadError';
import { MapView } from '../../../components/MapView';
import { RowAction } from '../../../components/RowAction';
import { formatNumberFr } from '../../../lib/format';
import { useScreenTitle } from '../../../lib/page-title';
import { ImportPanel, PANEL_TITLE } from './ImportPanel';
import { useMycolisPlotStages, useMycolisPlots } from './mycolis-api';
import { filterChoices, mapPoints, SPECIES_COLOURS, type MycolisPoint } from './mycolis-model';

export const PAGE_TITLE = 'Import Mycolis';
export const LIST_LABEL = 'Parcelles Mycolis';
export const LOAD_FAILED = "Les parcelles Mycolis n'ont pas pu être chargées.";

const STAGE_LABELS = [
  ['stade_epi1cm', 'Épi 1 cm'],
  ['stade_1n', '1 nœud'],
  ['stade_2n', '2 nœuds'],
  ['stade_epiaison', 'Épiaison'],
  ['stade_floraison', 'Floraison'],
  ['stade_maturite', 'Maturité'],
] as const;

/** A filter on one value of the list, searched; its first choice, 'Tous', filters nothing. */
function OneValueFilter({
  label,
  data,
  value,
  onChange,
  width = 340,
}: {
  label: string;
  data: readonly string[];
  value: string;
  onChange(value: string): void;
  width?: number;
}) {
  return (
    <SelectField
      label={label}
      data={data}
      value={value}
      onChange={(next) => onChange(next ?? ALL)}
      allowDeselect={false}
      searchable
      w={{ base: '100%', xs: width }}
    />
  );
}

/** A row's panel: the plot's stages as the Mycolis service gives them. */
function PlotStages({ plot }: { plot: MycolisPlot }) {
  const stages = useMycolisPlotStages(plot.id_plot);
  if (stages.isPending) return <Text size="sm">Chargement des stades…</Text>;
  if (stages.isError) {
    return (
      <Text size="sm" c="red.9">
        Les stades de la parcelle {plot.code_parcelle_os} n&apos;ont pas pu être chargés.
      </Text>
    );
  }
  return (
    <Group gap="lg" wrap="wrap" component="dl">
      {STAGE_LABELS.map(([field, label]) => (
        <Box key={field}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {stages.data[field] ? formatDateFr(stages.data[field]) : '—'}
          </Text>
        </Box>
      ))}
    </Group>
  );
}

export function MycolisPage() {
  useScreenTitle(PAGE_TITLE);
  const plots = useMycolisPlots();
  const [client, setClient] = useState<string>(ALL);
  const [departement, setDepartement] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const rows = useMemo(() => plots.data ?? [], [plots.data]);
  const clients = useMemo(() => filterChoices(rows.map((row) => row.nom_user)), [rows]);
  const departements = useMemo(() => filterChoices(rows.map((row) => row.code_dept)), [rows]);
  const query = useMemo<TableQuery>(
    () => ({ search, filters: mycolisFilters(client, departement) }),
    [search, client, departement],
  );
  const onQueryChange = useCallback((next: TableQuery) => setSearch(next.search), []);
  const filtered = useMemo(() => rows.filter(tableRowFilter(mycolisColumns, query)), [rows, query]);
  const filterActive = client !== ALL || departement !== ALL;
  const points = useMemo(() => (filterActive ? mapPoints(filtered) : []), [filterActive, filtered]);
  const renderPopup = useCallback(
    (point: MycolisPoint) => (
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {point.plot.code_parcelle_os}
        </Text>
        <Text size="sm">{point.plot.nom_user}</Text>
        <Anchor component={Link} to={stagePlotPath(point.plot.id_plot)} size="sm">
          Voir le détail
        </Anchor>
      </Stack>
    ),
    [],
  );
  const renderRowActions = useCallback(
    (plot: MycolisPlot) => (
      <RowAction
        kind="view"
        tooltip="Voir le détail"
        label={`Voir le détail de la parcelle ${plot.code_parcelle_os} (nouvelle fenêtre)`}
        newTab={stagePlotPath(plot.id_plot)}
      />
    ),
    [],
  );
  const renderDetail = useCallback((plot: MycolisPlot) => <PlotStages plot={plot} />, []);
  const count = plots.isSuccess
    ? ` (${formatNumberFr(filtered.length, 0)} / ${formatNumberFr(rows.length, 0)})`
    : '';

  return (
    <Container fluid py="lg" px={{ base: 'xs', sm: 'md' }} maw={1600}>
      <Stack gap="md">
        <Title order={1}>
          {PAGE_TITLE}
          {count}
        </Title>

        <Group component="section" aria-label="Filtres" gap="md" align="flex-end" wrap="wrap">
          <OneValueFilter label="Client" data={clients} value={client} onChange={setClient} />
          <OneValueFilter
            label="Département"
            data={departements}
            value={departement}
            onChange={setDepartement}
            width={200}
          />
        </Group>

        <CollapsibleSection title={PANEL_TITLE}>
          <ImportPanel />
        </CollapsibleSection>

        {plots.isError ? (
          <ListLoadError message={LOAD_FAILED} onRetry={() => void plots.refetch()} />
        ) : null}

        {filterActive ? (
          <Box component="section" aria-label="Carte des parcelles filtrées">
            <MapView
              label="Carte des parcelles Mycolis"
              description="Les parcelles de la carte sont aussi listées dans le tableau ci-dessous."
              points={points}
              colorScale={{
                title: 'Espèce',
                colors: SPECIES_COLOURS,
                labels: { '17': 'Blé tendre', '40': 'Blé dur' },
                defaultColor: '#868e96',
                defaultLabel: 'Autre céréale',
              }}
              renderPopup={renderPopup}
              fitToPoints
              legendCounts
              height={360}
            />
          </Box>
        ) : null}

        <Box component="section" aria-label={LIST_LABEL}>
          <DataTable
            label={LIST_LABEL}
            columns={mycolisColumns}
            rows={rows}
            {...stagePlotTableProps(MYCOLIS_PAGE_SIZE, filtered.length)}
            loading={plots.isPending}
            query={query}
            onQueryChange={onQueryChange}
            renderRowActions={renderRowActions}
            renderDetail={renderDetail}
            exportName="mycolis"
          />
        </Box>
      </Stack>
    </Container>
  );
}
