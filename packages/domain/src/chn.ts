// Nitrogen fertilisation, CHN (spec 2 §2 "CHN follow-up" and "CHN plot detail", §3, §4, §9): the
// previous and next input, delta N against its threshold, the validation flag, the follow-up's
// filters and code-list search, summaries, the forced residual nitrogen, the mask's truncation,
// the daily series from sowing, the inputs calendar codes, the date sent to result calls and the
// recalculation's quiet hours.
import { formatDateFr, parisParts } from './dates.ts';
import type { StatusColour } from './status-colours.ts';

/** The first entry of the date selector: the latest calculation (no date sent). */
export const LATEST_CALCULATION = 'DERNIER CALCUL';

// ---------------------------------------------------------------------------------------------
// Previous and next input

/** A planned delivery of the advice (livraison_conseil): its planned date, 'YYYY-MM-DD'. */
export interface PlannedDelivery {
  date_apport_prevu: string | null;
}

/**
 * Among a plot's deliveries, the previous one is the most recent whose planned date is not after
 * today; the next one the nearest later (spec 2 §2). Deliveries without a date are ignored; on
 * equal dates the first listed wins.
 */
export function previousAndNextInput<T extends PlannedDelivery>(
  deliveries: readonly T[] | null | undefined,
  today: string,
): { previous: T | null; next: T | null } {
  let previous: T | null = null;
  let next: T | null = null;
  for (const delivery of deliveries ?? []) {
    const day = delivery.date_apport_prevu?.slice(0, 10);
    if (!day) continue;
    if (day <= today) {
      if (!previous || day > (previous.date_apport_prevu ?? '').slice(0, 10)) previous = delivery;
    } else if (!next || day < (next.date_apport_prevu ?? '').slice(0, 10)) {
      next = delivery;
    }
  }
  return { previous, next };
}

// ---------------------------------------------------------------------------------------------
// Delta N

export const DELTA_N_THRESHOLD_DEFAULT = 20;
export const DELTA_N_THRESHOLD_MIN = -60;
export const DELTA_N_THRESHOLD_MAX = 100;
export const DELTA_N_THRESHOLD_STEP = 2;

/** A typed threshold brought into the input's range and onto its step; not a number: default. */
export function deltaNThreshold(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  if (number == null || !Number.isFinite(number)) return DELTA_N_THRESHOLD_DEFAULT;
  const stepped = Math.round(number / DELTA_N_THRESHOLD_STEP) * DELTA_N_THRESHOLD_STEP;
  return Math.min(DELTA_N_THRESHOLD_MAX, Math.max(DELTA_N_THRESHOLD_MIN, stepped));
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Delta N as the table shows it: its absolute value after its sign, '(+) 12', '(-) 8', '0'. */
export function formatDeltaN(delta: number | null | undefined): string {
  if (!isNumber(delta)) return '';
  const size = Math.abs(delta).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  if (size === '0') return '0';
  return `${delta > 0 ? '(+)' : '(-)'} ${size}`;
}

/**
 * Green when strictly between minus and plus the threshold, red otherwise (a negative threshold
 * leaves no green); grey without a value.
 */
export function deltaNColour(delta: number | null | undefined, threshold: number): StatusColour {
  if (!isNumber(delta)) return 'grey';
  return delta > -threshold && delta < threshold ? 'green' : 'red';
}

// ---------------------------------------------------------------------------------------------
// Validation flag

/** The flag of a plot detected as problematic (spec 2 §3: date, reference stage, indicators). */
export interface ChnFlag {
  date?: string | null;
  stade_repere?: string | null;
  indicateurs?: unknown;
}

export type FlagState = 'problem' | 'corrected' | 'none';

/** A flag is an object; anything else (null, false, an empty string) is no flag. */
export function hasFlag(flag: unknown): flag is ChnFlag {
  return typeof flag === 'object' && flag !== null;
}

/** Flagged and not validated: problem (red); flagged and validated: corrected (green). */
export function flagState(flag: unknown, validated: unknown): FlagState {
  if (!hasFlag(flag)) return 'none';
  return validated === true || validated === 1 || validated === '1' ? 'corrected' : 'problem';
}

export const FLAG_COLOURS: Readonly<Record<FlagState, StatusColour | 'transparent'>> = {
  problem: 'red',
  corrected: 'green',
  none: 'transparent',
};

/** The flag icon's message, or null without a flag. */
export function flagMessage(flag: unknown, validated: unknown): string | null {
  const state = flagState(flag, validated);
  if (state === 'none' || !hasFlag(flag)) return null;
  const date = flag.date ? formatDateFr(flag.date) : 'une date inconnue';
  const stage = flag.stade_repere?.trim() || 'non renseigné';
  return state === 'problem'
    ? `Parcelle détectée comme problématique le ${date} (stade repère ${stage})`
    : `Parcelle corrigée après détection d'un problème le ${date} (stade repère ${stage})`;
}

// ---------------------------------------------------------------------------------------------
// Follow-up filters and search

export interface ChnFilterRow {
  delta_n?: number | null;
  flag?: unknown;
}

/**
 * The follow-up's two restrictions (spec 2 §2): the delta-N threshold keeps the plots whose delta
 * is outside the green band (|delta| at or above the threshold: the plots that drifted); the
 * flagged-only switch keeps the plots that have a flag. A threshold of null keeps every delta.
 */
export function filterChnRows<T extends ChnFilterRow>(
  rows: readonly T[],
  { threshold, flaggedOnly }: { threshold: number | null; flaggedOnly: boolean },
): T[] {
  return rows.filter(
    (row) =>
      (threshold === null || deltaNColour(row.delta_n, threshold) === 'red') &&
      (!flaggedOnly || hasFlag(row.flag)),
  );
}

export type ChnSearch =
  { kind: 'none' } | { kind: 'keyword'; text: string } | { kind: 'codes'; codes: Set<string> };

/**
 * The search box (spec 2 §2): several words separated by spaces or commas are a list of codes
 * (airbus code or plot id, each matched whole, case ignored); one word is a keyword.
 */
export function parseChnSearch(text: string | null | undefined): ChnSearch {
  const tokens = (text ?? '').split(/[\s,;]+/).filter((token) => token !== '');
  if (tokens.length === 0) return { kind: 'none' };
  if (tokens.length === 1) return { kind: 'keyword', text: tokens[0] as string };
  return { kind: 'codes', codes: new Set(tokens.map((token) => token.toLowerCase())) };
}

/** Whether a plot is one of the typed codes: its airbus code or its plot id. */
export function matchesCodes(
  row: { code_airbus?: string | null; uuid_plot?: string | number | null },
  codes: ReadonlySet<string>,
): boolean {
  const airbus = row.code_airbus?.trim().toLowerCase();
  const id = row.uuid_plot == null ? undefined : String(row.uuid_plot).trim().toLowerCase();
  return (airbus !== undefined && codes.has(airbus)) || (id !== undefined && codes.has(id));
}

// ---------------------------------------------------------------------------------------------
// Summaries

export interface Summary {
  mean: number | null;
  min: number | null;
  max: number | null;
  /** How many values counted (numbers only). */
  count: number;
}

/** Average, minimum and maximum of a field, values that are not numbers left out. */
export function summaryOf<T>(rows: readonly T[], value: (row: T) => unknown): Summary {
  let sum = 0;
  let count = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    const v = value(row);
    if (!isNumber(v)) continue;
    sum += v;
    count++;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return count === 0
    ? { mean: null, min: null, max: null, count }
    : { mean: sum / count, min, max, count };
}

// ---------------------------------------------------------------------------------------------
// Plot detail

export interface SoilMeasure {
  grandeur: string;
  date: string | null;
  haut?: number | null;
  bas?: number | null;
  valeur: number | string | null;
}

export const FORCED_RESIDUAL_MEASURE = 'forcagereliquatsazotes';

/** The forced residual nitrogen: the latest measure of forcing whose value is 1, or null. */
export function forcedResidual<T extends SoilMeasure>(
  measures: readonly T[] | null | undefined,
): T | null {
  let latest: T | null = null;
  for (const measure of measures ?? []) {
    if (measure.grandeur !== FORCED_RESIDUAL_MEASURE || Number(measure.valeur) !== 1) continue;
    if (!latest || (measure.date ?? '') > (latest.date ?? '')) latest = measure;
  }
  return latest;
}

export const MASK_PREVIEW_LENGTH = 400;
/** 'Voir tout' shows the mask whole, up to this length (spec 2 §9). */
export const MASK_FULL_LENGTH = 1_000_000;

/** The mask's first 400 characters, and whether there is more to see. */
export function maskPreview(mask: string | null | undefined): { text: string; truncated: boolean } {
  const text = mask ?? '';
  const chars = [...text];
  if (chars.length <= MASK_PREVIEW_LENGTH) return { text, truncated: false };
  return { text: `${chars.slice(0, MASK_PREVIEW_LENGTH).join('')}…`, truncated: true };
}

/** Only the days from the sowing date on are plotted (spec 2 §2, §9); without sowing, all. */
export function fromSowing<T extends { date: string }>(
  series: readonly T[],
  sowing: string | null | undefined,
): T[] {
  const start = sowing?.slice(0, 10);
  return start ? series.filter((day) => day.date.slice(0, 10) >= start) : [...series];
}

/** Inputs calendar (spec 2 §9): a planned input is coded 5, a day without one -1. */
export const PLANNED_INPUT_CODE = 5;
export const NO_INPUT_CODE = -1;
/** The letter marking a realised input on the calendar. */
export const REALISED_INPUT_MARK = 'A';

export function inputCalendarCode(day: string, plannedDays: ReadonlySet<string>): number {
  return plannedDays.has(day) ? PLANNED_INPUT_CODE : NO_INPUT_CODE;
}

/**
 * The date sent to the result calls: only a date holding the current year (spec 2 §4); the
 * latest calculation and other years send none.
 */
export function resultDateParam(
  selected: string | null | undefined,
  year: number,
): string | undefined {
  const value = selected?.trim();
  if (!value || value === LATEST_CALCULATION) return undefined;
  return value.includes(String(year)) ? value : undefined;
}

export const RECALCULATION_QUIET_START_HOUR = 13;
export const RECALCULATION_QUIET_END_HOUR = 15;
export const RECALCULATION_WARNING =
  'Ne demandez pas de recalcul entre 13 h et 15 h\u202f: les calculs du jour sont alors en cours.';

/** Whether it is between 13 h and 15 h in Paris, when a recalculation must not be asked. */
export function inRecalculationQuietHours(now: Date): boolean {
  const { hour } = parisParts(now);
  return hour >= RECALCULATION_QUIET_START_HOUR && hour < RECALCULATION_QUIET_END_HOUR;
}

/** Spec 2 §5, §8: an action on selected plots with none selected. */
export const SELECT_PLOTS_MESSAGE = 'Veuillez sélectionner des parcelles';

// ---------------------------------------------------------------------------------------------
// Follow-up map and charts

/**
 * Spec 2 §2 map: whether today falls within the plot's next favourable period (both days
 * included); a period not known is not today's.
 */
export function inNextFavourablePeriod(
  today: string,
  start: string | null | undefined,
  end: string | null | undefined,
): boolean {
  const first = start?.slice(0, 10);
  const last = (end ?? start)?.slice(0, 10);
  return first !== undefined && last !== undefined && first <= today && today <= last;
}

export interface DoseCount {
  /** The recommended dose, kgN/ha. */
  dose: number;
  /** Plots per client at that dose. */
  counts: Readonly<Record<string, number>>;
}

/** Client of a plot without one, in the charts. */
export const NO_CLIENT_LABEL = 'Sans client';

/**
 * Spec 2 §2 bar chart: the number of plots per recommended dose, one series per client; doses in
 * increasing order, clients in French order, plots without a dose left out.
 */
export function dosesByClient(
  rows: readonly { dose_preconisee?: number | null; client?: string | null }[],
): { doses: DoseCount[]; clients: string[] } {
  const byDose = new Map<number, Record<string, number>>();
  const clients = new Set<string>();
  for (const row of rows) {
    const dose = row.dose_preconisee;
    if (typeof dose !== 'number' || !Number.isFinite(dose)) continue;
    const client = row.client?.trim() || NO_CLIENT_LABEL;
    clients.add(client);
    const counts = byDose.get(dose) ?? {};
    counts[client] = (counts[client] ?? 0) + 1;
    byDose.set(dose, counts);
  }
  return {
    doses: [...byDose.entries()]
      .sort(([a], [b]) => a - b)
      .map(([dose, counts]) => ({ dose, counts })),
    clients: [...clients].sort((a, b) => a.localeCompare(b, 'fr')),
  };
}

// ---------------------------------------------------------------------------------------------
// Plot detail: stage markers and calendars

/** Spec 2 §9: the stage markers of the kinetics charts, with the result field of their date. */
export const CHN_STAGE_MARKERS = [
  { label: 'E1C', field: 'epi1cm_date' },
  { label: '1N', field: 'unnoeud_date' },
  { label: '2N', field: 'deuxnoeuds_date' },
  { label: 'DFP', field: 'dfp_date' },
  { label: 'Epi', field: 'epiaison_date' },
] as const;

type StageDates = Partial<
  Record<(typeof CHN_STAGE_MARKERS)[number]['field'], string | null | undefined>
>;

/** The stage markers a plot has a date for, in stage order. */
export function stageMarkers(result: StageDates): { label: string; date: string }[] {
  return CHN_STAGE_MARKERS.flatMap(({ label, field }) => {
    const date = result[field]?.slice(0, 10);
    return date ? [{ label, date }] : [];
  });
}

/** Spec 2 §9: the favourable-period heat map runs from 1 January to 30 June of the year. */
export function favourableCalendarRange(year: number): { start: string; end: string } {
  return { start: `${year}-01-01`, end: `${year}-06-30` };
}

/** Spec 2 §9: the inputs calendar covers the whole year. */
export function inputsCalendarRange(year: number): { start: string; end: string } {
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

/**
 * The inputs calendar's days (spec 2 §2, §9): every day of the year coded 5 when an input is
 * planned on it, -1 otherwise, and marked realised ('A') when an input was made that day.
 */
export function inputCalendarDays(
  year: number,
  plannedDays: Iterable<string>,
  realisedDays: Iterable<string>,
): { date: string; value: number; realised: boolean }[] {
  const planned = new Set([...plannedDays].map((day) => day.slice(0, 10)));
  const realised = new Set([...realisedDays].map((day) => day.slice(0, 10)));
  const days: { date: string; value: number; realised: boolean }[] = [];
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year, 11, 31);
  for (let time = start; time <= end; time += 86_400_000) {
    const date = new Date(time).toISOString().slice(0, 10);
    days.push({ date, value: inputCalendarCode(date, planned), realised: realised.has(date) });
  }
  return days;
}
