// What the station detail (spec 3 §2.8) derives from the station's answers: forecast rows, the
// heat map's missing hours, the chart rows and the default periods. Pure functions.
import type {
  ConnectedStation,
  StationDailyWeather,
  StationHourlyWeather,
} from '@agro/contracts/entities/stations';
import { addDays, daysBetween } from '@agro/domain/calendar-days';
import { isForecastDay, isForecastHour, missingHours } from '@agro/domain/stations';
import type { CalendarDay } from '../../../components/calendar-heatmap';
import type { DateRange } from '../../../components/date-range';

export const FORECAST_TEXT = 'Prévision';
export const MEASURE_TEXT = 'Mesure';

export type DailyRow = StationDailyWeather & { prevision: boolean };
export type HourlyRow = StationHourlyWeather & { prevision: boolean };

/** The UTC day of the last reception, which the day rows are dated in. */
export function lastDataDay(station: ConnectedStation): string | null {
  return station.last_data ? station.last_data.slice(0, 10) : null;
}

export function dailyRows(
  days: readonly StationDailyWeather[],
  station: ConnectedStation,
  today: string,
): DailyRow[] {
  const last = lastDataDay(station);
  return days.map((day) => ({ ...day, prevision: isForecastDay(day.date, last, today) }));
}

export function hourlyRows(
  hours: readonly StationHourlyWeather[],
  station: ConnectedStation,
  now: Date,
): HourlyRow[] {
  return hours.map((hour) => ({
    ...hour,
    prevision: isForecastHour(hour.date, station.last_data, now),
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
