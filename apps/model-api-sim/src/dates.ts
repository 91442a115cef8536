// Calendar arithmetic on ISO dates (YYYY-MM-DD), in UTC so no time-zone shift creeps in.

export { addDays } from '@agro/domain/calendar-days';

export function yearOf(isoDate: string): number {
  return Number(isoDate.slice(0, 4));
}

/** Whether the period [start, end] overlaps the calendar year. */
export function overlapsYear(start: string, end: string, year: number): boolean {
  return start <= `${year}-12-31` && end >= `${year}-01-01`;
}
