// Spec 3 §2.10 and §9: the filtered plots on a map, coloured by crop, each with a popup linking to
// its detail in a new window.
import { bhFarmerName } from '@agro/contracts/columns/water-balance';
import {
  BH_CROP_CODES,
  BH_CROP_LABELS,
  CROP_COLOUR_HEX,
  cropColourHex,
  cropKey,
  cropLabel,
} from '@agro/domain/water-balance';
import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import type { MapColorScale } from '../../../components/map-style';
import { MapView } from '../../../components/MapView';
import type { DashboardPlot } from './dashboard-model';
import { plotDetailPath } from './plot-cells';

/** Crops sharing a colour share a legend line (MapView); any other crop is grey. */
export const CROP_COLOUR_SCALE: MapColorScale = {
  title: 'Culture',
  colors: Object.fromEntries(BH_CROP_CODES.map((crop) => [crop, cropColourHex(crop)])),
  labels: BH_CROP_LABELS,
  defaultColor: CROP_COLOUR_HEX.grey,
  defaultLabel: 'Autres cultures',
};

interface PlotPoint {
  id: string;
  latitude: number;
  longitude: number;
  colorValue: string;
  plot: DashboardPlot;
}

function PlotPopup({ plot }: { plot: DashboardPlot }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>{plot.nom_parcelle}</Text>
      <Text size="sm">Agriculteur : {bhFarmerName(plot) ?? '-'}</Text>
      <Text size="sm">Culture : {cropLabel(plot.culture)}</Text>
      <Anchor href={plotDetailPath(plot.id)} target="_blank" rel="noopener" size="sm" mt={4}>
        Voir le détail
        <VisuallyHidden> de la parcelle {plot.nom_parcelle} (nouvelle fenêtre)</VisuallyHidden>
      </Anchor>
    </Stack>
  );
}

export function PlotsMap({ plots }: { plots: readonly DashboardPlot[] }) {
  // The map takes new plots after the cards, the summary and the list have shown a filter:
  // handing thousands of points to MapLibre would otherwise hold them back.
  const shown = useDeferredValue(plots);
  // One point array per set of plots: MapView rebuilds its source only when it changes.
  const points = useMemo<PlotPoint[]>(
    () =>
      shown.map((plot) => ({
        id: String(plot.id),
        latitude: plot.latitude,
        longitude: plot.longitude,
        colorValue: cropKey(plot.culture),
        plot,
      })),
    [shown],
  );
  return (
    <MapView
      label="Carte des parcelles"
      description="Les parcelles de la carte sont aussi listées, avec leur lien vers le détail, dans la liste des parcelles ci-dessous."
      points={points}
      colorScale={CROP_COLOUR_SCALE}
      renderPopup={(point) => <PlotPopup plot={point.plot} />}
      fitToPoints
      height={420}
    />
  );
}
