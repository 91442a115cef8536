// Weather-station rules (spec 3 §2.7, §2.8, §4, §6, §9): reception state, missing hours, the
// reception heat map's pieces, 'ok in 24 h', forecast rows, the station label and who sees what.
// The simulator computes `indicateur` with the same rules the screens use to read it.
import { hasRight } from './rights.ts';
import type { StatusColour } from './status-colours.ts';

export type ReceptionStateKey = 'complete' | 'partial' | 'absence' | 'unknown';

export interface ReceptionState {
  key: ReceptionStateKey;
  /** The API's `indicateur`; null for the unknown state. */
  indicateur: 0 | 1 | 2 | null;
  label: string;
  /** What it means for the user (tooltip, legend). */
  description: string;
  colour: StatusColour;
  /** Wifi icon, crossed out for the unknown state (spec 3 §4). */
  icon: 'wifi' | 'wifi-off';
}

/** The four states in the order the filter and the legend list them. */
export const RECEPTION_STATES: readonly ReceptionState[] = [
  {
    key: 'complete',
    indicateur: 0,
    label: 'Réception complète',
    description: 'Données complètes et mises à jour depuis moins de 24 h.',
    colour: 'green',
    icon: 'wifi',
  },
  {
    key: 'partial',
    indicateur: 1,
    label: 'Réception partielle',
    description: 'Un ou plusieurs trous de moins de 6 h, sans effet sur les calculs.',
    colour: 'orange',
    icon: 'wifi',
  },
  {
    key: 'absence',
    indicateur: 2,
    label: 'Absence de réception',
    description:
      'Trous de 6 h ou plus qui bloquent les calculs\u202f: à compléter, ou contacter l’opérateur météo.',
    colour: 'red',
    icon: 'wifi',
  },
  {
    key: 'unknown',
    indicateur: null,
    label: 'État inconnu',
    description: 'La station n’a pas encore transmis son état de réception.',
    colour: 'grey',
    icon: 'wifi-off',
  },
];

function stateOf(key: ReceptionStateKey): ReceptionState {
  return RECEPTION_STATES.find((state) => state.key === key) as ReceptionState;
}

/** `indicateur` 0, 1 or 2 (a number or its text); anything else is the unknown state. */
export function receptionState(indicateur: unknown): ReceptionState {
  const value =
    typeof indicateur === 'string' && indicateur.trim() !== '' ? Number(indicateur) : indicateur;
  if (value === 0) return stateOf('complete');
  if (value === 1) return stateOf('partial');
  if (value === 2) return stateOf('absence');
  return stateOf('unknown');
}

/** A gap of this many consecutive hours or more blocks the calculations (spec 3 §4, §9). */
export const BLOCKING_GAP_HOURS = 6;
/** A station is 'ok in 24 h' when its last data is under this old (spec 3 §4, §9). */
export const RECENT_DATA_HOURS = 24;
const HOUR_MS = 3_600_000;

/**
 * The `indicateur` of a station from the runs of consecutive missing hours over the last 24 hours
 * (a silent station's trailing silence is one run): no run 0, runs all under 6 h 1, any run of
 * 6 h or more 2.
 */
export function receptionIndicator(missingRuns: readonly number[]): 0 | 1 | 2 {
  const runs = missingRuns.filter((run) => run > 0);
  if (runs.length === 0) return 0;
  return runs.some((run) => run >= BLOCKING_GAP_HOURS) ? 2 : 1;
}

/** A station's hour as the hourly calls answer it (the measures may be missing). */
export interface StationHour {
  date: string;
  t: number | null;
  u: number | null;
  rr: number | null;
}

/**
 * Where the 24 hours a station's reception is read over end: now, or the hour after the last one
 * the API already sent when that is later. The platform's clock can be behind the API's: with
 * PLATFORM_DATE, the clock goes back a day at midnight in Paris while the API keeps the hours it
 * answered, and the gap the API counted would then fall outside the window.
 */
export function receptionWindowEnd(now: Date, lastData: string | null | undefined): Date {
  const last = lastData ? Date.parse(lastData) : Number.NaN;
  if (Number.isNaN(last)) return now;
  return new Date(Math.max(now.getTime(), last + HOUR_MS));
}

export interface RecentReception {
  /** The runs of consecutive missing hours, in order. */
  runs: number[];
  /** The longest run, 0 when nothing is missing. */
  longestGap: number;
  /** The state these runs give, by the same rule as the API's `indicateur`. */
  indicateur: 0 | 1 | 2;
}

const hasValue = (value: number | null) => typeof value === 'number' && Number.isFinite(value);

/**
 * The reception of the 24 hours before `end` (taken to its hour) read from the hourly rows: an
 * hour is missing when it has no row or one of its three measures is missing, and the state
 * follows `receptionIndicator`, so what the detail shows (the longest gap) explains the state the
 * legend gives: a gap of 6 h or more is an absence, however few the missing hours.
 */
export function recentReception(hours: readonly StationHour[], end: Date): RecentReception {
  const last = Math.floor(end.getTime() / HOUR_MS) * HOUR_MS;
  const first = last - RECENT_DATA_HOURS * HOUR_MS;
  const received = new Set<number>();
  for (const hour of hours) {
    const at = Date.parse(hour.date);
    if (Number.isNaN(at) || !hasValue(hour.t) || !hasValue(hour.u) || !hasValue(hour.rr)) continue;
    received.add(Math.floor(at / HOUR_MS) * HOUR_MS);
  }
  const runs: number[] = [];
  let run = 0;
  for (let at = first; at < last; at += HOUR_MS) {
    if (!received.has(at)) run += 1;
    else if (run > 0) {
      runs.push(run);
      run = 0;
    }
  }
  if (run > 0) runs.push(run);
  return { runs, longestGap: Math.max(0, ...runs), indicateur: receptionIndicator(runs) };
}

export interface ValueCounts {
  /** Values received for temperature, humidity and rain that day (0 to 24 each). */
  t: number | null | undefined;
  u: number | null | undefined;
  rr: number | null | undefined;
}

/** Missing hours of a day = 24 − the smallest of the three counts, within 0 to 24 (spec 3 §4). */
export function missingHours(counts: ValueCounts): number {
  const values = [counts.t, counts.u, counts.rr].map((count) =>
    typeof count === 'number' && Number.isFinite(count) ? count : 0,
  );
  return Math.min(24, Math.max(0, 24 - Math.min(...values)));
}

export type ReceptionPieceKey = 'complete' | 'partial' | 'absence' | 'correction';

export interface ReceptionPiece {
  key: ReceptionPieceKey;
  min: number;
  max: number;
  label: string;
}

/** Value of a plot's day whose weather was corrected (spec 3 §4). */
export const CORRECTION_VALUE = 25;

/** Heat-map pieces of missing hours per day: 0–5, 6–12, 13–24 (spec 3 §4). */
export const RECEPTION_PIECES: readonly ReceptionPiece[] = [
  { key: 'complete', min: 0, max: 5, label: 'Complète (0 à 5 h manquantes)' },
  { key: 'partial', min: 6, max: 12, label: 'Partielle (6 à 12 h manquantes)' },
  { key: 'absence', min: 13, max: 24, label: 'Absence (13 à 24 h manquantes)' },
];

/** Plots' pieces: a corrected day (25) is 'Correction' (spec 3 §4). */
export const RECEPTION_PIECES_WITH_CORRECTION: readonly ReceptionPiece[] = [
  ...RECEPTION_PIECES,
  { key: 'correction', min: CORRECTION_VALUE, max: CORRECTION_VALUE, label: 'Correction' },
];

/** The piece of a day's value; null outside every piece (or not a number). */
export function receptionPiece(
  value: number | null | undefined,
  pieces: readonly ReceptionPiece[] = RECEPTION_PIECES,
): ReceptionPiece | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return pieces.find((piece) => value >= piece.min && value <= piece.max) ?? null;
}

function instant(value: string | Date | null | undefined): number {
  if (value === null || value === undefined) return Number.NaN;
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/** 'ok in 24 h': the last data is under 24 hours old (a future date counts as fresh). */
export function isReceivedWithin24h(lastData: string | null | undefined, now: Date): boolean {
  const last = instant(lastData);
  if (Number.isNaN(last)) return false;
  return now.getTime() - last < RECENT_DATA_HOURS * HOUR_MS;
}

/**
 * An hourly row is a forecast when it is dated after the station's last reception or after now
 * (spec 3 §4). With no reception at all, every row is a forecast.
 */
export function isForecastHour(
  hour: string,
  lastData: string | null | undefined,
  now: Date,
): boolean {
  const at = instant(hour);
  const last = instant(lastData);
  if (Number.isNaN(last)) return true;
  return at > last || at > now.getTime();
}

/**
 * A daily row ('YYYY-MM-DD') is a forecast when its day comes after the day of the last reception
 * or after today; `lastDataDay` and `today` are Paris days ('YYYY-MM-DD').
 */
export function isForecastDay(
  day: string,
  lastDataDay: string | null | undefined,
  today: string,
): boolean {
  if (!lastDataDay) return true;
  return day > lastDataDay || day > today;
}

/** 'N°{id} - name' (spec 3 §2.7). */
export function stationLabel(id: number | string, name: string | null | undefined): string {
  const text = (name ?? '').trim();
  return text === '' ? `N°${id}` : `N°${id} - ${text}`;
}

/** The operator's station code is hidden from EXTERNE readers, admins excepted (spec 3 §6). */
export function canSeeOperatorCode(rights: readonly string[]): boolean {
  return hasRight(rights, 'ADMIN') || !hasRight(rights, 'EXTERNE');
}

/** Creation and last-move dates and the daily export of a station: ADMIN read (spec 3 §6). */
export function canSeeStationAdministration(rights: readonly string[]): boolean {
  return hasRight(rights, 'ADMIN');
}

/** 'Voir les parcelles Mildiou' needs the MILDIOU read right (spec 3 §6). */
export function canSeeStationBlightPlots(rights: readonly string[]): boolean {
  return hasRight(rights, 'MILDIOU');
}

/** Station maps move stations at one place about 0.0001° apart (spec 3 §9). */
export const STATION_MARKER_OFFSET = 0.0001;

/**
 * Moves points that share a place apart: the first stays, the n-th of the same place moves n ×
 * offset east, so every marker can be clicked. Order and everything else are kept.
 */
export function spreadCoincidentPoints<T extends { latitude: number; longitude: number }>(
  points: readonly T[],
  offset: number = STATION_MARKER_OFFSET,
): T[] {
  const seen = new Map<string, number>();
  return points.map((point) => {
    const key = `${point.latitude},${point.longitude}`;
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return count === 0 ? point : { ...point, longitude: point.longitude + count * offset };
  });
}
