// Calls of spec 3 §7.2: connected stations, the national weather service's stations, the bulletin
// space (cas-types). `equipments` and the adviser calls are in platform.ts.
import { z } from 'zod';
import { dataAnswer, endpoint, pathParams, writeOutcome } from '../catalogue/endpoint.ts';
import { CODE_MAX } from '../catalogue/input-limits.ts';
import { blightCasTypeRow, blightReceptionDay } from '../entities/blight.ts';
import { identifier } from '../entities/common.ts';
import {
  casTypeStation,
  connectedStation,
  nationalStation,
  stationAuthorisation,
  stationAuthorisationRow,
  stationDailyWeather,
  stationHourlyWeather,
  stationPlot,
  stationUsage,
  testStationPayload,
} from '../entities/stations.ts';

const stations = { doc: 3, section: '7.2 Stations and bulletin' } as const;
const national = { doc: 3, section: '7.4 Map (national service stations)' } as const;

// Bulletin space: BSV_MIL-ecriture holders; admins use it too (all cas-types, no quota).
const bulletin = ['BSV_MIL-ecriture', 'ADMIN'] as const;

const stationId = pathParams('id');

/** Longest window of hourly rows one call answers: a year (its 8,784 hours at most). */
export const HOURLY_WINDOW_MAX_DAYS = 366;
/** Days of real hours answered when no window is asked for. */
export const HOURLY_WINDOW_DEFAULT_DAYS = 31;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'doit être une date AAAA-MM-JJ');

/**
 * Window of the hourly calls (UTC days, both included). The spec shows no query; a year of hours
 * of every station at once is too much for a table, so the screens ask for the days they show
 * (docs/spec-deviations.md). Without it: the last HOURLY_WINDOW_DEFAULT_DAYS days and the
 * forecasts.
 */
export const hourlyWindowQuery = z
  .object({ debut: isoDay.optional(), fin: isoDay.optional() })
  .refine((q) => !q.debut || !q.fin || q.debut <= q.fin, {
    message: 'La date de début doit précéder la date de fin',
  });

export const stationsEndpoints = [
  endpoint({
    id: 'stationsList',
    method: 'GET',
    path: 'iot/stations',
    rights: ['METEO'],
    answer: dataAnswer(z.array(connectedStation)),
    spec: stations,
    summary: 'Connected stations with their reception state (dashboard list and map).',
  }),
  endpoint({
    id: 'stationGet',
    method: 'GET',
    path: 'iot/station/{id}',
    rights: ['METEO'],
    params: stationId,
    answer: dataAnswer(connectedStation),
    spec: stations,
    summary: 'One connected station (detail info card).',
  }),
  endpoint({
    id: 'stationsAuthorisations',
    method: 'GET',
    path: 'iot/station/authorisations',
    rights: ['METEO'],
    answer: dataAnswer(z.array(stationAuthorisationRow)),
    spec: stations,
    summary: "Every station's authorisations (the 'Autorisations stations' export).",
  }),
  endpoint({
    id: 'stationActualHourData',
    method: 'GET',
    path: 'iot/station/{id}/data/actual/hour',
    rights: ['METEO'],
    params: stationId,
    query: hourlyWindowQuery,
    answer: dataAnswer(z.array(stationHourlyWeather)),
    spec: stations,
    summary: 'Hourly weather actually received from the station.',
  }),
  endpoint({
    id: 'stationActualDayData',
    method: 'GET',
    path: 'iot/station/{id}/data/actual/day',
    rights: ['METEO'],
    params: stationId,
    answer: dataAnswer(z.array(stationDailyWeather)),
    spec: stations,
    summary: 'Daily weather aggregated from the real data of the station.',
  }),
  endpoint({
    id: 'stationForecastHourData',
    method: 'GET',
    path: 'iot/station/{id}/data/forecast/hour',
    rights: ['METEO'],
    params: stationId,
    query: hourlyWindowQuery,
    answer: dataAnswer(z.array(stationHourlyWeather)),
    spec: stations,
    summary: 'Hourly weather forecast at the station.',
  }),
  endpoint({
    id: 'stationForecastDayData',
    method: 'GET',
    path: 'iot/station/{id}/data/forecast/day',
    rights: ['METEO'],
    params: stationId,
    answer: dataAnswer(z.array(stationDailyWeather)),
    spec: stations,
    summary: 'Daily weather forecast at the station.',
  }),
  endpoint({
    id: 'stationDayData',
    method: 'GET',
    path: 'iot/station/{id}/data/day',
    rights: ['METEO'],
    params: stationId,
    answer: dataAnswer(z.array(stationDailyWeather)),
    spec: stations,
    summary: "Daily weather, real then forecast (the 'Suivi par jour' table and chart).",
  }),
  endpoint({
    id: 'stationHourData',
    method: 'GET',
    path: 'iot/station/{id}/data/hour',
    rights: ['METEO'],
    params: stationId,
    query: hourlyWindowQuery,
    answer: dataAnswer(z.array(stationHourlyWeather)),
    spec: stations,
    summary: "Hourly weather, real then forecast (the 'Suivi par heure' table and chart).",
  }),
  endpoint({
    id: 'stationReceptionCounts',
    method: 'GET',
    path: 'iot/station/{id}/dm/quotidiennes/nbValues',
    rights: ['METEO'],
    params: stationId,
    // Same per-day counts as a plot's reception (spec 3 §3.1), without corrections.
    answer: dataAnswer(z.array(blightReceptionDay)),
    spec: stations,
    summary: 'Per-day counts of received values (reception planning heat map).',
  }),
  endpoint({
    id: 'stationMildiouPlots',
    method: 'GET',
    path: 'iot/station/{id}/plot/mildiou',
    // The screen's button also needs MILDIOU; the call itself stays on the station screen's right.
    rights: ['METEO'],
    params: stationId,
    answer: dataAnswer(z.array(stationPlot)),
    spec: stations,
    summary: "Blight plots using the station ('Voir les parcelles Mildiou').",
  }),
  endpoint({
    id: 'stationUsage',
    method: 'GET',
    path: 'iot/station/{id}/stat',
    rights: ['METEO'],
    params: stationId,
    answer: dataAnswer(z.array(stationUsage)),
    spec: stations,
    summary: 'Use of the station per service: decision tools, period, user and plot counts.',
  }),
  endpoint({
    id: 'stationAuthorisations',
    method: 'GET',
    path: 'iot/station/{id}/authorisation',
    rights: ['METEO'],
    params: stationId,
    answer: dataAnswer(z.array(stationAuthorisation)),
    spec: stations,
    summary: 'Authorisations of one station (table Service, OAD, Début, Fin).',
  }),

  endpoint({
    id: 'bsvCasTypesByRegion',
    method: 'POST',
    path: 'bsv/castype',
    rights: [...bulletin],
    // Null for an admin: every region.
    body: z.object({ id_regions: z.array(identifier).nullable() }),
    answer: dataAnswer(z.array(blightCasTypeRow)),
    spec: stations,
    summary: "Cas-types of the adviser's regions ('Mes cas-types'); all of them for an admin.",
  }),
  endpoint({
    id: 'bsvStations',
    method: 'POST',
    path: 'bsv/stations',
    rights: [...bulletin],
    // Null for an admin: stations of every department.
    body: z.object({ departements: z.array(z.string().max(CODE_MAX)).nullable() }),
    answer: dataAnswer(z.array(casTypeStation)),
    spec: stations,
    summary: "Stations a cas-type can be tied to, filtered by the adviser's departments.",
  }),

  endpoint({
    id: 'nationalStationsList',
    method: 'GET',
    path: 'meteofrance/stations',
    // ADMIN too: registering a national station starts from this list (spec 3 §2.9).
    rights: ['STADES', 'ADMIN'],
    answer: dataAnswer(z.array(nationalStation)),
    spec: national,
    summary: "The national weather service's stations (path not shown in the spec; chosen here).",
  }),
  endpoint({
    id: 'nationalStationGet',
    method: 'GET',
    path: 'meteofrance/stations/{id}',
    rights: ['STADES', 'ADMIN'],
    params: pathParams('id'),
    answer: dataAnswer(nationalStation),
    spec: national,
    summary: 'One national service station by CodeStation (not in the spec; for its detail route).',
  }),
  endpoint({
    id: 'nationalStationDayData',
    method: 'GET',
    path: 'meteofrance/stations/{id}/data/day',
    rights: ['STADES', 'ADMIN'],
    params: pathParams('id'),
    answer: dataAnswer(z.array(stationDailyWeather)),
    spec: national,
    summary:
      "A national station's daily weather: the last 30 days, then its forecasts (not in the spec; for its detail route).",
  }),
  endpoint({
    id: 'nationalStationCheck',
    method: 'POST',
    path: 'checkStationsMF',
    rights: ['ADMIN'],
    body: testStationPayload,
    // Shape not shown: whether the registry already holds the station, and its id if so.
    answer: dataAnswer(z.object({ exists: z.boolean(), id: identifier.nullable() })),
    spec: stations,
    summary: 'Checks a national service station against the connected-station registry.',
  }),
  endpoint({
    id: 'nationalStationPostInIot',
    method: 'POST',
    path: 'bsv/stationsMF/postInIOT',
    rights: ['ADMIN'],
    body: z.object({ station_mf_to_iot: testStationPayload }),
    answer: dataAnswer(writeOutcome),
    spec: stations,
    summary: 'Registers a national service station as a connected station.',
  }),
] as const;
