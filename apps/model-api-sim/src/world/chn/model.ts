// The simulated CHN model (docs/simulator.md, "Nitrogen, CHN"): a daily wheat crop and nitrogen
// balance from sowing, driven by a plot's own weather. Thermal time moves the stages and the green
// area (LAI); biomass follows the LAI; the critical dilution curve gives the nitrogen the crop
// needs; the soil supplies it from its residual nitrogen, mineralisation and the inputs once rain
// has washed them in; INN is the absorbed nitrogen over the critical one. The "before
// assimilation" run is the same model whose LAI was not corrected by the satellite images: its
// absorbed nitrogen differs by the plot's bias, which is delta N.
import { hashInts, unit, unit3 } from '../weather/hash.ts';

const DAY_MS = 86_400_000;

// Days and their ISO texts, each written once: a world's CHN and QN runs read some 30 million of
// them, and a Date for each was a fifth of the list's first answer. The campaign's days are a few
// thousand; a store grown past its bound (odd dates written by callers) starts again.
const KEPT_DAYS = 50_000;
const isoByDay = new Map<number, string>();
const dayByIso = new Map<string, number>();

const epochDayOf = (iso: string): number => {
  let day = dayByIso.get(iso);
  if (day === undefined) {
    day = Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
    if (dayByIso.size >= KEPT_DAYS) dayByIso.clear();
    dayByIso.set(iso, day);
  }
  return day;
};
const isoOfEpochDay = (day: number): string => {
  let iso = isoByDay.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (isoByDay.size >= KEPT_DAYS) isoByDay.clear();
    isoByDay.set(day, iso);
  }
  return iso;
};

export const addDaysIso = (iso: string, days: number): string =>
  isoOfEpochDay(epochDayOf(iso) + days);

export const daysBetween = (from: string, to: string): number => epochDayOf(to) - epochDayOf(from);

const yearStarts = new Map<string, number>();
/** Day of the year (1 January is 1) of a day given as an epoch day and its ISO text. */
function dayOfYear(epochDay: number, iso: string): number {
  const year = iso.slice(0, 4);
  let start = yearStarts.get(year);
  if (start === undefined) {
    start = epochDayOf(`${year}-01-01`);
    yearStarts.set(year, start);
  }
  return epochDay - start + 1;
}

/** What the model needs of a plot. */
export interface ChnModelInput {
  /** Seed of the plot's own weather and noise (the world's seed and the plot's id). */
  seed: number;
  sowing: string;
  latitude: number;
  /** Soil useful reserve, mm. */
  usefulReserve: number;
  /** Residual mineral nitrogen at the end of winter, kg/ha (the forced one when forced). */
  residualN: number;
  /** Crop vigour: 0.8 to 1.15 of the potential green area. */
  vigour: number;
  /** How far the uncorrected model's absorbed nitrogen is from the corrected one (-0.15 to 0.15). */
  bias: number;
  /** Realised mineral inputs: day and dose (kg N/ha). */
  inputs: readonly { date: string; dose: number }[];
  /** Irrigations: day and water (mm). */
  irrigations: readonly { date: string; dose: number }[];
}

/** Thermal-time thresholds (°C·day from sowing, base 0) of the stages the screens mark. */
export const STAGE_THERMAL_TIME = {
  epi1cm: 1000,
  unnoeud: 1130,
  deuxnoeuds: 1260,
  dfp: 1480,
  epiaison: 1720,
  floraison: 1830,
} as const;
export type ChnStage = keyof typeof STAGE_THERMAL_TIME;

export interface ChnDay {
  date: string;
  tmean: number;
  rain: number;
  irrigation: number;
  thermalTime: number;
  laiPotential: number;
  lai: number;
  biomass: number;
  nCritical: number;
  nAbsorbed: number;
  nAbsorbedBefore: number;
  biomassBefore: number;
  laiBefore: number;
  inn: number;
  soilN: number;
  mineralInput: number;
  rootReserve: number;
  rootReadyReserve: number;
  reserveState: number;
  favourable: 0 | 1;
}

/** The plot's weather of a day: mean temperature (°C) and rain (mm). */
export function dayWeather(
  seed: number,
  date: string,
  latitude: number,
): { tmean: number; rain: number } {
  const epochDay = epochDayOf(date);
  return weatherOfDay(seed, epochDay, dayOfYear(epochDay, date), latitude);
}

function weatherOfDay(
  seed: number,
  days: number,
  doy: number,
  latitude: number,
): { tmean: number; rain: number } {
  const seasonal = 12.8 - (latitude - 46) * 0.5 + 7.5 * Math.sin((2 * Math.PI * (doy - 105)) / 365);
  // Spells of a few days: the noise of a day leans on the day before's.
  const noise = (unit3(seed, days, 1) - 0.5) * 5 + (unit3(seed, days - 1, 1) - 0.5) * 3;
  const wetSeason = 0.42 + 0.1 * Math.cos((2 * Math.PI * (doy - 330)) / 365);
  const rainy = unit3(seed, days, 2) < wetSeason || unit3(seed, days - 1, 2) < wetSeason * 0.35;
  const rain = rainy ? Math.round(-Math.log(1 - unit3(seed, days, 3) * 0.999) * 4.2 * 10) / 10 : 0;
  return { tmean: Math.round((seasonal + noise) * 10) / 10, rain };
}

/** Critical nitrogen dilution curve of wheat (Justes): % N of the biomass (t/ha). */
export function criticalNPercent(biomass: number): number {
  return biomass < 1.55 ? 4.4 : 5.35 * biomass ** -0.442;
}

const logistic = (x: number, middle: number, width: number) =>
  1 / (1 + Math.exp(-(x - middle) / width));

/** Reference evapotranspiration of a day (mm), from the season. */
function etp(doy: number): number {
  return Math.max(0.3, 2.4 - 2.1 * Math.cos((2 * Math.PI * (doy - 15)) / 365));
}

/**
 * Runs the model from sowing to `until` (inclusive). Every figure of a day depends on the days
 * before only, so the run to a date is the start of the run to a later date.
 */
export function runChnModel(input: ChnModelInput, until: string): ChnDay[] {
  const days: ChnDay[] = [];
  const length = daysBetween(input.sowing, until);
  if (length < 0) return days;
  const inputsByDay = new Map<string, number>();
  for (const { date, dose } of input.inputs)
    inputsByDay.set(date, (inputsByDay.get(date) ?? 0) + dose);
  const irrigationByDay = new Map<string, number>();
  for (const { date, dose } of input.irrigations)
    irrigationByDay.set(date, (irrigationByDay.get(date) ?? 0) + dose);
  // The weather of the whole run and of the five days after it (favourable days look ahead).
  const start = epochDayOf(input.sowing);
  const dates = Array.from({ length: length + 6 }, (_, i) => isoOfEpochDay(start + i));
  const weather = dates.map((date, i) =>
    weatherOfDay(input.seed, start + i, dayOfYear(start + i, date), input.latitude),
  );

  let thermalTime = 0;
  let soilN = input.residualN * 0.6;
  let nAbsorbed = 8;
  let reserve = input.usefulReserve * 0.8;
  let innYesterday = 1;
  // Fertiliser on the soil not yet washed in, kg N/ha.
  let pending = 0;
  const residualDay = `${Number(input.sowing.slice(0, 4)) + 1}-02-01`;
  for (let i = 0; i <= length; i++) {
    const date = dates[i] as string;
    const { tmean, rain } = weather[i] as { tmean: number; rain: number };
    const irrigation = irrigationByDay.get(date) ?? 0;
    thermalTime += Math.max(0, tmean);

    // The end-of-winter residual arrives with the spring's mineralisation.
    if (date === residualDay) soilN += input.residualN * 0.4;
    soilN += tmean > 5 ? 0.25 : 0.05;
    const mineralInput = inputsByDay.get(date) ?? 0;
    pending += mineralInput;
    // Rain or irrigation washes the fertiliser in: 10 mm take it all.
    const water = rain + irrigation;
    const washed = water >= 10 ? pending : water >= 3 ? pending * (water / 10) : pending * 0.03;
    pending -= washed;
    soilN += washed * 0.85;

    const laiPotential =
      0.25 + 6.2 * logistic(thermalTime, 1150, 130) * (1 - logistic(thermalTime, 2150, 120));
    const biomassPotential = 0.2 + 15.5 * logistic(thermalTime, 1550, 200);
    // Nitrogen stress (yesterday's INN) shrinks the green area and the biomass.
    const stress = Math.min(1, 0.35 + 0.65 * innYesterday);
    const lai = laiPotential * input.vigour * stress;
    const biomass = biomassPotential * Math.min(1.1, input.vigour) * (0.55 + 0.45 * stress);
    const nCritical = criticalNPercent(biomass) * biomass * 10;
    // Uptake: toward the critical need, limited by what the soil holds.
    const demand = Math.max(0, nCritical * 1.05 - nAbsorbed);
    // Roots take up about a quarter of a kilogram a day per degree, and a share of the soil's.
    const uptake = Math.min(
      demand,
      soilN * (tmean > 3 ? 0.12 : 0.03),
      Math.max(0.1, tmean * 0.22 * input.vigour),
    );
    nAbsorbed += uptake;
    soilN = Math.max(0, soilN - uptake);
    const inn = Math.min(1.3, Math.max(0.3, nAbsorbed / Math.max(1, nCritical)));
    innYesterday = inn;

    // Soil water of the root zone: the roots deepen with thermal time.
    const rootShare = Math.min(1, 0.3 + thermalTime / 1800);
    const rootReserve = input.usefulReserve * rootShare;
    reserve = Math.min(
      rootReserve,
      Math.max(0, reserve + water - etp(dayOfYear(start + i, date)) * Math.min(1.1, 0.3 + lai / 4)),
    );
    // The rain of the next five days, added in their order (as a reduce over them would).
    let ahead = 0;
    for (let next = i + 1; next < i + 6 && next < weather.length; next++) {
      ahead += (weather[next] as { rain: number }).rain;
    }

    days.push({
      date,
      tmean,
      rain,
      irrigation,
      thermalTime: Math.round(thermalTime),
      laiPotential: round2(laiPotential),
      lai: round2(lai),
      biomass: round2(biomass),
      nCritical: round1(nCritical),
      nAbsorbed: round1(nAbsorbed),
      nAbsorbedBefore: round1(nAbsorbed * (1 + input.bias)),
      biomassBefore: round2(biomass * (1 + input.bias * 0.6)),
      laiBefore: round2(lai * (1 + input.bias * 0.8)),
      inn: round2(inn),
      soilN: round1(soilN),
      mineralInput,
      rootReserve: round1(rootReserve),
      rootReadyReserve: round1((rootReserve * 2) / 3),
      reserveState: round1(reserve),
      // A day is favourable to an input when 15 mm fall within the next five days.
      favourable: ahead + water >= 15 ? 1 : 0,
    });
  }
  return days;
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const round2 = (v: number) => Math.round(v * 100) / 100;

/** The first day the thermal time reaches a stage, up to a day (default: the last), or null. */
export function stageDate(
  days: readonly ChnDay[],
  stage: ChnStage,
  upTo = days.length - 1,
): string | null {
  const threshold = STAGE_THERMAL_TIME[stage];
  for (let i = 0; i <= upTo && i < days.length; i++) {
    const day = days[i] as ChnDay;
    if (day.thermalTime >= threshold) return day.date;
  }
  return null;
}

/** Days of satellite acquisitions between two dates: every 5 days, a clear sky one in two. */
export function satelliteDays(seed: number, from: string, to: string): string[] {
  const result: string[] = [];
  for (let i = 0; i <= daysBetween(from, to); i += 5) {
    const date = addDaysIso(from, i);
    if (unit(seed, hashInts(i, 7), 4) < 0.5) result.push(date);
  }
  return result;
}
