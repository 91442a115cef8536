// The map of a list's rows that every module's dashboard shows next to its table (the blight,
// stations, water-balance, CHN and QN maps): one point per row that has a position, coloured by
// the screen's scale, and the screen's popup for the row clicked. Built on MapView.
import { spreadCoincidentPoints } from '@agro/domain/stations';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import type { MapColorScale } from './map-style';
import { MapView } from './MapView';

/** Where a row stands on the map and the values its colour is looked up by. */
export interface RowPlace {
  id: string;
  /** A row without both coordinates is left off the map. */
  latitude: number | null;
  longitude: number | null;
  colorValue?: string;
  /** The row's colour values by name, for `colorBy` (MapView). */
  colorValues?: Readonly<Record<string, string>>;
}

interface RowPoint<Row> extends RowPlace {
  latitude: number;
  longitude: number;
  row: Row;
}

export interface RowsMapProps<Row> {
  /** Name of the map for screen readers, such as 'Carte des parcelles'. */
  label: string;
  /** Where the rows can be reached without the map (the page's table). */
  description: string;
  rows: readonly Row[];
  /**
   * The row's place and colour values. The points are built again when it changes: give a
   * function defined once (module level, or useCallback over what it reads).
   */
  placeRow: (row: Row) => RowPlace;
  /** Content of a clicked row's popup. */
  renderPopup: (row: Row) => ReactNode;
  colorScale?: MapColorScale;
  colorBy?: string;
  /** Frames the rows whenever they change, instead of France's centre. */
  fitToPoints?: boolean;
  legendCounts?: boolean;
  /**
   * Moves rows at one place this many degrees of longitude apart, so that each can be clicked
   * (spreadCoincidentPoints); rows at one place stay stacked without it.
   */
  spreadOffset?: number;
  height?: number;
}

export function RowsMap<Row>({
  label,
  description,
  rows,
  placeRow,
  renderPopup,
  colorScale,
  colorBy,
  fitToPoints = false,
  legendCounts = false,
  spreadOffset,
  height = 420,
}: RowsMapProps<Row>) {
  // The map takes new rows after the cards, the summary and the list have shown a filter:
  // handing thousands of points to MapLibre would otherwise hold them back.
  const shown = useDeferredValue(rows);
  // One point array per set of rows: MapView rebuilds its source only when it changes.
  const points = useMemo(() => {
    const placed = shown.flatMap((row): RowPoint<Row>[] => {
      const { latitude, longitude, ...place } = placeRow(row);
      return latitude === null || longitude === null
        ? []
        : [{ ...place, latitude, longitude, row }];
    });
    return spreadOffset === undefined ? placed : spreadCoincidentPoints(placed, spreadOffset);
  }, [shown, placeRow, spreadOffset]);
  return (
    <MapView
      label={label}
      description={description}
      points={points}
      colorScale={colorScale}
      colorBy={colorBy}
      renderPopup={(point) => renderPopup(point.row)}
      fitToPoints={fitToPoints}
      height={height}
      legendCounts={legendCounts}
    />
  );
}
