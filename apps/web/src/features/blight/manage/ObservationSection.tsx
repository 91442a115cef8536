// Observations (spec 3 §2.5, §5): a date from 1 March to today, added to the selected plots; in
// edit mode the plot's observations, each editable (keyed by its original date) and deletable.
import type { BlightObservation } from '@agro/contracts/entities/blight';
import { interventionDateBounds, interventionDateError } from '@agro/domain/blight-interventions';
import { formatDateFr } from '@agro/domain/dates';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { InterventionForm, shownError, type InterventionSectionProps } from './form-parts';
import { useInterventionWrites } from './intervention-writes';
import { InterventionList } from './InterventionList';
import { addObservation, deleteObservation, editObservation } from './manage-api';

export const NO_OBSERVATIONS = "Cette parcelle ne possède pas d'observations";

export function ObservationSection({ today, targets, plot, onSaved }: InterventionSectionProps) {
  const writes = useInterventionWrites('Observation', plot, targets);
  const [date, setDate] = useState('');
  const bounds = interventionDateBounds(today);
  const error = interventionDateError(date, today);

  const reset = () => {
    setDate('');
    writes.stopEditing();
  };
  const send = () =>
    writes.save(
      (id, original) =>
        original === null ? addObservation(id, date) : editObservation(id, original, date),
      () => {
        reset();
        onSaved?.();
      },
    );

  return (
    <InterventionForm
      writes={writes}
      noun="une observation"
      addLabel="Ajouter l'observation"
      invalid={error !== null}
      onSend={send}
      onCancel={reset}
      list={
        plot ? (
          <InterventionList<BlightObservation>
            label={`Observations de ${plot.name}`}
            emptyText={NO_OBSERVATIONS}
            columns={[{ header: 'Date', value: (item) => formatDateFr(item.date_obs) }]}
            items={[...plot.observations].sort((a, b) => b.date_obs.localeCompare(a.date_obs))}
            itemKey={(item) => item.date_obs}
            itemName={(item) => `l'observation du ${formatDateFr(item.date_obs)}`}
            onEdit={(item) => {
              writes.edit(item.date_obs);
              setDate(item.date_obs.slice(0, 10));
            }}
            onDelete={(item) =>
              writes.remove(plot, (id) => deleteObservation(id, item.date_obs.slice(0, 10)))
            }
          />
        ) : null
      }
    >
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
    </InterventionForm>
  );
}
