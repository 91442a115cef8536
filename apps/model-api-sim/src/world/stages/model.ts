// The simulated stage and disease models (docs/simulator.md, "Stages"): thermal time from sowing
// on the plot's daily weather moves the stages (base 0 °C for cereals, 6 °C capped at 30 °C for
// maize); each disease has a daily risk (10 low, 20 medium, 30 high) from the weather of the days
// before, within the stages where it matters, and its alert and treatment (T1, T2) dates follow
// the first high-risk days. Stages are predicted to the end of the season on the normals after
// the forecast; disease dates only up to the forecast's end (the weather they need is not known
// further).
import type { KnownWeather } from './weather.ts';
import { isoOfEpochDay } from './weather.ts';

// ---------------------------------------------------------------------------------------------
// Cereals

export const CEREAL_STAGE_KEYS = [
  'levee',
  'debuttallage',
  'epi1cm',
  '1n',
  '2n',
  'f5',
  'f4',
  'f3',
  'f2',
  'dfp',
  'meiose',
  'epiaison',
  'floraison',
  'maturite',
  'recolte',
] as const;
export type CerealStageKey = (typeof CEREAL_STAGE_KEYS)[number];

/** Thermal time (°C·day, base 0, from sowing) to epi 1 cm of each species at earliness 5. */
const E1C_THERMAL_TIME: Readonly<Record<string, number>> = {
  '17': 860,
  '40': 920,
  '27': 780,
  '19': 840,
};

export interface CerealInput {
  sowing: number;
  codeespece: string;
  /** Earliness at stem elongation and at heading, 1 (late) to 9 (early). */
  precoMontaison: number;
  precoEpiaison: number;
}

/** Thresholds of every stage, in °C·day from sowing. */
export function cerealThresholds(input: CerealInput): Record<CerealStageKey, number> {
  const e1c = (E1C_THERMAL_TIME[input.codeespece] ?? 860) - (input.precoMontaison - 5) * 20;
  const heading = e1c + 620 - (input.precoEpiaison - 5) * 15;
  const flowering = heading + 90;
  const maturity = flowering + 680;
  return {
    levee: 150,
    debuttallage: TILLERING,
    epi1cm: e1c,
    '1n': e1c + 110,
    '2n': e1c + 220,
    f5: e1c + 60,
    f4: e1c + 160,
    f3: e1c + 260,
    f2: e1c + 350,
    dfp: e1c + 430,
    meiose: e1c + 530,
    epiaison: heading,
    floraison: flowering,
    maturite: maturity,
    recolte: maturity + 140,
  };
}

/** Days a season is followed at most from sowing. */
const SEASON_DAYS = 340;

export type StageDays<Key extends string> = Record<Key, number | null>;

const DAY_MS = 86_400_000;

/** Thermal time of tillering, from which the short winter days slow the crop. */
const TILLERING = 480;

/**
 * Winter cereals develop slowly in short days until they are vernalised: once tillering, a day's
 * thermal time from mid-November to the end of January counts 60 %, so epi 1 cm comes from
 * February in the south to April in the north rather than in a mild December.
 */
export function winterFactor(day: number, sum: number): number {
  if (sum < TILLERING) return 1;
  const date = new Date(day * DAY_MS);
  const month = date.getUTCMonth() + 1;
  return month === 12 || month === 1 || (month === 11 && date.getUTCDate() >= 15) ? 0.6 : 1;
}

/** The day each threshold of thermal time is reached from sowing (base, optional cap). */
function stageDays<Key extends string>(
  weather: KnownWeather,
  sowing: number,
  thresholds: Record<Key, number>,
  base: number,
  cap = Infinity,
  factor: (day: number, sum: number) => number = () => 1,
): StageDays<Key> {
  const keys = (Object.keys(thresholds) as Key[]).sort((a, b) => thresholds[a] - thresholds[b]);
  const days = Object.fromEntries(keys.map((key) => [key, null])) as StageDays<Key>;
  let sum = 0;
  let next = 0;
  for (let day = sowing + 1; day <= sowing + SEASON_DAYS && next < keys.length; day++) {
    sum += Math.max(0, Math.min(cap, weather.t(day)) - base) * factor(day, sum);
    while (next < keys.length && sum >= thresholds[keys[next] as Key]) {
      days[keys[next] as Key] = day;
      next += 1;
    }
  }
  return days;
}

export function cerealStages(weather: KnownWeather, input: CerealInput): StageDays<CerealStageKey> {
  return stageDays(weather, input.sowing, cerealThresholds(input), 0, Infinity, winterFactor);
}

// ---------------------------------------------------------------------------------------------
// Diseases

export const DISEASE_KEYS = [
  'pietin_verse',
  'septoriose',
  'rouille_brune',
  'rouille_jaune',
  'fusariose',
  'helminthosporiose',
  'rhynchosporiose',
] as const;
export type DiseaseKey = (typeof DISEASE_KEYS)[number];

export type Risk = 10 | 20 | 30;

const sumBefore = (weather: KnownWeather, day: number, days: number) => {
  let total = 0;
  for (let d = day - days + 1; d <= day; d++) total += weather.rain(d);
  return total;
};

/**
 * The stages between which a disease is followed. Barley's leaf diseases are followed to maturity
 * (issue 41): net blotch and rhynchosporium keep attacking the top leaves while the grain fills,
 * and, ending at heading, they left every barley plot 'Non évalué' for all its diseases in June.
 */
const ACTIVE: Readonly<Record<DiseaseKey, [CerealStageKey, CerealStageKey]>> = {
  pietin_verse: ['debuttallage', '2n'],
  septoriose: ['epi1cm', 'floraison'],
  rouille_brune: ['2n', 'maturite'],
  rouille_jaune: ['epi1cm', 'floraison'],
  fusariose: ['epiaison', 'maturite'],
  helminthosporiose: ['debuttallage', 'maturite'],
  rhynchosporiose: ['debuttallage', 'maturite'],
};

/**
 * A disease's risk of a day from the weather before it. `sensitivity` is the variety's septoria
 * score (1 sensitive to 9 resistant): a sensitive variety reaches the high risk with less rain.
 */
export function dailyRisk(
  disease: DiseaseKey,
  weather: KnownWeather,
  day: number,
  sensitivity: number,
): Risk {
  const t = weather.t(day);
  switch (disease) {
    case 'pietin_verse': {
      const rain = sumBefore(weather, day, 10);
      return rain >= 25 && t >= 4 && t <= 15 ? 30 : rain >= 10 ? 20 : 10;
    }
    case 'septoriose': {
      const rain = sumBefore(weather, day, 5);
      const high = sensitivity <= 4 ? 7 : sensitivity >= 7 ? 14 : 10;
      return rain >= high && t >= 5 ? 30 : rain >= 4 ? 20 : 10;
    }
    case 'rouille_brune': {
      const rain = sumBefore(weather, day, 3);
      return t >= 16 && rain >= 2 ? 30 : t >= 13 ? 20 : 10;
    }
    case 'rouille_jaune': {
      const rain = sumBefore(weather, day, 3);
      return t >= 8 && t <= 15 && rain >= 2 ? 30 : t >= 5 && t <= 17 ? 20 : 10;
    }
    case 'fusariose': {
      const rain = sumBefore(weather, day, 3);
      return rain >= 8 ? 30 : rain >= 3 ? 20 : 10;
    }
    case 'helminthosporiose': {
      const rain = sumBefore(weather, day, 5);
      return rain >= 8 && t >= 10 ? 30 : rain >= 3 ? 20 : 10;
    }
    case 'rhynchosporiose': {
      const rain = sumBefore(weather, day, 5);
      return rain >= 8 && t >= 8 && t <= 16 ? 30 : rain >= 3 ? 20 : 10;
    }
  }
}

/** Whether a disease is followed on a day (between its stages); null stages follow nothing. */
export function isActive(
  disease: DiseaseKey,
  stages: StageDays<CerealStageKey>,
  day: number,
): boolean {
  const [from, to] = ACTIVE[disease];
  const start = stages[from];
  const end = stages[to];
  return start !== null && day >= start && (end === null || day <= end);
}

/** The first `count` high-risk days of a disease, at least `gap` days apart, up to `until`. */
function highRiskDays(
  disease: DiseaseKey,
  weather: KnownWeather,
  stages: StageDays<CerealStageKey>,
  sensitivity: number,
  until: number,
  count: number,
  gap: number,
): number[] {
  const found: number[] = [];
  const [from] = ACTIVE[disease];
  const start = stages[from];
  if (start === null) return found;
  for (let day = start; day <= until && found.length < count; day++) {
    if (!isActive(disease, stages, day)) continue;
    const last = found[found.length - 1];
    if (last !== undefined && day - last < gap) continue;
    if (dailyRisk(disease, weather, day, sensitivity) === 30) found.push(day);
  }
  return found;
}

/** Days a protection is advised after an alert (T1, T2). */
const TREATMENT_DELAY = 5;

export interface DiseaseDates {
  pv_datealerte: number | null;
  pv_datet1: number | null;
  septo_datealerte: number | null;
  septo_datet1: number | null;
  septo_datealerte2: number | null;
  septo_datet2: number | null;
  septo_datealerte3: number | null;
  septo_datet3: number | null;
  rouillebrune_datealerte: number | null;
  rouillebrune_datet1: number | null;
  rouillejaune_crusty_date1: number | null;
  rouillejaune_crusty_date2: number | null;
  rouillejaune_crusty_date3: number | null;
  fusa_datealerte: number | null;
  fusa_datet1: number | null;
  helmintho_date1: number | null;
  helmintho_date2: number | null;
  rhyncho_date1: number | null;
  rhyncho_date2: number | null;
}

const treatmentAfter = (alert: number | undefined, notBefore: number | null) =>
  alert === undefined ? null : Math.max(alert + TREATMENT_DELAY, notBefore ?? -Infinity);

/** Alert and treatment dates of every disease, from the weather known up to `until`. */
export function diseaseDates(
  weather: KnownWeather,
  stages: StageDays<CerealStageKey>,
  barley: boolean,
  sensitivity: number,
  until: number,
): DiseaseDates {
  const high = (disease: DiseaseKey, count: number, gap: number) =>
    highRiskDays(disease, weather, stages, sensitivity, until, count, gap);
  const none = { pv: [], septo: [], brown: [], yellow: [], fusa: [], helm: [], rhyn: [] };
  const days = barley
    ? { ...none, helm: high('helminthosporiose', 2, 20), rhyn: high('rhynchosporiose', 2, 20) }
    : {
        ...none,
        pv: high('pietin_verse', 1, 1),
        septo: high('septoriose', 3, 15),
        brown: high('rouille_brune', 1, 1),
        yellow: high('rouille_jaune', 3, 10),
        fusa: high('fusariose', 1, 1),
      };
  const at = (list: readonly number[], index: number) => list[index] ?? null;
  return {
    pv_datealerte: at(days.pv, 0),
    // Eyespot is treated between epi 1 cm and 2 nodes: not before 1 node.
    pv_datet1: treatmentAfter(days.pv[0], stages['1n']),
    septo_datealerte: at(days.septo, 0),
    // The first septoria treatment waits for the 2-node stage.
    septo_datet1: treatmentAfter(days.septo[0], stages['2n']),
    septo_datealerte2: at(days.septo, 1),
    septo_datet2: treatmentAfter(days.septo[1], null),
    septo_datealerte3: at(days.septo, 2),
    septo_datet3: treatmentAfter(days.septo[2], null),
    rouillebrune_datealerte: at(days.brown, 0),
    rouillebrune_datet1: treatmentAfter(days.brown[0], null),
    rouillejaune_crusty_date1: at(days.yellow, 0),
    rouillejaune_crusty_date2: at(days.yellow, 1),
    rouillejaune_crusty_date3: at(days.yellow, 2),
    fusa_datealerte: at(days.fusa, 0),
    // Fusarium is treated at flowering.
    fusa_datet1: days.fusa[0] === undefined ? null : Math.max(days.fusa[0], stages.floraison ?? 0),
    helmintho_date1: at(days.helm, 0),
    helmintho_date2: at(days.helm, 1),
    rhyncho_date1: at(days.rhyn, 0),
    rhyncho_date2: at(days.rhyn, 1),
  };
}

/**
 * Fusarium risk at flowering: the rain from 3 days before heading to 5 after flowering, one class
 * higher after maize. Null until the forecast reaches 5 days after flowering.
 */
export function fusariumRisk(
  weather: KnownWeather,
  stages: StageDays<CerealStageKey>,
  afterMaize: boolean,
  until: number,
): { risque_fusa: 'faible' | 'moyen' | 'élevé'; don_classerisque: number } | null {
  const heading = stages.epiaison;
  const flowering = stages.floraison;
  if (heading === null || flowering === null || flowering + 5 > until) return null;
  let rain = 0;
  for (let day = heading - 3; day <= flowering + 5; day++) rain += weather.rain(day);
  const level = Math.min(2, (rain < 10 ? 0 : rain < 25 ? 1 : 2) + (afterMaize ? 1 : 0));
  const classes = ['faible', 'moyen', 'élevé'] as const;
  return {
    risque_fusa: classes[level] as (typeof classes)[number],
    // The DON class (1 to 7) of the grid: rain and previous crop.
    don_classerisque: Math.min(7, 1 + Math.floor(rain / 10) + (afterMaize ? 2 : 0)),
  };
}

/** A disease's risk of a day as the list shows it: null when it is not followed that day. */
export function riskOn(
  disease: DiseaseKey,
  weather: KnownWeather,
  stages: StageDays<CerealStageKey>,
  sensitivity: number,
  day: number,
): Risk | null {
  if (day > weather.knownUntil || !isActive(disease, stages, day)) return null;
  return dailyRisk(disease, weather, day, sensitivity);
}

// ---------------------------------------------------------------------------------------------
// Maize

export const MAIZE_STAGE_KEYS = [
  'levee',
  '4f',
  '6f',
  '8f',
  '10f',
  'ff',
  'slag',
  'h50',
  'h45',
  'h35',
  'h32',
] as const;
export type MaizeStageKey = (typeof MAIZE_STAGE_KEYS)[number];

/**
 * Maize stages in °C·day (base 6, capped at 30) from sowing; female flowering moves with the
 * variety's earliness index (FAO 180 early to 400 late). Fodder is harvested at 32 % dry matter
 * sooner than grain at 32 % moisture: its H32 is the whole plant's.
 */
export function maizeThresholds(fao: number, fodder: boolean): Record<MaizeStageKey, number> {
  const flowering = 780 + (fao - 250) * 0.9;
  return {
    levee: 90,
    '4f': 220,
    '6f': 320,
    '8f': 430,
    '10f': 540,
    ff: flowering,
    slag: flowering + 250,
    h50: flowering + 520,
    h45: flowering + 590,
    h35: flowering + 730,
    h32: fodder ? flowering + 620 : flowering + 790,
  };
}

export function maizeStages(
  weather: KnownWeather,
  sowing: number,
  fao: number,
  fodder: boolean,
): StageDays<MaizeStageKey> {
  return stageDays(weather, sowing, maizeThresholds(fao, fodder), 6, 30);
}

export const isoOrNull = (day: number | null | undefined): string | null =>
  day === null || day === undefined ? null : isoOfEpochDay(day);
