// The CHN follow-up's decision (issue 41, finding 10): which plots to fertilise now, and the order
// of urgency the list opens in. Spec 2 §2 gives each plot its next favourable period (start and end
// days) and colours the map's marker green "when today falls within the next favourable period":
// those are the plots 'à apporter maintenant', the same rule as the map, so the card, the filter,
// the export and the map agree. The list then leads with them, the window closing soonest first,
// then the windows to come, soonest first, then the passed ones, most recent first, then the plots
// without a period.
import { dayTime } from './calendar-days.ts';

/** Where today stands against a plot's next favourable period. */
export type FavourableWindow = 'open' | 'upcoming' | 'past' | 'none';

const DAY_MS = 86_400_000;
/** Days are counted from 1 January 1950, the platform's first year (platform-date.ts). */
const FIRST_DAY = dayTime('1950-01-01');
/** More than every day of the platform's years (1950 to 2050): one band of the order. */
export const CHN_URGENCY_DAY_SPAN = 100_000;

/** A day of the period ('YYYY-MM-DD', a time may follow), or null when absent or unreadable. */
function dayOf(value: string | null | undefined): string | null {
  const day = value?.slice(0, 10);
  return day !== undefined && Number.isFinite(dayTime(day)) ? day : null;
}

function dayPlace(day: string): number {
  const days = Math.round((dayTime(day) - FIRST_DAY) / DAY_MS);
  return Math.min(CHN_URGENCY_DAY_SPAN - 1, Math.max(0, days));
}

/**
 * Today against the period, both days included. A period without an end lasts its start day (the
 * map's rule, inNextFavourablePeriod); an end before the start is read as that start day too.
 */
export function favourableWindow(
  today: string,
  start: string | null | undefined,
  end: string | null | undefined,
): FavourableWindow {
  const first = dayOf(start);
  if (first === null) return 'none';
  const given = dayOf(end);
  const last = given === null || given < first ? first : given;
  if (today < first) return 'upcoming';
  if (today > last) return 'past';
  return 'open';
}

/** Spec 2 §2 map rule: the plot is to fertilise now when today falls within its favourable period. */
export function isToApplyNow(
  today: string,
  start: string | null | undefined,
  end: string | null | undefined,
): boolean {
  return favourableWindow(today, start, end) === 'open';
}

const BAND: Readonly<Record<FavourableWindow, number>> = { open: 0, upcoming: 1, past: 2, none: 3 };

/**
 * A plot's place in the order of urgency, smaller first: an open window first (closing soonest
 * first), then a window to come (opening soonest first), then a passed one (most recent first),
 * then no period.
 */
export function chnUrgencyKey(
  today: string,
  start: string | null | undefined,
  end: string | null | undefined,
): number {
  const window = favourableWindow(today, start, end);
  const first = dayOf(start);
  const given = dayOf(end);
  const last = first === null ? null : given === null || given < first ? first : given;
  let place = 0;
  if (window === 'open' && last !== null) place = dayPlace(last);
  else if (window === 'upcoming' && first !== null) place = dayPlace(first);
  else if (window === 'past' && last !== null) place = CHN_URGENCY_DAY_SPAN - 1 - dayPlace(last);
  return BAND[window] * CHN_URGENCY_DAY_SPAN + place;
}
