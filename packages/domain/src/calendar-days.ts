// Arithmetic on calendar days, ISO 'YYYY-MM-DD' strings, for every app: the simulator's weather
// and balance, the web app's heat maps and charts. Days are counted on UTC midnights, which have
// no daylight-saving gaps, so that a day's neighbours and weekday never depend on the machine's
// zone.

import { keptAnswers } from './kept-answers.ts';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_MS = 86_400_000;

/**
 * UTC midnight of a calendar day, in milliseconds; NaN for anything else. Kept once worked out, as
 * the day of a time is: a simulator's world draws and moves millions of dates from a few thousand
 * days (a `Date` and its ISO text each time took most of a 20,000-plot list's first answer).
 */
export const dayTime: (iso: string) => number = keptAnswers(20_000, (iso: string) => {
  const match = ISO_DAY.exec(iso);
  if (match === null) return Number.NaN;
  const [, year, month, day] = match;
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  // Date.UTC rolls 31 April over to 1 May: a day that does not exist is refused instead.
  return new Date(time).getUTCDate() === Number(day) ? time : Number.NaN;
});

/** A time that is no date throws, as Date's toISOString does (and is not kept). */
const isoOfTime = keptAnswers(20_000, (time: number) => new Date(time).toISOString().slice(0, 10));

/** The calendar day `count` days after (or before, when negative) `iso`. */
export function addDays(iso: string, count: number): string {
  return isoOfTime(dayTime(iso) + count * DAY_MS);
}

/** Days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayTime(to) - dayTime(from)) / DAY_MS);
}

/** Day of the week, French style: 0 for Monday to 6 for Sunday. */
export function weekdayIndex(iso: string): number {
  return (new Date(dayTime(iso)).getUTCDay() + 6) % 7;
}

/** Every calendar day from `start` to `end`, both included; empty when `end` comes first. */
export function eachDay(start: string, end: string): string[] {
  const days: string[] = [];
  const last = dayTime(end);
  for (let time = dayTime(start); time <= last; time += DAY_MS) days.push(isoOfTime(time));
  return days;
}
