import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layerPoints, mapLayerOf, type MapPlace } from './map-layer.ts';

const COLOURS = ['green', 'orange', 'red', 'grey'] as const;

const place = fc.record({
  id: fc.string({ minLength: 1, maxLength: 8 }),
  latitude: fc.option(fc.double({ min: -90, max: 90, noNaN: true }), { nil: null }),
  longitude: fc.option(fc.double({ min: -180, max: 180, noNaN: true }), { nil: null }),
  colours: fc.record({
    jReel: fc.constantFrom(...COLOURS),
    jPrevi: fc.constantFrom(...COLOURS),
  }),
});

describe('a map layer of columns', () => {
  it('gives back every placed row, within a metre, with its colour of each set', () => {
    fc.assert(
      fc.property(fc.array(place, { maxLength: 60 }), (places: MapPlace[]) => {
        const placed = places.filter((p) => p.latitude !== null && p.longitude !== null);
        const points = layerPoints({ ...mapLayerOf(places, (p) => p) });
        expect(points.map((point) => point.id)).toEqual(placed.map((p) => p.id));
        points.forEach((point, index) => {
          const source = placed[index] as MapPlace;
          expect(Math.abs(point.latitude - (source.latitude ?? 0))).toBeLessThanOrEqual(5e-6);
          expect(Math.abs(point.longitude - (source.longitude ?? 0))).toBeLessThanOrEqual(5e-6);
          expect(point.colours).toEqual(source.colours);
        });
      }),
    );
  });

  it('holds one letter per point and colour set, and whole numbers for the coordinates', () => {
    const layer = mapLayerOf(
      [
        { id: '1', latitude: 50.29, longitude: 2.78, colours: { j: 'green' } },
        { id: '2', latitude: null, longitude: 2.7, colours: { j: 'red' } },
        { id: '3', latitude: 49.123456, longitude: -1.5, colours: { j: 'grey' } },
      ],
      (p) => p,
    );
    expect(layer).toEqual({
      ids: ['1', '3'],
      latitudes: [5_029_000, 4_912_346],
      longitudes: [278_000, -150_000],
      colours: { j: '01' },
      palette: ['green', 'grey'],
    });
  });
});
