// The cereal and maize stage rules of spec 4 (§2.2, §2.3, §2.4, §4, §5.1, §8, §9): the current and
// next stage, the date-window indicator, the diseases a species shows, the detail's weather
// window, the sowing year and E1C band of the disease graphs, the own-plot CSV checks and
// guidance, and the module's messages. The stage and fusarium risk colours and the calculation
// state's are in status-colours.ts; the year bounds, CSV splitting and chips in dates.ts.
import { addDays } from './calendar-days.ts';
import { displayLogin } from './session.ts';
import type { StatusColour } from './status-colours.ts';

const NNBSP = '\u202f';

// ---------------------------------------------------------------------------------------------
// Stages

export interface DatedStage<Code extends string = string> {
  code: Code;
  /** 'YYYY-MM-DD', or null when the model gives none. */
  date: string | null;
}

/**
 * Spec 4 §4: the current stage is the latest one whose date is not in the future (today
 * included), the next stage the first one whose date is. Stages without a date are skipped; the
 * stages are read in the order given (the crop's).
 */
export function currentAndNextStage<Code extends string>(
  stages: readonly DatedStage<Code>[],
  today: string,
): { current: DatedStage<Code> | null; next: DatedStage<Code> | null } {
  let current: DatedStage<Code> | null = null;
  let next: DatedStage<Code> | null = null;
  for (const stage of stages) {
    if (stage.date === null) continue;
    if (stage.date <= today) {
      if (current === null || stage.date >= (current.date as string)) current = stage;
    } else if (next === null || stage.date < (next.date as string)) {
      next = stage;
    }
  }
  return { current, next };
}

export type WindowPosition = 'before' | 'inside' | 'after';

/**
 * Spec 4 §2.2: where a day stands against a date window (both bounds included): before it green
 * '--', inside it orange '++', after it red '+++'. A window without a start opens at once; without
 * an end it never closes; with neither, every day is before it.
 */
export function dateWindowIndicator(
  day: string,
  start: string | null | undefined,
  end: string | null | undefined,
): { position: WindowPosition; sign: '--' | '++' | '+++'; colour: StatusColour } {
  let position: WindowPosition;
  if (!start && !end) position = 'before';
  else if (start && day < start) position = 'before';
  else if (end && day > end) position = 'after';
  else position = 'inside';
  return WINDOW_INDICATORS[position];
}

const WINDOW_INDICATORS = {
  before: { position: 'before', sign: '--', colour: 'green' },
  inside: { position: 'inside', sign: '++', colour: 'orange' },
  after: { position: 'after', sign: '+++', colour: 'red' },
} as const;

// ---------------------------------------------------------------------------------------------
// Diseases

/** The cereal species of the module (spec 4 §9): soft wheat, durum wheat, barley, triticale. */
export const CEREAL_SPECIES_CODES = ['17', '40', '27', '19'] as const;
export const BARLEY_CODE = '27';

export const CEREAL_DISEASES = {
  pietin_verse: 'Piétin-verse',
  fusariose: 'Fusariose',
  rouille_jaune: 'Rouille jaune',
  rouille_brune: 'Rouille brune',
  septoriose: 'Septoriose',
  helminthosporiose: 'Helminthosporiose',
  rhynchosporiose: 'Rhynchosporiose',
} as const;
export type CerealDisease = keyof typeof CEREAL_DISEASES;

/**
 * Spec 4 §2.4: barley (27) shows helminthosporiosis and rhynchosporiosis; the other cereals
 * eyespot, fusarium, yellow rust, brown rust and septoria.
 */
export function diseasesOfSpecies(codeespece: string | number | null | undefined): CerealDisease[] {
  return String(codeespece ?? '').trim() === BARLEY_CODE
    ? ['helminthosporiose', 'rhynchosporiose']
    : ['pietin_verse', 'fusariose', 'rouille_jaune', 'rouille_brune', 'septoriose'];
}

/** Spec 4 §9: the plot detail shows the risk forecast of up to 8 days per disease. */
export const RISK_FORECAST_DAYS_MAX = 8;
/** Spec 4 §9: the detail lists the last 20 computations. */
export const COMPUTATIONS_SHOWN = 20;

// ---------------------------------------------------------------------------------------------
// Dates of the detail and of the disease graphs

/** The ISO day `months` calendar months after `iso`, the day kept or, past a month's end, its last day. */
export function addMonthsIso(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(targetYear).padStart(4, '0')}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * Spec 4 §9: the detail's weather runs from the sowing date to the earlier of 11 months after
 * sowing and 6 days from today (the forecasts' end).
 */
export function stageDetailWeatherWindow(
  sowing: string,
  today: string,
): { start: string; end: string } {
  const elevenMonths = addMonthsIso(sowing, 11);
  const forecastEnd = addDays(today, 6);
  return { start: sowing, end: elevenMonths < forecastEnd ? elevenMonths : forecastEnd };
}

/** Spec 4 §2.3: sowings from September on belong to the previous year's autumn. */
export const SOWING_PREVIOUS_YEAR_FROM_MONTH = 9;

/**
 * Spec 4 §2.3: the year a sowing day (its month and day, from a list that gives no year) is charted
 * in: before September the current year, from September the previous one.
 */
export function sowingDateInCampaign(month: number, day: number, currentYear: number): string {
  const year = month < SOWING_PREVIOUS_YEAR_FROM_MONTH ? currentYear : currentYear - 1;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Spec 4 §2.3: the disease graphs show a band of 5 days either side of the E1C prediction. */
export const E1C_BAND_DAYS = 5;

export function e1cBand(e1c: string): { from: string; to: string } {
  return { from: addDays(e1c, -E1C_BAND_DAYS), to: addDays(e1c, E1C_BAND_DAYS) };
}

/** Spec 4 §2.3: only plots whose retained E1C falls in the current year or later are charted. */
export function isChartedE1c(retainedE1c: string | null | undefined, currentYear: number): boolean {
  return typeof retainedE1c === 'string' && Number(retainedE1c.slice(0, 4)) >= currentYear;
}

/** Spec 4 §2.3: the disease graphs' default years, high and low, per disease. */
export const DISEASE_GRAPH_DEFAULT_YEARS = {
  rouille_jaune: { high: 2014, low: 2006 },
  pietin_verse: { high: 2001, low: 1996 },
  rouille_brune: { high: 2007, low: 2003 },
} as const;

// ---------------------------------------------------------------------------------------------
// Own plots

/** Spec 4 §5.1, §6: a plot is the user's own when its code begins with the user's login. */
export function isOwnPlot(
  codeParcelle: string | null | undefined,
  login: string | null | undefined,
  instituteName?: string,
): boolean {
  const own = displayLogin(login, instituteName);
  return own !== '' && typeof codeParcelle === 'string' && codeParcelle.startsWith(own);
}

/** The own-plot CSV columns the checks read (spec 4 §3, §5.1). */
export const OWN_PLOT_CSV_CHECKED = {
  dates: ['date_semis', 'date_mesure'],
  code: 'code_parcelle',
  station: 'code_station',
  insee: 'code_insee',
} as const;

const DD_MM_YYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isFrenchDate(text: string): boolean {
  const match = DD_MM_YYYY.exec(text);
  if (!match) return false;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * Spec 4 §5.1: the cells the preview shows in red, as 'row:column' (0-based data rows, the
 * header's column names): a non-empty sowing or measure date not dd/mm/yyyy (an impossible day
 * included), a code_parcelle found twice in the file (both cells), a non-empty code_station not 4
 * characters long, a non-empty code_insee not 5. Cells are trimmed before they are checked.
 */
export function ownPlotCsvErrors(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): Set<string> {
  const columns = new Map(header.map((name, index) => [name.trim(), index]));
  const errors = new Set<string>();
  const cell = (row: readonly string[], name: string) => {
    const index = columns.get(name);
    return index === undefined ? '' : (row[index] ?? '').trim();
  };
  const codes = new Map<string, number[]>();
  rows.forEach((row, r) => {
    for (const name of OWN_PLOT_CSV_CHECKED.dates) {
      const value = cell(row, name);
      if (value !== '' && !isFrenchDate(value)) errors.add(`${r}:${name}`);
    }
    const station = cell(row, OWN_PLOT_CSV_CHECKED.station);
    if (station !== '' && station.length !== 4) errors.add(`${r}:${OWN_PLOT_CSV_CHECKED.station}`);
    const insee = cell(row, OWN_PLOT_CSV_CHECKED.insee);
    if (insee !== '' && insee.length !== 5) errors.add(`${r}:${OWN_PLOT_CSV_CHECKED.insee}`);
    const code = cell(row, OWN_PLOT_CSV_CHECKED.code);
    if (code !== '') codes.set(code, [...(codes.get(code) ?? []), r]);
  });
  for (const found of codes.values()) {
    if (found.length > 1) for (const r of found) errors.add(`${r}:${OWN_PLOT_CSV_CHECKED.code}`);
  }
  return errors;
}

/** Spec 4 §5.1: the guidance shown with the own-plot import (accents restored). */
export const OWN_PLOT_IMPORT_GUIDANCE = [
  'Ne modifiez pas les en-têtes des colonnes.',
  'castype : 1 pour un cas type, 0 pour une parcelle réelle.',
  "Cultures : blé tendre d'hiver, blé dur d'hiver, orge d'hiver, triticale.",
  'Renseignez le code station, ou le code INSEE, ou la latitude et la longitude.',
  'Précédents admis : blé tendre, blé dur, orge hiver, triticale, maïs grain, maïs fourrage, maïs doux.',
  "Une observation demande une date de mesure et une mesure d'épi (10 si la date exacte a été observée).",
  'Une parcelle dont le code_parcelle existe déjà remplace les informations de cette parcelle (modification).',
].map((text) => text.replace(/ :/g, `${NNBSP}:`));

// ---------------------------------------------------------------------------------------------
// Messages (spec 4 §8, spelling corrected: docs/spec-deviations.md)

export const STATION_CODE_INVALID = 'Code Station non conforme';
export const DISEASE_GRAPHS_FAILED = 'Erreur dans la génération des graphiques maladies';
export const FILE_UNREADABLE = `Le fichier ne peut pas être lu${NNBSP}!`;
export const PLOT_DELETED = { title: 'Suppression', message: 'Parcelle supprimée' } as const;
export const PLOT_DELETE_FAILED = 'Une erreur est survenue';
export const IMPORT_SUCCEEDED = 'Import réalisé avec succès';
export const IMPORT_FAILED = 'Import avec erreur';

/** Spec 4 §5.1: a disease graph needs the plot's station code; the alert otherwise, or null. */
export function stationCodeError(codeStation: string | null | undefined): string | null {
  return codeStation == null || codeStation.trim() === '' ? STATION_CODE_INVALID : null;
}

/** Spec 4 §9: the cap list's export, named yyyymmdd_previlis (written as .xlsx: spec-deviations). */
export const PREVILIS_EXPORT_SUFFIX = '_previlis.xlsx';
