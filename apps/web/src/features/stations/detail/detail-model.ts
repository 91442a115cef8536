// What the station detail (spec 3 §2.8) derives from the station's answers: forecast rows, the
// heat map's missing hours, the chart rows and the default periods. Pure functions.
import type {
  ConnectedStation,
  StationDailyWeather,
  StationHourlyWeather,
} from '@agro/contracts/entities/stations';
import { addDays } from '@agro/domain/calendar-days';
import { isForecastDay, isForecastHour, missingHours } from '@agro/domain/stations';
import type { CalendarDay } from '../../../components/calendar-heatmap';
import type { DateRange } from '../../../components/DateRangeFilter';

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

/** Rows within a period of days (both included). */
export function rowsWithin<Row extends { date: string }>(rows: readonly Row[], range: DateRange) {
  return rows.filter((row) => {
    const day = row.date.slice(0, 10);
    return day >= range.from && day <= range.to;
  });
}

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

/** The first forecast row's date, for the chart's shaded area. */
export function firstForecast(rows: readonly { date: string; prevision: boolean }[]) {
  return rows.find((row) => row.prevision)?.date ?? null;
}
