// The pure parts of MapView (docs/architecture.md, "Web"; spec 3 §9 "Map"): plots as GeoJSON, their
// colour expression and legend, the base style with the bundled outline of France, the tile
// fallback rule and MapLibre's French wording. Nothing here loads MapLibre: only types are
// imported, so screens can use these helpers without carrying the map library.
import type {
  CircleLayerSpecification,
  DataDrivenPropertyValueSpecification,
  GeoJSONSourceSpecification,
  RasterSourceSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import franceOutline from './france-outline.json';

/** The spec's default map centre (spec 3 §9). */
export const FRANCE_CENTER = { latitude: 46.76782, longitude: 2.43129 } as const;
/**
 * The spec's default zoom; 9 on the water-balance plot detail, 10 on the station detail. Zooms
 * here are the spec's, those of maps of 256-pixel raster tiles (spec 3 §9).
 */
export const DEFAULT_ZOOM = 6;
/** Fitting the view to the plots never zooms closer than this (one plot alone, close plots). */
export const FIT_MAX_ZOOM = 12;

/**
 * MapLibre's zoom for one of the spec: MapLibre sizes the world from 512-pixel tiles where the
 * spec's raster maps use 256-pixel ones, so the same scale is one level lower.
 */
export function toMapLibreZoom(specZoom: number): number {
  return specZoom - 1;
}

export const OUTLINE_SOURCE_ID = 'contour-france';
export const TILE_SOURCE_ID = 'fond-tuiles';
export const TILE_LAYER_ID = 'fond-tuiles';
export const PLOT_SOURCE_ID = 'parcelles';
export const PLOT_LAYER_ID = 'parcelles-points';
/**
 * An empty layer of the base style marking where tiles go: above the outline, below the plots,
 * whenever the tile source is added (the configuration can arrive after the plots).
 */
export const TILE_SLOT_LAYER_ID = 'place-des-tuiles';

const OUTLINE_ATTRIBUTION = "Contour de la France\u202f: d'après GeoNames (CC BY 4.0)";

/** One plot (or station) on a map. */
export interface MapPoint {
  id: string | number;
  latitude: number;
  longitude: number;
  /** The value the colour scale looks up, such as the crop code. */
  colorValue?: string | number | null;
  /**
   * Other values the scale may look up instead, by name (a dashboard's risk of each day): the map
   * switches between them with MapView's `colorBy` without handing MapLibre new points.
   */
  colorValues?: Readonly<Record<string, string>>;
}

/** How points are coloured, and the legend saying what each colour means. */
export interface MapColorScale {
  /** Legend heading, such as 'Culture'. */
  title?: string;
  /** Colour of each value of the points' `colorValue`, in legend order. */
  colors: Readonly<Record<string, string>>;
  /** French legend label of each value; the value itself when missing. */
  labels?: Readonly<Record<string, string>>;
  /** Colour of any other value, and of points without one. */
  defaultColor: string;
  /** Legend label of the default colour, such as 'Autre'; not listed when absent. */
  defaultLabel?: string;
}

/** Colour of the points when a map has no colour scale. */
export const PLAIN_POINT_COLOR = '#1c7ed6';

interface PointFeature {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { key: string; colorValue: string } & Record<string, string>;
}

/** The feature property holding a point's colour value of that name (`MapPoint.colorValues`). */
export const colorProperty = (name: string) => `color_${name}`;

export interface PointCollection {
  type: 'FeatureCollection';
  features: PointFeature[];
}

/** Feature key of a point: ids come back from MapLibre's features as text. */
export const pointKey = (point: Pick<MapPoint, 'id'>): string => String(point.id);

function hasPosition(point: MapPoint): boolean {
  return Number.isFinite(point.latitude) && Number.isFinite(point.longitude);
}

/** The points with a position, as one GeoJSON source (not one DOM marker per plot). */
export function pointsToGeoJson(points: readonly MapPoint[]): PointCollection {
  return {
    type: 'FeatureCollection',
    features: points.filter(hasPosition).map((point, index) => ({
      type: 'Feature',
      id: index,
      geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
      properties: {
        ...Object.fromEntries(
          Object.entries(point.colorValues ?? {}).map(([name, value]) => [
            colorProperty(name),
            value,
          ]),
        ),
        key: pointKey(point),
        colorValue: String(point.colorValue ?? ''),
      },
    })),
  };
}

/**
 * A MapLibre `match` on the points' colour value (or their value named `colorBy`), falling back
 * on the default colour.
 */
export function circleColorExpression(
  scale: MapColorScale | undefined,
  colorBy?: string,
): DataDrivenPropertyValueSpecification<string> {
  if (!scale) return PLAIN_POINT_COLOR;
  const [first, ...others] = Object.entries(scale.colors);
  // A match needs at least one value: with none, every point takes the default colour.
  if (!first) return scale.defaultColor;
  const value = colorBy === undefined ? 'colorValue' : colorProperty(colorBy);
  return ['match', ['get', value], first[0], first[1], ...others.flat(), scale.defaultColor];
}

export interface LegendEntry {
  color: string;
  label: string;
}

/** One legend line per colour, values sharing a colour listed together, the default last. */
export function legendEntries(scale: MapColorScale): LegendEntry[] {
  const byColor = new Map<string, string[]>();
  for (const [value, color] of Object.entries(scale.colors)) {
    const labels = byColor.get(color) ?? [];
    labels.push(scale.labels?.[value] ?? value);
    byColor.set(color, labels);
  }
  const entries = [...byColor].map(([color, labels]) => ({ color, label: labels.join(', ') }));
  if (scale.defaultLabel) entries.push({ color: scale.defaultColor, label: scale.defaultLabel });
  return entries;
}

/** South-west and north-east corners around the points, or null when none has a position. */
export function pointsBounds(
  points: readonly MapPoint[],
): [[number, number], [number, number]] | null {
  const placed = points.filter(hasPosition);
  if (placed.length === 0) return null;
  const longitudes = placed.map((point) => point.longitude);
  const latitudes = placed.map((point) => point.latitude);
  return [
    [Math.min(...longitudes), Math.min(...latitudes)],
    [Math.max(...longitudes), Math.max(...latitudes)],
  ];
}

/** The plots' circle layer: a white ring keeps each colour readable on tiles and outline alike. */
export function plotLayer(
  scale: MapColorScale | undefined,
  colorBy?: string,
): CircleLayerSpecification {
  return {
    id: PLOT_LAYER_ID,
    type: 'circle',
    source: PLOT_SOURCE_ID,
    paint: {
      'circle-color': circleColorExpression(scale, colorBy),
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 5, 5, 10, 8],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
    },
  };
}

/**
 * The base style: a neutral background and the bundled outline of metropolitan France, which is
 * all a map shows without tiles. Raster tiles, when configured, are added above it, so that any
 * tile that fails to load leaves the outline visible in its place.
 */
export function baseMapStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      [OUTLINE_SOURCE_ID]: {
        type: 'geojson',
        data: franceOutline as GeoJSONSourceSpecification['data'],
        attribution: OUTLINE_ATTRIBUTION,
      },
    },
    layers: [
      { id: 'fond', type: 'background', paint: { 'background-color': '#e7eef3' } },
      {
        id: 'contour-france-surface',
        type: 'fill',
        source: OUTLINE_SOURCE_ID,
        paint: { 'fill-color': '#f8f7f0' },
      },
      {
        id: 'contour-france-trait',
        type: 'line',
        source: OUTLINE_SOURCE_ID,
        paint: { 'line-color': '#5c6b73', 'line-width': 1.2 },
      },
      { id: TILE_SLOT_LAYER_ID, type: 'background', layout: { visibility: 'none' } },
    ],
  };
}

/** Text for MapLibre's attribution, which it inserts as HTML: the configured credit stays text. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );
}

/** The raster source of the configured tile template. */
export function tileSource(url: string, attribution: string): RasterSourceSpecification {
  return {
    type: 'raster',
    tiles: [url],
    tileSize: 256,
    ...(attribution.trim() === '' ? {} : { attribution: escapeHtml(attribution.trim()) }),
  };
}

/**
 * What the background shows: the outline alone (no tiles configured, or tiles that failed), or
 * tiles being tried, or tiles that have loaded.
 */
export type Basemap = 'outline' | 'tiles-pending' | 'tiles' | 'tiles-failed';

export function initialBasemap(tileUrl: string | null | undefined): Basemap {
  return tileUrl ? 'tiles-pending' : 'outline';
}

/**
 * The fallback rule: a tile error before any tile has loaded means the tile server is out of
 * reach (no internet, blocked, misconfigured), and the map falls back on the outline for good.
 * Once tiles have loaded, a later failing tile only leaves the outline showing in its square.
 */
export function nextBasemap(current: Basemap, event: 'tile-loaded' | 'tile-error'): Basemap {
  if (current !== 'tiles-pending') return current;
  return event === 'tile-loaded' ? 'tiles' : 'tiles-failed';
}

/** MapLibre's own wording (controls, popup close button, map name) in French. */
export function mapLocaleFr(mapLabel: string): Record<string, string> {
  return {
    'AttributionControl.ToggleAttribution': 'Afficher ou masquer les sources',
    'AttributionControl.MapFeedback': 'Signaler une erreur de carte',
    'FullscreenControl.Enter': 'Plein écran',
    'FullscreenControl.Exit': 'Quitter le plein écran',
    'GeolocateControl.FindMyLocation': 'Me localiser',
    'GeolocateControl.LocationNotAvailable': 'Position indisponible',
    'LogoControl.Title': 'Logo MapLibre',
    'Map.Title': mapLabel,
    'Marker.Title': 'Repère',
    'NavigationControl.ResetBearing': 'Remettre le nord en haut',
    'NavigationControl.ZoomIn': 'Zoom avant',
    'NavigationControl.ZoomOut': 'Zoom arrière',
    'Popup.Close': 'Fermer',
    'ScaleControl.Feet': 'pi',
    'ScaleControl.Meters': 'm',
    'ScaleControl.Kilometers': 'km',
    'ScaleControl.Miles': 'mi',
    'ScaleControl.NauticalMiles': 'nmi',
    'GlobeControl.Enable': 'Afficher le globe',
    'GlobeControl.Disable': 'Afficher la carte à plat',
    'TerrainControl.Enable': 'Afficher le relief',
    'TerrainControl.Disable': 'Masquer le relief',
    'CooperativeGesturesHandler.WindowsHelpText': 'Ctrl + molette pour zoomer',
    'CooperativeGesturesHandler.MacHelpText': '⌘ + molette pour zoomer',
    'CooperativeGesturesHandler.MobileHelpText': 'Deux doigts pour déplacer la carte',
  };
}

/**
 * How many placed points each legend entry stands for, in legend order: a point counts under the
 * colour it is drawn with (its `colorValues[colorBy]`, else its `colorValue`), any value the scale
 * does not list under the default colour.
 */
export function legendCounts(
  scale: MapColorScale,
  points: readonly MapPoint[],
  colorBy?: string,
): number[] {
  const entries = legendEntries(scale);
  const counts = entries.map(() => 0);
  const indexOfColor = new Map(entries.map((entry, index) => [entry.color, index]));
  for (const point of points) {
    if (!hasPosition(point)) continue;
    const value = colorBy === undefined ? point.colorValue : point.colorValues?.[colorBy];
    const color =
      value === null || value === undefined
        ? scale.defaultColor
        : (scale.colors[String(value)] ?? scale.defaultColor);
    const index = indexOfColor.get(color);
    if (index !== undefined) counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}
