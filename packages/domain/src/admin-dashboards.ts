// The administration dashboards' figures (spec 1 §2 "Administration dashboards", §3 "Dashboard
// data", §4 calculation status colours): the counts shown above each dashboard's tables, worked
// out from the rows the model sends so that a figure and its table always agree, and the blight
// status message as a badge.
import { blightDashboardStatusColour, type StatusColour } from './status-colours.ts';
import { formatPercent } from './numbers.ts';

interface PlotShare {
  nb_parcelles: number;
}

/**
 * The figures above a dashboard: the integrators listed, the plots counted over the calculation
 * states (every plot has one state), and the surface over the crops when the dashboard has them.
 * Surfaces are rounded to the hundredth, as the model sends them.
 */
export function dashboardFigures(data: {
  detail_etat_calculs: readonly PlotShare[];
  liste_operateurs: readonly unknown[];
  detail_culture?: readonly { surface: number }[];
}): { integrators: number; plots: number; surface: number | null } {
  const plots = data.detail_etat_calculs.reduce((sum, row) => sum + row.nb_parcelles, 0);
  const surface =
    data.detail_culture === undefined
      ? null
      : Math.round(data.detail_culture.reduce((sum, row) => sum + row.surface, 0) * 100) / 100;
  return { integrators: data.liste_operateurs.length, plots, surface };
}

/** The plots of the stage dashboard: the sum over the species. */
export function speciesPlotCount(rows: readonly { nbr_espece: number }[]): number {
  return rows.reduce((sum, row) => sum + row.nbr_espece, 0);
}

/** Shown for a blight status the model left empty. */
export const NO_BLIGHT_STATUS = 'Statut non renseigné';

/**
 * A blight calculation state as a badge: the model's message, green when it is 'calcul à jour',
 * orange otherwise (spec 1 §4); an empty message reads NO_BLIGHT_STATUS.
 */
export function blightStatusBadge(statutMsg: string | null | undefined): {
  colour: StatusColour;
  label: string;
} {
  const label = (statutMsg ?? '').trim();
  return {
    colour: blightDashboardStatusColour(statutMsg),
    label: label === '' ? NO_BLIGHT_STATUS : label,
  };
}

/** A share written the French way: 12.5 gives '12,5 %' (one decimal at most). */
export function formatShare(percent: number): string {
  return formatPercent(percent);
}
