// The weather-gap view's calls (spec 3 §2.4, §7.1): every plot of the user with its ongoing
// corrections, and a correction sent to each selected plot in turn.
import type { BlightGapPlot } from '@agro/contracts/entities/blight';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { apiDataQuery } from '../../../lib/api-query';
import type { CorrectionRequest } from '../corrections/corrections-ui';
import { ALL_CORRECTIONS_KEY } from '../plot/plot-api';
import { sendToEach } from '../selection';

export const useAllCorrections = () =>
  useQuery(apiDataQuery(ALL_CORRECTIONS_KEY, 'blightReplacementsAll'));

const CORRECTION_FAILED_FOR = "La correction n'a pas pu être enregistrée pour";

/** Sends the correction to each plot in turn; says which failed, once all were tried. */
export function applyToPlots(
  plots: readonly BlightGapPlot[],
  request: CorrectionRequest,
): Promise<void> {
  return sendToEach(plots, CORRECTION_FAILED_FOR, (plot) => {
    const id = String(plot.id);
    return request.kind === 'gaps'
      ? callApi('blightGapMeteosFill', { params: { id, x: '1' }, body: {} })
      : callApi('blightReplacementCreate', {
          params: { id },
          body: { replacement_data: [{ begin: request.begin, end: request.end }] },
        });
  });
}
