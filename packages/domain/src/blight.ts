// Potato blight (mildiou) and early blight (alternariose) rules the screens, the BFF's exports and
// the simulator share (spec 3 §2.2, §2.3, §4, §5, §9): risk levels and their words, the hourly
// humidity and temperature classes, how indices are shown, the dashboard's counters and filters,
// the calendars' pieces, the weather-correction dates and who owns a plot.
import { addDays } from './calendar-days.ts';
import { CAMPAIGN_START_MONTH } from './dates.ts';
import { isPlotToTreat } from './blight-advice.ts';
import { blightRiskColour, toRiskCode, type StatusColour } from './status-colours.ts';

// ---------------------------------------------------------------------------------------------
// Risk levels

export interface BlightRiskLevel {
  /** 10, 40, 50, or null for anything else (unknown or error). */
  code: 10 | 40 | 50 | null;
  label: string;
  colour: StatusColour;
}

/** The map's four-level legend, in its order (spec 3 §2.2, §4). */
export const BLIGHT_RISK_LEVELS: readonly BlightRiskLevel[] = [
  { code: 10, label: 'Pas de risque', colour: 'green' },
  { code: 40, label: 'Vigilance', colour: 'orange' },
  { code: 50, label: 'Risque de contamination', colour: 'red' },
  { code: null, label: 'Inconnu ou erreur', colour: 'grey' },
];

/** The level of a risk code: 10, 40, 50, and any other value (or none) the unknown level. */
export function blightRiskLevel(risk: number | string | null | undefined): BlightRiskLevel {
  const code = toRiskCode(risk);
  return (
    BLIGHT_RISK_LEVELS.find((level) => level.code !== null && level.code === code) ??
    (BLIGHT_RISK_LEVELS[3] as BlightRiskLevel)
  );
}

/** Alternaria risk codes name the plot's sensitivity (spec 3 §4). */
const ALTERNARIA_SENSITIVITY: Readonly<Record<number, string>> = {
  10: 'Insensible',
  40: 'Presque sensible',
  50: 'Sensible',
};

/** 'Insensible', 'Presque sensible', 'Sensible'; '-' for anything else. */
export function alternariaSensitivityLabel(risk: number | string | null | undefined): string {
  const code = toRiskCode(risk);
  return (code !== null && ALTERNARIA_SENSITIVITY[code]) || '-';
}

/** Weather older than this many hours greys a plot's marker (spec 3 §2.2, §9). */
export const STALE_WEATHER_HOURS = 6;

/**
 * A plot marker's colour: its risk's, or grey when its latest weather is older than 6 hours (or
 * its age is unknown: nothing says the risk stands on today's weather).
 */
export function blightMarkerColour(
  risk: number | string | null | undefined,
  hoursSinceLastWeather: number | null | undefined,
): StatusColour {
  if (
    hoursSinceLastWeather == null ||
    !Number.isFinite(hoursSinceLastWeather) ||
    hoursSinceLastWeather > STALE_WEATHER_HOURS
  ) {
    return 'grey';
  }
  return blightRiskColour(risk);
}

/** Blight markers at one place are moved about 0.00005° apart (spec 3 §2.2, §9). */
export const BLIGHT_MARKER_OFFSET = 0.00005;

/** Protection flag: 1 protected (green shield), anything else not protected (spec 3 §4). */
export function isProtected(flag: number | string | null | undefined): boolean {
  return toRiskCode(flag) === 1;
}

// ---------------------------------------------------------------------------------------------
// Hourly classes (spec 3 §9)

/** At this relative humidity (%) or more an hour is humid. */
export const HUMID_HOUR_PERCENT = 87;

export type BlightHumidityClass = 200 | 250;
export type BlightTemperatureClass = 100 | 110 | 130 | 140 | 150 | 190;

/**
 * 250 when the humidity is 87 % or more or any rain fell, 200 below 87 % without rain; null when
 * neither measure says which (a missing humidity with no rain cannot be called dry).
 */
export function humidityClass(
  humidity: number | null | undefined,
  rain: number | null | undefined,
): BlightHumidityClass | null {
  const wet = (rain != null && rain > 0) || (humidity != null && humidity >= HUMID_HOUR_PERCENT);
  if (wet) return 250;
  if (humidity == null || rain == null || !Number.isFinite(humidity) || !Number.isFinite(rain)) {
    return null;
  }
  return 200;
}

/** 110 below 6 °C, 130 from 6 to 10, 140 to 14, 150 to 18, 190 to 30, 100 at 30 and over. */
export function temperatureClass(
  temperature: number | null | undefined,
): BlightTemperatureClass | null {
  if (temperature == null || !Number.isFinite(temperature)) return null;
  if (temperature >= 30) return 100;
  if (temperature < 6) return 110;
  if (temperature < 10) return 130;
  if (temperature < 14) return 140;
  if (temperature < 18) return 150;
  return 190;
}

const HUMIDITY_DESCRIPTIONS: Readonly<Record<BlightHumidityClass, string>> = {
  200: 'Humidité inférieure à 87\u202f% et pas de pluie\u202f: pas de risque',
  250: 'Humidité de 87\u202f% ou plus, ou pluie\u202f: risque',
};

const TEMPERATURE_DESCRIPTIONS: Readonly<Record<BlightTemperatureClass, string>> = {
  100: 'Température de 30 °C ou plus',
  110: 'Température inférieure à 6 °C',
  130: 'Température de 6 à 10 °C',
  140: 'Température de 10 à 14 °C',
  150: 'Température de 14 à 18 °C',
  190: 'Température de 18 à 30 °C',
};

/** The words of a humidity class; '-' for none. */
export function humidityClassDescription(value: number | null | undefined): string {
  return HUMIDITY_DESCRIPTIONS[value as BlightHumidityClass] ?? '-';
}

/** The words of a temperature class; '-' for none. */
export function temperatureClassDescription(value: number | null | undefined): string {
  return TEMPERATURE_DESCRIPTIONS[value as BlightTemperatureClass] ?? '-';
}

/** The climate table's humidity header tooltip (spec 3 §2.3). */
export const HUMIDITY_HEADER_HELP =
  "En dessous de 87\u202f% d'humidité et avec 0 mm de pluie\u202f: pas de risque. À 87\u202f% ou plus, ou avec de la pluie\u202f: risque.";

// ---------------------------------------------------------------------------------------------
// Index display (spec 3 §9)

/** Hundredths of a value, its float error undone first (0.29 × 100 is 28.999…, not 28). */
const hundredths = (value: number) => Number((value * 100).toFixed(6));

/** Down to two decimals (towards minus infinity). */
export function floor2(value: number): number {
  return Math.floor(hundredths(value)) / 100;
}

/** The contamination index as shown: 4 × the raw value + 8, rounded down to two decimals. */
export function displayedContaminationIndex(raw: number | null | undefined): number | null {
  if (raw == null || !Number.isFinite(raw)) return null;
  return floor2(4 * raw + 8);
}

/** Spore reserve, contamination weight, sporulation: truncated to two decimals; null stays null. */
export function truncatedIndex(value: number | null | undefined): number | null {
  if (value == null || !Number.isFinite(value)) return null;
  return Math.trunc(hundredths(value)) / 100;
}

/** Washout resistance in mm is shown only strictly between 0 and 200; else '-'. */
export function washoutText(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value) || value <= 0 || value >= 200) return '-';
  return String(value).replace('.', ',');
}

// ---------------------------------------------------------------------------------------------
// Dashboard

export interface BlightRiskRow {
  farmer: string;
  risque: number | null;
  risque_j_previ: number | null;
  risque_jp1_previ: number | null;
  conseil: string | null;
  statut: string | null;
}

/** A plot is at risk on a day when its risk is 50 (contamination risk). */
export const AT_RISK_CODE = 50;

export interface RiskSummaryColumn {
  plots: number;
  atRisk: number;
  /** Whole percentage of the plots at risk; 0 when there are no plots. */
  percent: number;
}

export interface RiskSummary {
  jReel: RiskSummaryColumn;
  jPrevi: RiskSummaryColumn;
  jPlus1: RiskSummaryColumn;
}

function summaryColumn(rows: readonly BlightRiskRow[], risk: (row: BlightRiskRow) => unknown) {
  const atRisk = rows.filter((row) => toRiskCode(risk(row) as number) === AT_RISK_CODE).length;
  return {
    plots: rows.length,
    atRisk,
    percent: rows.length === 0 ? 0 : Math.round((100 * atRisk) / rows.length),
  };
}

/** The collapsible risk summary: plots, plots at risk and their rounded percentage per day. */
export function riskSummary(rows: readonly BlightRiskRow[]): RiskSummary {
  return {
    jReel: summaryColumn(rows, (row) => row.risque),
    jPrevi: summaryColumn(rows, (row) => row.risque_j_previ),
    jPlus1: summaryColumn(rows, (row) => row.risque_jp1_previ),
  };
}

/** A plot in error on the dashboard: its weather has gaps (statut donneesmanquantes). */
export function isPlotInError(statut: string | null | undefined): boolean {
  return (statut ?? '').trim().toLowerCase() === 'donneesmanquantes';
}

export interface BlightFigures {
  farmers: number;
  plots: number;
  toTreat: number;
  inError: number;
}

/** The four indicator cards: farmers, plots, plots to treat, plots in error. */
export function blightFigures(rows: readonly BlightRiskRow[]): BlightFigures {
  const farmers = new Set(rows.map((row) => row.farmer.trim().toLowerCase()));
  return {
    farmers: farmers.size,
    plots: rows.length,
    toTreat: rows.filter((row) => isPlotToTreat(row.conseil)).length,
    inError: rows.filter((row) => isPlotInError(row.statut)).length,
  };
}

/** The country whose departments the department filter offers. */
export const DEPARTMENT_COUNTRY = 'france';

/** Whether the department filter applies: no country chosen, or france (spec 3 §2.2). */
export function departmentsApply(country: string | null | undefined): boolean {
  const chosen = (country ?? '').trim().toLowerCase();
  return chosen === '' || chosen === DEPARTMENT_COUNTRY;
}

/**
 * The dashboard filters after a country is chosen: a country other than france clears the
 * departments (and the screen disables their filter).
 */
export function withCountry<F extends { country: string | null; departements: readonly string[] }>(
  filters: F,
  country: string | null,
): F {
  return {
    ...filters,
    country,
    departements: departmentsApply(country) ? filters.departements : [],
  };
}

/** The integrator and distributor filters are for users who are not external (externe ≠ 1). */
export function showsNetworkFilters(
  externe: boolean | number | string | null | undefined,
): boolean {
  return !(externe === true || externe === 1 || externe === '1');
}

// ---------------------------------------------------------------------------------------------
// Calendars (spec 3 §2.3, §9)

export type CalendarRiskKey = 'none' | 'vigilance' | 'risk';

export interface CalendarPiece {
  key: CalendarRiskKey;
  min: number;
  max: number;
  label: string;
  colour: StatusColour;
}

/** The mildiou calendar's pieces of the day's cumulative contamination weight. */
export const MILDIOU_CALENDAR_PIECES: readonly CalendarPiece[] = [
  { key: 'none', min: 0, max: 11, label: 'Pas de risque', colour: 'green' },
  { key: 'vigilance', min: 12, max: 41, label: 'Vigilance', colour: 'orange' },
  { key: 'risk', min: 42, max: 60, label: 'Risque', colour: 'red' },
];

/** The alternaria calendar's pieces. */
export const ALTERNARIA_CALENDAR_PIECES: readonly CalendarPiece[] = [
  { key: 'none', min: 0, max: 10, label: 'Pas de risque', colour: 'green' },
  { key: 'risk', min: 11, max: 60, label: 'Risque', colour: 'red' },
];

/**
 * The piece of a day's value: pieces are whole numbers, so a value between two (11.5) belongs to
 * the piece its whole part is in; values above the last piece count in it, below 0 or none in none.
 */
export function calendarPiece(
  pieces: readonly CalendarPiece[],
  value: number | null | undefined,
): CalendarPiece | null {
  if (value == null || !Number.isFinite(value) || value < 0) return null;
  const whole = Math.floor(value);
  const last = pieces[pieces.length - 1];
  if (last && whole > last.max) return last;
  return pieces.find((piece) => whole >= piece.min && whole <= piece.max) ?? null;
}

/** The mark of a protected day on the calendars. */
export const PROTECTED_DAY_MARK = 'P';

/** Plot heat maps run from 1 March to 31 October of the data's year (spec 3 §9). */
export function plotCalendarRange(year: number): { from: string; to: string } {
  return { from: `${year}-03-01`, to: `${year}-10-31` };
}

// ---------------------------------------------------------------------------------------------
// Weather corrections (spec 3 §5)

/** The campaign year: the current year from March on, otherwise the previous one. */
export function blightCampaignYear(today: string): number {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month >= CAMPAIGN_START_MONTH ? year : year - 1;
}

export interface DateBounds {
  min: string;
  max: string;
}

/** A correction's start: from 1 March of the year before the campaign to yesterday. */
export function correctionStartBounds(today: string): DateBounds {
  return { min: `${blightCampaignYear(today) - 1}-03-01`, max: addDays(today, -1) };
}

/** A correction's end: from its start (or the start's minimum) to yesterday. */
export function correctionEndBounds(today: string, start: string | null | undefined): DateBounds {
  const startBounds = correctionStartBounds(today);
  const min = start && start > startBounds.min ? start : startBounds.min;
  return { min, max: startBounds.max };
}

/** What is wrong with a correction period, or null when it can be sent. */
export function correctionPeriodError(
  today: string,
  begin: string | null | undefined,
  end: string | null | undefined,
): string | null {
  if (!begin || !end) return 'Les dates de début et de fin sont obligatoires.';
  const start = correctionStartBounds(today);
  if (begin < start.min || begin > start.max) {
    return 'La date de début doit être comprise entre le 1er mars de la campagne précédente et hier.';
  }
  if (end < begin || end > start.max) {
    return 'La date de fin doit être comprise entre la date de début et hier.';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Ownership (spec 3 §2.3, §6)

/** The plot is the user's: its farmer is the login, compared without case or spaces around. */
export function ownsPlot(
  plotFarmer: string | null | undefined,
  login: string | null | undefined,
): boolean {
  const farmer = (plotFarmer ?? '').trim().toLocaleLowerCase('fr-FR');
  return farmer !== '' && farmer === (login ?? '').trim().toLocaleLowerCase('fr-FR');
}

// ---------------------------------------------------------------------------------------------
// Irrigation (spec 3 §2.3, §9)

const HOUR_MS = 3_600_000;
/** The irrigation window opens at 19 h UTC and its six hours run to the hour starting at 00 h. */
export const IRRIGATION_WINDOW_START_HOUR = 19;
export const IRRIGATION_RISK_HOURS = 6;

/** The irrigation tooltip of the plot detail. */
export const IRRIGATION_HELP =
  "L'irrigation augmente les indices de risque de chaque jour où elle a lieu entre 19h et 00h le lendemain UTC (21h à 2h heure locale en France métropolitaine)\u202f: 6 heures de risque sont ajoutées.";

/**
 * The hours (start instants in ms, UTC) an irrigation makes humid: for each evening whose window
 * (19 h to 01 h next day UTC) the irrigation overlaps, its six hours from 19 h. An end not after
 * the start, or unreadable dates, add nothing.
 */
export function irrigationRiskHours(beginAt: string, endAt: string): number[] {
  const begin = Date.parse(beginAt);
  const end = Date.parse(endAt);
  if (!Number.isFinite(begin) || !Number.isFinite(end) || end <= begin) return [];
  const hours: number[] = [];
  const firstDay = Math.floor(begin / (24 * HOUR_MS)) * 24 * HOUR_MS - 24 * HOUR_MS;
  for (let day = firstDay; day < end; day += 24 * HOUR_MS) {
    const open = day + IRRIGATION_WINDOW_START_HOUR * HOUR_MS;
    const close = open + IRRIGATION_RISK_HOURS * HOUR_MS;
    if (begin < close && end > open) {
      for (let hour = 0; hour < IRRIGATION_RISK_HOURS; hour++) hours.push(open + hour * HOUR_MS);
    }
  }
  return hours;
}

// ---------------------------------------------------------------------------------------------
// Stages (spec 3 §3.1)

const STAGE_LABELS: Readonly<Record<string, string>> = {
  plantation: 'Plantation',
  levee30: 'Levée 30\u202f%',
  croissanceactive: 'Croissance active',
  vegetationactive: 'Végétation active',
  croissancestabilisee: 'Croissance stabilisée',
  debutsenescence: 'Début de sénescence',
  senescence: 'Sénescence',
  defanage: 'Défanage',
  recolte: 'Récolte',
  fincampagne: 'Fin de campagne',
};

/** A stage's French name; an unknown code as sent, '-' for none. */
export function blightStageLabel(stage: string | null | undefined): string {
  if (stage == null || stage.trim() === '') return '-';
  return STAGE_LABELS[stage.trim()] ?? stage.trim();
}
