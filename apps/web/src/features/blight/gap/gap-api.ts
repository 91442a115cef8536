// The weather-gap view's calls (spec 3 §2.4, §7.1): every plot of the user with its ongoing
// corrections, and a correction sent to each selected plot in turn.
import type { BlightGapPlot } from '@agro/contracts/entities/blight';
import { useQuery } from '@tanstack/react-query';
import { apiCall, callApi } from '../../../lib/api';
import type { CorrectionRequest } from '../corrections/corrections-ui';
import { ALL_CORRECTIONS_KEY } from '../plot/plot-api';

const allCorrections = apiCall(
  'blightReplacementsAll',
  'GET',
  'maladiesPdt/plots/getAllReplacement',
);
const correctionAdd = apiCall(
  'blightReplacementCreate',
  'POST',
  'maladiesPdt/plots/{id}/replacement',
);
const gapFill = apiCall('blightGapMeteosFill', 'POST', 'maladiesPdt/plots/{id}/gapMeteos/{x}');

export function useAllCorrections() {
  return useQuery({
    queryKey: ALL_CORRECTIONS_KEY,
    queryFn: ({ signal }) => callApi(allCorrections, { signal }).then((answer) => answer.data),
    meta: { errorHandling: 'local' },
  });
}

/** Some plots did not take the correction: which, and why (the first reason). */
export class SelectionError extends Error {
  constructor(
    readonly failed: readonly BlightGapPlot[],
    reason: string,
  ) {
    super(
      `La correction n'a pas pu être enregistrée pour ${failed
        .map((plot) => `${plot.name} (${plot.id})`)
        .join(', ')} : ${reason}`,
    );
  }
}

/** Sends the correction to each plot in turn; says which failed, once all were tried. */
export async function applyToPlots(
  plots: readonly BlightGapPlot[],
  request: CorrectionRequest,
): Promise<void> {
  const failed: BlightGapPlot[] = [];
  let reason = '';
  for (const plot of plots) {
    const id = String(plot.id);
    try {
      if (request.kind === 'gaps') {
        await callApi(gapFill, { params: { id, x: '1' }, body: {} });
      } else {
        await callApi(correctionAdd, {
          params: { id },
          body: { replacement_data: [{ begin: request.begin, end: request.end }] },
        });
      }
    } catch (error) {
      failed.push(plot);
      reason ||= error instanceof Error ? error.message : String(error);
    }
  }
  if (failed.length > 0) throw new SelectionError(failed, reason);
}
