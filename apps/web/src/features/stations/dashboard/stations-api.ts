// The dashboard's read (spec 3 §7.2): every connected station with its reception.
import { useQuery } from '@tanstack/react-query';
import { apiCall, callApi } from '../../../lib/api';

const stationsList = apiCall('stationsList', 'GET', 'iot/stations');

export const STATIONS_KEY = ['stations', 'list'] as const;

export function useConnectedStations() {
  return useQuery({
    queryKey: STATIONS_KEY,
    queryFn: ({ signal }) => callApi(stationsList, { signal }).then((answer) => answer.data),
  });
}
