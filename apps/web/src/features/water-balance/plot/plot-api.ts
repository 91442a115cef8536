// The two reads of the plot detail (spec 3 §7.3): the plot with its stages, irrigations and
// balance rows, and its daily rain with the origin of each day.
import type { BhPlot, BhRainInfo } from '@agro/contracts/entities/water-balance';
import { useQuery } from '@tanstack/react-query';
import { apiCall, callApi, isRecordMissing } from '../../../lib/api';

const bhPlotGet = apiCall('bhPlotGet', 'GET', 'bhs/{id}');
const bhPlotRains = apiCall('bhPlotRains', 'GET', 'bhs/{id}/pluies');

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
      callApi(bhPlotGet, { params: { id }, signal }).then((answer) => answer.data[0] ?? null),
    meta: { errorHandling: 'local' },
  });
}

/** The plot's rain by day; the page asks for it once the plot is known (a 404 comes once). */
export function useBhPlotRains(id: string) {
  return useQuery<BhRainInfo, Error>({
    queryKey: bhPlotRainsKey(id),
    queryFn: ({ signal }) =>
      callApi(bhPlotRains, { params: { id }, signal }).then((answer) => answer.data),
    meta: { errorHandling: 'local' },
  });
}

/** Whether a failure means there is no such plot for this user (unknown, hidden, or a bad id). */
export const isPlotMissing = isRecordMissing;
