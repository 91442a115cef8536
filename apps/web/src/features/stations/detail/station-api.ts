// The station detail's reads (spec 3 §7.2). Each card says itself what failed (local errors).
import { useQuery } from '@tanstack/react-query';
import { apiCall, callApi, isRecordMissing } from '../../../lib/api';

const stationGet = apiCall('stationGet', 'GET', 'iot/station/{id}');
const stationDays = apiCall('stationDayData', 'GET', 'iot/station/{id}/data/day');
const stationHours = apiCall('stationHourData', 'GET', 'iot/station/{id}/data/hour');
const receptionCounts = apiCall(
  'stationReceptionCounts',
  'GET',
  'iot/station/{id}/dm/quotidiennes/nbValues',
);
const authorisations = apiCall('stationAuthorisations', 'GET', 'iot/station/{id}/authorisation');
const blightPlots = apiCall('stationMildiouPlots', 'GET', 'iot/station/{id}/plot/mildiou');

const local = { meta: { errorHandling: 'local' } } as const;

export function useStation(id: string) {
  return useQuery({
    queryKey: ['stations', id],
    queryFn: ({ signal }) => callApi(stationGet, { params: { id }, signal }).then((a) => a.data),
    ...local,
  });
}

export function useStationDays(id: string) {
  return useQuery({
    queryKey: ['stations', id, 'days'],
    queryFn: ({ signal }) => callApi(stationDays, { params: { id }, signal }).then((a) => a.data),
    ...local,
  });
}

/** Hours of the UTC days `debut` to `fin` (both included, at most a year apart). */
export function useStationHours(id: string, debut: string, fin: string) {
  return useQuery({
    queryKey: ['stations', id, 'hours', debut, fin],
    queryFn: ({ signal }) =>
      callApi(stationHours, { params: { id }, query: { debut, fin }, signal }).then((a) => a.data),
    ...local,
  });
}

export function useReceptionCounts(id: string) {
  return useQuery({
    queryKey: ['stations', id, 'counts'],
    queryFn: ({ signal }) =>
      callApi(receptionCounts, { params: { id }, signal }).then((a) => a.data),
    ...local,
  });
}

export function useStationAuthorisations(id: string) {
  return useQuery({
    queryKey: ['stations', id, 'authorisations'],
    queryFn: ({ signal }) =>
      callApi(authorisations, { params: { id }, signal }).then((a) => a.data),
    ...local,
  });
}

/** The station's blight plots, read when the dialog opens. */
export function useStationBlightPlots(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['stations', id, 'blight-plots'],
    queryFn: ({ signal }) => callApi(blightPlots, { params: { id }, signal }).then((a) => a.data),
    enabled,
    ...local,
  });
}

/** Whether a failure means there is no such station for this user (unknown or a bad id). */
export const isStationMissing = isRecordMissing;
