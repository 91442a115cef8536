// The hourly weather a potato plot's model runs on (docs/simulator.md, "Blight"): its station's,
// gaps included, with the station's forecasts after the current hour; on the days the plot's
// weather corrections name, the spatialised weather of the plot's own place replaces it
// (spec 3 §2.3: corrections take priority over all other weather data).
import { weatherSeries, type Place } from '../weather/climate.ts';
import {
  ALL_MISSING,
  missingMask,
  RR_MISSING,
  T_MISSING,
  U_MISSING,
} from '../weather/reception.ts';
import { FORECAST_HOURS } from '../weather/series.ts';
import { placeOf, receptionOfStation } from '../weather/world.ts';
import { connectedStation } from '../stations/view.ts';
import type { Plot, Station } from '../types.ts';
import type { World } from '../world.ts';
import type { HourlyWeather } from './model.ts';
import type { WeatherCorrections } from './state.ts';

/** Spatialised places are keyed apart from the stations' (their own showers and noise). */
const SPATIAL_KEY_OFFSET = 10_000_000;
/** Spatialised weather runs a little more humid and cooler than a station's (a model's bias). */
const SPATIAL_HUMIDITY_BIAS = 4;
const SPATIAL_TEMPERATURE_BIAS = -0.5;

export const hourOfIsoDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / 3_600_000;
export const isoDayOfHour = (hour: number) => new Date(hour * 3_600_000).toISOString().slice(0, 10);

export function stationOfPlot(world: World, plot: Plot): Station | null {
  return connectedStation(world, plot.stationId) ?? null;
}

/** The station's weather of the hours [from, to): NaN where nothing was received or forecast. */
export function stationHours(world: World, station: Station | null, from: number, to: number) {
  const count = to - from;
  if (!station) {
    return {
      from,
      t: new Float32Array(count).fill(Number.NaN),
      u: new Float32Array(count).fill(Number.NaN),
      rr: new Float32Array(count).fill(Number.NaN),
    };
  }
  const { seed, nowHour } = world.weather;
  const reception = receptionOfStation(world, station);
  const series = weatherSeries(seed, placeOf(station), from, to);
  const forecastEnd = reception.profile === 'never' ? nowHour : nowHour + FORECAST_HOURS;
  for (let i = 0; i < count; i++) {
    const hour = from + i;
    const mask =
      hour >= forecastEnd
        ? ALL_MISSING
        : hour < nowHour
          ? missingMask(seed, station.id, reception, hour)
          : 0;
    if (mask & T_MISSING) series.t[i] = Number.NaN;
    if (mask & U_MISSING) series.u[i] = Number.NaN;
    if (mask & RR_MISSING) series.rr[i] = Number.NaN;
  }
  return series;
}

/** Whether a day is corrected: in a period, or one of the filled missing days. */
export function isCorrectedDay(corrections: WeatherCorrections, day: string): boolean {
  return (
    corrections.missingDays.includes(day) ||
    corrections.periods.some((period) => period.begin <= day && day <= period.end)
  );
}

/** The plot's weather of [from, to) (whole UTC days), its corrected days replaced. */
export function plotHours(
  world: World,
  plot: Plot,
  corrections: WeatherCorrections,
  stationWeather: HourlyWeather,
): HourlyWeather {
  const { from } = stationWeather;
  const count = stationWeather.t.length;
  const corrected: number[] = [];
  for (let day = 0; day * 24 < count; day++) {
    if (isCorrectedDay(corrections, isoDayOfHour(from + day * 24))) corrected.push(day);
  }
  if (corrected.length === 0) return stationWeather;
  const place: Place = {
    key: SPATIAL_KEY_OFFSET + plot.id,
    latitude: plot.latitude,
    longitude: plot.longitude,
  };
  const t = stationWeather.t.slice();
  const u = stationWeather.u.slice();
  const rr = stationWeather.rr.slice();
  for (const day of corrected) {
    const start = from + day * 24;
    const spatial = weatherSeries(world.weather.seed, place, start, start + 24);
    for (let h = 0; h < 24 && day * 24 + h < count; h++) {
      const i = day * 24 + h;
      t[i] = Math.round(((spatial.t[h] ?? 0) + SPATIAL_TEMPERATURE_BIAS) * 10) / 10;
      u[i] = Math.min(100, (spatial.u[h] ?? 0) + SPATIAL_HUMIDITY_BIAS);
      rr[i] = spatial.rr[h] ?? 0;
    }
  }
  return { from, t, u, rr };
}
