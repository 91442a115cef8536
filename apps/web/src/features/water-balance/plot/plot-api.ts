// The two reads of the plot detail (spec 3 §7.3): the plot with its stages, irrigations and
// balance rows, and its daily rain with the origin of each day.
import type { BhPlot } from '@agro/contracts/entities/water-balance';
import { useQuery } from '@tanstack/react-query';
import { isRecordMissing } from '../../../lib/api';
import { apiDataQuery, fetchData, LOCAL_ERRORS } from '../../../lib/api-query';

export const bhPlotKey = (id: string) => ['water-balance', 'plot', id] as const;
export const bhPlotRainsKey = (id: string) => ['water-balance', 'plot', id, 'rains'] as const;

/**
 * The plot, or null when the API has none under this id. The page says itself what went wrong:
 * a plot the user may not see is a 404, like an unknown one.
 */
export function useBhPlot(id: string) {
  return useQuery<BhPlot | null, Error>({
    queryKey: bhPlotKey(id),
    queryFn: ({ signal }) =>
      fetchData('bhPlotGet', { params: { id }, signal }).then((plots) => plots[0] ?? null),
    meta: LOCAL_ERRORS,
  });
}

/** The plot's rain by day; the page asks for it once the plot is known (a 404 comes once). */
export function useBhPlotRains(id: string) {
  return useQuery(apiDataQuery(bhPlotRainsKey(id), 'bhPlotRains', { params: { id } }));
}

/** Whether a failure means there is no such plot for this user (unknown, hidden, or a bad id). */
export const isPlotMissing = isRecordMissing;
