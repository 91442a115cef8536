// A list's map without per-plot JSON (issue 43): the points of the rows a screen's filters keep as
// columns, GET /bff/lists/<name>/map. At 20,000 plots an object per plot (its keys repeated, its
// coordinates with 15 digits) weighs megabytes; these columns weigh a few hundred kilobytes:
// - the coordinates in hundred-thousandths of a degree (about a metre), as whole numbers;
// - each colour of a point (one per day of the blight map's tabs) as the index of its name in
//   `palette`, all the points' indices of one colour set in one string of digits and letters.
// Clicking a point reads that row (GET /bff/lists/<name>/rows/<id>).

/** Where a row stands and its colour of each set (the tab's day, the indicator shown). */
export interface MapPlace {
  id: string;
  latitude: number | null;
  longitude: number | null;
  colours: Readonly<Record<string, string>>;
}

export interface MapLayer {
  ids: string[];
  /** Hundred-thousandths of a degree. */
  latitudes: number[];
  longitudes: number[];
  /** Per colour set, one character per point: its colour's index in `palette` (base 36). */
  colours: Record<string, string>;
  palette: string[];
  /** When the BFF read the list (ISO), and whether the model API failed to answer it again. */
  readAt: string;
  stale: boolean;
}

/** A point of the layer, as the map draws it. */
export interface LayerPoint {
  id: string;
  latitude: number;
  longitude: number;
  colours: Record<string, string>;
}

const SCALE = 100_000;
/** Base 36 in one character: a layer has at most 36 colours. */
const MAX_COLOURS = 36;

/** The layer of the rows that have both coordinates; a row without them is left off the map. */
export function mapLayerOf<Row>(
  rows: readonly Row[],
  place: (row: Row) => MapPlace,
): Omit<MapLayer, 'readAt' | 'stale'> {
  const ids: string[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  const palette: string[] = [];
  const indexOf = new Map<string, number>();
  const colours: Record<string, string[]> = {};
  for (const row of rows) {
    const point = place(row);
    if (point.latitude === null || point.longitude === null) continue;
    if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) continue;
    ids.push(point.id);
    latitudes.push(Math.round(point.latitude * SCALE));
    longitudes.push(Math.round(point.longitude * SCALE));
    for (const [set, colour] of Object.entries(point.colours)) {
      let index = indexOf.get(colour);
      if (index === undefined) {
        index = palette.length;
        if (index >= MAX_COLOURS) throw new Error(`Plus de ${MAX_COLOURS} couleurs sur une carte`);
        palette.push(colour);
        indexOf.set(colour, index);
      }
      // A set a row leaves out takes the first colour: every set has one letter per point.
      (colours[set] ??= Array<string>(ids.length - 1).fill('0')).push(index.toString(36));
    }
    for (const letters of Object.values(colours)) {
      if (letters.length < ids.length) letters.push('0');
    }
  }
  return {
    ids,
    latitudes,
    longitudes,
    colours: Object.fromEntries(
      Object.entries(colours).map(([set, letters]) => [set, letters.join('')]),
    ),
    palette,
  };
}

/** The points of a layer, in degrees, each with its colour of every set. */
export function layerPoints(
  layer: Pick<MapLayer, 'ids' | 'latitudes' | 'longitudes' | 'colours' | 'palette'>,
): LayerPoint[] {
  const sets = Object.entries(layer.colours);
  return layer.ids.map((id, index) => ({
    id,
    latitude: (layer.latitudes[index] ?? 0) / SCALE,
    longitude: (layer.longitudes[index] ?? 0) / SCALE,
    colours: Object.fromEntries(
      sets.map(([set, letters]) => [set, layer.palette[parseInt(letters[index] ?? '0', 36)] ?? '']),
    ),
  }));
}
