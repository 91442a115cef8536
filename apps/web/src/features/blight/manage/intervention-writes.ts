// The write side every intervention form of plot management shares (treatments, irrigations,
// observations): which item is being edited (by its original key, as the API names it), whether
// a write is under way, why an add cannot be sent, and the add / edit / delete runs with the
// spec's messages (spec 3 §8).
import type { BlightPlot } from '@agro/contracts/entities/blight';
import type { InterventionType } from '@agro/domain/blight-interventions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NamedPlot } from '../selection';
import { runIntervention } from './run-intervention';
import { blockedBySelection, writeTargets } from './write-targets';

export interface InterventionWrites {
  /** The edited item's original key; null when the form adds. */
  original: string | null;
  editing: boolean;
  pending: boolean;
  /** Why an add cannot be sent yet (no plot selected); null when it can. */
  blockedReason: string | null;
  /** Puts the form in edit mode for the item of that key. */
  edit(original: string): void;
  /** Leaves edit mode. */
  stopEditing(): void;
  /**
   * Adds to the selection, or saves the edited item on its plot; `done` clears the form once
   * every plot took it.
   */
  save(send: (plotId: string, original: string | null) => Promise<unknown>, done: () => void): void;
  /** Deletes one item of the plot in edit mode. */
  remove(plot: BlightPlot, send: (plotId: string) => Promise<unknown>): Promise<void>;
}

export function useInterventionWrites(
  type: InterventionType,
  plot: BlightPlot | null,
  targets: readonly NamedPlot[],
): InterventionWrites {
  const client = useQueryClient();
  const [original, setOriginal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const editing = original !== null;
  return {
    original,
    editing,
    pending,
    blockedReason: blockedBySelection(editing, targets),
    edit: setOriginal,
    stopEditing: () => setOriginal(null),
    save(send, done) {
      setPending(true);
      runIntervention(client, {
        action: editing ? 'Modification de' : 'Ajout de',
        type,
        plots: writeTargets(editing, plot, targets),
        send: (id) => send(id, original),
      })
        .then(() => {
          done();
          setOriginal(null);
        })
        // runIntervention has shown the failure; the form keeps what was typed.
        .catch(() => undefined)
        .finally(() => setPending(false));
    },
    remove: (target, send) =>
      runIntervention(client, { action: 'Suppression de', type, plots: [target], send }),
  };
}
