import { describe, expect, it } from 'vitest';
import outline from './france-outline.json';
import {
  baseMapStyle,
  circleColorExpression,
  initialBasemap,
  legendCounts,
  legendEntries,
  nextBasemap,
  PLAIN_POINT_COLOR,
  pointsBounds,
  pointsToGeoJson,
  tileSource,
  type MapColorScale,
} from './map-style';

const crops: MapColorScale = {
  title: 'Culture',
  colors: { MAIS_GRAIN: '#1c7ed6', MAIS_FOURRAGE: '#1c7ed6', PDT: '#2f9e44' },
  labels: { MAIS_GRAIN: 'Maïs grain', MAIS_FOURRAGE: 'Maïs fourrage', PDT: 'Pomme de terre' },
  defaultColor: '#868e96',
  defaultLabel: 'Autre',
};

describe('map helpers', () => {
  it('turns the plots with a position into one GeoJSON source', () => {
    const collection = pointsToGeoJson([
      { id: 12, latitude: 47.1, longitude: 1.5, colorValue: 'PDT' },
      { id: 'b', latitude: Number.NaN, longitude: 2, colorValue: 'PDT' },
      { id: 13, latitude: 45, longitude: 3 },
    ]);
    expect(collection.features).toEqual([
      {
        type: 'Feature',
        id: 0,
        geometry: { type: 'Point', coordinates: [1.5, 47.1] },
        properties: { key: '12', colorValue: 'PDT' },
      },
      {
        type: 'Feature',
        id: 1,
        geometry: { type: 'Point', coordinates: [3, 45] },
        properties: { key: '13', colorValue: '' },
      },
    ]);
  });

  it('colours the points through a match on their value, with the default colour last', () => {
    expect(circleColorExpression(crops)).toEqual([
      'match',
      ['get', 'colorValue'],
      'MAIS_GRAIN',
      '#1c7ed6',
      'MAIS_FOURRAGE',
      '#1c7ed6',
      'PDT',
      '#2f9e44',
      '#868e96',
    ]);
    expect(circleColorExpression({ colors: {}, defaultColor: '#123456' })).toBe('#123456');
    expect(circleColorExpression(undefined)).toBe(PLAIN_POINT_COLOR);
  });

  it('keeps a point’s other colour values, and colours by the one named', () => {
    const [feature] = pointsToGeoJson([
      {
        id: 5,
        latitude: 50.3,
        longitude: 2.8,
        colorValue: 'green',
        colorValues: { jReel: 'green', jPlus1: 'red' },
      },
    ]).features;
    expect(feature?.properties).toEqual({
      key: '5',
      colorValue: 'green',
      color_jReel: 'green',
      color_jPlus1: 'red',
    });
    const scale = { colors: { red: '#c62828' }, defaultColor: '#616161' };
    expect(circleColorExpression(scale, 'jPlus1')).toEqual([
      'match',
      ['get', 'color_jPlus1'],
      'red',
      '#c62828',
      '#616161',
    ]);
  });

  it('lists each colour once in the legend, with the French labels of its values', () => {
    expect(legendEntries(crops)).toEqual([
      { color: '#1c7ed6', label: 'Maïs grain, Maïs fourrage' },
      { color: '#2f9e44', label: 'Pomme de terre' },
      { color: '#868e96', label: 'Autre' },
    ]);
    expect(legendEntries({ colors: { X: '#000000' }, defaultColor: '#ffffff' })).toEqual([
      { color: '#000000', label: 'X' },
    ]);
  });

  it('frames the plots that have a position', () => {
    expect(
      pointsBounds([
        { id: 1, latitude: 47, longitude: -1 },
        { id: 2, latitude: 44.5, longitude: 5.25 },
        { id: 3, latitude: Number.NaN, longitude: 80 },
      ]),
    ).toEqual([
      [-1, 44.5],
      [5.25, 47],
    ]);
    expect(pointsBounds([])).toBeNull();
  });

  it('keeps the outline alone without tiles, and falls back on it when tiles never load', () => {
    expect(initialBasemap(null)).toBe('outline');
    expect(initialBasemap('')).toBe('outline');
    const trying = initialBasemap('https://tuiles.example/{z}/{x}/{y}.png');
    expect(trying).toBe('tiles-pending');
    expect(nextBasemap(trying, 'tile-error')).toBe('tiles-failed');
    expect(nextBasemap(trying, 'tile-loaded')).toBe('tiles');
    // Tiles that loaded once stay: a later failing tile shows the outline in its square only.
    expect(nextBasemap('tiles', 'tile-error')).toBe('tiles');
    expect(nextBasemap('tiles-failed', 'tile-loaded')).toBe('tiles-failed');
    expect(nextBasemap('outline', 'tile-error')).toBe('outline');
  });

  it('credits the tile provider as text, never as markup', () => {
    expect(tileSource('https://t.example/{z}/{x}/{y}.png', '<b>Fournisseur</b> & co')).toEqual({
      type: 'raster',
      tiles: ['https://t.example/{z}/{x}/{y}.png'],
      tileSize: 256,
      attribution: '&lt;b&gt;Fournisseur&lt;/b&gt; &amp; co',
    });
    expect(tileSource('https://t.example/{z}/{x}/{y}.png', ' ')).not.toHaveProperty('attribution');
  });

  it('draws a small outline of metropolitan France, Corsica included, credited to its source', () => {
    expect(JSON.stringify(outline).length).toBeLessThan(100 * 1024);
    const [feature] = outline.features;
    const rings = feature?.geometry.coordinates.map(([ring]) => ring ?? []) ?? [];
    const points = rings.flat();
    expect(points.length).toBeGreaterThan(100);
    for (const [longitude = 0, latitude = 0] of points) {
      expect(longitude).toBeGreaterThan(-5.5);
      expect(longitude).toBeLessThan(9.8);
      expect(latitude).toBeGreaterThan(41.2);
      expect(latitude).toBeLessThan(51.2);
    }
    const isInside = (longitude: number, latitude: number) =>
      rings.some((ring) => {
        let inside = false;
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [xi = 0, yi = 0] = ring[i] ?? [];
          const [xj = 0, yj = 0] = ring[j] ?? [];
          if (
            yi > latitude !== yj > latitude &&
            longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi
          ) {
            inside = !inside;
          }
        }
        return inside;
      });
    // Paris, Brest, Strasbourg, Perpignan, Nice, Ajaccio; London and Madrid are not.
    expect(isInside(2.35, 48.86)).toBe(true);
    expect(isInside(-4.49, 48.39)).toBe(true);
    expect(isInside(7.75, 48.58)).toBe(true);
    expect(isInside(2.9, 42.7)).toBe(true);
    expect(isInside(7.26, 43.7)).toBe(true);
    expect(isInside(8.74, 41.93)).toBe(true);
    expect(isInside(-0.13, 51.5)).toBe(false);
    expect(isInside(-3.7, 40.4)).toBe(false);
    const source = baseMapStyle().sources['contour-france'];
    expect(source).toMatchObject({
      type: 'geojson',
      attribution: expect.stringContaining('GeoNames'),
    });
  });
});

describe('legend counts', () => {
  const scale = {
    colors: { green: '#0a0', orange: '#f80', red: '#c00' },
    labels: { green: 'Pas de risque', orange: 'Vigilance', red: 'Risque' },
    defaultColor: '#888',
    defaultLabel: 'Inconnu',
  };
  const point = (id: number, colorValue: string | null, colorValues?: Record<string, string>) => ({
    id,
    latitude: 46,
    longitude: 2,
    colorValue,
    ...(colorValues ? { colorValues } : {}),
  });

  it('counts the placed points under the colour they are drawn with, unknown values as default', () => {
    const points = [
      point(1, 'green'),
      point(2, 'red'),
      point(3, 'red'),
      point(4, 'purple'),
      point(5, null),
      { id: 6, latitude: Number.NaN, longitude: 2, colorValue: 'green' },
    ];
    expect(legendCounts(scale, points)).toEqual([1, 0, 2, 2]);
  });

  it('counts by the day chosen with colorBy', () => {
    const points = [
      point(1, 'green', { j0: 'green', j1: 'red' }),
      point(2, 'orange', { j0: 'orange', j1: 'red' }),
    ];
    expect(legendCounts(scale, points, 'j0')).toEqual([1, 1, 0, 0]);
    expect(legendCounts(scale, points, 'j1')).toEqual([0, 0, 2, 0]);
  });
});
