// The station detail's reads (spec 3 §7.2). Each card says itself what failed (local errors).
import { useQuery } from '@tanstack/react-query';
import { apiCall, isRecordMissing } from '../../../lib/api';
import { apiDataQuery } from '../../../lib/api-query';

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

export const useStation = (id: string) =>
  useQuery(apiDataQuery(['stations', id], stationGet, { params: { id } }));

export const useStationDays = (id: string) =>
  useQuery(apiDataQuery(['stations', id, 'days'], stationDays, { params: { id } }));

/** Hours of the UTC days `debut` to `fin` (both included, at most a year apart). */
export const useStationHours = (id: string, debut: string, fin: string) =>
  useQuery(
    apiDataQuery(['stations', id, 'hours', debut, fin], stationHours, {
      params: { id },
      query: { debut, fin },
    }),
  );

export const useReceptionCounts = (id: string) =>
  useQuery(apiDataQuery(['stations', id, 'counts'], receptionCounts, { params: { id } }));

export const useStationAuthorisations = (id: string) =>
  useQuery(apiDataQuery(['stations', id, 'authorisations'], authorisations, { params: { id } }));

/** The station's blight plots, read when the dialog opens. */
export const useStationBlightPlots = (id: string, enabled: boolean) =>
  useQuery({
    ...apiDataQuery(['stations', id, 'blight-plots'], blightPlots, { params: { id } }),
    enabled,
  });

/** Whether a failure means there is no such station for this user (unknown or a bad id). */
export const isStationMissing = isRecordMissing;
