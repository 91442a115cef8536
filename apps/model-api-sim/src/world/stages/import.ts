// The own-plot import (spec 4 §2.3, §5.1, §7 plots/add): each CSV row creates an own plot, or
// replaces the plot information of the user's plot with the same code, and its ear measure adds a
// measure or replaces the one of the same day. A row the model could not use is refused whole and
// told in `erreur` with its line. Codes not beginning with the importer's login are given it as a
// prefix (login_code), so an imported plot is always the importer's own (docs/simulator.md).
import type { ImportResult, OwnPlotCsvRow } from '@agro/contracts/entities/stages';
import { parseCsvDate } from '@agro/domain/dates';
import { FRANCE_BOUNDS, frenchReference } from '../../reference/communes.ts';
import { hashInts, seedInt } from '../weather/hash.ts';
import { connectedStation } from '../stations/view.ts';
import type { World } from '../world.ts';
import { PREVIOUS_CROPS, stationIdOfCode } from './records.ts';
import type { InternalPlot } from './state.ts';

const NNBSP = '\u202f';

/** The template's crop labels (accents and case ignored) and their species codes. */
const CROPS: Readonly<Record<string, InternalPlot['codeespece']>> = {
  "ble tendre d'hiver": '17',
  "ble dur d'hiver": '40',
  "orge d'hiver": '27',
  triticale: '19',
};

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’`]/g, "'")
    .trim()
    .toLowerCase();

const cellText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

const numberOf = (text: string) => (text === '' ? null : Number(text.replace(',', '.')));

interface Location {
  codeStation: string | null;
  codeInsee: string | null;
  codeDept: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The row's location: a known station, a known INSEE code, or coordinates in France. */
function locationOf(world: World, row: OwnPlotCsvRow): Location | string {
  const station = cellText(row.code_station);
  if (station !== '') {
    const id = stationIdOfCode(station);
    const found = id === null ? undefined : connectedStation(world, id);
    if (!found) return `code station inconnu (${station})`;
    return {
      codeStation: station,
      codeInsee: found.commune.insee,
      codeDept: found.commune.departement,
      latitude: found.latitude,
      longitude: found.longitude,
    };
  }
  const insee = cellText(row.code_insee);
  if (insee !== '') {
    const commune = frenchReference().locatedCommunes.find((c) => c.insee === insee);
    if (!commune) return `code INSEE inconnu (${insee})`;
    return {
      codeStation: null,
      codeInsee: insee,
      codeDept: commune.departement,
      latitude: commune.latitude,
      longitude: commune.longitude,
    };
  }
  const latitude = numberOf(cellText(row.latitude));
  const longitude = numberOf(cellText(row.longitude));
  if (latitude === null || longitude === null) {
    return 'aucune localisation (code station, code INSEE ou latitude et longitude)';
  }
  if (
    !(latitude >= FRANCE_BOUNDS.minLat && latitude <= FRANCE_BOUNDS.maxLat) ||
    !(longitude >= FRANCE_BOUNDS.minLon && longitude <= FRANCE_BOUNDS.maxLon)
  ) {
    return 'coordonnées hors de la France métropolitaine';
  }
  return { codeStation: null, codeInsee: null, codeDept: null, latitude, longitude };
}

export interface OwnPlotImport {
  rows: readonly OwnPlotCsvRow[];
  team: boolean;
  /** The importer's login as shown (institute prefix removed) and name. */
  owner: string;
  ownerName: string;
  now: Date;
}

export function importOwnPlots(world: World, request: OwnPlotImport): ImportResult {
  const result: ImportResult = {
    ajout: 0,
    modif: 0,
    mesure: 0,
    maj_mesure: 0,
    erreur: { nombre: 0, liste: [] },
  };
  const seen = new Set<string>();
  const byCode = new Map(
    [...world.stages.internal.values()].map((plot) => [plot.code, plot] as const),
  );
  request.rows.forEach((row, index) => {
    const line = index + 2;
    const given = row.code_parcelle.trim();
    const code = given.startsWith(request.owner) ? given : `${request.owner}_${given}`;
    const refuse = (reason: string) => {
      result.erreur.nombre += 1;
      result.erreur.liste.push(`Ligne ${line} (${given})${NNBSP}: ${reason}`);
    };
    if (seen.has(code)) return refuse('code_parcelle en double dans le fichier');
    seen.add(code);
    const existing = byCode.get(code);
    if (existing && existing.kind !== 'own') return refuse('parcelle d’un autre service');

    const culture = cellText(row.culture);
    const sowingText = cellText(row.date_semis);
    const hasPlotInfo = culture !== '' || sowingText !== '';
    const measureDateText = cellText(row.date_mesure);
    const measureText = cellText(row.mesure_epi);
    const hasMeasure = measureDateText !== '' || measureText !== '';
    if (!hasPlotInfo && !existing) return refuse('culture et date de semis absentes');

    let plotInfo: Omit<InternalPlot, 'id' | 'measures' | 'createdAt'> | null = null;
    if (hasPlotInfo) {
      const species = CROPS[normalise(culture)];
      if (!species) return refuse(`culture inconnue (${culture})`);
      const sowing = parseCsvDate(sowingText);
      if (sowing === null) return refuse(`date de semis invalide (${sowingText})`);
      const castypeText = cellText(row.castype);
      if (castypeText !== '' && castypeText !== '0' && castypeText !== '1') {
        return refuse(`castype invalide (${castypeText})`);
      }
      const precedentText = cellText(row.precedent);
      const precedent =
        precedentText === ''
          ? null
          : (PREVIOUS_CROPS.find((crop) => crop === normalise(precedentText)) ?? undefined);
      if (precedent === undefined) return refuse(`précédent inconnu (${precedentText})`);
      const location = locationOf(world, row);
      if (typeof location === 'string') return refuse(location);
      plotInfo = {
        kind: 'own',
        code,
        owner: request.owner,
        ownerName: request.ownerName,
        idUser: 10_000 + (hashInts(seedInt(request.owner)) % 90_000),
        team: request.team,
        castype: castypeText === '1' ? 1 : 0,
        codeespece: species,
        variete: existing?.variete ?? null,
        precedent,
        sowing,
        ...location,
      };
    }

    let measure: { date: string; mesure: number } | null = null;
    if (hasMeasure) {
      const date = parseCsvDate(measureDateText);
      if (date === null) return refuse(`date de mesure invalide (${measureDateText})`);
      const mesure = numberOf(measureText);
      if (mesure === null || !(mesure >= 0 && mesure <= 100)) {
        return refuse(`mesure d’épi invalide (${measureText})`);
      }
      measure = { date, mesure };
    }

    let plot = existing;
    if (plotInfo) {
      if (plot) {
        Object.assign(plot, plotInfo);
        result.modif += 1;
      } else {
        const id = world.stages.nextInternalId;
        world.stages.nextInternalId += 1;
        plot = { ...plotInfo, id, measures: [], createdAt: request.now.toISOString() };
        world.stages.internal.set(id, plot);
        byCode.set(code, plot);
        result.ajout += 1;
      }
    }
    if (plot && measure) {
      const same = plot.measures.find((m) => m.date === measure.date);
      if (same) {
        same.mesure = measure.mesure;
        result.maj_mesure = (result.maj_mesure ?? 0) + 1;
      } else {
        plot.measures.push(measure);
        plot.measures.sort((a, b) => a.date.localeCompare(b.date));
        result.mesure = (result.mesure ?? 0) + 1;
      }
    }
  });
  return result;
}
