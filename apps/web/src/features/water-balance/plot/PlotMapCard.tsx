// The plot on the map (spec 3 §2.11, §9: zoom 9, centred on the plot), coloured by its crop.
import type { BhPlot } from '@agro/contracts/entities/water-balance';
import { cropColourHex, cropKey, cropLabel } from '@agro/domain/water-balance';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { MapView } from '../../../components/MapView';
import type { MapColorScale } from '../../../components/map-style';
import { SectionCard } from '../../../components/SectionCard';
import { hasPosition } from './plot-data';

/** Spec 3 §9: the water-balance detail map opens at zoom 9. */
export const PLOT_MAP_ZOOM = 9;

export function PlotMapCard({ plot }: { plot: BhPlot }) {
  const crop = cropKey(plot.culture);
  const points = useMemo(
    () => [{ id: plot.id, latitude: plot.latitude, longitude: plot.longitude, colorValue: crop }],
    [plot.id, plot.latitude, plot.longitude, crop],
  );
  const colorScale = useMemo<MapColorScale>(
    () => ({
      title: 'Culture',
      colors: { [crop]: cropColourHex(crop) },
      labels: { [crop]: cropLabel(crop) },
      defaultColor: cropColourHex(crop),
    }),
    [crop],
  );
  return (
    <SectionCard title="Carte">
      {hasPosition(plot) ? (
        <MapView
          label={`Carte de la parcelle ${plot.nom_parcelle}`}
          description="Le point marque la parcelle&#x202F;; ses informations sont dans la carte « Parcelle »."
          points={points}
          colorScale={colorScale}
          center={{ latitude: plot.latitude, longitude: plot.longitude }}
          zoom={PLOT_MAP_ZOOM}
          height={300}
        />
      ) : (
        <Text size="sm">La position de la parcelle n&apos;est pas connue.</Text>
      )}
    </SectionCard>
  );
}
