// The map of a list the BFF pages (issue 43): its points come as a compact layer of columns
// (`/bff/lists/<name>/map`, @agro/contracts/bff/map-layer), never as the list's rows, and a
// point's popup reads its row when it is clicked. Built on MapView, as RowsMap is for the lists
// a screen holds whole.
import { layerPoints, type MapLayer } from '@agro/contracts/bff/map-layer';
import { spreadCoincidentPoints } from '@agro/domain/stations';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import type { MapColorScale, MapPoint } from './map-style';
import { MapView } from './MapView';

export interface LayerMapProps {
  /** Name of the map for screen readers, such as 'Carte des parcelles'. */
  label: string;
  /** Where the rows can be reached without the map (the page's table). */
  description: string;
  /** The layer the BFF answered; undefined while it is read. */
  layer: MapLayer | undefined;
  /** Content of a clicked point's popup, from its row's id. */
  renderPopup: (id: string) => ReactNode;
  colorScale?: MapColorScale;
  /** The layer's colour set the points show (a tab's day); the first set without it. */
  colorBy?: string;
  fitToPoints?: boolean;
  legendCounts?: boolean;
  /** Moves points at one place this many degrees of longitude apart (spreadCoincidentPoints). */
  spreadOffset?: number;
  height?: number;
}

export function LayerMap({
  label,
  description,
  layer,
  renderPopup,
  colorScale,
  colorBy,
  fitToPoints = false,
  legendCounts = false,
  spreadOffset,
  height = 420,
}: LayerMapProps) {
  // The map takes a new layer after the cards and the list have shown a filter.
  const shown = useDeferredValue(layer);
  // One point array per layer: MapView rebuilds its source only when it changes.
  const points = useMemo(() => {
    if (shown === undefined) return [];
    const firstSet = Object.keys(shown.colours)[0];
    const placed = layerPoints(shown).map((point): MapPoint => ({
      id: point.id,
      latitude: point.latitude,
      longitude: point.longitude,
      colorValue: firstSet === undefined ? null : point.colours[firstSet],
      colorValues: point.colours,
    }));
    return spreadOffset === undefined ? placed : spreadCoincidentPoints(placed, spreadOffset);
  }, [shown, spreadOffset]);
  return (
    <MapView
      label={label}
      description={description}
      points={points}
      colorScale={colorScale}
      colorBy={colorBy}
      renderPopup={(point) => renderPopup(String(point.id))}
      fitToPoints={fitToPoints}
      height={height}
      legendCounts={legendCounts}
    />
  );
}
