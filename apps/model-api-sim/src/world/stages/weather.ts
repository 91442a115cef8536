// The daily weather the stage and disease models run on (docs/simulator.md, "Stages"): the
// climate of the plot's station (the hours its sensors measured, without the reception's gaps:
// the institute's model fills them) to the end of the station's forecast, then the season's
// normal temperature. Days are epoch days (days since 1970-01-01, UTC).
import { seasonalTemperature, weatherSeries, type Place } from '../weather/climate.ts';
import { FORECAST_HOURS } from '../weather/series.ts';
import { placeOf } from '../weather/world.ts';
import type { Plot, Station } from '../types.ts';
import type { World } from '../world.ts';

const DAY_MS = 86_400_000;
const DAY_HOURS = 24;

export const epochDay = (iso: string): number =>
  Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const isoOfEpochDay = (day: number): string =>
  new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface PlaceWeather {
  /** First and last days with weather (the forecast's last day). */
  firstDay: number;
  lastDay: number;
  /** Daily mean temperature (°C) and rain (mm) from firstDay to lastDay. */
  tmean: Float32Array;
  rain: Float32Array;
  /** The normal mean temperature of a day (after the forecast). */
  normal(day: number): number;
}

/** A view of a place's weather as known on a day: the normals after `knownUntil`, no rain. */
export interface KnownWeather {
  knownUntil: number;
  t(day: number): number;
  rain(day: number): number;
}

const cache = new Map<string, PlaceWeather>();
/** Places whose daily weather is kept: a daily year is 3 KB, so every station of a world fits. */
const CACHED_PLACES = 5_000;

/** Places of plots without a station are keyed apart from the stations. */
const PLOT_PLACE_OFFSET = 20_000_000;

const stationsById = new WeakMap<World, Map<number, Station>>();

export function placeOfStagePlot(world: World, plot: Plot): Place {
  let byId = stationsById.get(world);
  if (!byId) {
    byId = new Map(world.stations.map((station) => [station.id, station]));
    stationsById.set(world, byId);
  }
  const station = byId.get(plot.stationId);
  return station
    ? placeOf(station)
    : { key: PLOT_PLACE_OFFSET + plot.id, latitude: plot.latitude, longitude: plot.longitude };
}

export function placeWeather(world: World, place: Place): PlaceWeather {
  const { seed, startHour, nowHour } = world.weather;
  // The place's coordinates too: worlds of other scales (tests build several in one process)
  // give one station id to stations elsewhere.
  const key = `${seed}:${place.key}:${place.latitude}:${place.longitude}:${startHour}:${nowHour}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const firstDay = Math.floor(startHour / DAY_HOURS);
  const lastDay = Math.floor((nowHour + FORECAST_HOURS - 1) / DAY_HOURS);
  const series = weatherSeries(seed, place, firstDay * DAY_HOURS, (lastDay + 1) * DAY_HOURS);
  const days = lastDay - firstDay + 1;
  const tmean = new Float32Array(days);
  const rain = new Float32Array(days);
  for (let d = 0; d < days; d++) {
    let t = 0;
    let r = 0;
    for (let h = 0; h < DAY_HOURS; h++) {
      t += series.t[d * DAY_HOURS + h] ?? 0;
      r += series.rr[d * DAY_HOURS + h] ?? 0;
    }
    tmean[d] = Math.round((t / DAY_HOURS) * 10) / 10;
    rain[d] = Math.round(r * 10) / 10;
  }
  const weather: PlaceWeather = {
    firstDay,
    lastDay,
    tmean,
    rain,
    normal: (day) => seasonalTemperature(place, day * DAY_HOURS + 12),
  };
  cache.set(key, weather);
  if (cache.size > CACHED_PLACES) cache.delete(cache.keys().next().value as string);
  return weather;
}

/** The weather as a calculation made on a day knew it: measured and forecast up to knownUntil. */
export function knownWeather(weather: PlaceWeather, knownUntil: number): KnownWeather {
  const last = Math.min(knownUntil, weather.lastDay);
  return {
    knownUntil: last,
    t: (day) =>
      day >= weather.firstDay && day <= last
        ? (weather.tmean[day - weather.firstDay] as number)
        : weather.normal(day),
    rain: (day) =>
      day >= weather.firstDay && day <= last ? (weather.rain[day - weather.firstDay] as number) : 0,
  };
}

/** Days of forecast a calculation made on a day has: the station's (FORECAST_HOURS). */
export const FORECAST_DAYS = FORECAST_HOURS / DAY_HOURS;
