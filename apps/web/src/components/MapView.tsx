// The map of plots (or stations) every module shows (docs/architecture.md, "Web"; spec 3 §2.2,
// §2.10, §9): plots as one GeoJSON source drawn by a circle layer, coloured through a colour table,
// with a legend and popups whose content the screen renders. The background is the configured
// raster tiles (GET /bff/config) above a bundled outline of France, which stays alone when no tiles
// are configured or they cannot be loaded. MapLibre and its styles come with this module, which
// only lazily loaded screens import: the login page never carries them.
import 'maplibre-gl/dist/maplibre-gl.css';
import { Alert, Box, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  AttributionControl,
  Layer,
  Map as MapGl,
  NavigationControl,
  Popup,
  Source,
  type ErrorEvent as MapErrorEvent,
  type MapLayerMouseEvent,
  type MapRef,
  type MapSourceDataEvent,
} from 'react-map-gl/maplibre';
import { usePlatformConfig } from '../lib/config';
import {
  baseMapStyle,
  DEFAULT_ZOOM,
  FIT_MAX_ZOOM,
  FRANCE_CENTER,
  initialBasemap,
  legendCounts,
  legendEntries,
  mapLocaleFr,
  nextBasemap,
  PLOT_LAYER_ID,
  PLOT_SOURCE_ID,
  plotLayer,
  pointKey,
  pointsBounds,
  pointsToGeoJson,
  toMapLibreZoom,
  TILE_LAYER_ID,
  TILE_SLOT_LAYER_ID,
  TILE_SOURCE_ID,
  tileSource,
  type Basemap,
  type MapColorScale,
  type MapPoint,
} from './map-style';
import { ColorSwatch, Legend } from './Legend';

export interface MapViewProps<P extends MapPoint> {
  /** Name of the map for screen readers, such as 'Carte des parcelles'. */
  label: string;
  /**
   * Where the same plots can be reached without the map (the page's table), read out with the
   * map: popups open with the mouse or a finger only (components/README.md, "MapView").
   */
  description?: string;
  points: readonly P[];
  /** Colours by `colorValue` and the legend; without it, plain blue points and no legend. */
  colorScale?: MapColorScale;
  /**
   * Colours the points by their `colorValues` of that name instead of `colorValue`: switching it
   * restyles the layer alone, without new points for MapLibre to cut into tiles again.
   */
  colorBy?: string;
  /** Content of a clicked point's popup (name, figures, a 'Voir le détail' link...). */
  renderPopup?: (point: P) => ReactNode;
  /** Initial centre; France's centre by default (spec 3 §9). */
  center?: { latitude: number; longitude: number };
  /**
   * Initial zoom in the spec's levels (256-pixel raster maps): 6 by default, 9 on the
   * water-balance plot detail, 10 on a station's.
   */
  zoom?: number;
  /** Frames the points whenever they change (a filter, new data), instead of the centre. */
  fitToPoints?: boolean;
  /** Height of the map, 400 pixels by default. */
  height?: number | string;
  /** Says after each legend entry how many points it stands for: 'Vigilance (12)'. */
  legendCounts?: boolean;
  /**
   * An image laid over the map under the points (a plot's satellite raster): its URL (a data URL
   * works) and the [west, south, east, north] it covers, half transparent over the background.
   */
  overlay?: { url: string; bounds: readonly [number, number, number, number] } | null;
}

type Bounds = NonNullable<ReturnType<typeof pointsBounds>>;

/** How a map frames its points: a margin, and no closer than FIT_MAX_ZOOM for a lone point. */
const FIT_OPTIONS = { padding: 40, maxZoom: toMapLibreZoom(FIT_MAX_ZOOM) } as const;

const sameBounds = (a: Bounds | null, b: Bounds | null) =>
  a === b || (a !== null && b !== null && a.flat().join() === b.flat().join());

/** The points' bounds, kept as the same object while they do not move (effects depend on it). */
function useStableBounds(points: readonly MapPoint[]): Bounds | null {
  const next = pointsBounds(points);
  const [kept, setKept] = useState(next);
  if (!sameBounds(kept, next)) {
    setKept(next);
    return next;
  }
  return kept;
}

/** The name of the nearest named section or region around `element`, if any. */
function enclosingRegionName(element: HTMLElement): string | null {
  const region = element.parentElement?.closest(
    'section[aria-labelledby], section[aria-label], [role="region"][aria-labelledby], [role="region"][aria-label]',
  );
  if (!region) return null;
  const label = region.getAttribute('aria-label');
  if (label) return label.trim();
  return (region.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => (id === '' ? '' : (document.getElementById(id)?.textContent ?? '')))
    .join(' ')
    .trim();
}

/** Tile failures are map errors naming the source (MapLibre adds `sourceId` to them). */
const sourceOf = (event: MapErrorEvent) =>
  (event as MapErrorEvent & { sourceId?: string }).sourceId;

const OVERLAY_SOURCE_ID = 'overlay';
const OVERLAY_LAYER_ID = 'overlay-image';

/** MapLibre's image corners, clockwise from the top left, from [west, south, east, north]. */
function overlayCorners([west, south, east, north]: readonly [number, number, number, number]): [
  [number, number],
  [number, number],
  [number, number],
  [number, number],
] {
  return [
    [west, north],
    [east, north],
    [east, south],
    [west, south],
  ];
}

export function MapView<P extends MapPoint>({
  label,
  description,
  points,
  colorScale,
  colorBy,
  renderPopup,
  center = FRANCE_CENTER,
  zoom = DEFAULT_ZOOM,
  fitToPoints = false,
  height = 400,
  legendCounts: countsShown = false,
  overlay = null,
}: MapViewProps<P>) {
  const { mapTileUrl = null, mapTileAttribution = '' } = usePlatformConfig();
  const mapRef = useRef<MapRef>(null);
  const descriptionId = useId();
  const [loaded, setLoaded] = useState(false);
  // The plots and their style MapLibre last went idle with (style, plots and tiles drawn),
  // exposed as data-map-state for the benchmarks that time the dashboards until their map is shown.
  const [drawn, setDrawn] = useState<{ data: unknown; layer: unknown } | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [hovering, setHovering] = useState(false);
  const [tiles, setTiles] = useState<{ url: string | null; basemap: Basemap }>({
    url: mapTileUrl,
    basemap: initialBasemap(mapTileUrl),
  });
  // The configuration may arrive (or change) after the first drawing: each address gets its try.
  const basemap = tiles.url === mapTileUrl ? tiles.basemap : initialBasemap(mapTileUrl);
  const onTileEvent = (event: 'tile-loaded' | 'tile-error') =>
    setTiles((current) => ({
      url: mapTileUrl,
      basemap: nextBasemap(
        current.url === mapTileUrl ? current.basemap : initialBasemap(mapTileUrl),
        event,
      ),
    }));

  const mapStyle = useMemo(() => baseMapStyle(), []);
  const locale = useMemo(() => mapLocaleFr(label), [label]);
  const data = useMemo(() => pointsToGeoJson(points), [points]);
  const layer = useMemo(() => plotLayer(colorScale, colorBy), [colorScale, colorBy]);
  const bounds = useStableBounds(points);
  const selected = points.find((point) => pointKey(point) === selectedKey) ?? null;

  const { latitude, longitude } = center;
  const mapZoom = toMapLibreZoom(zoom);
  // The map is created on its points' frame (or its centre) and drawn once: the effects below move
  // it only when the frame or the centre changes afterwards. A move on load would draw it twice,
  // which costs a dashboard's thousands of markers a visible part of a second.
  const [initialViewState] = useState(() =>
    fitToPoints && bounds
      ? { bounds, fitBoundsOptions: FIT_OPTIONS }
      : { latitude, longitude, zoom: mapZoom },
  );
  const framed = useRef<{ bounds: Bounds | null; center: string | null }>({
    bounds: fitToPoints ? bounds : null,
    center: fitToPoints && bounds ? null : `${latitude} ${longitude} ${mapZoom}`,
  });
  useEffect(() => {
    if (!loaded) return;
    const center = `${latitude} ${longitude} ${mapZoom}`;
    if (framed.current.center === center) return;
    framed.current.center = center;
    if (fitToPoints && bounds) return;
    mapRef.current?.jumpTo({ center: [longitude, latitude], zoom: mapZoom });
  }, [loaded, latitude, longitude, mapZoom, fitToPoints, bounds]);

  useEffect(() => {
    if (!loaded || !fitToPoints || !bounds || framed.current.bounds === bounds) return;
    framed.current.bounds = bounds;
    mapRef.current?.fitBounds(bounds, { ...FIT_OPTIONS, duration: 0 });
  }, [loaded, fitToPoints, bounds]);

  const onLoad = () => {
    // MapLibre names its canvas (locale 'Map.Title'); the description says where else to look.
    const canvas = mapRef.current?.getCanvas();
    if (description) canvas?.setAttribute('aria-describedby', descriptionId);
    // The canvas is a region landmark of its own: inside a section the screen names after its
    // heading ('Carte des parcelles'), the same name would give two landmarks one name (axe
    // landmark-unique). The canvas then says it is the interactive map of that section.
    if (canvas && enclosingRegionName(canvas) === label.trim()) {
      canvas.setAttribute('aria-label', `${label} (carte interactive)`);
    }
    setLoaded(true);
  };

  const onError = (event: MapErrorEvent) => {
    // react-map-gl reports a map that could not even be created (no WebGL) without a target.
    if (!event.target) setUnavailable(true);
    else if (sourceOf(event) === TILE_SOURCE_ID) onTileEvent('tile-error');
  };

  const onSourceData = (event: MapSourceDataEvent) => {
    if (event.sourceId === TILE_SOURCE_ID && event.tile) onTileEvent('tile-loaded');
  };

  const onClick = (event: MapLayerMouseEvent) => {
    const key = event.features?.[0]?.properties?.['key'];
    setSelectedKey(typeof key === 'string' ? key : null);
  };

  const closePopup = () => {
    setSelectedKey(null);
    mapRef.current?.getCanvas().focus();
  };

  if (unavailable) {
    return (
      <Alert color="gray" variant="outline" title="Carte indisponible">
        Ce navigateur ne peut pas afficher la carte (WebGL désactivé ou non pris en charge).
      </Alert>
    );
  }

  const showTiles = mapTileUrl !== null && (basemap === 'tiles-pending' || basemap === 'tiles');
  return (
    <Box>
      <Box
        h={height}
        pos="relative"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        data-map-state={
          drawn?.data === data && drawn.layer === layer ? 'drawn' : loaded ? 'loaded' : 'loading'
        }
      >
        <MapGl
          ref={mapRef}
          initialViewState={initialViewState}
          mapStyle={mapStyle}
          locale={locale}
          attributionControl={false}
          // No fade-in of labels and tiles: the map is drawn, and idle, a third of a second sooner.
          fadeDuration={0}
          interactiveLayerIds={[PLOT_LAYER_ID]}
          cursor={hovering ? 'pointer' : 'grab'}
          onMouseEnter={() => setHovering(true)}
          onMouseLeave={() => setHovering(false)}
          onClick={onClick}
          onLoad={onLoad}
          onError={onError}
          onSourceData={onSourceData}
          onIdle={() => setDrawn({ data, layer })}
          style={{ width: '100%', height: '100%' }}
        >
          <NavigationControl showCompass={false} position="top-right" />
          <AttributionControl compact position="bottom-right" />
          {showTiles && (
            <Source
              key={mapTileUrl}
              id={TILE_SOURCE_ID}
              {...tileSource(mapTileUrl, mapTileAttribution)}
            >
              <Layer
                id={TILE_LAYER_ID}
                type="raster"
                beforeId={TILE_SLOT_LAYER_ID}
                paint={{ 'raster-fade-duration': 0 }}
              />
            </Source>
          )}
          {overlay && (
            <Source
              key={overlay.url}
              id={OVERLAY_SOURCE_ID}
              type="image"
              url={overlay.url}
              coordinates={overlayCorners(overlay.bounds)}
            >
              <Layer
                id={OVERLAY_LAYER_ID}
                type="raster"
                paint={{ 'raster-opacity': 0.85, 'raster-fade-duration': 0 }}
              />
            </Source>
          )}
          <Source id={PLOT_SOURCE_ID} type="geojson" data={data}>
            <Layer {...layer} />
          </Source>
          {selected && renderPopup && (
            <Popup
              key={pointKey(selected)}
              latitude={selected.latitude}
              longitude={selected.longitude}
              closeOnClick={false}
              maxWidth="320px"
              onClose={() => setSelectedKey(null)}
            >
              <Box
                onKeyDown={(event) => {
                  if (event.key === 'Escape') closePopup();
                }}
              >
                {renderPopup(selected)}
              </Box>
            </Popup>
          )}
        </MapGl>
      </Box>
      {description && <VisuallyHidden id={descriptionId}>{description}</VisuallyHidden>}
      {basemap === 'tiles-failed' && (
        <Text size="sm" c="gray.7" mt={4} role="status">
          Le fond de carte n&apos;a pas pu être chargé&#x202F;: seul le contour de la France est
          affiché.
        </Text>
      )}
      {colorScale && (
        <MapLegend
          scale={colorScale}
          counts={countsShown ? legendCounts(colorScale, points, colorBy) : undefined}
        />
      )}
    </Box>
  );
}

/** What each point colour means, under the map. */
export function MapLegend({
  scale,
  counts,
}: {
  scale: MapColorScale;
  /** Points of each legend entry, in its order. */
  counts?: readonly number[];
}) {
  const titleId = useId();
  return (
    <Box mt="xs">
      <Text size="sm" fw={600} id={titleId}>
        {scale.title ?? 'Légende'}
      </Text>
      <Legend
        labelledBy={titleId}
        items={legendEntries(scale).map((entry, index) => ({
          key: `${entry.color} ${entry.label}`,
          label: counts === undefined ? entry.label : `${entry.label} (${counts[index] ?? 0})`,
          swatch: <ColorSwatch color={entry.color} shape="circle" outline="#495057" />,
        }))}
      />
    </Box>
  );
}
