// The platform's clock. PLATFORM_DATE runs the whole platform as of one chosen day, so that the
// seasonal modules can be shown, taught and tested in season whatever the month: "now" is then
// that calendar day in Paris, at the real time of day, so clocks still tick within the day.
import { dayTime } from './calendar-days.ts';
import { parisParts, parseCsvDate, todayIso } from './dates.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const ISO_CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether the text is exactly a day that exists, written 'YYYY-MM-DD', in the years dates may have
 * on the platform (1950 to 2050): '2024-02-29' yes, '2026-02-30', '2026-6-15' or '15/06/2026' no.
 */
export function isIsoCalendarDate(text: string): boolean {
  // The CSV reader already knows the calendar and the year bounds; it also takes other shapes,
  // which the pattern leaves out.
  return ISO_CALENDAR_DATE.test(text) && parseCsvDate(text) === text;
}

/** The Paris wall clock of an instant, counted like a UTC time, to the minute. */
function parisWallMinute(instant: number): number {
  const { year, month, day, hour, minute } = parisParts(new Date(instant));
  return Date.UTC(year, month - 1, day, hour, minute);
}

/** How far Paris is ahead of UTC at an instant, in milliseconds (Paris offsets are whole minutes). */
function parisOffset(instant: number): number {
  return parisWallMinute(instant) - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant at which the Paris wall clock shows `wall` (a wall-clock time counted like a UTC
 * time). Like Temporal's 'compatible' choice: a time the clocks show twice (autumn change) is the
 * first of the two; a time skipped by the spring change is taken an hour later, as the clocks show
 * it once moved forward.
 */
function parisInstant(wall: number): number {
  // No two changes of offset are less than a day apart: the offsets a day either side are every
  // offset this wall time can have.
  const before = parisOffset(wall - DAY_MS);
  const after = parisOffset(wall + DAY_MS);
  const fitting = [before, after].filter((offset) => parisOffset(wall - offset) === offset);
  // The larger offset gives the earlier instant.
  if (fitting.length > 0) return wall - Math.max(...fitting);
  return wall - before;
}

/**
 * "Now" on the platform. Without a platform date, the real now. With one ('YYYY-MM-DD'), the
 * instant on that Paris calendar day at which the Paris wall clock shows the time of day it shows
 * at `realNow` (to the millisecond); on the day clocks go forward, a time they skip comes an hour
 * later, still on that day.
 */
export function platformNow(platformDate: string | null, realNow: Date): Date {
  if (platformDate === null) return realNow;
  if (!isIsoCalendarDate(platformDate)) {
    throw new RangeError(`Date de la plateforme invalide\u202f: ${platformDate}`);
  }
  const real = realNow.getTime();
  const wallTimeOfDay = (((real + parisOffset(real)) % DAY_MS) + DAY_MS) % DAY_MS;
  return new Date(parisInstant(dayTime(platformDate) + wallTimeOfDay));
}

/** The platform's day, 'YYYY-MM-DD' in Paris: PLATFORM_DATE when set, else the real day. */
export function platformTodayIso(platformDate: string | null, realNow: Date): string {
  return todayIso(platformNow(platformDate, realNow));
}
