// The pure parts of CalendarHeatmap (spec 3 §2.3, §2.8, §2.11, §4, §9): date ranges, value
// pieces and their presets, day marks, the week-by-weekday layout and each day's spoken name.
import {
  RECEPTION_PIECES as DOMAIN_RECEPTION_PIECES,
  RECEPTION_PIECES_WITH_CORRECTION as DOMAIN_RECEPTION_PIECES_WITH_CORRECTION,
  type ReceptionPiece,
  type ReceptionPieceKey,
} from '@agro/domain/stations';
import {
  addDays,
  dayTime,
  eachDay,
  formatLongDay,
  longMonthName,
  shortMonthName,
  weekdayIndex,
} from '../lib/format';

/** A range of values drawn in one colour, with what it means in the legend. Bounds included. */
export interface HeatmapPiece {
  min: number;
  max: number;
  color: string;
  label: string;
}

/** A sign drawn over a day, such as 'P' for a protected plot or a triangle for corrected weather. */
export type CalendarMark =
  { kind: 'letter'; letter: string; label: string } | { kind: 'triangle'; label: string };

export interface CalendarDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  value: number | null;
  mark?: CalendarMark | null;
}

export interface CalendarCell {
  date: string;
  value: number | null;
  piece: HeatmapPiece | null;
  mark: CalendarMark | null;
}

export interface CalendarMonth {
  /** Short French name shown above the weeks, 'mars'. */
  label: string;
  /** Full name, 'mars 2025', for screen readers. */
  name: string;
  /** Index of its first week column. */
  column: number;
  /** Number of week columns it heads. */
  span: number;
}

export interface CalendarLayout {
  /** One column per week, Monday to Sunday; null for days outside the range. */
  weeks: (CalendarCell | null)[][];
  months: CalendarMonth[];
}

export interface DateRange {
  start: string;
  end: string;
}

/** Plots' heat maps run from 1 March to 31 October (spec 3 §9). */
export function plotHeatmapRange(year: number): DateRange {
  return { start: `${year}-03-01`, end: `${year}-10-31` };
}

/** Stations' heat maps cover the whole year (spec 3 §9). */
export function stationHeatmapRange(year: number): DateRange {
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

export const NO_DATA_COLOR = '#e9ecef';
export const NO_DATA_LABEL = 'Pas de donnée';

/** The heat map's colour of each reception piece; bounds and labels are the domain's rule. */
const RECEPTION_PIECE_COLOURS: Readonly<Record<ReceptionPieceKey, string>> = {
  complete: '#2b8a3e',
  partial: '#f08c00',
  absence: '#c92a2a',
  correction: '#1971c2',
};

const colouredPieces = (pieces: readonly ReceptionPiece[]): readonly HeatmapPiece[] =>
  pieces.map(({ min, max, label, key }) => ({
    min,
    max,
    label,
    color: RECEPTION_PIECE_COLOURS[key],
  }));

/**
 * Weather reception: missing hours per day, 0 to 5 complete, 6 to 12 partial, 13 to 24 absence
 * (spec 3 §4, `@agro/domain/stations`). Plots add 25, a corrected day.
 */
export const RECEPTION_PIECES: readonly HeatmapPiece[] = colouredPieces(DOMAIN_RECEPTION_PIECES);

/** Plots' reception: 25 means 'Correction' (spec 3 §4). */
export const RECEPTION_PIECES_WITH_CORRECTION: readonly HeatmapPiece[] = colouredPieces(
  DOMAIN_RECEPTION_PIECES_WITH_CORRECTION,
);

/** The missing hours of a reception day, said with the piece; nothing for a corrected day. */
export function receptionValueText(value: number): string | null {
  if (value > 24) return null;
  return value <= 1 ? `${value} h manquante` : `${value} h manquantes`;
}

/** 'P' on the days a plot is protected (spec 3 §2.3). */
export const PROTECTED_MARK: CalendarMark = {
  kind: 'letter',
  letter: 'P',
  label: 'Parcelle protégée',
};

/** Triangle on the days whose weather was corrected (spec 3 §2.3). */
export const CORRECTED_MARK: CalendarMark = { kind: 'triangle', label: 'Météo corrigée' };

/** The piece a value falls in, or null. */
export function pieceOf(
  value: number | null,
  pieces: readonly HeatmapPiece[],
): HeatmapPiece | null {
  if (value === null || !Number.isFinite(value)) return null;
  return pieces.find((piece) => value >= piece.min && value <= piece.max) ?? null;
}

/**
 * Lays the days of a range out by week (columns, Monday first) and weekday (rows), with each
 * month heading the week columns whose first day in the range belongs to it.
 */
export function calendarLayout(
  range: DateRange,
  days: readonly CalendarDay[],
  pieces: readonly HeatmapPiece[],
): CalendarLayout {
  if (Number.isNaN(dayTime(range.start)) || Number.isNaN(dayTime(range.end))) {
    return { weeks: [], months: [] };
  }
  const byDate = new Map(days.map((day) => [day.date, day]));
  const weeks: (CalendarCell | null)[][] = [];
  for (const date of eachDay(range.start, range.end)) {
    const row = weekdayIndex(date);
    if (row === 0 || weeks.length === 0) weeks.push(Array<CalendarCell | null>(7).fill(null));
    const day = byDate.get(date);
    const value = day?.value ?? null;
    (weeks[weeks.length - 1] as (CalendarCell | null)[])[row] = {
      date,
      value,
      piece: pieceOf(value, pieces),
      mark: day?.mark ?? null,
    };
  }
  const months: CalendarMonth[] = [];
  weeks.forEach((week, column) => {
    const first = week.find((cell) => cell !== null) as CalendarCell;
    const month = Number(first.date.slice(5, 7));
    const name = `${longMonthName(month)} ${first.date.slice(0, 4)}`;
    const last = months[months.length - 1];
    if (last?.name === name) last.span++;
    else months.push({ label: shortMonthName(month), name, column, span: 1 });
  });
  return { weeks, months };
}

/**
 * What a screen reader says of a day, and what its tooltip shows: the French date, the value,
 * the piece's meaning and the mark's, e.g. 'lundi 3 mars 2025 : 4 h manquantes, Complète…'.
 */
export function cellText(
  cell: CalendarCell,
  formatValue: (value: number) => string | null = String,
): string {
  const parts: string[] = [];
  if (cell.value === null) parts.push(NO_DATA_LABEL);
  else {
    const value = formatValue(cell.value);
    if (value) parts.push(value);
    if (cell.piece) parts.push(cell.piece.label);
  }
  if (cell.mark) parts.push(cell.mark.label);
  return `${formatLongDay(cell.date)}\u202f: ${parts.join(', ')}`;
}

/** The day a key moves the focus to in the grid, or null when the key is not a move. */
export function movedDate(date: string, key: string, range: DateRange): string | null {
  const steps: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 };
  let target: string;
  if (key === 'Home') target = range.start;
  else if (key === 'End') target = range.end;
  else if (key in steps) target = addDays(date, steps[key] ?? 0);
  else return null;
  const time = dayTime(target);
  return time < dayTime(range.start) || time > dayTime(range.end) ? date : target;
}

/** Black or white, whichever reads better on the background (WCAG relative luminance). */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  const hex = /^#([0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return '#000000';
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05): equal at L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
