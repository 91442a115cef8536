// The dashboard's plot list, which the screen's route prefetches (lib/screen-prefetch.tsx).
import { prefetchedListQuery } from '../../../lib/screen-prefetch';
import { callApi } from '../../../lib/api';

export const BH_PLOTS_KEY = ['water-balance', 'plots'] as const;

export const waterBalancePlotsQuery = prefetchedListQuery(BH_PLOTS_KEY, ({ signal }) =>
  callApi('bhPlotsList', { signal }).then((answer) => answer.data),
);
