// How the screens read a plot's summary (spec 3 §4): the RFU depletion category and the risk day.
// The simulator uses them to make sure its world shows every case.

export const RFU_CATEGORIES = ['hors', 'gt70', 'mid', 'lt40'] as const;
export type RfuCategory = (typeof RFU_CATEGORIES)[number];

/** Risk days: 0 depleted today, 1 to 7 the first depleted day ahead, 100 no risk. */
export const RISK_DAYS = [0, 1, 2, 3, 4, 5, 6, 7, 100] as const;
export const NO_RISK = 100;

/** Deficit (mm) from which the RFU counts as depleted. */
export const DEPLETED_DEFICIT = 1;

export function rfuCategory(epuisement: number | null | undefined): RfuCategory {
  if (epuisement == null) return 'hors';
  if (epuisement > 70) return 'gt70';
  if (epuisement < 40) return 'lt40';
  return 'mid';
}

export function riskDay(deficits: readonly (number | null | undefined)[]): number {
  for (let day = 0; day <= 7; day++) {
    if ((deficits[day] ?? 0) >= DEPLETED_DEFICIT) return day;
  }
  return NO_RISK;
}

/** Today's RFU depletion in percent, from the RFU row of today. */
export function epuisementOf(rfuToday: number, rfuMax: number): number {
  return Math.round(((rfuMax - rfuToday) / rfuMax) * 1000) / 10;
}
