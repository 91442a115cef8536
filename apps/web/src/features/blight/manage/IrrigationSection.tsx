// Irrigations (spec 3 §2.5, §5): start and end (Paris time), the end at least an hour after the
// start, and the water in mm, added to the selected plots; in edit mode the plot's irrigations,
// each editable (keyed by its original start) and deletable.
import type { BlightIrrigation } from '@agro/contracts/entities/blight';
import { interventionDateError, irrigationEndError } from '@agro/domain/blight-interventions';
import { formatDateTimeFr, isoToParisWall, parisWallToIso } from '@agro/domain/dates';
import { Group } from '@mantine/core';
import { useState } from 'react';
import { StillNumberInput } from '../../../components/StillNumberInput';
import {
  InterventionDateTimeInput,
  InterventionForm,
  localTimeLabel,
  shownError,
  type InterventionSectionProps,
} from './form-parts';
import { useInterventionWrites } from './intervention-writes';
import { InterventionList } from './InterventionList';
import { addIrrigation, deleteIrrigation, editIrrigation } from './manage-api';

export const NO_IRRIGATIONS = "Cette parcelle ne possède pas d'irrigations";
export const DOSE_REQUIRED = "La quantité d'eau est obligatoire.";

/** The form's errors: start within the season, end an hour after it, a quantity above 0. */
export function irrigationFormErrors(
  today: string,
  begin: string,
  end: string,
  dose: number | null,
): { begin: string | null; end: string | null; dose: string | null } {
  const beginAt = parisWallToIso(begin);
  const endAt = parisWallToIso(end);
  return {
    begin: interventionDateError(beginAt === null ? '' : begin, today),
    end:
      endAt === null
        ? 'La date de fin est obligatoire.'
        : (interventionDateError(end, today) ?? irrigationEndError(beginAt, endAt)),
    dose: dose !== null && dose > 0 ? null : DOSE_REQUIRED,
  };
}

export function IrrigationSection({ today, targets, plot, onSaved }: InterventionSectionProps) {
  const writes = useInterventionWrites('Irrigation', plot, targets);
  const [begin, setBegin] = useState('');
  const [end, setEnd] = useState('');
  const [dose, setDose] = useState<number | null>(null);
  const errors = irrigationFormErrors(today, begin, end, dose);
  const invalid = Object.values(errors).some((error) => error !== null);

  const reset = () => {
    setBegin('');
    setEnd('');
    setDose(null);
    writes.stopEditing();
  };
  const send = () => {
    const beginAt = parisWallToIso(begin);
    const endAt = parisWallToIso(end);
    if (beginAt === null || endAt === null || dose === null) return;
    const irrigation = { begin_at: beginAt, end_at: endAt, water_dose: dose };
    writes.save(
      (id, original) =>
        original === null
          ? addIrrigation(id, irrigation)
          : editIrrigation(id, original, irrigation),
      () => {
        reset();
        onSaved?.();
      },
    );
  };

  return (
    <InterventionForm
      writes={writes}
      noun="une irrigation"
      addLabel="Ajouter l'irrigation"
      invalid={invalid}
      onSend={send}
      onCancel={reset}
      list={
        plot ? (
          <InterventionList<BlightIrrigation>
            label={`Irrigations de ${plot.name}`}
            emptyText={NO_IRRIGATIONS}
            columns={[
              {
                header: localTimeLabel('Début'),
                value: (item) => formatDateTimeFr(item.begin_at),
              },
              { header: localTimeLabel('Fin'), value: (item) => formatDateTimeFr(item.end_at) },
              {
                header: 'Quantité (mm)',
                value: (item) => item.water_dose.toLocaleString('fr-FR'),
              },
            ]}
            items={[...plot.irrigations].sort((a, b) => b.begin_at.localeCompare(a.begin_at))}
            itemKey={(item) => item.begin_at}
            itemName={(item) => `l'irrigation du ${formatDateTimeFr(item.begin_at)}`}
            onEdit={(item) => {
              writes.edit(item.begin_at);
              setBegin(isoToParisWall(item.begin_at));
              setEnd(isoToParisWall(item.end_at));
              setDose(item.water_dose);
            }}
            onDelete={(item) => writes.remove(plot, (id) => deleteIrrigation(id, item.begin_at))}
          />
        ) : null
      }
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        <InterventionDateTimeInput
          today={today}
          label="Début"
          value={begin}
          onChange={setBegin}
          error={shownError(begin, errors.begin)}
        />
        <InterventionDateTimeInput
          today={today}
          label="Fin"
          value={end}
          onChange={setEnd}
          error={begin === '' ? null : shownError(end, errors.end)}
        />
        <StillNumberInput
          label="Quantité (mm)"
          required
          min={0}
          value={dose ?? ''}
          onChange={(value) => setDose(typeof value === 'number' ? value : null)}
          w={{ base: '100%', xs: 160 }}
        />
      </Group>
    </InterventionForm>
  );
}
