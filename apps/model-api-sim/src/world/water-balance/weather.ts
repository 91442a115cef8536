// Daily weather of a connected station for the water balance: rain and reference
// evapotranspiration (ETP) from the start of the campaign to 7 forecast days after today, seeded
// by station so every plot of a station shares it. Past days up to the end of the real data are
// measured (with a few reception gaps, filled by the institute's own data); the days after it up
// to today are frequential (climatological) values; the 7 days after today are forecasts.
import { streamFor } from '../../random.ts';
import type { Station } from '../types.ts';
import { dayOfYear, round1 } from './days.ts';

/** Forecast days after today (spec 3 §9: risk horizon 7 days). */
export const FORECAST_DAYS = 7;
/** Days before today over which a station's recent weather regime (wet, dry…) applies. */
const RECENT_DAYS = 75;
/** Rain below this is not measured (mm). */
const RAIN_THRESHOLD = 0.2;

export interface StationWeather {
  stationId: number;
  /** Day (days since 1970-01-01) of index 0. */
  start: number;
  today: number;
  /** Last day of real data ('findesdonneesreelles'). */
  realUntil: number;
  /** Measured rain (or forecast after today), mm. */
  rain: Float64Array;
  /** Measured ETP (or forecast after today), mm. */
  etp: Float64Array;
  /** The institute's rain for the same place, used on the station's reception gaps. */
  otherRain: Float64Array;
  /** 1 on days the station sent nothing. */
  gap: Uint8Array;
  /** Climatological rain and ETP, used between the end of the real data and today. */
  freqRain: Float64Array;
  freqEtp: Float64Array;
}

const TAU = 2 * Math.PI;

/** Probability of a rainy day: about one day in two in winter, one in three in summer. */
function wetDayProbability(doy: number): number {
  return 0.42 + 0.08 * Math.cos((TAU * (doy - 15)) / 365);
}

/** Mean rain of a rainy day (mm), highest in autumn. */
function wetDayMean(doy: number): number {
  return 4.6 + 2 * Math.cos((TAU * (doy - 290)) / 365);
}

/** Reference ETP (mm/day): 0.4 in January to 5 in July, more in the south. */
export function climateEtp(doy: number, latitude: number): number {
  const seasonal = 2.7 - 2.3 * Math.cos((TAU * (doy - 15)) / 365);
  return seasonal * (1 + 0.035 * (47 - latitude));
}

export function generateStationWeather(
  seed: string,
  station: Pick<Station, 'id' | 'latitude'>,
  start: number,
  today: number,
): StationWeather {
  const random = streamFor(seed, `bh-weather:${station.id}`);
  const length = today + FORECAST_DAYS - start + 1;
  const weather: StationWeather = {
    stationId: station.id,
    start,
    today,
    realUntil:
      today -
      random.weighted([
        [1, 74],
        [0, 6],
        [2, 10],
        [3, 4],
        [4, 3],
        [6, 3],
      ]),
    rain: new Float64Array(length),
    etp: new Float64Array(length),
    otherRain: new Float64Array(length),
    gap: new Uint8Array(length),
    freqRain: new Float64Array(length),
    freqEtp: new Float64Array(length),
  };
  // A season is not uniform: wetter and drier spells of about three weeks, and a recent regime
  // (up to a real drought) that decides how full the soils are today.
  const recent = random.weighted([
    [1.35, 20],
    [1, 40],
    [0.45, 22],
    [0.1, 18],
  ]);
  // The week ahead: often a high-pressure spell, otherwise more of the recent weather.
  const ahead = random.chance(0.35) ? 0.05 : recent;
  let spell = 1;
  let wet = false;
  for (let i = 0; i < length; i++) {
    const day = start + i;
    const doy = dayOfYear(day);
    if (i % 21 === 0) spell = random.float(0.35, 1.6, 2);
    const regime = day > today ? ahead : day > today - RECENT_DAYS ? recent : spell;
    const base = wetDayProbability(doy);
    // Rainy days come in runs.
    const probability = Math.min(0.9, Math.max(0.02, (wet ? base + 0.22 : base - 0.08) * regime));
    wet = random.chance(probability);
    const amount = wet ? -wetDayMean(doy) * Math.log(1 - random.next()) : 0;
    const rain = amount < RAIN_THRESHOLD ? 0 : round1(amount);
    const climate = climateEtp(doy, station.latitude);
    weather.rain[i] = rain;
    weather.etp[i] = Math.max(0.1, round1(climate * random.float(0.8, 1.2) * (rain > 2 ? 0.6 : 1)));
    weather.otherRain[i] = rain === 0 ? 0 : round1(rain * random.float(0.7, 1.3));
    weather.freqRain[i] = round1(wetDayProbability(doy) * wetDayMean(doy));
    weather.freqEtp[i] = Math.max(0.1, round1(climate));
  }
  // Reception gaps of one to four days in the real period.
  for (let n = random.int(0, 3); n > 0; n--) {
    const from = random.int(0, Math.max(0, weather.realUntil - start - 5));
    const span = random.int(1, 4);
    for (let i = from; i < from + span && start + i <= weather.realUntil; i++) weather.gap[i] = 1;
  }
  return weather;
}
