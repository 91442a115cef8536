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
import type { MapColorScale } from '../../../components/map-style';
import { MapPopup } from '../../../components/MapPopup';
import { memo } from 'react';
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
    <MapPopup
      title={plot.nom_parcelle}
      facts={[
        ['Agriculteur', bhFarmerName(plot)],
        ['Culture', cropLabel(plot.culture)],
      ]}
      detail={{
        href: plotDetailPath(plot.id),
        text: 'Voir le détail',
        hidden: ` de la parcelle ${plot.nom_parcelle} (nouvelle fenêtre)`,
      }}
    />
  );
}

const placePlot = (plot: DashboardPlot): RowPlace => ({
  id: String(plot.id),
  latitude: plot.latitude,
  longitude: plot.longitude,
  colorValue: cropKey(plot.culture),
});

/** Memoised: the page gives it the plots of a deferred render (issue 41, finding 14). */
export const PlotsMap = memo(function PlotsMap({ plots }: { plots: readonly DashboardPlot[] }) {
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
});
