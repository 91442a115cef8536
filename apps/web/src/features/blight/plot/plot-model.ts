// What the blight plot detail (spec 3 §2.3) derives from its answers: the calendars' days, the
// reception planning, the corrections table's rows, the chart's rows and the default periods.
// Pure functions; the rules themselves are @agro/domain's.
import type {
  BlightAlternariaDailyIndex,
  BlightDailyIndex,
  BlightReceptionDay,
  BlightWeatherCorrections,
} from '@agro/contracts/entities/blight';
import {
  ALTERNARIA_CALENDAR_PIECES,
  isProtected,
  MILDIOU_CALENDAR_PIECES,
  type CalendarPiece,
} from '@agro/domain/blight';
import { addDays } from '@agro/domain/calendar-days';
import { formatDateFr } from '@agro/domain/dates';
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import { CORRECTION_VALUE, missingHours } from '@agro/domain/stations';
import {
  CORRECTED_MARK,
  PROTECTED_MARK,
  type CalendarDay,
  type HeatmapPiece,
} from '../../../components/calendar-heatmap';
import type { DateRange } from '../../../components/date-range';

const heatmapPieces = (pieces: readonly CalendarPiece[]): readonly HeatmapPiece[] =>
  pieces.map(({ min, max, label, colour }) => ({
    min,
    max,
    label,
    color: STATUS_COLOUR_HEX[colour],
  }));

/** Mildiou calendar: 0–11 no risk, 12–41 vigilance, 42–60 risk (spec 3 §2.3, §9). */
export const MILDIOU_HEATMAP_PIECES = heatmapPieces(MILDIOU_CALENDAR_PIECES);
/** Alternaria calendar: 0–10 no risk, 11–60 risk. */
export const ALTERNARIA_HEATMAP_PIECES = heatmapPieces(ALTERNARIA_CALENDAR_PIECES);

/** The year of a calendar's data (its first day's), else the campaign's. */
export const dataYear = (rows: readonly { date: string }[], campaignYear: number): number =>
  rows[0] ? Number(rows[0].date.slice(0, 4)) : campaignYear;

/** The risk calendars' days show their colour alone: no value in the cell. */
export const noValueText = () => null;

/** A day of the mildiou calendar: its risk code in the pieces, 'P' when protected. */
export function mildiouCalendarDays(rows: readonly BlightDailyIndex[]): CalendarDay[] {
  return rows.map((row) => ({
    date: row.date,
    value: row.risque,
    mark: isProtected(row.parcelleprotegee) ? PROTECTED_MARK : null,
  }));
}

export function alternariaCalendarDays(rows: readonly BlightAlternariaDailyIndex[]): CalendarDay[] {
  return rows.map((row) => ({
    date: row.date,
    value: row.alt_risk,
    mark: isProtected(row.alt_prot) ? PROTECTED_MARK : null,
  }));
}

/**
 * The plot's reception planning: each past day's missing hours, or 25 ('Correction') with the
 * triangle when its weather was corrected (spec 3 §4). Today is left out until it is over.
 */
export function plotReceptionDays(
  days: readonly BlightReceptionDay[],
  today: string,
): CalendarDay[] {
  return days
    .filter((day) => day.date < today)
    .map((day) =>
      day.correction
        ? { date: day.date, value: CORRECTION_VALUE, mark: CORRECTED_MARK }
        : {
            date: day.date,
            value: missingHours({ t: day.nb_temperature, u: day.nb_hygrometrie, rr: day.nb_pluie }),
          },
    );
}

export const PERIOD_TYPE = 'Période';
export const MISSING_DAYS_TYPE = 'Jours manquants';

export interface CorrectionRow {
  key: string;
  type: string;
  dates: string;
  /** The period a row stands for; the 'Jours manquants' row has none (and no actions). */
  period: { begin: string; end: string } | null;
}

/** 'Du {begin} au {end}' for each period, then one row listing the missing days (spec 3 §2.3). */
export function correctionRows(corrections: BlightWeatherCorrections): CorrectionRow[] {
  const rows: CorrectionRow[] = corrections.periods.map((period) => ({
    key: `periode-${period.begin}`,
    type: PERIOD_TYPE,
    dates: `Du ${formatDateFr(period.begin)} au ${formatDateFr(period.end)}`,
    period: { begin: period.begin, end: period.end },
  }));
  if (corrections.missing_days.length > 0) {
    rows.push({
      key: 'jours-manquants',
      type: MISSING_DAYS_TYPE,
      dates: [...corrections.missing_days]
        .sort()
        .map((day) => formatDateFr(day))
        .join(', '),
      period: null,
    });
  }
  return rows;
}

/** The indices tables open on the last 7 days and the forecast days. */
export function defaultIndicesRange(today: string, rows: readonly { date: string }[]): DateRange {
  const last = rows.at(-1)?.date.slice(0, 10) ?? today;
  return { from: addDays(today, -6), to: last > today ? last : today };
}

/** The days the indices can be chosen in: the first row's to the last's. */
export function rowsBounds(
  rows: readonly { date: string }[],
  today: string,
): { min: string; max: string } {
  return {
    min: rows[0]?.date.slice(0, 10) ?? today,
    max: rows.at(-1)?.date.slice(0, 10) ?? today,
  };
}
