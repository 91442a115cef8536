// A plot detail's map card: the plot as one green point, centred at the detail's zoom, or the
// words saying its position is not known (the CHN and stage plot details).
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { MapView } from './MapView';
import { SectionCard } from './SectionCard';

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
  const points = useMemo(
    () =>
      latitude == null || longitude == null ? [] : [{ id: String(plotId), latitude, longitude }],
    [plotId, latitude, longitude],
  );
  const [point] = points;
  return (
    <SectionCard title="Carte" level={level}>
      {point ? (
        <MapView
          label={`Carte de la parcelle ${name}`}
          description={`Le point marque la parcelle ; ses informations sont dans la carte « ${informationCard} ».`}
          points={points}
          colorScale={{
            colors: {},
            defaultColor: STATUS_COLOUR_HEX.green,
            title: 'Parcelle',
            defaultLabel: 'Parcelle',
          }}
          center={{ latitude: point.latitude, longitude: point.longitude }}
          zoom={zoom}
          height={height}
        />
      ) : (
        <Text size="sm">La position de la parcelle n&apos;est pas connue.</Text>
      )}
    </SectionCard>
  );
}
