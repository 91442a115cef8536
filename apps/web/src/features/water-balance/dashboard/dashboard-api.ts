// The dashboard's two reads (spec 3 §7.3): the plots the user sees and the filter bar's sources.
// Failures take the app's error path (the error modal, lib/query-client.ts).
import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-query';
import { waterBalancePlotsQuery } from './plots-query';

export const BH_FILTER_LISTS_KEY = ['water-balance', 'filter-lists'] as const;

export function useWaterBalancePlots() {
  return useQuery(waterBalancePlotsQuery);
}

export function useWaterBalanceFilterLists() {
  return useQuery({
    queryKey: BH_FILTER_LISTS_KEY,
    queryFn: ({ signal }) => fetchData('bhFilterLists', { signal }),
  });
}
