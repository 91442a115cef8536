// The national weather service's stations (spec 3 §2.9, §7.2): the list, one station, its recent
// days, and the admins' registration of a station as a connected one (check, then post).
import type { NationalStation, TestStationPayload } from '@agro/contracts/entities/stations';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api';
import { apiDataQuery, fetchData, LOCAL_ERRORS } from '../../../lib/api-query';
import { prefetchedListQuery } from '../../../lib/screen-prefetch';

/** The dashboard's list, which the screen's route prefetches (lib/screen-prefetch.tsx). */
export const nationalStationsQuery = prefetchedListQuery(
  ['national-stations'],
  ({ signal }) => fetchData('nationalStationsList', { signal }),
  LOCAL_ERRORS,
);

export function useNationalStations() {
  return useQuery(nationalStationsQuery);
}

export const useNationalStation = (code: string) =>
  useQuery(
    apiDataQuery(['national-stations', code], 'nationalStationGet', { params: { id: code } }),
  );

export const useNationalStationDays = (code: string) =>
  useQuery(
    apiDataQuery(['national-stations', code, 'days'], 'nationalStationDayData', {
      params: { id: code },
    }),
  );

export function isNationalStationMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** What the connected-station registry receives for a national station (spec 3 §3.2). */
export function testStationOf(station: NationalStation): TestStationPayload {
  return {
    name: station.NomComplet,
    identification: station.CodeStation,
    latitude: station.Coordonnees.Latitude,
    longitude: station.Coordonnees.Longitude,
    altitude: station.Coordonnees.Altitude,
    lastmovedate: null,
  };
}

/** Spec 3 §8: the check failed. */
export const CHECK_FAILED = 'Erreur lors de la vérification de la station';
/** Spec 3 §8: an answer of another shape. */
export const UNEXPECTED_ANSWER = 'Réponse inattendue du serveur';
export const POST_FAILED = "Erreur lors de l'ajout de la station aux stations connectées";

export type CheckOutcome = { exists: true; id: string | number } | { exists: false };

/** Whether the registry already holds the station; throws the spec's messages. */
export async function checkRegistered(station: NationalStation): Promise<CheckOutcome> {
  let answer: unknown;
  try {
    answer = await callApi('nationalStationCheck', { body: testStationOf(station) });
  } catch {
    throw new Error(CHECK_FAILED);
  }
  const data = (answer as { data?: unknown } | null)?.data as
    { exists?: unknown; id?: unknown } | undefined;
  if (!data || typeof data.exists !== 'boolean') throw new Error(UNEXPECTED_ANSWER);
  if (data.exists && (typeof data.id === 'number' || typeof data.id === 'string')) {
    return { exists: true, id: data.id };
  }
  if (data.exists) throw new Error(UNEXPECTED_ANSWER);
  return { exists: false };
}

/** Registers the station; answers the new connected station's id. */
export async function registerStation(station: NationalStation): Promise<string | number> {
  let answer: unknown;
  try {
    answer = await callApi('nationalStationPostInIot', {
      body: { station_mf_to_iot: testStationOf(station) },
    });
  } catch {
    throw new Error(POST_FAILED);
  }
  const id = (answer as { data?: unknown } | null)?.data;
  if ((typeof id === 'number' && id > 0) || (typeof id === 'string' && id !== '')) return id;
  throw new Error(POST_FAILED);
}
