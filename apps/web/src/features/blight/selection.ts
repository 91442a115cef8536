// One write sent to each plot of a selection in turn (the weather-gap view's corrections, the
// plot management's interventions): every plot is tried, then the failures are said together.

export interface NamedPlot {
  id: string | number;
  name: string;
}

/** Some plots did not take the write: which, and why (the first reason). */
export class SelectionError extends Error {
  constructor(
    readonly failed: readonly NamedPlot[],
    lead: string,
    reason: string,
  ) {
    super(
      `${lead} ${failed.map((plot) => `${plot.name} (${plot.id})`).join(', ')}\u202f: ${reason}`,
    );
  }
}

/**
 * Sends the write to each plot in turn; once all were tried, throws a SelectionError naming
 * those that failed, `lead` opening its message ("La correction n'a pas pu être enregistrée pour").
 */
export async function sendToEach<P extends NamedPlot>(
  plots: readonly P[],
  lead: string,
  send: (plot: P) => Promise<unknown>,
): Promise<void> {
  const failed: P[] = [];
  let reason = '';
  for (const plot of plots) {
    try {
      await send(plot);
    } catch (error) {
      failed.push(plot);
      reason ||= error instanceof Error ? error.message : String(error);
    }
  }
  if (failed.length > 0) throw new SelectionError(failed, lead, reason);
}

/** Said under a form that acts on the table's selection while nothing is selected. */
export const NO_PLOT_SELECTED = 'Sélectionnez au moins une parcelle dans le tableau.';
