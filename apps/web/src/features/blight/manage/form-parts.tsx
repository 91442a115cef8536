// Pieces every form of the plot management screen shares: what the forms act on, and their
// buttons (add, or save and cancel while an item is edited) with why nothing can be sent yet.
import type { BlightPlot } from '@agro/contracts/entities/blight';
import { interventionDateBounds } from '@agro/domain/blight-interventions';
import { Stack, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormActions } from '../../../components/FormActions';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import type { NamedPlot } from '../selection';
import type { InterventionWrites } from './intervention-writes';

export interface InterventionSectionProps {
  /** 'YYYY-MM-DD' on the platform's clock: intervention dates run from 1 March to it. */
  today: string;
  /** The plots an added intervention goes to: the table's selection, or the plot detail's plot. */
  targets: readonly NamedPlot[];
  /** The plot in edit mode, whose interventions are listed; null in create mode. */
  plot: BlightPlot | null;
  /** Called once an add or an edit went through (the plot detail closes its dialog). */
  onSaved?: () => void;
}

/** Said after the time of every intervention field and list: the user types and reads it so. */
export const LOCAL_TIME = 'heure locale';

/** A field or column of a Paris time, 'Début (heure locale)' (issue 41, finding 7). */
export const localTimeLabel = (label: string) => `${label} (${LOCAL_TIME})`;

export function FormFooter({
  editing,
  pending,
  invalid,
  blockedReason,
  addLabel,
  onCancel,
}: {
  editing: boolean;
  pending: boolean;
  invalid: boolean;
  blockedReason: string | null;
  addLabel: string;
  onCancel(): void;
}) {
  return (
    <>
      {pending ? <WaitingOverlay fullPage /> : null}
      <FormActions
        submitLabel={editing ? 'Enregistrer les modifications' : addLabel}
        disabled={invalid || blockedReason !== null || pending}
        onCancel={editing ? onCancel : null}
        reason={blockedReason}
      />
    </>
  );
}

/** A field's error once the user has typed something: before, the disabled button says enough. */
export function shownError(value: string, error: string | null): string | null {
  return value === '' ? null : error;
}

/**
 * A date and time of an intervention (Paris wall time, 'YYYY-MM-DDTHH:mm'), picked within the
 * season's dates: from the first minute of its first day to the last of today. Its label says
 * 'heure locale': the API's UTC is worked out by `parisWallToIso` (issue 41, finding 7).
 */
export function InterventionDateTimeInput({
  today,
  label,
  value,
  onChange,
  error,
}: {
  today: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error: string | null;
}) {
  const bounds = interventionDateBounds(today);
  return (
    <TextInput
      type="datetime-local"
      label={localTimeLabel(label)}
      required
      value={value}
      min={`${bounds.min}T00:00`}
      max={`${bounds.max}T23:59`}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      w={{ base: '100%', xs: 280 }}
    />
  );
}

/**
 * An intervention form over the plot's list of them: its title says whether it adds or edits,
 * its footer why it cannot be sent; `onSend` runs only when it can.
 */
export function InterventionForm({
  writes,
  noun,
  addLabel,
  invalid,
  onSend,
  onCancel,
  children,
  list,
}: {
  writes: InterventionWrites;
  /** 'une irrigation': the form is 'Ajouter une irrigation' or 'Modifier une irrigation'. */
  noun: string;
  addLabel: string;
  invalid: boolean;
  onSend(): void;
  onCancel(): void;
  children: ReactNode;
  /** The plot's list, in edit mode. */
  list: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid && writes.blockedReason === null && !writes.pending) onSend();
  };
  return (
    <Stack gap="md">
      <form onSubmit={submit} aria-label={writes.editing ? `Modifier ${noun}` : `Ajouter ${noun}`}>
        <Stack gap="sm">
          {children}
          <FormFooter
            editing={writes.editing}
            pending={writes.pending}
            invalid={invalid}
            blockedReason={writes.blockedReason}
            addLabel={addLabel}
            onCancel={onCancel}
          />
        </Stack>
      </form>
      {list}
    </Stack>
  );
}
