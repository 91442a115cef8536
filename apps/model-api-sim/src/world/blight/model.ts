// The simulator's blight contamination model (docs/simulator.md, "Blight"): a stand-in for the
// institute's model, not a copy of it, built so that its figures hang together as the real ones
// do. Hours give the spec's humidity and temperature classes and a contamination index; days
// give a sporulation potential, a spore reserve, a contamination weight and its 7-day sum, which
// the plot's treatment threshold turns into a risk code. Every daily value depends on the 14 days
// before it at most, so a window started WARMUP_DAYS early gives exactly the season's values.
import {
  humidityClass,
  temperatureClass,
  type BlightHumidityClass,
  type BlightTemperatureClass,
} from '@agro/domain/blight';

export const DAY_HOURS = 24;
/** Days a computation must start before the first day it reports. */
export const WARMUP_DAYS = 14;
/** Spore reserve and contamination weight top out at 11, their sums at 60 (spec 3 §2.3 axes). */
export const INDEX_MAX = 11;
export const CUMULATIVE_MAX = 60;
/** Days the spore reserve and the cumulative weight look back over, today included. */
const MEMORY_DAYS = 7;
/** A humid run shorter than this infects nothing. */
const INFECTING_RUN_HOURS = 4;
/** A day with this many hours missing has no value (spec 3 §4: gaps of 6 h block). */
export const BLOCKING_MISSING_HOURS = 6;

/** How favourable each temperature class is to the fungus (0 none, 1 best). */
const TEMPERATURE_FACTOR: Readonly<Record<BlightTemperatureClass, number>> = {
  100: 0,
  110: 0,
  130: 0.45,
  140: 0.8,
  150: 1,
  190: 0.85,
};

/** Hourly weather from a UTC midnight: NaN for a value not received. */
export interface HourlyWeather {
  /** First hour (hours since 1970 UTC), a multiple of 24. */
  from: number;
  t: Float32Array;
  u: Float32Array;
  rr: Float32Array;
}

export interface HourIndices {
  humidity: (BlightHumidityClass | null)[];
  temperature: (BlightTemperatureClass | null)[];
  /** The raw contamination index (shown as 4 × raw + 8); null when the hour is not known. */
  raw: (number | null)[];
  /** Consecutive humid hours up to this one, capped at a day. */
  run: Uint8Array;
  /** Consecutive humid hours at a temperature the fungus can use. */
  favourableRun: Uint8Array;
}

const valueOf = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? null : value;

/**
 * Classes and contamination index of each hour. `humidHours` are hour indices forced humid
 * (irrigation evenings, spec 3 §9).
 */
export function hourIndices(
  weather: HourlyWeather,
  humidHours: ReadonlySet<number> = new Set(),
): HourIndices {
  const count = weather.t.length;
  const humidity: (BlightHumidityClass | null)[] = new Array(count);
  const temperature: (BlightTemperatureClass | null)[] = new Array(count);
  const raw: (number | null)[] = new Array(count);
  const run = new Uint8Array(count);
  const favourableRun = new Uint8Array(count);
  let wet = 0;
  let favourable = 0;
  for (let i = 0; i < count; i++) {
    const t = valueOf(weather.t[i]);
    const hum = humidHours.has(weather.from + i)
      ? 250
      : humidityClass(valueOf(weather.u[i]), valueOf(weather.rr[i]));
    const temp = temperatureClass(t);
    humidity[i] = hum;
    temperature[i] = temp;
    const factor = temp === null ? 0 : TEMPERATURE_FACTOR[temp];
    wet = hum === 250 ? Math.min(DAY_HOURS, wet + 1) : 0;
    favourable = hum === 250 && factor > 0 ? Math.min(DAY_HOURS, favourable + 1) : 0;
    run[i] = wet;
    favourableRun[i] = favourable;
    if (hum === null || temp === null) raw[i] = null;
    else if (hum === 200) raw[i] = -2;
    else raw[i] = factor * Math.min(10.5, 1.5 + 0.75 * wet);
  }
  return { humidity, temperature, raw, run, favourableRun };
}

export interface DayWeights {
  /** UTC day (yyyy-mm-dd). */
  date: string;
  /** Hours of the day with a measure missing. */
  missingHours: number;
  /** Whether the day has values (fewer than 6 hours missing). */
  known: boolean;
  /** Sporulation potential, spore reserve, contamination weight and its 7-day sum. */
  spospo: number;
  spores: number;
  poids: number;
  cumul: number;
  /** The day's highest contamination index, as shown (4 × raw + 8). */
  indexconta: number | null;
  /** Rain of the day, mm (missing hours count none). */
  rain: number;
  /** Mean temperature of the hours known; null when none. */
  tMean: number | null;
  /** Humid hours of the day. */
  humidHours: number;
}

const isoDayOfHour = (hour: number) => new Date(hour * 3_600_000).toISOString().slice(0, 10);

/**
 * The daily weights of every whole day of the weather. Hours from `until` on are left out, neither
 * counted nor missing: today 'so far' (J réel) rather than completed with forecasts (J prévi).
 */
export function dailyWeights(
  weather: HourlyWeather,
  hours: HourIndices,
  until: number = Number.POSITIVE_INFINITY,
): DayWeights[] {
  const days: DayWeights[] = [];
  const longestRuns: number[] = [];
  const dayCount = Math.floor(weather.t.length / DAY_HOURS);
  const end = Math.min(weather.t.length, until - weather.from);
  for (let d = 0; d < dayCount; d++) {
    let missing = 0;
    let spospo = 0;
    let longest = 0;
    let highest: number | null = null;
    let rain = 0;
    let tSum = 0;
    let tCount = 0;
    let humid = 0;
    for (let h = d * DAY_HOURS; h < Math.min((d + 1) * DAY_HOURS, end); h++) {
      const t = weather.t[h] ?? Number.NaN;
      const u = weather.u[h] ?? Number.NaN;
      const rr = weather.rr[h] ?? Number.NaN;
      if (Number.isNaN(t) || Number.isNaN(u) || Number.isNaN(rr)) missing++;
      if (!Number.isNaN(rr)) rain += rr;
      if (!Number.isNaN(t)) {
        tSum += t;
        tCount++;
      }
      const temp = hours.temperature[h] ?? null;
      if (hours.humidity[h] === 250) {
        humid++;
        spospo += 0.9 * (temp === null ? 0 : TEMPERATURE_FACTOR[temp]);
      }
      longest = Math.max(longest, hours.favourableRun[h] ?? 0);
      const raw = hours.raw[h];
      if (raw != null) highest = Math.max(highest ?? -Infinity, 4 * raw + 8);
    }
    const known = missing < BLOCKING_MISSING_HOURS;
    days.push({
      date: isoDayOfHour(weather.from + d * DAY_HOURS),
      missingHours: missing,
      known,
      spospo: known ? Math.min(INDEX_MAX, spospo) : 0,
      spores: 0,
      poids: 0,
      cumul: 0,
      indexconta: highest === null ? null : Math.floor(highest * 100 + 1e-6) / 100,
      rain: Math.round(rain * 10) / 10,
      tMean: tCount === 0 ? null : tSum / tCount,
      humidHours: humid,
    });
    longestRuns.push(longest);
  }
  for (let d = 0; d < days.length; d++) {
    const day = days[d] as DayWeights;
    let reserve = 0;
    for (let k = 0; k < MEMORY_DAYS && d - k >= 0; k++) {
      reserve += (days[d - k] as DayWeights).spospo * 0.6 ** k;
    }
    day.spores = day.known ? Math.min(INDEX_MAX, 0.6 * reserve) : 0;
    const longest = longestRuns[d] ?? 0;
    day.poids =
      day.known && longest >= INFECTING_RUN_HOURS ? day.spores * Math.min(1, (longest - 2) / 8) : 0;
    let cumul = 0;
    for (let k = 0; k < MEMORY_DAYS && d - k >= 0; k++) cumul += (days[d - k] as DayWeights).poids;
    day.cumul = Math.min(CUMULATIVE_MAX, cumul);
  }
  return days;
}

// ---------------------------------------------------------------------------------------------
// Risk, protection and advice of a plot's days

/** Risk against the plot's threshold: 50 at or over it, 40 from half of it, else 10. */
export function riskOf(cumul: number, threshold: number): 10 | 40 | 50 {
  if (cumul >= threshold) return 50;
  if (cumul >= threshold / 2) return 40;
  return 10;
}

export interface ModelTreatment {
  /** Day of the treatment (UTC). */
  day: string;
  /** Persistence in days (forced, else the product's). */
  persistence: number;
  /** Rain (mm) that washes the product off. */
  washout: number;
}

export interface PlotParameters {
  /** Treatment threshold of the plot's variety (and scenario). */
  threshold: number;
  /** 30 % emergence; null if the plot has not emerged. */
  emergence: string | null;
  /** First day of 'Fin campagne'. */
  campaignEnd: string;
  treatments: readonly ModelTreatment[];
  /** Whether the plot follows early blight too. */
  alternaria: boolean;
}

export interface Protection {
  protected: boolean;
  /** Washout resistance left (mm); 0 when not protected. */
  washoutLeft: number;
}

/** Protection of each day: the latest treatment still within its persistence and not washed off. */
export function protectionByDay(
  days: readonly DayWeights[],
  treatments: readonly ModelTreatment[],
): Protection[] {
  const sorted = [...treatments].sort((a, b) => a.day.localeCompare(b.day));
  const index = new Map(days.map((day, i) => [day.date, i]));
  return days.map((day, i) => {
    let best: Protection = { protected: false, washoutLeft: 0 };
    for (const treatment of sorted) {
      if (treatment.day > day.date) break;
      const start = index.get(treatment.day) ?? -1;
      const age = start >= 0 ? i - start : daysBetweenIso(treatment.day, day.date);
      if (age >= treatment.persistence) continue;
      let rain = 0;
      for (let k = Math.max(start, 0); k <= i; k++) rain += (days[k] as DayWeights).rain;
      const left = treatment.washout - rain;
      if (left > 0) best = { protected: true, washoutLeft: Math.round(left * 10) / 10 };
    }
    return best;
  });
}

function daysBetweenIso(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export type AdviceCode =
  | 'PASTRAIT'
  | 'PASLEVEE'
  | 'TRAIT'
  | 'TRAITRETRO'
  | 'PASCONSEILPREVI'
  | 'TRAITCURATIF'
  | 'FINCAMPAGNE';

export interface PlotDay {
  date: string;
  weights: DayWeights;
  risk: 10 | 40 | 50 | null;
  protection: Protection;
  conseil: AdviceCode | null;
  /** {DATE} and {DATE-TRAIT} of the advice. */
  adviceDate: string | null;
  adviceTreatDate: string | null;
  forecast: boolean;
}

/** Unprotected days at risk 50 run this long before a curative strategy is advised. */
const CURATIVE_AFTER_DAYS = 3;

const riskOfDay = (day: DayWeights, parameters: PlotParameters) => {
  const emerged = parameters.emergence !== null && day.date >= parameters.emergence;
  return !day.known ? null : emerged ? riskOf(day.cumul, parameters.threshold) : 10;
};

/**
 * Risk, protection and advice of each day. Days from `firstForecast` on are forecasts: no advice
 * on them (PASCONSEILPREVI), nor on the last real day when only the forecasts (`lastRealPrevi`,
 * that day completed with them, or the next day) bring the risk. A day without values has
 * neither risk nor advice ('Absence de calcul').
 */
export function plotDays(
  days: readonly DayWeights[],
  parameters: PlotParameters,
  firstForecast: string,
  lastRealPrevi?: DayWeights,
): PlotDay[] {
  const protection = protectionByDay(days, parameters.treatments);
  const result: PlotDay[] = [];
  // Unprotected days at risk 50 in a row, up to the day before.
  let unprotectedRisk = 0;
  for (let i = 0; i < days.length; i++) {
    const day = days[i] as DayWeights;
    const shield = protection[i] as Protection;
    const emerged = parameters.emergence !== null && day.date >= parameters.emergence;
    const risk = riskOfDay(day, parameters);
    const forecast = day.date >= firstForecast;
    const next = days[i + 1];
    const forecastRisk =
      !forecast &&
      next !== undefined &&
      next.date >= firstForecast &&
      (riskOfDay(next, parameters) === 50 ||
        (lastRealPrevi !== undefined && riskOfDay(lastRealPrevi, parameters) === 50));
    let conseil: AdviceCode | null;
    let adviceTreatDate: string | null = null;
    if (risk === null) conseil = null;
    else if (day.date >= parameters.campaignEnd) conseil = 'FINCAMPAGNE';
    else if (!emerged) conseil = 'PASLEVEE';
    else if (forecast) conseil = 'PASCONSEILPREVI';
    else if (shield.protected) conseil = 'PASTRAIT';
    else if (unprotectedRisk >= CURATIVE_AFTER_DAYS) conseil = 'TRAITCURATIF';
    else if (unprotectedRisk > 0) {
      conseil = 'TRAITRETRO';
      adviceTreatDate = (days[i - unprotectedRisk] as DayWeights).date;
    } else if (risk === 50) conseil = 'TRAIT';
    else conseil = forecastRisk ? 'PASCONSEILPREVI' : 'PASTRAIT';
    result.push({
      date: day.date,
      weights: day,
      risk,
      protection: shield,
      conseil,
      adviceDate: conseil === null ? null : day.date,
      adviceTreatDate,
      forecast,
    });
    unprotectedRisk = risk === 50 && emerged && !shield.protected ? unprotectedRisk + 1 : 0;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Early blight (alternariose)

/** Days since emergence before the plant becomes sensitive, then fully so. */
const ALTERNARIA_SENSITIVE_FROM = 35;
const ALTERNARIA_FULLY_FROM = 50;
/** Days with an early-blight weight above 1 in the last 7 that make a sensitive plant at risk. */
const ALTERNARIA_WEIGHTY_DAYS = 2;

export interface AlternariaDay {
  date: string;
  /** 10 'Insensible', 40 'Presque sensible', 50 'Sensible'; null without values. */
  risk: 10 | 40 | 50 | null;
  /** Days of the last 7 whose early-blight weight was above 1. */
  weightyDays: number;
  /** Days since emergence. */
  plantDays: number;
  conseil: 'PASTRAIT' | 'PASLEVEE' | 'TRAIT' | 'FINCAMPAGNE' | null;
  protected: boolean;
}

/** A day's early-blight weight: its humid hours in sixes, halved below 12 °C. */
const alternariaWeight = (day: DayWeights) =>
  (day.humidHours / 6) * (day.tMean !== null && day.tMean >= 12 ? 1 : 0.5);

/**
 * Early blight follows the plant's age and the last week's warm humid days: insensitive until 35
 * days after emergence, almost sensitive until 50 or while fewer than 2 of the last 7 days
 * weighed above 1, sensitive after. Same protection as late blight (one spray covers both).
 */
export function alternariaDays(days: readonly PlotDay[], parameters: PlotParameters) {
  return days.map((day, i): AlternariaDay => {
    const emerged = parameters.emergence !== null && day.date >= parameters.emergence;
    const plantDays = emerged
      ? Math.round(
          (Date.parse(`${day.date}T00:00:00Z`) -
            Date.parse(`${parameters.emergence as string}T00:00:00Z`)) /
            86_400_000,
        )
      : 0;
    let weightyDays = 0;
    for (let k = 0; k < 7 && i - k >= 0; k++) {
      if (alternariaWeight((days[i - k] as PlotDay).weights) > 1) weightyDays++;
    }
    const known = day.weights.known;
    const risk: AlternariaDay['risk'] = !known
      ? null
      : !emerged || plantDays < ALTERNARIA_SENSITIVE_FROM
        ? 10
        : plantDays < ALTERNARIA_FULLY_FROM || weightyDays < ALTERNARIA_WEIGHTY_DAYS
          ? 40
          : 50;
    let conseil: AlternariaDay['conseil'];
    if (risk === null) conseil = null;
    else if (day.date >= parameters.campaignEnd) conseil = 'FINCAMPAGNE';
    else if (!emerged) conseil = 'PASLEVEE';
    else conseil = risk === 50 && !day.protection.protected ? 'TRAIT' : 'PASTRAIT';
    return {
      date: day.date,
      risk,
      weightyDays,
      plantDays,
      conseil,
      protected: day.protection.protected,
    };
  });
}

/**
 * Sprays the model spared (spec 3 §2.3 'Traitement(s) évité(s)'): the first day after a spray's
 * protection ended, when no spray followed that day and the disease's risk stayed below 50.
 */
export function skippedTreatments(
  days: readonly PlotDay[],
  alternaria: readonly AlternariaDay[] | null,
  today: string,
): { disease: 'lateblight' | 'alternaria'; skipped_at: string }[] {
  const skipped: { disease: 'lateblight' | 'alternaria'; skipped_at: string }[] = [];
  for (let i = 1; i < days.length; i++) {
    const day = days[i] as PlotDay;
    if (day.date > today) break;
    if (!(days[i - 1] as PlotDay).protection.protected || day.protection.protected) continue;
    if (day.risk !== null && day.risk < 50) {
      skipped.push({ disease: 'lateblight', skipped_at: day.date });
    }
    const alt = alternaria?.[i];
    if (alt && alt.risk !== null && alt.risk < 50) {
      skipped.push({ disease: 'alternaria', skipped_at: day.date });
    }
  }
  return skipped;
}
