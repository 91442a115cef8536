// How the screens read a plot's summary (spec 3 §4): the RFU depletion category and the risk day,
// the domain's rules. The simulator uses them to make sure its world shows every case.
import {
  DEFICIT_FIELDS,
  depletionCategory,
  NO_RISK_DAYS,
  RISK_HORIZON_DAYS,
  riskDays,
  type DepletionCategory,
} from '@agro/domain/water-balance';

export type RfuCategory = DepletionCategory;
export const rfuCategory = depletionCategory;

/** Risk days: 0 depleted today, 1 to 7 the first depleted day ahead, 100 no risk. */
export const RISK_DAYS = [
  ...Array.from({ length: RISK_HORIZON_DAYS + 1 }, (_, day) => day),
  NO_RISK_DAYS,
] as const;
export const NO_RISK = NO_RISK_DAYS;

/** The risk day of today's and the next seven days' deficits, in that order. */
export function riskDay(deficits: readonly (number | null | undefined)[]): number {
  return riskDays(
    Object.fromEntries(DEFICIT_FIELDS.map((field, day) => [field, deficits[day] ?? null])),
  );
}

/** Today's RFU depletion in percent, from the RFU row of today. */
export function epuisementOf(rfuToday: number, rfuMax: number): number {
  return Math.round(((rfuMax - rfuToday) / rfuMax) * 1000) / 10;
}
