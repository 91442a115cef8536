// French display of calendar days and measures for the maps, heat maps and charts
// (docs/architecture.md, "Web": fr-FR, 24-hour clock, Europe/Paris). Whole dates go through
// @agro/domain/dates and day arithmetic through @agro/domain/calendar-days; what they lack (short
// day-month ticks, long day names) is here; numbers come from @agro/domain/numbers.
import { dayTime } from '@agro/domain/calendar-days';
import { formatDateFr, LOCALE } from '@agro/domain/dates';

export { addDays, dayTime, daysBetween, eachDay, weekdayIndex } from '@agro/domain/calendar-days';

const utcFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' });
const longDay = utcFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortMonth = utcFormat({ month: 'short' });
const longMonth = utcFormat({ month: 'long' });
const shortWeekday = utcFormat({ weekday: 'short' });

/** 'dd/mm', the short date of chart ticks (Paris time for instants); '' for anything unreadable. */
export function formatDayMonth(value: string | Date | null | undefined): string {
  return formatDateFr(value).slice(0, 5);
}

/** 'lundi 3 mars 2025' for a calendar day; '' for anything unreadable. */
export function formatLongDay(iso: string): string {
  const time = dayTime(iso);
  return Number.isNaN(time) ? '' : longDay.format(time);
}

/** 'janv.', 'févr.', 'mars'… for month 1 to 12. */
export function shortMonthName(month: number): string {
  return shortMonth.format(Date.UTC(2001, month - 1, 1));
}

/** 'janvier', 'février'… for month 1 to 12. */
export function longMonthName(month: number): string {
  return longMonth.format(Date.UTC(2001, month - 1, 1));
}

/** 'lun.', 'mar.'… for 0 (Monday) to 6 (Sunday). */
export function shortWeekdayName(index: number): string {
  // 1 January 2001 was a Monday.
  return shortWeekday.format(Date.UTC(2001, 0, 1 + index));
}

// Numbers are written once, in the domain (issue 41, finding 12).
export { formatMeasure, formatNumberFr, formatPercent } from '@agro/domain/numbers';
