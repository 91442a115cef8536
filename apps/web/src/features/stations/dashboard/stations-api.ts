// The dashboard's read (spec 3 §7.2): every connected station with its reception, which the
// screen's route prefetches (lib/screen-prefetch.tsx).
import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-query';
import { prefetchedListQuery } from '../../../lib/screen-prefetch';

export const STATIONS_KEY = ['stations', 'list'] as const;

export const connectedStationsQuery = prefetchedListQuery(STATIONS_KEY, ({ signal }) =>
  fetchData('stationsList', { signal }),
);

export function useConnectedStations() {
  return useQuery(connectedStationsQuery);
}
