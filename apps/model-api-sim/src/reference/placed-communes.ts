// Every current metropolitan commune of the postal-code reference with a position: what
// cp/data/gouv answers as _geopoint and what the Mycolis import locates rows with, so the
// screen's check and the service place a commune alike.
import { normaliseCommune } from '@agro/domain/mycolis';
import { frenchReference, type PostalCodeEntry } from './communes.ts';

/** A commune of the postal-code reference, placed. */
export interface PlacedCommune {
  insee: string;
  nom: string;
  departement: string;
  latitude: number;
  longitude: number;
}

export interface CommuneIndex {
  byInsee: ReadonlyMap<string, PlacedCommune>;
  /** Postal code, then the commune's name as compared (normaliseCommune). */
  byPostalCode: ReadonlyMap<string, ReadonlyMap<string, PlacedCommune>>;
}

let communeIndex: CommuneIndex | null = null;

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Every current metropolitan commune of the postal-code reference, placed, built once (the
 * reference is shared by every world). GeoNames places only a quarter of the communes; the
 * institute's reference places them all, so a commune the simulator's reference does not place is
 * put at its point in the postal-code reference, else amid the placed communes of its postal
 * codes, else amid those of its department: the import accepts what the real service would.
 */
export function placedCommunes(): CommuneIndex {
  if (communeIndex) return communeIndex;
  const reference = frenchReference();
  const located = new Map(reference.locatedCommunes.map((c) => [c.insee, c]));
  const placedByPostalCode = new Map<string, { latitude: number; longitude: number }[]>();
  for (const commune of reference.locatedCommunes) {
    for (const code of commune.codesPostaux) {
      const list = placedByPostalCode.get(code) ?? [];
      list.push(commune);
      placedByPostalCode.set(code, list);
    }
  }
  const entriesByInsee = new Map<string, PostalCodeEntry[]>();
  for (const entry of reference.postalCodes) {
    const list = entriesByInsee.get(entry.insee) ?? [];
    list.push(entry);
    entriesByInsee.set(entry.insee, list);
  }
  const byInsee = new Map<string, PlacedCommune>();
  const byPostalCode = new Map<string, Map<string, PlacedCommune>>();
  for (const [insee, entries] of entriesByInsee) {
    const first = entries[0] as PostalCodeEntry;
    const known = located.get(insee);
    // Metropolitan INSEE codes begin with their department (2A and 2B included).
    const departement = known?.departement ?? insee.slice(0, 2);
    const point = first.geopoint?.split(',').map(Number) ?? [];
    const samePostalCode = entries.flatMap(
      (entry) => placedByPostalCode.get(entry.codePostal) ?? [],
    );
    const neighbours =
      samePostalCode.length > 0
        ? samePostalCode
        : (reference.communesByDepartement.get(departement) ?? []);
    let latitude: number;
    let longitude: number;
    if (known) {
      ({ latitude, longitude } = known);
    } else if (point.length === 2 && point.every(Number.isFinite)) {
      [latitude, longitude] = point as [number, number];
    } else if (neighbours.length > 0) {
      latitude = mean(neighbours.map((n) => n.latitude));
      longitude = mean(neighbours.map((n) => n.longitude));
    } else {
      continue;
    }
    const commune = { insee, nom: first.nomCommune, departement, latitude, longitude };
    byInsee.set(insee, commune);
    for (const entry of entries) {
      const names = byPostalCode.get(entry.codePostal) ?? new Map<string, PlacedCommune>();
      names.set(normaliseCommune(entry.nomCommune), commune);
      byPostalCode.set(entry.codePostal, names);
    }
  }
  communeIndex = { byInsee, byPostalCode };
  return communeIndex;
}
