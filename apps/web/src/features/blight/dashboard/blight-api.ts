// The blight dashboard's reads (spec 3 §7.1): the campaign's plots, which the screen's route
// prefetches (lib/screen-prefetch.tsx), and the filter bar's lists.
import { blightCampaignYear } from '@agro/domain/blight';
import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-query';
import { platformToday } from '../../../lib/config';
import { prefetchedListQuery } from '../../../lib/screen-prefetch';

export const BLIGHT_PLOTS_KEY = ['blight', 'situation'] as const;

/** The plots of the current campaign (from March, else the previous year's). */
export const blightPlotsQuery = prefetchedListQuery(
  BLIGHT_PLOTS_KEY,
  async ({ signal, client }) => {
    const campagne = blightCampaignYear(await platformToday(client));
    return fetchData('blightSituation', { query: { campagne }, signal });
  },
);

export function useBlightPlots() {
  return useQuery(blightPlotsQuery);
}

export function useBlightFilterLists() {
  return useQuery({
    queryKey: ['blight', 'lists'],
    queryFn: ({ signal }) => fetchData('blightFilterLists', { signal }),
  });
}
