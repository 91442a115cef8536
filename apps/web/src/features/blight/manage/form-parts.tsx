// Pieces every form of the plot management screen shares: what the forms act on, and their
// buttons (add, or save and cancel while an item is edited) with why nothing can be sent yet.
import type { BlightPlot, BlightPlotSummary } from '@agro/contracts/entities/blight';
import { Button, Group, Text } from '@mantine/core';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import type { NamedPlot } from '../selection';
import { NO_PLOT_SELECTED } from '../selection';

export interface InterventionSectionProps {
  /** 'YYYY-MM-DD' on the platform's clock: intervention dates run from 1 March to it. */
  today: string;
  /** The plots an added intervention goes to: the table's selection. */
  targets: readonly BlightPlotSummary[];
  /** The plot in edit mode, whose interventions are listed; null in create mode. */
  plot: BlightPlot | null;
}

/** The plots a write goes to: the edited item's plot alone, else the selection. */
export function writeTargets(
  editingItem: boolean,
  plot: BlightPlot | null,
  targets: readonly NamedPlot[],
): readonly NamedPlot[] {
  return editingItem && plot !== null ? [plot] : targets;
}

/** Why an add cannot be sent: no plot selected (an edit always has its plot). */
export function blockedBySelection(editingItem: boolean, targets: readonly NamedPlot[]) {
  return !editingItem && targets.length === 0 ? NO_PLOT_SELECTED : null;
}

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
      <Group gap="sm">
        <Button type="submit" disabled={invalid || blockedReason !== null || pending}>
          {editing ? 'Enregistrer les modifications' : addLabel}
        </Button>
        {editing ? (
          <Button variant="default" onClick={onCancel}>
            Annuler la modification
          </Button>
        ) : null}
        {blockedReason ? (
          <Text size="sm" c="dimmed">
            {blockedReason}
          </Text>
        ) : null}
      </Group>
    </>
  );
}

/** A field's error once the user has typed something: before, the disabled button says enough. */
export function shownError(value: string, error: string | null): string | null {
  return value === '' ? null : error;
}
