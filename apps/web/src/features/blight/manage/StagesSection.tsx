// Stages and harvest (spec 3 §2.5, §4, §5): the stage dates in their order (each strictly after the
// one before, with the spec's messages) and the harvest. For the selected plots, the filled stages
// are added; for the plot in edit mode, its stages show in the form and are saved as a whole, each
// deletable from the list, all of them at once too.
import type { BlightPhaseName, BlightPlot } from '@agro/contracts/entities/blight';
import { blightStageLabel } from '@agro/domain/blight';
import {
  interventionDateBounds,
  interventionDateError,
  STAGE_ORDER,
  stageErrors,
  stageFormError,
  type OrderedStage,
  type StageDates,
} from '@agro/domain/blight-interventions';
import { formatDateFr, formatDateTimeFr, isoToParisWall, parisWallToIso } from '@agro/domain/dates';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ChoiceModal } from '../../../components/ChoiceModal';
import { StillNumberInput } from '../../../components/StillNumberInput';
import { FormFooter, type InterventionSectionProps } from './form-parts';
import { InterventionList } from './InterventionList';
import {
  addPhases,
  deleteHarvest,
  deletePhases,
  setHarvest,
  setPhases,
  type StagePhase,
} from './manage-api';
import { runIntervention } from './run-intervention';
import { NO_PLOT_SELECTED } from '../selection';

export const NO_STAGES = 'Cette parcelle ne possède pas de stades';
export const DELETE_ALL_QUESTION = 'Êtes-vous sûr de vouloir supprimer tous les stades\u202f?';

const stageFieldId = (stage: string) => `stade-${stage}`;

/** The stage date fields in their order, with their errors; the creation form uses them too. */
export function StageDateFields({
  today,
  dates,
  errors,
  required = [],
  onChange,
}: {
  today: string;
  dates: StageDates;
  errors: Partial<Record<OrderedStage, string>>;
  required?: readonly OrderedStage[];
  onChange(dates: StageDates): void;
}) {
  const bounds = interventionDateBounds(today);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {STAGE_ORDER.map((stage) => (
        <TextInput
          key={stage}
          id={stageFieldId(stage)}
          type="date"
          label={blightStageLabel(stage)}
          required={required.includes(stage)}
          value={dates[stage] ?? ''}
          min={bounds.min}
          max={bounds.max}
          onChange={(event) => onChange({ ...dates, [stage]: event.currentTarget.value })}
          error={errors[stage] ?? null}
        />
      ))}
    </SimpleGrid>
  );
}

const datesOf = (plot: BlightPlot | null): StageDates =>
  Object.fromEntries((plot?.phases ?? []).map((phase) => [phase.name, phase.date.slice(0, 10)]));

/** The filled stages, in their order. */
export function filledPhases(dates: StageDates): StagePhase[] {
  return STAGE_ORDER.filter((stage) => Boolean(dates[stage])).map((stage) => ({
    name: stage,
    date: dates[stage] as string,
  }));
}

/** Errors of the dates typed: order, and each within the season (unchanged ones excepted). */
function dateErrors(
  today: string,
  dates: StageDates,
  kept: StageDates,
): Partial<Record<OrderedStage, string>> {
  const errors: Partial<Record<OrderedStage, string>> = {};
  for (const stage of STAGE_ORDER) {
    const date = dates[stage];
    if (date && date !== kept[stage]) {
      const error = interventionDateError(date, today);
      if (error !== null) errors[stage] = error;
    }
  }
  return { ...errors, ...stageErrors(dates) };
}

export function StagesSection({ today, targets, plot }: InterventionSectionProps) {
  const client = useQueryClient();
  // The plot in edit mode is the one the form shows, unless other plots are selected.
  const own = plot !== null && targets.every((target) => String(target.id) === String(plot.id));
  const kept = own ? datesOf(plot) : {};
  const [dates, setDates] = useState<StageDates>(kept);
  const [harvestAt, setHarvestAt] = useState(own ? isoToParisWall(plot?.harvest?.datetime) : '');
  const [harvestYield, setHarvestYield] = useState<number | null>(
    own ? (plot?.harvest?.yield ?? null) : null,
  );
  const [pending, setPending] = useState(false);
  const [deletingAll, setDeletingAll] = useState(false);

  const errors = dateErrors(today, dates, kept);
  const harvestError =
    harvestAt === ''
      ? null
      : interventionDateError(parisWallToIso(harvestAt) === null ? '' : harvestAt, today);
  const emptyError = own ? null : stageFormError(dates, harvestAt);
  const invalid = Object.keys(errors).length > 0 || harvestError !== null || emptyError !== null;
  const blockedReason = own || targets.length > 0 ? null : NO_PLOT_SELECTED;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || blockedReason !== null) return;
    const phases = filledPhases(dates);
    const harvest = parisWallToIso(harvestAt);
    setPending(true);
    runIntervention(client, {
      action: own ? 'Modification de' : 'Ajout de',
      type: 'Stade',
      plots: own && plot ? [plot] : targets,
      send: async (id) => {
        if (own) {
          await (phases.length > 0 ? setPhases(id, phases) : deletePhases(id));
          if (harvest !== null) await setHarvest(id, harvest, harvestYield);
          else if (plot?.harvest) await deleteHarvest(id);
          return;
        }
        if (phases.length > 0) await addPhases(id, phases);
        if (harvest !== null) await setHarvest(id, harvest, harvestYield);
      },
    })
      .then(() => {
        if (!own) {
          setDates({});
          setHarvestAt('');
          setHarvestYield(null);
        }
      })
      .catch(() => undefined)
      .finally(() => setPending(false));
  };

  const deleteStage = (name: BlightPhaseName) => {
    if (plot === null) return Promise.resolve();
    const rest = (plot.phases ?? []).filter((phase) => phase.name !== name);
    return runIntervention(client, {
      action: 'Suppression de',
      type: 'Stade',
      plots: [plot],
      send: (id) =>
        name === 'recolte' && plot.harvest
          ? deleteHarvest(id)
          : rest.length > 0
            ? setPhases(
                id,
                rest.map((phase) => ({ name: phase.name, date: phase.date })),
              )
            : deletePhases(id),
    }).then(() => setDates(datesOf({ ...plot, phases: rest })));
  };

  type ListedStage = { name: BlightPhaseName; label: string; date: string };
  const listed: ListedStage[] = plot
    ? [
        ...[...plot.phases]
          .sort((a, b) => a.date.localeCompare(b.date))
          .map((phase) => ({
            name: phase.name,
            label: blightStageLabel(phase.name),
            date: formatDateFr(phase.date),
          })),
        ...(plot.harvest
          ? [
              {
                name: 'recolte' as const,
                label: 'Récolte',
                date: formatDateTimeFr(plot.harvest.datetime),
              },
            ]
          : []),
      ]
    : [];

  return (
    <Stack gap="md">
      <form
        onSubmit={submit}
        aria-label={own ? 'Modifier les stades' : 'Ajouter des stades'}
        noValidate
      >
        <Stack gap="sm">
          <StageDateFields today={today} dates={dates} errors={errors} onChange={setDates} />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              id="recolte-date"
              type="datetime-local"
              label="Date de récolte"
              value={harvestAt}
              onChange={(event) => setHarvestAt(event.currentTarget.value)}
              error={harvestError}
              w={{ base: '100%', xs: 240 }}
            />
            <StillNumberInput
              label="Rendement (t/ha)"
              min={0}
              value={harvestYield ?? ''}
              onChange={(value) => setHarvestYield(typeof value === 'number' ? value : null)}
              w={{ base: '100%', xs: 160 }}
            />
          </Group>
          {emptyError !== null && !pending ? (
            <Text size="sm" c="dimmed">
              {emptyError}
            </Text>
          ) : null}
          <FormFooter
            editing={false}
            pending={pending}
            invalid={invalid}
            blockedReason={blockedReason}
            addLabel={own ? 'Enregistrer les stades' : 'Ajouter les stades'}
            onCancel={() => undefined}
          />
        </Stack>
      </form>
      {plot ? (
        <>
          <InterventionList<ListedStage>
            label={`Stades de ${plot.name}`}
            emptyText={NO_STAGES}
            columns={[
              { header: 'Stade', value: (stage) => stage.label },
              { header: 'Date', value: (stage) => stage.date },
            ]}
            items={listed}
            itemKey={(stage) => stage.name}
            itemName={(stage) => `le stade ${stage.label} du ${stage.date}`}
            onEdit={
              own
                ? (stage) =>
                    document
                      .getElementById(
                        stage.name === 'recolte' ? 'recolte-date' : stageFieldId(stage.name),
                      )
                      ?.focus()
                : undefined
            }
            onDelete={(stage) => deleteStage(stage.name)}
          />
          {plot.phases.length > 0 ? (
            <Group>
              <Button variant="default" color="red" onClick={() => setDeletingAll(true)}>
                Supprimer tous les stades
              </Button>
            </Group>
          ) : null}
          <ChoiceModal
            opened={deletingAll}
            question={DELETE_ALL_QUESTION}
            onCancel={() => setDeletingAll(false)}
            onConfirm={() => {
              setDeletingAll(false);
              void runIntervention(client, {
                action: 'Suppression de',
                type: 'Stade',
                plots: [plot],
                send: (id) => deletePhases(id),
              })
                .then(() => setDates({}))
                .catch(() => undefined);
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}
