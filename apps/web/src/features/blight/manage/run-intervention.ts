// What the user is told after an intervention (spec 3 §8): 'Action bien effectuée' with
// '{action} {type} réussie.' for one plot, 'Action bien effectuée sur votre selection de
// parcelle' for several; a failure says 'Erreur lors de {action} {type}.' with the plots that did
// not take it and why (the old screen only said the first part). The lists reload either way.
import {
  ACTION_DONE_TITLE,
  actionFailed,
  actionSucceeded,
  SELECTION_DONE_TITLE,
  type InterventionAction,
  type InterventionType,
} from '@agro/domain/blight-interventions';
import type { QueryClient } from '@tanstack/react-query';
import { showDialog } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { sendToEach, type NamedPlot } from '../selection';

export interface InterventionRun {
  action: InterventionAction;
  type: InterventionType;
  plots: readonly NamedPlot[];
  send(plotId: string): Promise<unknown>;
}

/** Sends the intervention to each plot, says how it went, reloads what shows the plots. */
export async function runIntervention(client: QueryClient, run: InterventionRun): Promise<void> {
  try {
    await sendToEach(
      run.plots,
      `${actionFailed(run.action, run.type)} Parcelle(s)\u202f:`,
      (plot) => run.send(String(plot.id)),
    );
    showSuccess(
      actionSucceeded(run.action, run.type),
      run.plots.length > 1 ? SELECTION_DONE_TITLE : ACTION_DONE_TITLE,
    );
  } catch (error) {
    showDialog({
      kind: 'error',
      code: '',
      description: error instanceof Error ? error.message : actionFailed(run.action, run.type),
    });
    throw error;
  } finally {
    // Some plots may have taken it before a failure: every blight read shows what is now true.
    await client.invalidateQueries({ queryKey: ['blight'] });
  }
}
