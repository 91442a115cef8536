// 'Interventions et observations' (spec 3 §2.3, §6, §9): the treatments, newest first, the
// treatments the model avoided (mildiou and alternariose), the irrigations with what they do to
// the risk, and the observations. Whoever may write on the plot adds any of them from here, in
// the plot management's own form (issue 41, finding 5: the spec's '+' was its owner's alone and
// led to 'Gérer mes Parcelles', where an adviser had to find the plot again).
import {
  blightIrrigationColumns,
  blightTreatmentColumns,
} from '@agro/contracts/columns/blight-plot';
import type {
  BlightIrrigation,
  BlightPlot,
  BlightTreatment,
} from '@agro/contracts/entities/blight';
import { IRRIGATION_HELP } from '@agro/domain/blight';
import { formatDateFr, utcWithParisTime } from '@agro/domain/dates';
import { ActionIcon, Group, List, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  DataTable,
  type ColumnDisplay,
  type DataTableProps,
  type TableRow,
} from '../../../components/DataTable';
import { LATEST_FIRST } from '../../../components/forecast-rows';
import { SectionCard } from '../../../components/SectionCard';
import { LoadState } from '../../../components/LoadState';
import { useSkippedTreatments } from './plot-api';
import { RecordIntervention } from './RecordIntervention';

export const NO_LATEBLIGHT_SKIPPED = 'Aucun traitement évité pour le mildiou';
export const NO_ALTERNARIA_SKIPPED = "Aucun traitement évité pour l'alternariose";
export const NO_OBSERVATION = 'Aucune observation';
export const NO_TREATMENT = 'Aucun traitement';
export const NO_IRRIGATION = 'Aucune irrigation';
export const SKIPPED_LOAD_FAILED = "Les traitements évités n'ont pas pu être chargés.";

const LATEST_START_FIRST = { key: 'debut', desc: true } as const;

// The spec's UTC columns (and the Excel file's) followed on screen by the Paris time the user
// typed: 08:30 typed read '06:30' alone (issue 41). Sorting keeps the columns' own values.
const TREATMENT_DISPLAY: Readonly<Record<string, ColumnDisplay<BlightTreatment>>> = {
  date: { render: (row) => utcWithParisTime(row.treated_at) },
};
const IRRIGATION_DISPLAY: Readonly<Record<string, ColumnDisplay<BlightIrrigation>>> = {
  debut: { render: (row) => utcWithParisTime(row.begin_at) },
  fin: { render: (row) => utcWithParisTime(row.end_at) },
};

function Heading({
  title,
  add,
  help,
}: {
  title: string;
  /** The button adding one, for whoever may write on the plot. */
  add: ReactNode;
  help?: string;
}) {
  return (
    <Group gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {help ? (
        <Tooltip
          label={help}
          multiline
          w={300}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={help}>
            <IconInfoCircle size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {add}
    </Group>
  );
}

function DateList({
  dates,
  empty,
  label,
}: {
  dates: readonly string[];
  empty: string;
  label: string;
}) {
  if (dates.length === 0) return <Text size="sm">{empty}</Text>;
  return (
    <List size="sm" aria-label={label}>
      {[...dates]
        .sort()
        .reverse()
        .map((date) => (
          <List.Item key={date}>{formatDateFr(date)}</List.Item>
        ))}
    </List>
  );
}

/** The two diseases whose avoided treatments are listed, each with its words. */
const SKIPPED_DISEASES = [
  { disease: 'lateblight', name: 'le mildiou', empty: NO_LATEBLIGHT_SKIPPED },
  { disease: 'alternaria', name: "l'alternariose", empty: NO_ALTERNARIA_SKIPPED },
] as const;

function Skipped({ plotId }: { plotId: string }) {
  const skipped = useSkippedTreatments(plotId);
  const of = (disease: string) =>
    (skipped.data ?? []).filter((item) => item.disease === disease).map((item) => item.skipped_at);
  return (
    <LoadState
      query={skipped}
      failure={SKIPPED_LOAD_FAILED}
      loading="Chargement des traitements évités"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {SKIPPED_DISEASES.map(({ disease, name, empty }) => (
          <Stack gap={4} key={disease}>
            <Text size="sm" fw={600}>
              {`Traitement(s) évité(s) pour ${name}`}
            </Text>
            <DateList dates={of(disease)} empty={empty} label={`Traitements évités pour ${name}`} />
          </Stack>
        ))}
      </SimpleGrid>
    </LoadState>
  );
}

/** A kind of intervention's table, newest first, or the sentence saying the plot has none. */
function InterventionTable<Row extends TableRow>({
  empty,
  ...table
}: Pick<DataTableProps<Row>, 'label' | 'columns' | 'display' | 'rows' | 'getRowId' | 'sortBy'> & {
  empty: string;
}) {
  if (table.rows.length === 0) return <Text size="sm">{empty}</Text>;
  return <DataTable searchable={false} pageSizes={[10, 25, 50]} maxHeight="400px" {...table} />;
}

function Block({ children }: { children: ReactNode }) {
  return <Stack gap="xs">{children}</Stack>;
}

export function InterventionsSection({
  plot,
  today,
  mayRecord,
}: {
  plot: BlightPlot;
  /** 'YYYY-MM-DD' on the platform's clock. */
  today: string;
  /** Whether the user may write on the plot (`mayRecordInterventions`). */
  mayRecord: boolean;
}) {
  const plotId = String(plot.id);
  const add = (kind: 'traitement' | 'irrigation' | 'observation') =>
    mayRecord ? <RecordIntervention kind={kind} plot={plot} today={today} /> : null;
  return (
    <SectionCard title="Interventions et observations">
      <Stack gap="lg">
        <Block>
          <Heading title="Traitements" add={add('traitement')} />
          <InterventionTable
            label="Traitements"
            empty={NO_TREATMENT}
            columns={blightTreatmentColumns}
            display={TREATMENT_DISPLAY}
            rows={plot.treatments}
            getRowId={(row) => `${row.treated_at}-${row.product_id}`}
            sortBy={LATEST_FIRST}
          />
          <Skipped plotId={plotId} />
        </Block>
        <Block>
          <Heading title="Irrigations" add={add('irrigation')} help={IRRIGATION_HELP} />
          <InterventionTable
            label="Irrigations"
            empty={NO_IRRIGATION}
            columns={blightIrrigationColumns}
            display={IRRIGATION_DISPLAY}
            rows={plot.irrigations}
            getRowId={(row) => row.begin_at}
            sortBy={LATEST_START_FIRST}
          />
        </Block>
        <Block>
          <Heading title="Observations" add={add('observation')} />
          <Text size="sm" fw={600}>
            Dates d&apos;observation de mildiou dans la parcelle
          </Text>
          <DateList
            dates={plot.observations.map((observation) => observation.date_obs)}
            empty={NO_OBSERVATION}
            label="Dates d'observation de mildiou"
          />
        </Block>
      </Stack>
    </SectionCard>
  );
}
