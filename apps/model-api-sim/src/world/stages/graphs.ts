// The disease graphs of the own-plot page and the weather of the plot detail (spec 4 §2.3, §2.4,
// §7): a disease's infected leaf surface over a year's spring at the plot's station, with that
// year's epi 1 cm; and a station's daily weather, raw, cumulated and frequential.
import type { GraphAnswer, GraphRequestBody, WeatherRow } from '@agro/contracts/entities/stages';
import type { z } from 'zod';
import type { weatherQuery } from '@agro/contracts/entities/stages';
import { sowingDateInCampaign } from '@agro/domain/stages';
import { badRequest, notFound } from '../../errors.ts';
import { seasonalTemperature, weatherSeries, type Place } from '../weather/climate.ts';
import { dayRows, hourOfDay } from '../weather/series.ts';
import { placeOf, weatherOfStation } from '../weather/world.ts';
import { connectedStation, connectedStations } from '../stations/view.ts';
import type { Station } from '../types.ts';
import type { World } from '../world.ts';
import { cerealStages, dailyRisk, isActive, isoOrNull, type DiseaseKey } from './model.ts';
import { stationIdOfCode, varietyScores } from './records.ts';
import {
  epochDay,
  isoOfEpochDay,
  knownWeather,
  placeWeather,
  type KnownWeather,
} from './weather.ts';

const GRAPH_DISEASE: Readonly<Record<string, DiseaseKey>> = {
  rouille_jaune: 'rouille_jaune',
  pv: 'pietin_verse',
  rouille_brune: 'rouille_brune',
};

/** Days a graph runs before epi 1 cm and after flowering. */
const BEFORE_E1C = 45;
const AFTER_FLOWERING = 30;
const SEASON_DAYS = 340;

function stationOfCode(world: World, code: string | null | undefined): Station | undefined {
  const id = stationIdOfCode(code);
  return id === null ? undefined : connectedStation(world, id);
}

/**
 * The weather from `fromDay`: the world's daily weather of the place when it reaches back that far,
 * otherwise the climate of the place for that season (past years are as deterministic as this one).
 */
function weatherFrom(world: World, place: Place, fromDay: number): KnownWeather {
  const world_ = placeWeather(world, place);
  if (fromDay >= world_.firstDay) return knownWeather(world_, world_.lastDay);
  const lastDay = Math.min(fromDay + SEASON_DAYS, world_.lastDay);
  const series = weatherSeries(world.weather.seed, place, fromDay * 24, (lastDay + 1) * 24);
  const days = lastDay - fromDay + 1;
  const tmean = new Float32Array(days);
  const rain = new Float32Array(days);
  for (let d = 0; d < days; d++) {
    let t = 0;
    let r = 0;
    for (let h = 0; h < 24; h++) {
      t += series.t[d * 24 + h] ?? 0;
      r += series.rr[d * 24 + h] ?? 0;
    }
    tmean[d] = t / 24;
    rain[d] = r;
  }
  return {
    knownUntil: lastDay,
    t: (day) =>
      day >= fromDay && day <= lastDay
        ? (tmean[day - fromDay] as number)
        : seasonalTemperature(place, day * 24 + 12),
    rain: (day) => (day >= fromDay && day <= lastDay ? (rain[day - fromDay] as number) : 0),
  };
}

/**
 * A disease graph (spec 4 §3 graph answer): the plot's sowing day in the asked year's campaign,
 * the cereal stages on that season's weather, and the share of leaf surface infected (%) each day
 * from 45 days before epi 1 cm to 30 days after flowering: high-risk days bring inoculum, days
 * of any risk let it grow (logistic, up to 100 %). Days after the known weather are null.
 */
export function diseaseGraph(world: World, body: GraphRequestBody): GraphAnswer {
  const request = body.data_to_xml;
  const disease = GRAPH_DISEASE[request.maladie];
  if (!disease) throw badRequest('Maladie inconnue');
  const station = stationOfCode(world, request.code_station);
  if (!station) throw notFound('Station');
  const [, month, day] = request.date_semis.split('-').map(Number) as [number, number, number];
  const sowing = epochDay(sowingDateInCampaign(month, day, request.annee_demandee));
  const place = placeOf(station);
  const weather = weatherFrom(world, place, sowing);
  const scores = varietyScores(request.variete);
  const stages = cerealStages(weather, {
    sowing,
    codeespece: String(request.code_espece),
    precoMontaison: scores.montaison,
    precoEpiaison: scores.epiaison,
  });
  const first = (stages.epi1cm ?? sowing + 150) - BEFORE_E1C;
  const last = (stages.floraison ?? first + 120) + AFTER_FLOWERING;
  const dates: string[] = [];
  const surface: (number | null)[] = [];
  let infected = 0;
  for (let d = first; d <= last; d++) {
    dates.push(isoOfEpochDay(d));
    if (d > weather.knownUntil) {
      surface.push(null);
      continue;
    }
    if (isActive(disease, stages, d)) {
      const risk = dailyRisk(disease, weather, d, scores.septoria);
      // Inoculum on the high-risk days; logistic growth on the days of any risk.
      if (risk === 30) infected += 0.3;
      if (risk >= 20) infected += 0.05 * infected * (1 - infected / 100);
    }
    surface.push(Math.round(infected * 100) / 100);
  }
  return { surface, date: dates, NomStation: station.nom, e1c: isoOrNull(stages.epi1cm) };
}

// ---------------------------------------------------------------------------------------------
// Weather of a place (meteo/localisation)

type WeatherQuery = z.infer<typeof weatherQuery>;

const km = (a: { latitude: number; longitude: number }, latitude: number, longitude: number) =>
  Math.hypot((a.latitude - latitude) * 111, (a.longitude - longitude) * 76);

/** The station named by code, else the connected station nearest the coordinates. */
function stationOfQuery(world: World, query: WeatherQuery): Station {
  const byCode = stationOfCode(world, query.code_station);
  if (byCode) return byCode;
  const { latitude, longitude } = query;
  if (latitude === null || longitude === null) throw notFound('Station');
  let best: Station | undefined;
  for (const station of connectedStations(world)) {
    if (!best || km(station, latitude, longitude) < km(best, latitude, longitude)) best = station;
  }
  if (!best) throw notFound('Station');
  return best;
}

/** Days a weather query may span at most (a season and a half). */
const MAX_QUERY_DAYS = 550;

/**
 * Daily rows from date_debut to date_fin (spec 4 §3): raw minimum and maximum temperature and rain
 * of the days measured (and forecast when 'Prévisionnel' is asked), the mean temperature cumulated
 * from the first day, and the frequential (normal) cumulated mean temperature of every day.
 */
export function weatherRows(world: World, query: WeatherQuery): WeatherRow[] {
  const first = epochDay(query.date_debut);
  const last = epochDay(query.date_fin);
  if (!(last >= first) || last - first > MAX_QUERY_DAYS) throw badRequest('Période invalide');
  const station = stationOfQuery(world, query);
  const mixte = query.parametres.mixte;
  const withForecast = mixte?.types.includes('Prévisionnel') ?? false;
  const withObserved = mixte?.types.includes('Observé') ?? false;
  const raw = new Set(mixte?.brut ?? []);
  const cumulated = (mixte?.cumul ?? []).includes('TMoy');
  const frequential = (query.parametres.frequentiel?.cumul ?? []).includes('TMoy');
  const weather = weatherOfStation(world, station);
  const daily = new Map(
    dayRows(weather, hourOfDay(query.date_debut), hourOfDay(query.date_fin) + 23).map((row) => [
      row.date,
      row,
    ]),
  );
  const lastObserved = Math.floor((weather.lastData + 1) / 24) - 1;
  const place = placeOf(station);
  const rows: WeatherRow[] = [];
  let cumul = 0;
  let normal = 0;
  for (let d = first; d <= last; d++) {
    const date = isoOfEpochDay(d);
    const measured = daily.get(date);
    const shown = measured && (d <= lastObserved ? withObserved : withForecast);
    const row: WeatherRow = { DateDebut: date };
    if (shown) {
      if (raw.has('TMini')) row.TMini = measured.t_min;
      if (raw.has('TMaxi')) row.TMaxi = measured.t_max;
      if (raw.has('Pluie')) row.Pluie = measured.rr_sum;
      if (cumulated && measured.t_avg !== null) {
        cumul += Math.max(0, measured.t_avg);
        row.cumul_TMoy = Math.round(cumul * 10) / 10;
      }
    }
    if (frequential) {
      normal += Math.max(0, seasonalTemperature(place, d * 24 + 12));
      row.freq_cumul_TMoy = Math.round(normal * 10) / 10;
    }
    rows.push(row);
  }
  return rows;
}
