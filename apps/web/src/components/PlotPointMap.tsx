// A plot detail's map card: the plot as one green point (the kit's PointMapCard), centred at the
// detail's zoom, or the words saying its position is not known (the CHN and stage plot details).
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import { Text } from '@mantine/core';
import type { MapColorScale } from './map-style';
import { PointMapCard } from './PointMapCard';
import { SectionCard } from './SectionCard';

/** Every point green: the map only places the plot. */
const PLOT_SCALE: MapColorScale = {
  colors: {},
  defaultColor: STATUS_COLOUR_HEX.green,
  title: 'Parcelle',
  defaultLabel: 'Parcelle',
};

export interface PlotPointMapProps {
  plotId: string | number;
  /** The plot's name in the map's label: 'Carte de la parcelle {name}'. */
  name: string;
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  zoom: number;
  /** The card of the page holding the plot's information, named in the map's description. */
  informationCard: string;
  level?: 2 | 3;
  height?: number;
}

export function PlotPointMap({
  plotId,
  name,
  latitude,
  longitude,
  zoom,
  informationCard,
  level,
  height = 300,
}: PlotPointMapProps) {
  if (latitude == null || longitude == null) {
    return (
      <SectionCard title="Carte" level={level}>
        <Text size="sm">La position de la parcelle n&apos;est pas connue.</Text>
      </SectionCard>
    );
  }
  return (
    <PointMapCard
      label={`Carte de la parcelle ${name}`}
      description={`Le point marque la parcelle\u202f; ses informations sont dans la carte « ${informationCard} ».`}
      id={String(plotId)}
      latitude={latitude}
      longitude={longitude}
      colorScale={PLOT_SCALE}
      zoom={zoom}
      level={level}
      height={height}
    />
  );
}
