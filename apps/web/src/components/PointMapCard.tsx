// A detail page's map card: its one record (a plot, a station) as a point, the map centred on it
// at the page's zoom, the point coloured by the scale when the page gives one.
import { useMemo } from 'react';
import type { MapColorScale } from './map-style';
import { MapView } from './MapView';
import { SectionCard } from './SectionCard';

export interface PointMapCardProps {
  /** The map's name for screen readers: 'Carte de la station Arras'. */
  label: string;
  /** What the point is and where the record's information is. */
  description: string;
  id: string;
  latitude: number;
  longitude: number;
  /** What the colour scale looks up for the point. */
  colorValue?: string | number;
  colorScale?: MapColorScale;
  zoom: number;
  /** The card's heading level: 3 inside a titled part of the page. */
  level?: 2 | 3;
  height?: number;
}

export function PointMapCard({
  label,
  description,
  id,
  latitude,
  longitude,
  colorValue,
  colorScale,
  zoom,
  level,
  height = 300,
}: PointMapCardProps) {
  // One array while the point stays: MapView hands MapLibre new points only when they change.
  const points = useMemo(
    () => [
      colorValue === undefined
        ? { id, latitude, longitude }
        : { id, latitude, longitude, colorValue },
    ],
    [id, latitude, longitude, colorValue],
  );
  return (
    <SectionCard title="Carte" level={level}>
      <MapView
        label={label}
        description={description}
        points={points}
        colorScale={colorScale}
        center={{ latitude, longitude }}
        zoom={zoom}
        height={height}
      />
    </SectionCard>
  );
}
