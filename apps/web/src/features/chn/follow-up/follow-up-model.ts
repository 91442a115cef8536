// What the CHN follow-up derives from its two reads (spec 2 §2): the table's rows, the indicator
// cards, the scatter's points and the map's colours. Pure, so that it is tested without a screen
// and worked out once per answer at 20,000 plots.
import { CHN_TO_APPLY_KEY, chnListRowOf } from '@agro/contracts/columns/chn';
import { YES } from '@agro/contracts/columns/yes-no';
import type { ChnErrorRow, ChnListRow, ChnPlotResult } from '@agro/contracts/entities/ferti';
import { inNextFavourablePeriod, summaryOf, type Summary } from '@agro/domain/chn';
import { isToApplyNow } from '@agro/domain/chn-urgency';
import type { ColumnFilters } from '@agro/domain/search';

/** The table's rows: in error when the errors list names them, inputs around today. */
export function followUpRows(
  results: readonly ChnPlotResult[],
  errors: readonly ChnErrorRow[],
  today: string,
): ChnListRow[] {
  const failed = new Set(errors.map((row) => String(row.uuid_plot)));
  return results.map((result) => chnListRowOf(result, failed, today));
}

export interface FollowUpFigures {
  plots: number;
  inError: number;
  dose: Summary;
  nitrogenAfter: Summary;
}

/** Spec 2 §2 indicator cards, over the plots of the calculation date. */
export function followUpFigures(
  rows: readonly ChnListRow[],
  errors: readonly ChnErrorRow[],
): FollowUpFigures {
  return {
    plots: rows.length,
    inError: errors.length,
    dose: summaryOf(rows, (row) => row.dose_preconisee),
    nitrogenAfter: summaryOf(rows, (row) => row.dernier_azoteaerienabsorbe_apres_assimilation),
  };
}

export const CHN_DETAIL_PATH = '/ferti/chn/parcelle';
export const plotDetailPath = (id: string | number) => `${CHN_DETAIL_PATH}/${id}`;

/** Map colours: inside the next favourable period today (green) or not (red). */
export type FavourableState = 'inside' | 'outside';

export function favourableState(row: ChnListRow, today: string): FavourableState {
  return inNextFavourablePeriod(
    today,
    row.date_debut_prochaine_periode_favorable,
    row.date_fin_prochaine_periode_favorable,
  )
    ? 'inside'
    : 'outside';
}

/** A point of the scatter: biomass (t/ha) against absorbed nitrogen (kgN/ha), and its plot. */
export interface ScatterPoint {
  biomass: number;
  nitrogen: number;
  row: ChnListRow;
  /** Plots drawn under the same dot (same cell of the chart). */
  others: number;
}

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A plot's biomass and absorbed nitrogen before or after assimilation, when both are known. */
function plotPairs(rows: readonly ChnListRow[], phase: 'avant' | 'apres'): ScatterPoint[] {
  const points: ScatterPoint[] = [];
  for (const row of rows) {
    const biomass =
      phase === 'avant'
        ? row.dernier_biomasseaerienne_avant_assimilation
        : row.dernier_biomasseaerienne_apres_assimilation;
    const nitrogen =
      phase === 'avant'
        ? row.dernier_azoteaerienabsorbe_avant_assimilation
        : row.dernier_azoteaerienabsorbe_apres_assimilation;
    if (finite(biomass) && finite(nitrogen)) points.push({ biomass, nitrogen, row, others: 0 });
  }
  return points;
}

/**
 * The plots' points before or after assimilation, one dot per cell of a grid finer than a dot
 * (the chart is about 500 px wide and 300 px high, its dots 9 px across): at 20,000 plots
 * thousands of dots would fall on each other and cost the browser seconds (6,070 dots at 200
 * cells a side took the charts 3 to 4 s to draw; 1,914 at 100). Each dot keeps its first plot and
 * says how many others it stands for.
 */
export function scatterPoints(
  rows: readonly ChnListRow[],
  phase: 'avant' | 'apres',
  cells = 100,
): ScatterPoint[] {
  const points = plotPairs(rows, phase);
  let maxBiomass = 0;
  let maxNitrogen = 0;
  for (const point of points) {
    maxBiomass = Math.max(maxBiomass, point.biomass);
    maxNitrogen = Math.max(maxNitrogen, point.nitrogen);
  }
  const xStep = maxBiomass / cells || 1;
  const yStep = maxNitrogen / cells || 1;
  const byCell = new Map<number, ScatterPoint>();
  for (const point of points) {
    const cell =
      Math.round(point.biomass / xStep) * (cells + 1) + Math.round(point.nitrogen / yStep);
    const first = byCell.get(cell);
    if (first) first.others += 1;
    else byCell.set(cell, point);
  }
  return [...byCell.values()];
}

/** The selected plots' own points, never merged: they are few and must each be seen. */
export function selectedPoints(
  rows: readonly ChnListRow[],
  phase: 'avant' | 'apres',
): ScatterPoint[] {
  return plotPairs(rows, phase);
}

/** Issue 41: the card counting the plots to fertilise now, and filtering the list to them. */
export const TO_APPLY_CARD_TITLE = 'Parcelles à apporter maintenant';

/** The plots whose favourable period is open today (the table's 'Oui'). */
export function toApplyCount(rows: readonly ChnListRow[], today: string): number {
  return rows.filter((row) =>
    isToApplyNow(
      today,
      row.date_debut_prochaine_periode_favorable,
      row.date_fin_prochaine_periode_favorable,
    ),
  ).length;
}

/** The card's filter is on: the table's 'À apporter maintenant' filter holds 'Oui' alone. */
export function isToApplyFilterOn(filters: ColumnFilters): boolean {
  const chosen = filters[CHN_TO_APPLY_KEY] ?? [];
  return chosen.length === 1 && chosen[0] === YES;
}

/** The filters with the card's filter on ('Oui') or off (the column's filter cleared). */
export function withToApplyFilter(filters: ColumnFilters, on: boolean): ColumnFilters {
  return { ...filters, [CHN_TO_APPLY_KEY]: on ? [YES] : [] };
}
