// Spec 3 §2.2 and §9: the filtered plots on a map with three tabs, 'J REEL', 'J PREVI' and 'J+1',
// each colouring the markers by that day's risk (grey when the plot's weather is older than 6
// hours); plots at one place moved about 0.00005° apart; a popup linking to the plot's detail.
// The points are the BFF's layer (issue 43); a popup reads its plot when it opens.
import { BLIGHT_MAP_DAYS } from '@agro/contracts/bff/blight-dashboard';
import type { MapLayer } from '@agro/contracts/bff/map-layer';
import { blightFarmerName } from '@agro/contracts/columns/blight';
import type { BlightDashboardRow } from '@agro/contracts/entities/blight';
import { BLIGHT_MARKER_OFFSET, BLIGHT_RISK_LEVELS, blightStageLabel } from '@agro/domain/blight';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { LayerMap } from '../../../components/LayerMap';
import { MapPopup } from '../../../components/MapPopup';
import { statusColourScale } from '../../../components/status-colour-scale';
import { formatNumberFr } from '../../../lib/format';
import { useListRow } from '../../../lib/paged-list';
import { MAP_TABS, plotDetailPath, type MapTab } from './dashboard-model';

/** The four-level legend: the three risks, and grey for unknown or stale weather. */
export const RISK_COLOUR_SCALE = statusColourScale(
  'Risque mildiou',
  BLIGHT_RISK_LEVELS,
  (level) => level.colour,
  'Inconnu, erreur ou météo de plus de 6 heures',
);

const WEIGHTS: Readonly<Record<MapTab, (row: BlightDashboardRow) => number | null>> =
  Object.fromEntries(BLIGHT_MAP_DAYS.map((day) => [day.value, day.weight])) as Record<
    MapTab,
    (row: BlightDashboardRow) => number | null
  >;

/** The popup of a point clicked: its plot, read from the BFF's list of the caller. */
function PlotPopup({ id, tab }: { id: string; tab: MapTab }) {
  const read = useListRow<BlightDashboardRow>('mildiou', id);
  const plot = read.data;
  if (plot === undefined) {
    return (
      <Text size="sm" role="status">
        {read.isError ? POPUP_FAILED : 'Chargement de la parcelle…'}
      </Text>
    );
  }
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

export const POPUP_FAILED = "La parcelle n'a pas pu être chargée.";

/**
 * The plots the filters keep, each point coloured by the tab's day (the BFF's layer). Memoised:
 * a page or a sort of the table leaves the layer as it is, and must not have MapLibre draw the
 * 20,000 points again (a repaint took 200 to 400 ms on the benchmark's software WebGL).
 */
export const BlightMap = memo(function BlightMap({ layer }: { layer: MapLayer | undefined }) {
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
      <LayerMap
        label="Carte des parcelles"
        description="Les parcelles de la carte sont aussi listées, avec leur lien vers le détail, dans la liste des parcelles ci-dessous."
        layer={layer}
        colorScale={RISK_COLOUR_SCALE}
        colorBy={tab}
        renderPopup={(id) => <PlotPopup id={id} tab={tab} />}
        fitToPoints
        legendCounts
        spreadOffset={BLIGHT_MARKER_OFFSET}
      />
    </Stack>
  );
});
