// The blight dashboard's order of urgency (issue 41): a user opens the list to find the plots to
// treat, so they come first, the most at risk of them first, then the rest by risk; between plots
// of one decision and one risk, the advice's earlier day first (a treatment due sooner). The
// table sorts by one number (`blightUrgencyKey`), so that the screen and any other reader of the
// column order the plots alike.
import { isPlotToTreat } from './blight-advice.ts';
import { dayTime } from './calendar-days.ts';
import { toRiskCode } from './status-colours.ts';

/**
 * A day risk's place in the order: contamination risk (50) first, then vigilance (40), no risk
 * (10), and last anything else, unknown or in error (nothing to act on before it is known).
 */
export function blightRiskUrgency(risk: number | string | null | undefined): 0 | 1 | 2 | 3 {
  switch (toRiskCode(risk)) {
    case 50:
      return 0;
    case 40:
      return 1;
    case 10:
      return 2;
    default:
      return 3;
  }
}

/** What the order reads of a plot. */
export interface BlightUrgencyRow {
  conseil: string | null;
  risque: number | null;
}

const DAY_MS = 86_400_000;
/** Days from 1 January 1950, the platform's first year (platform-date.ts). */
const FIRST_DAY = dayTime('1950-01-01');
/**
 * Room for every day of the platform's years (1950 to 2050, some 36,900 days) and one more place
 * after them, for an advice without a readable day: its plot comes after those with one.
 */
export const URGENCY_DAY_SPAN = 100_000;
const NO_DAY = URGENCY_DAY_SPAN - 1;

function dayPlace(day: string | null | undefined): number {
  if (day == null) return NO_DAY;
  const days = Math.round((dayTime(day) - FIRST_DAY) / DAY_MS);
  return Number.isInteger(days) && days >= 0 && days < NO_DAY ? days : NO_DAY;
}

/** 0 for a plot to treat (its advice asks for a treatment), 1 for any other. */
export function blightDecisionUrgency(conseil: string | null | undefined): 0 | 1 {
  return isPlotToTreat(conseil) ? 0 : 1;
}

/**
 * A plot's place in the order of urgency, smaller first: its decision (to treat first), then its
 * day's risk, then the day of its advice ('YYYY-MM-DD'; none or unreadable last).
 */
export function blightUrgencyKey(row: BlightUrgencyRow, adviceDay?: string | null): number {
  const band = blightDecisionUrgency(row.conseil) * 4 + blightRiskUrgency(row.risque);
  return band * URGENCY_DAY_SPAN + dayPlace(adviceDay);
}
