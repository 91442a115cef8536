// What the station detail (spec 3 §2.8) derives from the station's answers: every day and hour of
// the period, the missing ones marked (issue 41), forecast rows, the heat map's missing hours, the
// chart rows and the default periods. Pure functions.
import type { Column } from '@agro/contracts/columns/column';
import type {
  ConnectedStation,
  StationDailyWeather,
  StationHourlyWeather,
} from '@agro/contracts/entities/stations';
import { addDays, daysBetween } from '@agro/domain/calendar-days';
import { everyDay, everyHour } from '@agro/domain/station-series';
import { isForecastDay, isForecastHour, missingHours } from '@agro/domain/stations';
import type { CalendarDay } from '../../../components/calendar-heatmap';
import type { DateRange } from '../../../components/date-range';

export const FORECAST_TEXT = 'Prévision';
export const MEASURE_TEXT = 'Mesure';
/** The 'Type' of a day or hour of which nothing came in. */
export const MISSING_TEXT = 'Données manquantes';

// A type, not an interface: the rows stay records the chart takes.
type Marks = {
  prevision: boolean;
  /** Nothing came in for this day or hour: no row in the answer, or a row without any measure. */
  manquant: boolean;
};
export type DailyRow = StationDailyWeather & Marks;
export type HourlyRow = StationHourlyWeather & Marks;

const DAILY_MEASURES = ['t_min', 't_avg', 't_max', 'u_min', 'u_avg', 'u_max', 'rr_sum'] as const;
const HOURLY_MEASURES = ['t', 'u', 'rr'] as const;
const HOUR_MS = 3_600_000;

const emptyDay = (date: string): StationDailyWeather => ({
  date,
  t_avg: null,
  u_avg: null,
  rr_sum: null,
  t_min: null,
  t_max: null,
  u_min: null,
  u_max: null,
});
const emptyHour = (date: string): StationHourlyWeather => ({ date, t: null, u: null, rr: null });

/** 'Mesure', 'Prévision' or 'Données manquantes': what a row is, said in words, not by colour. */
export function rowType(row: Marks): string {
  if (row.manquant) return MISSING_TEXT;
  return row.prevision ? FORECAST_TEXT : MEASURE_TEXT;
}

/**
 * The columns with 'Type' right after the date, where it is read with it: on a wide table a
 * 'Données manquantes' at the far right would leave the row blank in view.
 */
export function withRowType<Row extends Marks>(
  columns: readonly Column<Row>[],
): readonly Column<Row>[] {
  const type: Column<Row> = { key: 'type', header: 'Type', value: rowType, width: 12 };
  const at = columns.findIndex((column) => column.key === 'date') + 1;
  return [...columns.slice(0, at), type, ...columns.slice(at)];
}

/** The UTC day of the last reception, which the day rows are dated in. */
export function lastDataDay(station: ConnectedStation): string | null {
  return station.last_data ? station.last_data.slice(0, 10) : null;
}

/**
 * Every day from the station's first row to its last (today at least): a day the answer skips (a
 * silent station's days before its forecasts) comes back marked missing, so the period's tables
 * and charts show the gap instead of closing it up.
 */
export function dailyRows(
  days: readonly StationDailyWeather[],
  station: ConnectedStation,
  today: string,
): DailyRow[] {
  return everyDayOf(days, lastDataDay(station), today);
}

/**
 * The same for any station's days, given the day of its last reception ('YYYY-MM-DD'): the
 * national service's stations too.
 */
export function everyDayOf(
  days: readonly StationDailyWeather[],
  last: string | null | undefined,
  today: string,
): DailyRow[] {
  const dates = days.map((day) => day.date.slice(0, 10)).sort();
  const [first] = dates;
  const lastRow = dates.at(-1);
  const period =
    first === undefined || lastRow === undefined
      ? null
      : { from: first, to: lastRow > today ? lastRow : today };
  return everyDay(days, period, DAILY_MEASURES, emptyDay).map((day) => ({
    ...day,
    prevision: !day.manquant && isForecastDay(day.date, last, today),
  }));
}

const instant = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

/**
 * The hours of the period (UTC days `range.from` to `range.to`) to show: from the station's first
 * data (or first row) to the later of its last row and the hour before now.
 */
export function hourlyPeriod(
  hours: readonly StationHourlyWeather[],
  station: ConnectedStation,
  now: Date,
  range: DateRange,
): { from: string; to: string } | null {
  const times = hours.map((hour) => instant(hour.date)).filter((time) => !Number.isNaN(time));
  const firstData = instant(station.first_data);
  const firstKnown = Math.min(Number.isNaN(firstData) ? Infinity : firstData, ...times);
  if (!Number.isFinite(firstKnown)) return null;
  const lastKnown = Math.max(Math.floor(now.getTime() / HOUR_MS - 1) * HOUR_MS, ...times);
  const from = Math.max(Date.parse(`${range.from}T00:00:00Z`), firstKnown);
  const to = Math.min(Date.parse(`${range.to}T23:00:00Z`), lastKnown);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return null;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/**
 * Every hour of the period (see hourlyPeriod): an hour the answer skips (a silent station's, up to
 * its forecasts) comes back marked missing, as does an hour without any measure.
 */
export function hourlyRows(
  hours: readonly StationHourlyWeather[],
  station: ConnectedStation,
  now: Date,
  range: DateRange,
): HourlyRow[] {
  const period = hourlyPeriod(hours, station, now, range);
  return everyHour(hours, period, HOURLY_MEASURES, emptyHour).map((hour) => ({
    ...hour,
    prevision: !hour.manquant && isForecastHour(hour.date, station.last_data, now),
  }));
}

export { rowsWithin } from '../../../components/date-range';

export interface ReceptionCount {
  date: string;
  nb_temperature: number;
  nb_hygrometrie: number;
  nb_pluie: number;
}

/**
 * The heat map's days: missing hours = 24 − the smallest of the three counts (spec 3 §4). The
 * current day is left out until it is over: at 9 in the morning its 15 hours still to come would
 * read as an absence of reception.
 */
export function receptionDays(counts: readonly ReceptionCount[], today: string): CalendarDay[] {
  return counts
    .filter((count) => count.date < today)
    .map((count) => ({
      date: count.date,
      value: missingHours({ t: count.nb_temperature, u: count.nb_hygrometrie, rr: count.nb_pluie }),
    }));
}

/** The years the counts cover, latest first. */
export function countYears(counts: readonly ReceptionCount[], today: string): number[] {
  const years = new Set(counts.map((count) => Number(count.date.slice(0, 4))));
  years.add(Number(today.slice(0, 4)));
  return [...years].sort((a, b) => b - a);
}

/** The daily tab opens on the last 30 days and the forecasts. */
export function defaultDailyRange(today: string, rows: readonly { date: string }[]): DateRange {
  const last = rows.at(-1)?.date.slice(0, 10) ?? today;
  return { from: addDays(today, -30), to: last > today ? last : today };
}

/** The hourly tab opens on the last 7 days and the 5 days of forecasts. */
export function defaultHourlyRange(today: string): DateRange {
  return { from: addDays(today, -6), to: addDays(today, 5) };
}

/**
 * The longest period of hours one call answers: the contract's HOURLY_WINDOW_MAX_DAYS, whose
 * module would ship zod to the browser; detail-model.test.ts keeps the two equal.
 */
export const HOURLY_PERIOD_MAX_DAYS = 366;

/**
 * The hourly period after one of its days was changed, at most HOURLY_PERIOD_MAX_DAYS days long:
 * the other day follows the one just chosen, so the call is never refused for its length.
 */
export function boundedHourlyRange(previous: DateRange, next: DateRange): DateRange {
  const longest = HOURLY_PERIOD_MAX_DAYS - 1;
  if (daysBetween(next.from, next.to) <= longest) return next;
  return next.from !== previous.from
    ? { from: next.from, to: addDays(next.from, longest) }
    : { from: addDays(next.to, -longest), to: next.to };
}

/**
 * The days the hourly period can be chosen in: from the station's first data (else 1 January of
 * the previous year, where the stations' weather starts) to its last forecast (else 5 days ahead).
 */
export function hourlyBounds(station: ConnectedStation, today: string): DateRange {
  const lastForecast = station.last_data_previ?.slice(0, 10) ?? addDays(today, 5);
  return {
    from: station.first_data?.slice(0, 10) ?? `${Number(today.slice(0, 4)) - 1}-01-01`,
    to: lastForecast > today ? lastForecast : today,
  };
}

/** The first forecast row's date, for the chart's shaded area. */
export function firstForecast(rows: readonly { date: string; prevision: boolean }[]) {
  return rows.find((row) => row.prevision)?.date ?? null;
}

/** The chart's test of a missing row. */
export const isMissingRow = (row: object) => (row as { manquant?: unknown }).manquant === true;
