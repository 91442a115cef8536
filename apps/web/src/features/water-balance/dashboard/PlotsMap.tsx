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
import type { MapColorScale } from '../../../components/map-style';
import { RowsMap, type RowPlace } from '../../../components/RowsMap';
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

const placePlot = (plot: DashboardPlot): RowPlace => ({
  id: String(plot.id),
  latitude: plot.latitude,
  longitude: plot.longitude,
  colorValue: cropKey(plot.culture),
});

export function PlotsMap({ plots }: { plots: readonly DashboardPlot[] }) {
  return (
    <RowsMap
      label="Carte des parcelles"
      description="Les parcelles de la carte sont aussi listées, avec leur lien vers le détail, dans la liste des parcelles ci-dessous."
      rows={plots}
      placeRow={placePlot}
      colorScale={CROP_COLOUR_SCALE}
      renderPopup={(plot) => <PlotPopup plot={plot} />}
      fitToPoints
    />
  );
}
