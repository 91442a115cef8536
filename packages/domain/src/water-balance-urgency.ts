// The water-balance dashboard's decision (issue 41): which plots to irrigate, how many days are
// left before their RFU is depleted, and the order of urgency the list opens in. A user opens the
// list to find the plots to irrigate, so the ones whose RFU is depleted come first, then the
// fewest days left, then the others. Written once here so that the screen's columns, its filter,
// its card and the Excel export (through the shared columns) all say and keep the same plots.
import {
  depletionCategory,
  plotRiskDisplay,
  plotRiskDisplaySortKey,
  RISK_HORIZON_DAYS,
  RISK_TEXTS,
  UNCALCULATED_RISK_LABEL,
  type RiskDisplayPlot,
} from './water-balance.ts';

/** The days-left column's header (issue 41: the count was only in the risk icon's tooltip). */
export const DAYS_LEFT_HEADER = 'Jours avant RFU épuisée';

/** The days left of a plot whose RFU is already depleted: the spec's own words for the red icon. */
export const DEPLETED_DAYS_TEXT = RISK_TEXTS.depleted;

/**
 * The days left of a plot with no depletion within the risk horizon (spec 3 §9: 7 days): the
 * model looked 7 days ahead and saw none, so it is more than that, not never.
 */
export const BEYOND_HORIZON_DAYS_TEXT = `Plus de ${RISK_HORIZON_DAYS}`;

/**
 * What the days-left column says of a plot: 'RFU épuisée' when depleted today (0 days), the number
 * of days (1 to 7) when depletion comes within the horizon, 'Plus de 7' otherwise, and 'Bilan non
 * calculé' for a plot in error or outside the balance, whose deficits say nothing (as the risk
 * icon, `plotRiskDisplay`). A number stays a number, so that the Excel file can compute with it.
 */
export function daysLeftValue(plot: RiskDisplayPlot): string | number {
  const risk = plotRiskDisplay(plot);
  switch (risk.level) {
    case 'depleted':
      return DEPLETED_DAYS_TEXT;
    case 'soon':
      return risk.days ?? BEYOND_HORIZON_DAYS_TEXT;
    case 'none':
      return BEYOND_HORIZON_DAYS_TEXT;
    case 'uncalculated':
      return UNCALCULATED_RISK_LABEL;
  }
}

/**
 * Whether a plot is to irrigate: its RFU is depleted, or will be within the risk horizon (the red
 * and orange risk icons). A plot whose balance is not calculated is not: nothing says it is dry.
 */
export function isPlotToIrrigate(plot: RiskDisplayPlot): boolean {
  const level = plotRiskDisplay(plot).level;
  return level === 'depleted' || level === 'soon';
}

/** How the 'à irriguer' filter and card name what they keep (the horizon is the spec's, 7 days). */
export const TO_IRRIGATE_TEXT = `RFU épuisée ou épuisée sous ${RISK_HORIZON_DAYS} jours`;

/**
 * Places of the depletion inside one band of urgency: 0 for a depletion of 100 % or more, up to
 * 1000 for 0 % or less (tenths of a percent), and one more for a plot without a readable depletion.
 */
export const DEPLETION_PLACES = 1002;
const NO_DEPLETION_PLACE = DEPLETION_PLACES - 1;

/** The more of its RFU a plot has used, the sooner it comes. */
function depletionPlace(epuisementRfu: number | null | undefined): number {
  if (depletionCategory(epuisementRfu) === 'Hors bilan') return NO_DEPLETION_PLACE;
  const percent = Math.min(100, Math.max(0, epuisementRfu as number));
  return Math.round((100 - percent) * 10);
}

/**
 * A plot's place in the order of urgency, smaller first (an integer): its risk first, RFU depleted
 * now, then 1 to 7 days left, then no depletion within 7 days, then no balance
 * (`plotRiskDisplaySortKey`); between plots of one risk, the more depleted RFU first (the summary
 * table's '> 70 %' before '< 40 %'), a plot without a depletion last.
 */
export function waterBalanceUrgencyKey(plot: RiskDisplayPlot): number {
  return plotRiskDisplaySortKey(plot) * DEPLETION_PLACES + depletionPlace(plot.epuisement_rfu);
}
