// The Mycolis plot import (spec 4 §3, §4, §5.2, §8, §9): the file's columns, each row's checks
// with their messages, variety suggestions, the commune matching that completes or recomputes
// coordinates, errors grouped with their corrections, the corrected file, the error rate that
// blocks the import and its batches. The screen runs the check in a Web Worker; the simulator
// re-checks each uploaded row with the same field rules.
import { distance } from 'fastest-levenshtein';
import { cerealHarvestYear, csvDateYearError, parseCsvDate, splitCsvFields } from './dates.ts';

export const MYCOLIS_REQUIRED_COLUMNS = [
  'code_exploitation',
  'nom_parcelle',
  'code_parcelle',
  'espece',
  'variete',
  'date_semis',
  'labour',
  'precedent',
  'surface',
] as const;
export const MYCOLIS_OPTIONAL_COLUMNS = [
  'exploitation',
  'personnalisation',
  'code_insee',
  'latitude',
  'longitude',
  'code_postal',
  'commune',
  'lambert93x',
  'lambert93y',
] as const;
/** The corrected file adds the crop's label and sends no soil and no station (spec 4 §3). */
export const MYCOLIS_CORRECTED_COLUMNS = [
  ...MYCOLIS_REQUIRED_COLUMNS,
  ...MYCOLIS_OPTIONAL_COLUMNS,
  'libelle_culture',
  'codesol',
  'code_station',
] as const;

/** Rows are uploaded in batches of at most this many (spec 4 §9). */
export const MYCOLIS_BATCH_SIZE = 200;
export const VARIETY_SUGGESTIONS_MAX = 5;
export const VARIETY_DISTANCE_MIN = 1;
export const VARIETY_DISTANCE_MAX = 2;
export const COMMUNE_DISTANCE_MAX = 3;
/** Metropolitan France as spec 4 §9 bounds it, bounds included. */
export const METROPOLITAN_BOX = { minLat: 42, maxLat: 52, minLon: -5, maxLon: 8 } as const;

/** Row errors: any of them blocks the import. */
export const MYCOLIS_ROW_ERROR_KINDS = [
  'exploitation',
  'code_exploitation',
  'doublon',
  'espece',
  'variete',
  'precedent',
  'date_semis',
  'labour',
  'surface',
] as const;
/** Location findings: shown and counted, never in the error rate (spec 4 §5.2). */
export const MYCOLIS_LOCATION_KINDS = [
  'aucune_localisation',
  'insee_manquant',
  'coordonnees_non_retrouvees',
  'coordonnees_impossibles',
  'hors_limites',
  'hors_limites_non_retrouvees',
] as const;
export type MycolisRowErrorKind = (typeof MYCOLIS_ROW_ERROR_KINDS)[number];
export type MycolisLocationKind = (typeof MYCOLIS_LOCATION_KINDS)[number];
export type MycolisErrorKind = MycolisRowErrorKind | MycolisLocationKind;
export const MYCOLIS_ERROR_KINDS: readonly MycolisErrorKind[] = [
  ...MYCOLIS_ROW_ERROR_KINDS,
  ...MYCOLIS_LOCATION_KINDS,
];

/**
 * Spec 4 §8, word for word. The spec cuts the no-location message short ("…"); its end is ours
 * (docs/spec-deviations.md), and so is the wording of the recomputed-out-of-bounds case, "the same
 * with 'non retrouvées' added".
 */
export const MYCOLIS_MESSAGES: Readonly<Record<MycolisErrorKind, string>> = {
  exploitation: "Erreur d'exploitation.",
  code_exploitation: 'Erreur de code exploitation.',
  doublon: 'Erreur code parcelle en doublon.',
  espece: 'Erreur d’espèce.',
  variete: 'Erreur de variété.',
  precedent: 'Erreur de précédent.',
  date_semis: 'Erreur de date de semis.',
  labour: 'Erreur de labour.',
  surface: 'Erreur de surface.',
  aucune_localisation:
    'Aucune information de localisation (code INSEE, coordonnées ou code postal et commune).',
  insee_manquant: 'Code INSEE manquant',
  coordonnees_non_retrouvees:
    'Coordonnées manquantes et non retrouvées à partir du code postal et de la commune.',
  coordonnees_impossibles:
    'Coordonnées absentes et impossibles à compléter sans code postal et commune.',
  hors_limites: 'Coordonnées hors des limites géographiques de la France métropolitaine.',
  hors_limites_non_retrouvees:
    'Coordonnées hors des limites géographiques de la France métropolitaine, non retrouvées.',
};

/** The cell each correctable error kind replaces. */
export const MYCOLIS_CORRECTED_CELL: Readonly<Record<MycolisRowErrorKind, string>> = {
  exploitation: 'exploitation',
  code_exploitation: 'code_exploitation',
  doublon: 'code_parcelle',
  espece: 'espece',
  variete: 'variete',
  precedent: 'precedent',
  date_semis: 'date_semis',
  labour: 'labour',
  surface: 'surface',
};

export const isLocationKind = (kind: MycolisErrorKind): kind is MycolisLocationKind =>
  (MYCOLIS_LOCATION_KINDS as readonly string[]).includes(kind);

// ---------------------------------------------------------------------------------------------
// Field rules

/** Accents, case, apostrophes, '_' and '-' and repeated spaces do not tell labels apart. */
export function normaliseLabel(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'")
    .replace(/[_-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** 'NA' (and an empty cell) counts as absent (spec 4 §5.2). */
export function isPresent(cell: string | null | undefined): cell is string {
  const text = (cell ?? '').trim();
  return text !== '' && text.toUpperCase() !== 'NA';
}

export type MycolisSpecies = '17' | '40';
export const MYCOLIS_CROP_LABELS: Readonly<Record<MycolisSpecies, string>> = {
  '17': "Blé tendre d'hiver",
  '40': "Blé dur d'hiver",
};

/** The species of a Mycolis espece: soft wheat or durum wheat only, accents and case ignored. */
export function mycolisSpeciesCode(espece: string | null | undefined): MycolisSpecies | null {
  const label = normaliseLabel(espece);
  if (label.includes('ble tendre')) return '17';
  if (label.includes('ble dur')) return '40';
  return null;
}

const LABOUR_YES = ['o', 'oui', '1', 'true', 'labour'];
const LABOUR_NO = ['n', 'non', '0', 'false', 'non labour'];
/** The values a corrected file writes, and the labour correction picker offers. */
export const LABOUR_VALUES = { yes: 'OUI', no: 'NON' } as const;

/** Ploughed (true), not ploughed (false), or null for a value the import does not accept. */
export function mycolisLabour(text: string | null | undefined): boolean | null {
  const value = normaliseLabel(text);
  if (LABOUR_YES.includes(value)) return true;
  if (LABOUR_NO.includes(value)) return false;
  return null;
}

/** A surface in hectares, comma or point, above 0; null otherwise. */
export function mycolisSurface(text: string | number | null | undefined): number | null {
  const raw = String(text ?? '').trim();
  if (!/^\d+(?:[.,]\d+)?$/.test(raw)) return null;
  const value = Number(raw.replace(',', '.'));
  return value > 0 ? value : null;
}

/** The harvest year the sowings checked on a day belong to (cerealHarvestYear). */
export const mycolisHarvestYear = cerealHarvestYear;

/** Sowings strictly between 13 September of the previous year and 9 January (spec 4 §9). */
export function mycolisSowingWindow(harvestYear: number): { after: string; before: string } {
  return { after: `${harvestYear - 1}-09-13`, before: `${harvestYear}-01-09` };
}

const DD_MM_YYYY = /^\d{2}\/\d{2}\/\d{4}$/;

export interface SowingCheck {
  /** ISO date when the cell is a valid dd/mm/yyyy date inside the window. */
  iso: string | null;
  /** The dd/mm/yyyy form of a date written yyyymmdd or yyyy-mm-dd inside the window. */
  suggestion: string | null;
  /** The year sanity message (spec 4 §5.2) of a well-shaped date with a year out of bounds. */
  yearMessage: string | null;
}

export function mycolisSowingDate(
  text: string | null | undefined,
  harvestYear: number,
): SowingCheck {
  const cell = (text ?? '').trim();
  const iso = parseCsvDate(cell);
  const yearMessage = csvDateYearError(cell);
  const { after, before } = mycolisSowingWindow(harvestYear);
  const inWindow = iso !== null && iso > after && iso < before;
  if (!inWindow) return { iso: null, suggestion: null, yearMessage };
  if (DD_MM_YYYY.test(cell)) return { iso, suggestion: null, yearMessage: null };
  return { iso: null, suggestion: frenchDate(iso), yearMessage: null };
}

const frenchDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** nom_parcelle as code_exploitation|personnalisation (kept when already built so). */
export function mycolisPlotName(
  codeExploitation: string,
  personnalisation: string | null | undefined,
  given: string | null | undefined,
): string {
  const prefix = `${codeExploitation.trim()}|`;
  const givenName = (given ?? '').trim();
  if (givenName.startsWith(prefix)) return givenName;
  const custom = isPresent(personnalisation) ? personnalisation.trim() : givenName;
  return `${prefix}${custom}`;
}

export function isInMetropolitanFrance(latitude: number, longitude: number): boolean {
  return (
    latitude >= METROPOLITAN_BOX.minLat &&
    latitude <= METROPOLITAN_BOX.maxLat &&
    longitude >= METROPOLITAN_BOX.minLon &&
    longitude <= METROPOLITAN_BOX.maxLon
  );
}

/** A coordinate cell as a number (comma or point), or null. */
export function coordinateOf(cell: string | null | undefined): number | null {
  if (!isPresent(cell)) return null;
  const text = cell.trim().replace(',', '.');
  if (!/^[-+]?\d+(?:\.\d+)?$/.test(text)) return null;
  return Number(text);
}

// ---------------------------------------------------------------------------------------------
// References: varieties, previous crops, communes

export interface VarietyEntry {
  variete: string;
  type_espece: string | number;
}
/** A row of the postal-code reference (cp/data/gouv). */
export interface PostalCommune {
  code_postal: string;
  nom_de_la_commune: string;
  code_commune_insee: string;
  _geopoint: string | null;
}
export interface MycolisReference {
  varieties: readonly VarietyEntry[];
  previousCrops: readonly string[];
  postalCodes: readonly PostalCommune[];
}

interface Named {
  label: string;
  key: string;
}
interface IndexedCommune {
  entry: PostalCommune;
  key: string;
  latitude: number;
  longitude: number;
}
export interface MycolisReferenceIndex {
  varieties: ReadonlyMap<MycolisSpecies, readonly Named[]>;
  previousCrops: ReadonlyMap<string, string>;
  communesByPostal: ReadonlyMap<string, readonly IndexedCommune[]>;
  communesByDepartement: ReadonlyMap<string, readonly IndexedCommune[]>;
}

/** Commune names compare without accents, case, hyphens or apostrophes, 'ST' read as 'SAINT'. */
export function normaliseCommune(name: string | null | undefined): string {
  return (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[-'’`_.]/g, ' ')
    .replace(/\bSTE\b/g, 'SAINTE')
    .replace(/\bST\b/g, 'SAINT')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The department a postal code belongs to as its first two digits (Corsica's 20 included). */
export function postalDepartement(codePostal: string | null | undefined): string | null {
  const code = (codePostal ?? '').trim();
  return /^\d{5}$/.test(code) ? code.slice(0, 2) : null;
}

/** The postal departments of a file's rows: what the commune reference is fetched for. */
export function mycolisPostalDepartements(rows: readonly Readonly<Record<string, string>>[]) {
  const departements = new Set<string>();
  for (const row of rows) {
    const departement = postalDepartement(row['code_postal']);
    if (departement !== null) departements.add(departement);
  }
  return [...departements].sort();
}

function geopointOf(geopoint: string | null): { latitude: number; longitude: number } | null {
  const [lat, lon] = (geopoint ?? '').split(',').map((part) => Number(part.trim()));
  if (lat === undefined || lon === undefined || Number.isNaN(lat) || Number.isNaN(lon)) {
    return null;
  }
  return { latitude: lat, longitude: lon };
}

function pushTo<Key, Value>(map: Map<Key, Value[]>, key: Key, value: Value) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function mycolisReferenceIndex(reference: MycolisReference): MycolisReferenceIndex {
  const varieties = new Map<MycolisSpecies, Named[]>();
  for (const { variete, type_espece } of reference.varieties) {
    const species = String(type_espece);
    if (species !== '17' && species !== '40') continue;
    pushTo(varieties, species, { label: variete, key: normaliseLabel(variete) });
  }
  const previousCrops = new Map(reference.previousCrops.map((c) => [normaliseLabel(c), c]));
  const communesByPostal = new Map<string, IndexedCommune[]>();
  const communesByDepartement = new Map<string, IndexedCommune[]>();
  for (const entry of reference.postalCodes) {
    const point = geopointOf(entry._geopoint);
    const departement = postalDepartement(entry.code_postal);
    if (point === null || departement === null) continue;
    const indexed = { entry, key: normaliseCommune(entry.nom_de_la_commune), ...point };
    pushTo(communesByPostal, entry.code_postal, indexed);
    pushTo(communesByDepartement, departement, indexed);
  }
  return { varieties, previousCrops, communesByPostal, communesByDepartement };
}

/**
 * Up to 5 varieties of the species at edit distance 1 to 2 of the typed one, closest first; when
 * none is that close, every variety of the species, so the user can still pick one.
 */
export function varietySuggestions(typed: string, candidates: readonly Named[]): string[] {
  const key = normaliseLabel(typed);
  const close = candidates
    .map((candidate) => ({ label: candidate.label, d: distance(key, candidate.key) }))
    .filter(({ d }) => d >= VARIETY_DISTANCE_MIN && d <= VARIETY_DISTANCE_MAX)
    .sort((a, b) => a.d - b.d || a.label.localeCompare(b.label, 'fr'))
    .slice(0, VARIETY_SUGGESTIONS_MAX)
    .map(({ label }) => label);
  if (close.length > 0) return close;
  return candidates.map(({ label }) => label).sort((a, b) => a.localeCompare(b, 'fr'));
}

export interface CommuneMatch {
  codeInsee: string;
  commune: string;
  latitude: number;
  longitude: number;
  /** Edit distance of the names: 0 for an exact match. */
  distance: number;
}

/**
 * The commune of a postal code and name: the exact name under that postal code, otherwise the
 * closest commune of the same department within edit distance 3 (the same postal code first).
 */
export function matchCommune(
  index: MycolisReferenceIndex,
  codePostal: string,
  commune: string,
): CommuneMatch | null {
  const key = normaliseCommune(commune);
  const postal = codePostal.trim();
  const asMatch = (found: IndexedCommune, d: number): CommuneMatch => ({
    codeInsee: found.entry.code_commune_insee,
    commune: found.entry.nom_de_la_commune,
    latitude: found.latitude,
    longitude: found.longitude,
    distance: d,
  });
  const exact = index.communesByPostal.get(postal)?.find((c) => c.key === key);
  if (exact) return asMatch(exact, 0);
  const departement = postalDepartement(postal);
  if (departement === null) return null;
  let best: { found: IndexedCommune; d: number } | null = null;
  for (const candidate of index.communesByDepartement.get(departement) ?? []) {
    // Lengths differing by more than the limit cannot be within it: skip the distance.
    if (Math.abs(candidate.key.length - key.length) > COMMUNE_DISTANCE_MAX) continue;
    const d = distance(key, candidate.key);
    if (d > COMMUNE_DISTANCE_MAX) continue;
    const samePostal = candidate.entry.code_postal === postal;
    if (
      best === null ||
      d < best.d ||
      (d === best.d && samePostal && best.found.entry.code_postal !== postal)
    ) {
      best = { found: candidate, d };
    }
  }
  return best ? asMatch(best.found, best.d) : null;
}

export interface LocatedRow {
  latitude: number | null;
  longitude: number | null;
  codeInsee: string | null;
  findings: MycolisLocationKind[];
}

/**
 * Where a row is (spec 4 §5.2): coordinates inside the box are kept; missing or invalid ones are
 * completed from postal code and commune; outside the box they are recomputed from them when
 * possible. The INSEE code comes from the file or the matched commune.
 */
export function locateMycolisRow(
  row: Readonly<Record<string, string>>,
  index: MycolisReferenceIndex,
  matches: Map<string, CommuneMatch | null> = new Map(),
): LocatedRow {
  const insee = isPresent(row['code_insee']) ? row['code_insee'].trim() : null;
  const latitude = coordinateOf(row['latitude']);
  const longitude = coordinateOf(row['longitude']);
  const hasCoordinates = latitude !== null && longitude !== null;
  const postal = row['code_postal'];
  const commune = row['commune'];
  const hasPostal = isPresent(postal) && isPresent(commune);
  if (insee === null && !hasCoordinates && !hasPostal) {
    return { latitude: null, longitude: null, codeInsee: null, findings: ['aucune_localisation'] };
  }
  const findings: MycolisLocationKind[] = [];
  const match = () => {
    if (!hasPostal) return null;
    const key = `${postal.trim()}|${commune.trim()}`;
    if (!matches.has(key)) matches.set(key, matchCommune(index, postal, commune));
    return matches.get(key) ?? null;
  };
  let located: { latitude: number; longitude: number } | null = null;
  let matched: CommuneMatch | null = null;
  if (hasCoordinates && isInMetropolitanFrance(latitude, longitude)) {
    located = { latitude, longitude };
  } else if (hasCoordinates) {
    matched = match();
    findings.push(matched ? 'hors_limites' : 'hors_limites_non_retrouvees');
    located = matched;
  } else if (hasPostal) {
    matched = match();
    if (!matched) findings.push('coordonnees_non_retrouvees');
    located = matched;
  } else {
    findings.push('coordonnees_impossibles');
  }
  if (insee === null && !matched && hasPostal) matched = match();
  const codeInsee = insee ?? matched?.codeInsee ?? null;
  if (codeInsee === null) findings.push('insee_manquant');
  return {
    latitude: located?.latitude ?? null,
    longitude: located?.longitude ?? null,
    codeInsee,
    findings,
  };
}

// ---------------------------------------------------------------------------------------------
// The file

export type MycolisCells = Readonly<Record<string, string>>;

export interface ParsedMycolisCsv {
  header: string[];
  rows: Record<string, string>[];
}

/** Semicolons and line breaks (spec 4 §5.1's shape); blank lines are left out, cells trimmed. */
export function parseMycolisCsv(text: string): ParsedMycolisCsv {
  const [first = [], ...lines] = splitCsvFields(text);
  const header = first.map((name) => name.trim());
  const rows = lines
    .filter((line) => line.some((cell) => cell.trim() !== ''))
    .map((line) => {
      const row: Record<string, string> = {};
      header.forEach((name, i) => {
        if (name !== '') row[name] = (line[i] ?? '').trim();
      });
      return row;
    });
  return { header, rows };
}

export function missingMycolisColumns(header: readonly string[]): string[] {
  const names = new Set(header.map((name) => name.trim()));
  return MYCOLIS_REQUIRED_COLUMNS.filter((column) => !names.has(column));
}

export interface MycolisIssue {
  kind: MycolisErrorKind;
  /** The cell as typed (the code for a duplicate, empty for an empty cell). */
  value: string;
}

export interface CheckedMycolisRow {
  /** Line in the file, the header being line 1. */
  line: number;
  cells: MycolisCells;
  issues: MycolisIssue[];
  /** Whether an error other than a location one was found: the row counts in the error rate. */
  blocking: boolean;
  /** The row as uploaded when it passes (values in the reference's spelling, place completed). */
  corrected: Record<string, string | null> | null;
}

export interface MycolisErrorGroup {
  /** Stable key for a chosen correction: kind, species and the value as normalised. */
  key: string;
  kind: MycolisErrorKind;
  message: string;
  value: string;
  lines: number[];
  /** Values the correction picker offers (empty when the cell must be fixed in the file). */
  suggestions: string[];
}

export interface MycolisCheck {
  rows: CheckedMycolisRow[];
  /** Rows found with each kind. */
  counts: Readonly<Record<MycolisErrorKind, number>>;
  /** Share (0 to 1) of rows with an error other than a location one. */
  errorRate: number;
  groups: MycolisErrorGroup[];
  /** Previous crops not in the reference, as typed (first spelling), for the e-mail. */
  unknownPreviousCrops: string[];
  /** Year sanity messages of the dates typed. */
  yearMessages: string[];
}

function groupKey(kind: MycolisErrorKind, value: string, species: MycolisSpecies | null): string {
  return `${kind}|${species ?? ''}|${normaliseLabel(value)}`;
}

const cellOf = (row: MycolisCells, column: string) => (row[column] ?? '').trim();

/** Checks every row of a file against spec 4 §5.2 (the header's columns checked apart). */
export function checkMycolisRows(
  rows: readonly MycolisCells[],
  index: MycolisReferenceIndex,
  harvestYear: number,
): MycolisCheck {
  const codeCounts = new Map<string, number>();
  for (const row of rows) {
    const code = cellOf(row, 'code_parcelle');
    if (code !== '') codeCounts.set(code, (codeCounts.get(code) ?? 0) + 1);
  }
  const allVarieties = [...(index.varieties.get('17') ?? []), ...(index.varieties.get('40') ?? [])];
  const previousCropLabels = [...index.previousCrops.values()].sort((a, b) =>
    a.localeCompare(b, 'fr'),
  );
  const counts = Object.fromEntries(MYCOLIS_ERROR_KINDS.map((kind) => [kind, 0])) as Record<
    MycolisErrorKind,
    number
  >;
  const groups = new Map<string, MycolisErrorGroup>();
  const unknownPrevious = new Map<string, string>();
  const yearMessages = new Set<string>();
  const communeMatches = new Map<string, CommuneMatch | null>();
  const suggestionCache = new Map<string, string[]>();

  const checked = rows.map((row, r): CheckedMycolisRow => {
    const line = r + 2;
    const issues: MycolisIssue[] = [];
    const note = (
      kind: MycolisErrorKind,
      value: string,
      suggestions: () => string[] = () => [],
    ) => {
      issues.push({ kind, value });
      const key = groupKey(kind, value, species);
      const group = groups.get(key);
      if (group) group.lines.push(line);
      else {
        groups.set(key, {
          key,
          kind,
          message: MYCOLIS_MESSAGES[kind],
          value,
          lines: [line],
          suggestions: suggestions(),
        });
      }
    };

    const exploitation = cellOf(row, 'exploitation');
    const codeExploitation = cellOf(row, 'code_exploitation');
    const code = cellOf(row, 'code_parcelle');
    const espece = cellOf(row, 'espece');
    const variete = cellOf(row, 'variete');
    const precedent = cellOf(row, 'precedent');
    const sowing = cellOf(row, 'date_semis');
    const labourText = cellOf(row, 'labour');
    const surfaceText = cellOf(row, 'surface');
    const species = mycolisSpeciesCode(espece);

    if (exploitation === '') note('exploitation', exploitation);
    if (codeExploitation === '') note('code_exploitation', codeExploitation);
    if (code === '' || (codeCounts.get(code) ?? 0) > 1) note('doublon', code);
    if (species === null) {
      note('espece', espece, () => Object.values(MYCOLIS_CROP_LABELS));
    }
    const candidates = species ? (index.varieties.get(species) ?? []) : allVarieties;
    const varietyKey = normaliseLabel(variete);
    const variety = candidates.find((candidate) => candidate.key === varietyKey);
    if (!variety) {
      note('variete', variete, () => {
        const cacheKey = `${species ?? ''}|${varietyKey}`;
        let suggestions = suggestionCache.get(cacheKey);
        if (!suggestions) {
          suggestions = varietySuggestions(variete, candidates);
          suggestionCache.set(cacheKey, suggestions);
        }
        return suggestions;
      });
    }
    const previous = index.previousCrops.get(normaliseLabel(precedent));
    if (previous === undefined) {
      if (precedent !== '' && !unknownPrevious.has(normaliseLabel(precedent))) {
        unknownPrevious.set(normaliseLabel(precedent), precedent);
      }
      note('precedent', precedent, () => previousCropLabels);
    }
    const sowingCheck = mycolisSowingDate(sowing, harvestYear);
    if (sowingCheck.yearMessage) yearMessages.add(sowingCheck.yearMessage);
    if (sowingCheck.iso === null) {
      note('date_semis', sowing, () => (sowingCheck.suggestion ? [sowingCheck.suggestion] : []));
    }
    const labour = mycolisLabour(labourText);
    if (labour === null) note('labour', labourText, () => Object.values(LABOUR_VALUES));
    const surface = mycolisSurface(surfaceText);
    if (surface === null) {
      const typed = surfaceText.replace(/\s/g, '');
      const fixed = mycolisSurface(typed);
      note('surface', surfaceText, () => (fixed === null ? [] : [String(fixed)]));
    }

    const place = locateMycolisRow(row, index, communeMatches);
    for (const finding of place.findings) note(finding, '');

    const blocking = issues.some((issue) => !isLocationKind(issue.kind));
    let corrected: Record<string, string | null> | null = null;
    if (!blocking && species && variety && previous !== undefined && labour !== null) {
      corrected = {};
      for (const column of MYCOLIS_CORRECTED_COLUMNS) corrected[column] = cellOf(row, column);
      Object.assign(corrected, {
        nom_parcelle: mycolisPlotName(
          codeExploitation,
          row['personnalisation'],
          row['nom_parcelle'],
        ),
        variete: variety.label,
        precedent: previous,
        labour: labour ? LABOUR_VALUES.yes : LABOUR_VALUES.no,
        surface: String(surface),
        code_insee: place.codeInsee ?? '',
        latitude: place.latitude === null ? '' : String(place.latitude),
        longitude: place.longitude === null ? '' : String(place.longitude),
        libelle_culture: MYCOLIS_CROP_LABELS[species],
        codesol: null,
        code_station: null,
      });
    }
    const seen = new Set<MycolisErrorKind>();
    for (const issue of issues) {
      if (!seen.has(issue.kind)) counts[issue.kind] += 1;
      seen.add(issue.kind);
    }
    return { line, cells: row, issues, blocking, corrected };
  });

  const blockingRows = checked.filter((row) => row.blocking).length;
  return {
    rows: checked,
    counts,
    errorRate: checked.length === 0 ? 0 : blockingRows / checked.length,
    groups: [...groups.values()].sort(
      (a, b) =>
        MYCOLIS_ERROR_KINDS.indexOf(a.kind) - MYCOLIS_ERROR_KINDS.indexOf(b.kind) ||
        b.lines.length - a.lines.length ||
        a.value.localeCompare(b.value, 'fr'),
    ),
    unknownPreviousCrops: [...unknownPrevious.values()],
    yearMessages: [...yearMessages],
  };
}

/** Chosen corrections: a group's key and the value that replaces its cells. */
export type MycolisCorrections = Readonly<Record<string, string>>;

/** The rows with each chosen correction written into the cells of its group's lines. */
export function applyMycolisCorrections(
  rows: readonly MycolisCells[],
  groups: readonly MycolisErrorGroup[],
  corrections: MycolisCorrections,
): Record<string, string>[] {
  const next = rows.map((row) => ({ ...row }));
  for (const group of groups) {
    const value = corrections[group.key];
    if (value === undefined || value === '' || isLocationKind(group.kind)) continue;
    const column = MYCOLIS_CORRECTED_CELL[group.kind];
    for (const line of group.lines) {
      const row = next[line - 2];
      if (row) row[column] = value;
    }
  }
  return next;
}

/** The corrected file: the rows that pass, in the corrected columns (spec 4 §3). */
export function correctedMycolisRows(check: MycolisCheck): Record<string, string | null>[] {
  return check.rows.flatMap((row) => (row.corrected ? [row.corrected] : []));
}

/**
 * A cell written to the corrected CSV: no separator or line break inside, and text a spreadsheet
 * would run as a formula (=, +, @, or '-' not starting a number) quoted with an apostrophe.
 */
export function safeCsvCell(value: string | null | undefined): string {
  const text = (value ?? '').replace(/[;\r\n]+/g, ' ');
  return /^[=+@]|^-(?![\d.])/.test(text) ? `'${text}` : text;
}

export function mycolisCsvText(rows: readonly Readonly<Record<string, string | null>>[]): string {
  const lines = [
    MYCOLIS_CORRECTED_COLUMNS.join(';'),
    ...rows.map((row) =>
      MYCOLIS_CORRECTED_COLUMNS.map((column) => safeCsvCell(row[column])).join(';'),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The import is possible once no row keeps an error other than a location one (spec 4 §4). */
export function mycolisImportAllowed(
  checked: { rowCount: number; errorRate: number },
  correctedFileProduced: boolean,
): boolean {
  return correctedFileProduced && checked.rowCount > 0 && checked.errorRate === 0;
}

export function inBatches<Item>(items: readonly Item[], size = MYCOLIS_BATCH_SIZE): Item[][] {
  const batches: Item[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/** The e-mail that asks for the unknown previous crops to be added to the reference. */
export function unknownPreviousCropsEmail(
  crops: readonly string[],
  client: string,
): { subject: string; body: string } {
  return {
    subject: 'Import Mycolis\u202f: précédents inconnus',
    body: [
      `Le fichier Mycolis du client ${client} contient des précédents absents de la liste de référence\u202f:`,
      ...crops.map((crop) => `- ${crop}`),
      '',
      'Merci de les ajouter à la liste des précédents ou d’indiquer leur correspondance.',
    ].join('\n'),
  };
}

/** The error rate as the screen writes it: a percentage with one decimal, '12,5 %'. */
export function mycolisErrorRateText(errorRate: number): string {
  const rate = String(Math.round(errorRate * 1000) / 10).replace('.', ',');
  return `${rate}\u202f%`;
}

/** The check's summary line: rows checked, rows in error and the error rate (1 decimal). */
export function mycolisSummaryText(checked: {
  rowCount: number;
  blockingRows: number;
  errorRate: number;
}): string {
  const rows = (n: number) => `${n}\u00a0ligne${n > 1 ? 's' : ''}`;
  const checkedWord = `vérifiée${checked.rowCount > 1 ? 's' : ''}`;
  return `${rows(checked.rowCount)} ${checkedWord}, ${rows(checked.blockingRows)} en erreur (taux d’erreur\u202f: ${mycolisErrorRateText(checked.errorRate)}).`;
}
