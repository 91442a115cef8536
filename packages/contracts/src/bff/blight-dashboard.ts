// What the blight dashboard (spec 3 §2.2) draws besides its table, worked out by the BFF over the
// plots the filter bar keeps (issue 43): the four cards, the risk summary of the three days, and
// the map's points coloured by each day's risk (grey when the plot's weather is older than 6
// hours). The BFF's list `mildiou` answers them; the web's tests build their fake pages with them.
import { blightFigures, blightMarkerColour, riskSummary } from '@agro/domain/blight';
import type { BlightFigures, RiskSummary } from '@agro/domain/blight';
import type { BlightDashboardRow } from '../entities/blight.ts';
import type { MapPlace } from './map-layer.ts';

export interface BlightListSummary {
  figures: BlightFigures;
  risks: RiskSummary;
}

export function blightListSummary(plots: readonly BlightDashboardRow[]): BlightListSummary {
  return { figures: blightFigures(plots), risks: riskSummary(plots) };
}

/** The map's tabs (spec 3 §2.2): today's risk, the forecast of today, tomorrow's. */
export type BlightMapDay = 'jReel' | 'jPrevi' | 'jPlus1';

export const BLIGHT_MAP_DAYS: readonly {
  value: BlightMapDay;
  risk(plot: BlightDashboardRow): number | null;
  weight(plot: BlightDashboardRow): number | null;
}[] = [
  { value: 'jReel', risk: (plot) => plot.risque, weight: (plot) => plot.l10poids_j_reel },
  {
    value: 'jPrevi',
    risk: (plot) => plot.risque_j_previ,
    weight: (plot) => plot.l10poids_j_previ,
  },
  {
    value: 'jPlus1',
    risk: (plot) => plot.risque_jp1_previ,
    weight: (plot) => plot.l10poids_jp1_previ,
  },
];

/** A plot on the map: its place and its marker's colour of each tab's day. */
export function blightMapPlace(plot: BlightDashboardRow): MapPlace {
  return {
    id: String(plot.id),
    latitude: plot.latitude,
    longitude: plot.longitude,
    colours: Object.fromEntries(
      BLIGHT_MAP_DAYS.map((day) => [
        day.value,
        blightMarkerColour(day.risk(plot), plot.nb_heure_last_meteo_data),
      ]),
    ),
  };
}

/** A plot's id in the list, as its map point and its detail's address name it. */
export const blightPlotId = (plot: BlightDashboardRow): string => String(plot.id);
