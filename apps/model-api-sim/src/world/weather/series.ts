// A station's weather as the calls answer it: the received hours (the climate's values with the
// reception's gaps as nulls), the forecasts of the next 5 days, the daily aggregates of both and
// the daily value counts. Computed per station on demand and kept for the most recently asked
// stations only, so a world of thousands of stations starts at once and stays small.
import type { StationDailyWeather, StationHourlyWeather } from '@agro/contracts/entities/stations';
import { HOUR_MS, weatherSeries, type Place } from './climate.ts';
import { missingMask, RR_MISSING, T_MISSING, U_MISSING, type Reception } from './reception.ts';

/** Hours of forecast after the current hour. */
export const FORECAST_HOURS = 5 * 24;
/** Stations whose computed year of hours is kept (about 200 KB each). */
const CACHED_STATIONS = 48;

export interface StationWeather {
  /** First hour held: the later of the station's first data and 1 January of the previous year. */
  from: number;
  /** Last received hour, or from − 1 when none. */
  lastData: number;
  /** First and last forecast hours. */
  forecastFrom: number;
  forecastTo: number;
  /** Hour by hour from `from` to `forecastTo`; NaN for a measure not received. */
  t: Float32Array;
  u: Float32Array;
  rr: Float32Array;
}

const cache = new Map<string, StationWeather>();

export interface WeatherRequest {
  seed: number;
  place: Place;
  reception: Reception;
  /** 1 January of the previous year, 00:00 UTC, as an hour index. */
  startHour: number;
}

export function stationWeather({ seed, place, reception, startHour }: WeatherRequest) {
  // Everything the series depends on: worlds of other scales (tests build several in one
  // process) give one station id to stations elsewhere, installed at other hours.
  const key = [
    seed,
    place.key,
    place.latitude,
    place.longitude,
    reception.profile,
    reception.firstData,
    reception.lastData,
    reception.now,
    startHour,
  ].join(':');
  const cached = cache.get(key);
  if (cached) {
    // Most recently used last.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const from = Math.max(startHour, reception.firstData ?? reception.now);
  const forecastFrom = reception.now;
  // A station that never reported has no forecast either: the institute has no series for it.
  const forecastTo =
    reception.profile === 'never' ? forecastFrom - 1 : reception.now + FORECAST_HOURS - 1;
  const series = weatherSeries(seed, place, from, forecastTo + 1);
  const lastData = reception.lastData ?? from - 1;
  for (let hour = from; hour < forecastFrom; hour++) {
    const i = hour - from;
    const mask = missingMask(seed, place.key, reception, hour);
    if (mask & T_MISSING) series.t[i] = Number.NaN;
    if (mask & U_MISSING) series.u[i] = Number.NaN;
    if (mask & RR_MISSING) series.rr[i] = Number.NaN;
  }
  const weather: StationWeather = {
    from,
    lastData,
    forecastFrom,
    forecastTo,
    t: series.t,
    u: series.u,
    rr: series.rr,
  };
  cache.set(key, weather);
  if (cache.size > CACHED_STATIONS) cache.delete(cache.keys().next().value as string);
  return weather;
}

const valueOf = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? null : Math.round(value * 10) / 10;

export const isoHour = (hour: number) => new Date(hour * HOUR_MS).toISOString();
export const isoDay = (hour: number) => isoHour(hour).slice(0, 10);
export const hourOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / HOUR_MS;

/** Rows of the hours in [first, last] (clipped to what is held). */
export function hourRows(weather: StationWeather, first: number, last: number) {
  const rows: StationHourlyWeather[] = [];
  const start = Math.max(first, weather.from);
  const end = Math.min(last, weather.forecastTo);
  for (let hour = start; hour <= end; hour++) {
    const i = hour - weather.from;
    rows.push({
      date: isoHour(hour),
      t: valueOf(weather.t[i]),
      u: valueOf(weather.u[i]),
      rr: valueOf(weather.rr[i]),
    });
  }
  return rows;
}

/** Received hours in [first, last]: up to the last data. */
export function actualHourRows(weather: StationWeather, first: number, last: number) {
  return hourRows(weather, first, Math.min(last, weather.lastData));
}

/** Forecast hours in [first, last]. */
export function forecastHourRows(weather: StationWeather, first: number, last: number) {
  return hourRows(weather, Math.max(first, weather.forecastFrom), last);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Daily aggregates (UTC days) of the held hours in [first, last]; a day without values has nulls. */
export function dayRows(weather: StationWeather, first: number, last: number) {
  const rows: StationDailyWeather[] = [];
  const start = Math.max(first, weather.from);
  const end = Math.min(last, weather.forecastTo);
  if (end < start) return rows;
  for (let day = Math.floor(start / 24) * 24; day <= end; day += 24) {
    let tSum = 0;
    let tCount = 0;
    let tMin = Infinity;
    let tMax = -Infinity;
    let uSum = 0;
    let uCount = 0;
    let uMin = Infinity;
    let uMax = -Infinity;
    let rrSum = 0;
    let rrCount = 0;
    for (let hour = Math.max(day, start); hour < Math.min(day + 24, end + 1); hour++) {
      const i = hour - weather.from;
      const t = weather.t[i] ?? Number.NaN;
      const u = weather.u[i] ?? Number.NaN;
      const rr = weather.rr[i] ?? Number.NaN;
      if (!Number.isNaN(t)) {
        tSum += t;
        tCount += 1;
        tMin = Math.min(tMin, t);
        tMax = Math.max(tMax, t);
      }
      if (!Number.isNaN(u)) {
        uSum += u;
        uCount += 1;
        uMin = Math.min(uMin, u);
        uMax = Math.max(uMax, u);
      }
      if (!Number.isNaN(rr)) {
        rrSum += rr;
        rrCount += 1;
      }
    }
    rows.push({
      date: isoDay(day),
      t_avg: tCount > 0 ? round1(tSum / tCount) : null,
      u_avg: uCount > 0 ? round1(uSum / uCount) : null,
      rr_sum: rrCount > 0 ? round1(rrSum) : null,
      t_min: tCount > 0 ? round1(tMin) : null,
      t_max: tCount > 0 ? round1(tMax) : null,
      u_min: uCount > 0 ? round1(uMin) : null,
      u_max: uCount > 0 ? round1(uMax) : null,
    });
  }
  return rows;
}

export interface DayCounts {
  date: string;
  nb_temperature: number;
  nb_hygrometrie: number;
  nb_pluie: number;
}

/** Values received per UTC day, from the first held day to the current one. */
export function dayCounts(weather: StationWeather): DayCounts[] {
  const rows: DayCounts[] = [];
  const lastDay = Math.floor((weather.forecastFrom - 1) / 24) * 24;
  for (let day = Math.floor(weather.from / 24) * 24; day <= lastDay; day += 24) {
    const counts = [0, 0, 0];
    for (let hour = day; hour < day + 24; hour++) {
      if (hour < weather.from || hour > weather.lastData) continue;
      const i = hour - weather.from;
      if (!Number.isNaN(weather.t[i] ?? Number.NaN)) counts[0] = (counts[0] ?? 0) + 1;
      if (!Number.isNaN(weather.u[i] ?? Number.NaN)) counts[1] = (counts[1] ?? 0) + 1;
      if (!Number.isNaN(weather.rr[i] ?? Number.NaN)) counts[2] = (counts[2] ?? 0) + 1;
    }
    rows.push({
      date: isoDay(day),
      nb_temperature: counts[0] ?? 0,
      nb_hygrometrie: counts[1] ?? 0,
      nb_pluie: counts[2] ?? 0,
    });
  }
  return rows;
}
