// The simulated hourly weather of any place in France (docs/simulator.md, "Weather"): a seasonal
// temperature by latitude and longitude with a diurnal cycle, rain fronts crossing the country
// from west to east over several days, summer afternoon storms, and a humidity that rises at night
// and after rain. Values are a function of the seed, the place and the hour only.
import { createRandom } from '../../random.ts';
import { hash4, unit, unit4 } from './hash.ts';

export const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;
/** Where fronts enter (west of Brittany) and how far east France reaches, in degrees. */
const WEST_EDGE = -5.5;
const EAST_EDGE = 9.8;

export interface Place {
  /** The place's own draws (storms, showers): its station id. */
  key: number;
  latitude: number;
  longitude: number;
}

/** A rainy spell crossing the country from west to east. */
interface Front {
  /** Hour index (hours since 1970 UTC) at which it reaches WEST_EDGE. */
  start: number;
  /** Degrees of longitude per hour. */
  speed: number;
  /** Width in degrees of longitude: its passage lasts width / speed hours. */
  width: number;
  /** Peak rain rate, mm/h. */
  rate: number;
  latitudeMin: number;
  latitudeMax: number;
}

const frontsByYear = new Map<string, Front[]>();

const DAY_MS = DAY_HOURS * HOUR_MS;

/**
 * The UTC day of an hour index and what the calendar says of it, for the last day asked: hourly
 * series ask 24 times in a row for one day, and a Date for each hour was most of their time. The
 * hour may be fractional (a front's start): its milliseconds are truncated as a Date's are.
 */
const calendar = { day: Number.NaN, month: 0, yearStartMs: 0 };

function calendarOf(ms: number): typeof calendar {
  const day = Math.floor(ms / DAY_MS);
  if (day !== calendar.day) {
    const date = new Date(day * DAY_MS);
    calendar.day = day;
    calendar.month = date.getUTCMonth() + 1;
    calendar.yearStartMs = Date.UTC(date.getUTCFullYear(), 0, 1);
  }
  return calendar;
}

/** Month (1–12) of an hour index. */
function monthOf(hour: number): number {
  return calendarOf(Math.trunc(hour * HOUR_MS)).month;
}

function dayOfYear(hour: number): number {
  const ms = Math.trunc(hour * HOUR_MS);
  return (ms - calendarOf(ms).yearStartMs) / DAY_MS;
}

/**
 * The fronts of a year, shared by every place: in winter one every 2 to 5 days, in summer one
 * every 4 to 9 days; each crosses France in 3 to 6 days.
 */
export function frontsOfYear(seed: number, year: number): Front[] {
  const key = `${seed}:${year}`;
  const cached = frontsByYear.get(key);
  if (cached) return cached;
  const random = createRandom(`fronts:${seed}:${year}`);
  const fronts: Front[] = [];
  // From ten days before the year, so the year's first days have the fronts still crossing.
  let hour = Date.UTC(year, 0, 1) / HOUR_MS - 10 * DAY_HOURS;
  const end = Date.UTC(year + 1, 0, 1) / HOUR_MS;
  while (hour < end) {
    const month = monthOf(hour);
    const summer = month >= 5 && month <= 8;
    const crossingDays = random.float(3, 6, 2);
    const centre = random.float(43, 50.5, 2);
    const halfHeight = random.float(2, 5, 2);
    fronts.push({
      start: Math.round(hour),
      speed: (EAST_EDGE - WEST_EDGE) / (crossingDays * DAY_HOURS),
      width: random.float(0.6, 1.6, 2),
      rate: summer ? random.float(0.4, 1.8, 2) : random.float(0.3, 1.4, 2),
      latitudeMin: centre - halfHeight,
      latitudeMax: centre + halfHeight,
    });
    hour += DAY_HOURS * (summer ? random.float(4, 9) : random.float(2, 5));
  }
  frontsByYear.set(key, fronts);
  return fronts;
}

/** Less rain in the Mediterranean summer, more on the Atlantic coast. */
function rainFactor(place: Place, month: number): number {
  const mediterranean = place.latitude < 44.6 && place.longitude > 2.6;
  if (mediterranean) return month >= 5 && month <= 9 ? 0.35 : 0.8;
  return place.longitude < -1 ? 1.25 : 1;
}

/** Probability of an afternoon storm on a day of that month. */
const STORM_CHANCE: Readonly<Record<number, number>> = {
  5: 0.04,
  6: 0.07,
  7: 0.08,
  8: 0.07,
  9: 0.03,
};

/**
 * Rain (mm) of every hour in [from, to): the fronts passing over the place, showery (some hours
 * dry inside a front), and the summer storms.
 */
export function rainSeries(seed: number, place: Place, from: number, to: number): Float32Array {
  const rain = new Float32Array(to - from);
  const firstYear = new Date(from * HOUR_MS).getUTCFullYear();
  const lastYear = new Date((to - 1) * HOUR_MS).getUTCFullYear();
  for (let year = firstYear; year <= lastYear; year++) {
    for (const front of frontsOfYear(seed, year)) {
      if (place.latitude < front.latitudeMin || place.latitude > front.latitudeMax) continue;
      // When the front's centre is over the place, and how long its passage lasts.
      const centre = front.start + (place.longitude - WEST_EDGE) / front.speed;
      const half = front.width / 2 / front.speed;
      const first = Math.max(from, Math.ceil(centre - half));
      const last = Math.min(to - 1, Math.floor(centre + half));
      for (let hour = first; hour <= last; hour++) {
        const shape = 1 - ((hour - centre) / half) ** 2;
        const shower = unit4(seed, place.key, hour, 1);
        if (shower < 0.25) continue;
        const amount = front.rate * shape * rainFactor(place, monthOf(hour)) * (0.4 + shower);
        rain[hour - from] = (rain[hour - from] ?? 0) + amount;
      }
    }
  }
  // Storms: a local downpour of 4 to 30 mm over 1 to 3 hours, starting 14 to 19 h local time.
  const firstDay = Math.floor(from / DAY_HOURS);
  const lastDay = Math.floor((to - 1) / DAY_HOURS);
  for (let day = firstDay; day <= lastDay; day++) {
    const chance = STORM_CHANCE[monthOf(day * DAY_HOURS)] ?? 0;
    if (chance === 0 || unit4(seed, place.key, day, 2) >= chance) continue;
    const hours = 1 + (hash4(seed, place.key, day, 3) % 3);
    const total = 4 + 26 * unit4(seed, place.key, day, 4);
    const start = day * DAY_HOURS + 12 + (hash4(seed, place.key, day, 5) % 6);
    for (let hour = start; hour < start + hours; hour++) {
      if (hour >= from && hour < to) rain[hour - from] = (rain[hour - from] ?? 0) + total / hours;
    }
  }
  for (let i = 0; i < rain.length; i++) rain[i] = Math.round((rain[i] ?? 0) * 10) / 10;
  return rain;
}

/** Paris local hour of an hour index: UTC+2 from April to October, else UTC+1. */
function localHour(hour: number): number {
  const month = monthOf(hour);
  return (((hour % DAY_HOURS) + (month >= 4 && month <= 10 ? 2 : 1)) % DAY_HOURS) + 0;
}

/** The season's cosine of an hour: -1 about 20 January, 1 about 21 July. */
const seasonCosine = (hour: number) => Math.cos((2 * Math.PI * (dayOfYear(hour) - 20)) / 365.25);

/** The place's mean annual temperature and seasonal amplitude (°C). */
function placeClimate(place: Place): { annual: number; amplitude: number } {
  const annual =
    12.3 -
    0.55 * (place.latitude - 46) +
    (place.latitude < 44.6 && place.longitude > 2.6 ? 1.8 : 0) -
    (place.longitude > 5 && place.latitude > 44.6 ? 0.8 : 0);
  // Oceanic west: mild winters and summers; continental east: wider swings.
  const amplitude = Math.min(10, Math.max(6, 7.2 + 0.35 * (place.longitude + 1)));
  return { annual, amplitude };
}

/** Mean temperature of the season at a place: colder north and east, warmer Mediterranean. */
export function seasonalTemperature(place: Place, hour: number): number {
  const { annual, amplitude } = placeClimate(place);
  return annual - amplitude * seasonCosine(hour);
}

/** The spells' three phases of a seed, drawn once: the same for every place and hour. */
const spellPhasesBySeed = new Map<number, readonly [number, number, number]>();

function spellPhases(seed: number): readonly [number, number, number] {
  let phases = spellPhasesBySeed.get(seed);
  if (!phases) {
    const phase = (k: number) => 2 * Math.PI * unit(seed, 77, k);
    phases = [phase(1), phase(2), phase(3)];
    spellPhasesBySeed.set(seed, phases);
  }
  return phases;
}

/** Warm and cold spells of a few days, moving east like the fronts. */
function spellAnomaly(phases: readonly [number, number, number], place: Place, hour: number) {
  const days = hour / DAY_HOURS - (place.longitude - WEST_EDGE) / 3;
  return (
    2.2 * Math.sin((2 * Math.PI * days) / 6.3 + phases[0]) +
    1.6 * Math.sin((2 * Math.PI * days) / 11.7 + phases[1]) +
    1.1 * Math.sin((2 * Math.PI * days) / 23.1 + phases[2])
  );
}

export interface HourlySeries {
  /** First hour index. */
  from: number;
  t: Float32Array;
  u: Float32Array;
  rr: Float32Array;
}

/** Temperature (°C, 0.1), humidity (%, whole) and rain (mm, 0.1) of every hour in [from, to). */
export function weatherSeries(seed: number, place: Place, from: number, to: number): HourlySeries {
  // Rain from six hours before, for the clouds and the wet air it leaves behind.
  const lead = 6;
  const rainWithLead = rainSeries(seed, place, from - lead, to + lead);
  const count = to - from;
  const t = new Float32Array(count);
  const u = new Float32Array(count);
  const rr = rainWithLead.slice(lead, lead + count);
  // Prefix sums: the rain over the hours from 6 before to 6 after each hour.
  const sums = new Float64Array(rainWithLead.length + 1);
  for (let i = 0; i < rainWithLead.length; i++)
    sums[i + 1] = (sums[i] ?? 0) + (rainWithLead[i] ?? 0);
  const { annual, amplitude } = placeClimate(place);
  const phases = spellPhases(seed);
  for (let i = 0; i < count; i++) {
    const hour = from + i;
    // Clouds damp the day's swing, and wet air lingers after rain.
    const around = (sums[i + lead * 2 + 1] ?? 0) - (sums[i] ?? 0);
    const cloud = Math.min(1, around / 4);
    const cosine = seasonCosine(hour);
    const season = (1 - cosine) / 2;
    const swing = (6 + 6 * season) * (1 - 0.55 * cloud);
    const diurnal = Math.cos((2 * Math.PI * (localHour(hour) - 15)) / DAY_HOURS);
    const noise = unit4(seed, place.key, hour, 6) - 0.5;
    const temperature =
      annual -
      amplitude * cosine +
      spellAnomaly(phases, place, hour) +
      (swing / 2) * diurnal -
      1.5 * cloud +
      noise * 0.6;
    t[i] = Math.round(temperature * 10) / 10;
    // Dry afternoons, humid nights; saturated air under rain.
    const base = 86 - 14 * season + 10 * cloud;
    let humidity = base - 2.6 * (swing / 2) * diurnal + noise * 4;
    if ((rr[i] ?? 0) > 0) humidity = Math.max(humidity, 93 + 6 * unit4(seed, place.key, hour, 7));
    u[i] = Math.round(Math.min(100, Math.max(25, humidity)));
  }
  return { from, t, u, rr };
}
