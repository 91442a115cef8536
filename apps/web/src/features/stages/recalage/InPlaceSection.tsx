// Spec 4 §2.6 'Recalages en place': (a) the analysis calendar, for the montaison or the épiaison,
// per department and sowing period, of the recalages in production beside the requests entered;
// (b) the recalages in place; (c) the simulation tool (sowing date, station, base soil, crop,
// variety → the model's variables and informations).
import type { RecalageRequest, SimulationRequest } from '@agro/contracts/entities/recalage';
import type { SimulationResult } from '@agro/contracts/entities/stages';
import { formatDateFr } from '@agro/domain/dates';
import { recalageSowingWindow } from '@agro/domain/recalage';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { SelectField, type SelectFieldProps } from '../../../components/SelectField';
import { DayPickerInput } from '../../../components/DayPickerInput';
import { ListLoadError } from '../../../components/ListLoadError';
import { MultiSelectFilter } from '../../../components/MultiSelectFilter';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { SectionCard } from '../../../components/SectionCard';
import { useFormValues } from '../../../components/use-form-values';
import { formatNumberFr } from '../../../lib/format';
import { QueryTable } from '../QueryTable';
import { ANALYSIS_TITLE, IN_PLACE_LIST_LABEL, SIMULATION_TITLE } from './messages';
import { analysisGrid, type AnalysisCell, type AnalysisStage } from './recalage-analysis';
import {
  simulate,
  useProductionRecalages,
  useRecalagesInPlace,
  useRecalageSoils,
  useRecalageStations,
  useVarietyNotes,
} from './recalage-api';
import { recalageInPlaceColumns } from '@agro/contracts/columns/recalage';
import { CROP_OPTIONS, varietiesOf } from './recalage-form';
import { FIELD_WIDTH, soilOptions, stationOptions } from './RequestFields';
import { useBusyCall } from './use-busy-call';

const STAGES = [
  { value: 'montaison', label: 'Montaison (épi 1 cm)' },
  { value: 'epiaison', label: 'Épiaison' },
];

const days = (values: readonly number[]) =>
  values.map((value) => `${value > 0 ? '+' : ''}${formatNumberFr(value, 1)}`).join(', ');

function cellText(cell: AnalysisCell | undefined): string {
  if (!cell) return '–';
  const parts = [
    cell.production.length > 0 ? `Prod. ${days(cell.production)}` : null,
    cell.requests.length > 0 ? `Dem. ${days(cell.requests)}` : null,
  ].filter(Boolean);
  return parts.join(' / ');
}

function AnalysisCalendar({ requests }: { requests: readonly RecalageRequest[] }) {
  const production = useProductionRecalages();
  const [stage, setStage] = useState<AnalysisStage>('montaison');
  const [crop, setCrop] = useState<string | null>(null);
  const [departments, setDepartments] = useState<string[]>([]);
  const grid = useMemo(
    () => analysisGrid(production.data ?? [], requests, stage, crop),
    [production.data, requests, stage, crop],
  );
  const shown =
    departments.length === 0
      ? grid.departments
      : grid.departments.filter((department) => departments.includes(department));

  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        <SelectField
          label="Stade analysé"
          data={STAGES}
          value={stage}
          onChange={(value) => setStage((value as AnalysisStage | null) ?? 'montaison')}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <SelectField
          label="Culture"
          data={CROP_OPTIONS}
          value={crop}
          onChange={setCrop}
          placeholder="Toutes"
          clearable
          w={{ base: '100%', xs: 200 }}
        />
        <MultiSelectFilter
          label="Départements"
          options={grid.departments}
          value={departments}
          onChange={setDepartments}
          placeholder="Tous"
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {production.isError ? (
        <ListLoadError
          message="Les recalages en production n'ont pas pu être chargés."
          onRetry={() => void production.refetch()}
        />
      ) : null}
      <Text size="sm">
        Par département et par période de semis (qui commence le jour indiqué){'\u202f'}: «
        {'\u00a0'}Prod.{'\u00a0'}» les recalages en production, «{'\u00a0'}Dem.{'\u00a0'}» les
        demandes saisies, en jours.
      </Text>
      {production.isPending ? (
        <Text size="sm">Chargement des recalages en production…</Text>
      ) : shown.length === 0 ? (
        <Text size="sm">Aucun recalage pour ce stade.</Text>
      ) : (
        <ScrollableTable
          label={`Calendrier des recalages (${stage === 'montaison' ? 'montaison' : 'épiaison'})`}
          headers={['Département', ...grid.periods.map((period) => formatDateFr(period))]}
          rows={shown.map((department) => [
            department,
            ...grid.periods.map((period) => cellText(grid.cell(department, period))),
          ])}
          minWidth={Math.max(480, 120 + grid.periods.length * 110)}
        />
      )}
    </Stack>
  );
}

function InPlaceTable() {
  const inPlace = useRecalagesInPlace();
  return (
    <QueryTable
      read={inPlace}
      failure="Les recalages en place n'ont pas pu être chargés."
      label={IN_PLACE_LIST_LABEL}
      columns={recalageInPlaceColumns}
      rows={inPlace.data ?? []}
      pageSizes={[10, 25, 50]}
    />
  );
}

/** What the simulation is run for: a sowing date, a station, a base soil, a crop and a variety. */
interface SimulationChoices {
  date: string | null;
  station: string | null;
  soil: string | null;
  crop: string | null;
  variety: string | null;
}

/** A choice the simulation needs, searched in its list. */
function SimulationSelect(props: SelectFieldProps) {
  return <SelectField searchable withAsterisk w={FIELD_WIDTH} {...props} />;
}

/** The simulation opens its calendar on the campaign's sowing window, where sowings are. */
function SimulationTool({ harvestYear }: { harvestYear: number }) {
  const stations = useRecalageStations();
  const soils = useRecalageSoils();
  const notes = useVarietyNotes();
  const { values, set, choice } = useFormValues<SimulationChoices>({
    date: null,
    station: null,
    soil: null,
    crop: null,
    variety: null,
  });
  const { date, station, soil, crop, variety } = values;
  const [result, setResult] = useState<SimulationResult | null>(null);
  const { busy, run } = useBusyCall();
  const varieties = useMemo(() => varietiesOf(notes.data ?? [], crop), [notes.data, crop]);
  const stationList = useMemo(() => stationOptions(stations.data ?? []), [stations.data]);
  const soilList = useMemo(() => soilOptions(soils.data ?? []), [soils.data]);
  const failed = stations.isError || soils.isError || notes.isError;
  const ready = date && station && soil && crop && variety;

  const runSimulation = async () => {
    if (!ready) return;
    const soilId = soils.data?.find((s) => String(s.id) === soil)?.id ?? soil;
    const body: SimulationRequest = {
      selectedDate: date,
      selectedStation: station,
      selectedSolBase: soilId,
      selectedEspece: Number(crop),
      selectedVariete: variety,
    };
    setResult(null);
    await run(async () => setResult(await simulate(body)));
  };

  const rowsOf = (pairs: SimulationResult['variables']) =>
    pairs.map((pair) => [pair.name, pair.value === null ? '' : String(pair.value)]);

  return (
    <Stack gap="sm">
      {failed ? (
        <ListLoadError
          message="Les listes de la simulation n'ont pas pu être chargées."
          onRetry={() => {
            for (const query of [stations, soils, notes]) if (query.isError) void query.refetch();
          }}
        />
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void runSimulation();
        }}
      >
        <Group gap="md" align="flex-start" wrap="wrap">
          <DayPickerInput
            label="Date de semis"
            {...choice('date')}
            defaultMonth={recalageSowingWindow(harvestYear).from}
            required
            w={FIELD_WIDTH}
          />
          <SimulationSelect label="Station" data={stationList} {...choice('station')} />
          <SimulationSelect label="Code sol" data={soilList} {...choice('soil')} />
          <SimulationSelect
            label="Culture"
            data={CROP_OPTIONS}
            value={crop}
            onChange={(next) => set({ crop: next, variety: null })}
            searchable={false}
          />
          <SimulationSelect label="Variété" data={varieties} {...choice('variety')} />
        </Group>
        <Group mt="md">
          <Button type="submit" disabled={!ready} loading={busy}>
            Simuler
          </Button>
        </Group>
      </form>
      {result ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ScrollableTable
            label="Variables de la simulation"
            headers={['Variable', 'Valeur']}
            rows={rowsOf(result.variables)}
          />
          <ScrollableTable
            label="Informations de la simulation"
            headers={['Information', 'Valeur']}
            rows={rowsOf(result.informations)}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

export function InPlaceSection({
  requests,
  harvestYear,
}: {
  requests: readonly RecalageRequest[];
  harvestYear: number;
}) {
  return (
    <Stack gap="md">
      <SectionCard title={ANALYSIS_TITLE} level={3}>
        <AnalysisCalendar requests={requests} />
      </SectionCard>
      <SectionCard title={IN_PLACE_LIST_LABEL} level={3}>
        <InPlaceTable />
      </SectionCard>
      <SectionCard title={SIMULATION_TITLE} level={3}>
        <SimulationTool harvestYear={harvestYear} />
      </SectionCard>
    </Stack>
  );
}
