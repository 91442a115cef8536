// The station detail's reads (spec 3 §7.2). Each card says itself what failed (local errors).
import { useQuery } from '@tanstack/react-query';
import { isRecordMissing } from '../../../lib/api';
import { apiDataQuery } from '../../../lib/api-query';

export const useStation = (id: string) =>
  useQuery(apiDataQuery(['stations', id], 'stationGet', { params: { id } }));

export const useStationDays = (id: string) =>
  useQuery(apiDataQuery(['stations', id, 'days'], 'stationDayData', { params: { id } }));

/** Hours of the UTC days `debut` to `fin` (both included, at most a year apart). */
export const useStationHours = (id: string, debut: string, fin: string) =>
  useQuery(
    apiDataQuery(['stations', id, 'hours', debut, fin], 'stationHourData', {
      params: { id },
      query: { debut, fin },
    }),
  );

export const useReceptionCounts = (id: string) =>
  useQuery(apiDataQuery(['stations', id, 'counts'], 'stationReceptionCounts', { params: { id } }));

export const useStationAuthorisations = (id: string) =>
  useQuery(
    apiDataQuery(['stations', id, 'authorisations'], 'stationAuthorisations', { params: { id } }),
  );

/** The station's blight plots, read when the dialog opens. */
export const useStationBlightPlots = (id: string, enabled: boolean) =>
  useQuery({
    ...apiDataQuery(['stations', id, 'blight-plots'], 'stationMildiouPlots', { params: { id } }),
    enabled,
  });

/** Whether a failure means there is no such station for this user (unknown or a bad id). */
export const isStationMissing = isRecordMissing;
