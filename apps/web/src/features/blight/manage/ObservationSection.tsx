// Observations (spec 3 §2.5, §5): a date from 1 March to today, added to the selected plots; in
// edit mode the plot's observations, each editable (keyed by its original date) and deletable.
import type { BlightObservation } from '@agro/contracts/entities/blight';
import { interventionDateBounds, interventionDateError } from '@agro/domain/blight-interventions';
import { formatDateFr } from '@agro/domain/dates';
import { Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  blockedBySelection,
  FormFooter,
  shownError,
  writeTargets,
  type InterventionSectionProps,
} from './form-parts';
import { InterventionList } from './InterventionList';
import { addObservation, deleteObservation, editObservation } from './manage-api';
import { runIntervention } from './run-intervention';

export const NO_OBSERVATIONS = "Cette parcelle ne possède pas d'observations";

export function ObservationSection({ today, targets, plot }: InterventionSectionProps) {
  const client = useQueryClient();
  const [date, setDate] = useState('');
  const [original, setOriginal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const bounds = interventionDateBounds(today);
  const error = interventionDateError(date, today);
  const editing = original !== null;
  const blockedReason = blockedBySelection(editing, targets);

  const reset = () => {
    setDate('');
    setOriginal(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error !== null || blockedReason !== null) return;
    setPending(true);
    runIntervention(client, {
      action: editing ? 'Modification de' : 'Ajout de',
      type: 'Observation',
      plots: writeTargets(editing, plot, targets),
      send: (id) =>
        original === null ? addObservation(id, date) : editObservation(id, original, date),
    })
      .then(reset)
      .catch(() => undefined)
      .finally(() => setPending(false));
  };

  return (
    <Stack gap="md">
      <form
        onSubmit={submit}
        aria-label={editing ? 'Modifier une observation' : 'Ajouter une observation'}
      >
        <Stack gap="sm">
          <TextInput
            type="date"
            label="Date d'observation"
            required
            value={date}
            min={bounds.min}
            max={bounds.max}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={shownError(date, error)}
            w={{ base: '100%', xs: 220 }}
          />
          <FormFooter
            editing={editing}
            pending={pending}
            invalid={error !== null}
            blockedReason={blockedReason}
            addLabel="Ajouter l'observation"
            onCancel={reset}
          />
        </Stack>
      </form>
      {plot ? (
        <InterventionList<BlightObservation>
          label={`Observations de ${plot.name}`}
          emptyText={NO_OBSERVATIONS}
          columns={[{ header: 'Date', value: (item) => formatDateFr(item.date_obs) }]}
          items={[...plot.observations].sort((a, b) => b.date_obs.localeCompare(a.date_obs))}
          itemKey={(item) => item.date_obs}
          itemName={(item) => `l'observation du ${formatDateFr(item.date_obs)}`}
          onEdit={(item) => {
            setOriginal(item.date_obs);
            setDate(item.date_obs.slice(0, 10));
          }}
          onDelete={(item) =>
            runIntervention(client, {
              action: 'Suppression de',
              type: 'Observation',
              plots: [plot],
              send: (id) => deleteObservation(id, item.date_obs.slice(0, 10)),
            })
          }
        />
      ) : null}
    </Stack>
  );
}
