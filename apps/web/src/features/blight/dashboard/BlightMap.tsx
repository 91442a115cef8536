// Spec 3 §2.2 and §9: the filtered plots on a map with three tabs, 'J REEL', 'J PREVI' and 'J+1',
// each colouring the markers by that day's risk (grey when the plot's weather is older than 6
// hours); plots at one place moved about 0.00005° apart; a popup linking to the plot's detail.
import { blightFarmerName } from '@agro/contracts/columns/blight';
import type { BlightDashboardRow } from '@agro/contracts/entities/blight';
import {
  BLIGHT_MARKER_OFFSET,
  BLIGHT_RISK_LEVELS,
  blightMarkerColour,
  blightStageLabel,
} from '@agro/domain/blight';
import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { MapPopup } from '../../../components/MapPopup';
import { RowsMap, type RowPlace } from '../../../components/RowsMap';
import { statusColourScale } from '../../../components/status-colour-scale';
import { formatNumberFr } from '../../../lib/format';
import { MAP_TABS, plotDetailPath, type MapTab } from './dashboard-model';

/** The four-level legend: the three risks, and grey for unknown or stale weather. */
export const RISK_COLOUR_SCALE = statusColourScale(
  'Risque mildiou',
  BLIGHT_RISK_LEVELS,
  (level) => level.colour,
  'Inconnu, erreur ou météo de plus de 6 heures',
);

const WEIGHTS: Readonly<Record<MapTab, (row: BlightDashboardRow) => number | null>> = {
  jReel: (row) => row.l10poids_j_reel,
  jPrevi: (row) => row.l10poids_j_previ,
  jPlus1: (row) => row.l10poids_jp1_previ,
};

function PlotPopup({ plot, tab }: { plot: BlightDashboardRow; tab: MapTab }) {
  const weight = WEIGHTS[tab](plot);
  return (
    <MapPopup
      title={`${plot.plot_name} (${plot.id})`}
      detail={{
        href: plotDetailPath(plot.id),
        hidden: '\u202f: voir le détail (nouvelle fenêtre)',
      }}
      facts={[
        ['Poids de contamination', weight === null ? null : formatNumberFr(weight, 2)],
        ['Intégrateur', plot.nom_integrateur],
        ['Distributeur', plot.distributeur],
        ['Agriculteur', blightFarmerName(plot) ?? plot.farmer],
        ['Variété', plot.variete],
        [
          'Résistance variétale',
          plot.seuiltrait === null ? null : formatNumberFr(plot.seuiltrait, 1),
        ],
        ['Stade actuel', blightStageLabel(plot.stade)],
      ]}
    />
  );
}

/** A plot's place and its colour of each of the three days. */
function placePlot(plot: BlightDashboardRow): RowPlace {
  const colors = Object.fromEntries(
    MAP_TABS.map((day) => [
      day.value,
      blightMarkerColour(day.risk(plot), plot.nb_heure_last_meteo_data),
    ]),
  );
  return {
    id: String(plot.id),
    latitude: plot.latitude,
    longitude: plot.longitude,
    colorValue: colors['jReel'] ?? 'grey',
    colorValues: colors,
  };
}

export function BlightMap({ plots }: { plots: readonly BlightDashboardRow[] }) {
  const [tab, setTab] = useState<MapTab>('jReel');
  return (
    <Stack gap={4}>
      {/* The spec's tabs, as one choice of the day: a radio group, the map being their one view. */}
      <SegmentedControl
        aria-label="Jour du risque affiché sur la carte"
        value={tab}
        onChange={(value) => setTab(value as MapTab)}
        data={MAP_TABS.map((candidate) => ({ value: candidate.value, label: candidate.label }))}
        w={{ base: '100%', xs: 'auto' }}
      />
      {/* Each point carries its colour of the three days: a day's switch restyles the map's layer
          alone (MapView's colorBy) instead of handing MapLibre the 20,000 points again. */}
      <RowsMap
        label="Carte des parcelles"
        description="Les parcelles de la carte sont aussi listées, avec leur lien vers le détail, dans la liste des parcelles ci-dessous."
        rows={plots}
        placeRow={placePlot}
        colorScale={RISK_COLOUR_SCALE}
        colorBy={tab}
        renderPopup={(plot) => <PlotPopup plot={plot} tab={tab} />}
        fitToPoints
        legendCounts
        spreadOffset={BLIGHT_MARKER_OFFSET}
      />
    </Stack>
  );
}
