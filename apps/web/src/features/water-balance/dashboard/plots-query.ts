// The dashboard's plot list, which the screen's route prefetches (lib/screen-prefetch.tsx).
import { prefetchedListQuery } from '../../../lib/screen-prefetch';
import { apiCall, callApi } from '../../../lib/api';

const plotsList = apiCall('bhPlotsList', 'GET', 'bhs');

export const BH_PLOTS_KEY = ['water-balance', 'plots'] as const;

export const waterBalancePlotsQuery = prefetchedListQuery(BH_PLOTS_KEY, ({ signal }) =>
  callApi(plotsList, { signal }).then((answer) => answer.data),
);
