// Who a plot management write goes to, shared by the forms (why they cannot be sent yet) and the
// writes themselves: kept apart from both so that neither imports the other.
import type { BlightPlot } from '@agro/contracts/entities/blight';
import { NO_PLOT_SELECTED, type NamedPlot } from '../selection';

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
