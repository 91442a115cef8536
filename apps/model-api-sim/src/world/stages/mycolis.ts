// Mycolis (spec 4 §2.5, §3, §5.2, §7): the institute follows its clients' cereal plots for the
// Mycolis service. The Mycolis clients are the world's clients; the Mycolis plots are the clients'
// real cereal plots (castype 0; type cases are the institute's) and the plots the Mycolis imports
// created. An import's batch of
// corrected rows creates or modifies the client's plots; the server checks each row again, as the
// client-side check may be skipped by a raw request, and refuses the rows it could not use.
import type { ImportResult, MycolisImportRow, MycolisPlot } from '@agro/contracts/entities/stages';
import { parseCsvDate } from '@agro/domain/dates';
import {
  coordinateOf,
  isInMetropolitanFrance,
  isPresent,
  mycolisLabour,
  mycolisPlotName,
  mycolisSpeciesCode,
  mycolisSurface,
  normaliseCommune,
  normaliseLabel,
} from '@agro/domain/mycolis';
import { frenchReference, type Commune } from '../../reference/communes.ts';
import { placedCommunes as communes, type PlacedCommune } from '../../reference/placed-communes.ts';
import { CEREAL_SPECIES } from '../../reference/vocabulary.ts';
import type { Client, Plot } from '../types.ts';
import type { World } from '../world.ts';
import { capRecordOf, isCapPlot, PREVIOUS_CROPS } from './records.ts';
import type { InternalPlot } from './state.ts';
import {
  capRow,
  clientSubject,
  internalSubject,
  type CerealSubject,
  type StageShift,
} from './view.ts';

const NNBSP = '\u202f';

/** A Mycolis plot: the models' subject, and what the Mycolis screen shows beyond the cap row. */
export interface MycolisSubject {
  subject: CerealSubject;
  nomCommune: string | null;
  indParcelle: string;
}

export const clientByCode = (world: World, code: string): Client | undefined =>
  world.clients.find((client) => client.code === code.trim());

/** Whether a world plot is a Mycolis plot: a client cereal plot that is a real plot (castype 0). */
export const isMycolisWorldPlot = (world: World, plot: Plot): boolean =>
  isCapPlot(plot) && capRecordOf(world, plot).castype === 0;

export const mycolisImports = (world: World): InternalPlot[] =>
  [...world.stages.internal.values()].filter((plot) => plot.kind === 'mycolis');

/** Every Mycolis plot, the world's first, then the imported ones in their creation order. */
export function mycolisSubjects(world: World): MycolisSubject[] {
  const fromWorld = world.plots
    .filter((plot) => isMycolisWorldPlot(world, plot))
    .map((plot) => ({
      subject: clientSubject(world, plot),
      nomCommune: plot.commune.nom,
      indParcelle: plot.nom,
    }));
  const imported = mycolisImports(world).map((plot) => ({
    subject: internalSubject(world, plot),
    nomCommune: plot.mycolis?.nomCommune ?? null,
    indParcelle: plot.mycolis?.nomParcelle ?? plot.code,
  }));
  return [...fromWorld, ...imported];
}

/** The Mycolis plot of an id, or null when the id is no Mycolis plot. */
export function mycolisSubjectOf(world: World, id: number): CerealSubject | null {
  const plot = world.plotsById.get(id);
  if (plot) return isMycolisWorldPlot(world, plot) ? clientSubject(world, plot) : null;
  const internal = world.stages.internal.get(id);
  return internal?.kind === 'mycolis' ? internalSubject(world, internal) : null;
}

/** A Mycolis row: the cap row's values for the same plot (one model everywhere), plus its place. */
export function mycolisRow(world: World, plot: MycolisSubject, shift: StageShift): MycolisPlot {
  const row = capRow(world, plot.subject, shift);
  return {
    nom_operateur: row.nom_operateur,
    id_operateur: row.id_operateur,
    id_user: row.id_user,
    nom_user: row.nom_user,
    code_parcelle_os: row.code_parcelle_os,
    id_plot: row.id_plot,
    // The species code as the plot holds it ('17', '40'…): the Mycolis screen reads it as text.
    codeespece: plot.subject.codeespece,
    date_semis: row.date_semis,
    variete: row.variete,
    labour: row.labour,
    code_precedent: row.code_precedent,
    a_calculer: row.a_calculer,
    date_calcul: row.date_calcul,
    date_fin_previsions: row.date_fin_previsions,
    code_dept: row.code_dept,
    x: row.x,
    y: row.y,
    nom_commune: plot.nomCommune,
    ind_parcelle: plot.indParcelle,
  };
}

// ---------------------------------------------------------------------------------------------
// The import's checks: the field rules are the screen's (@agro/domain/mycolis), so that a row the
// screen's check passed is never refused here for a reading of its own.

const cellText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

/** A location cell as text, '' when absent ('NA' counts as absent, spec 4 §5.2). */
const locationCell = (value: string | number | null | undefined) => {
  const text = cellText(value);
  return isPresent(text) ? text : '';
};

/** The placed commune nearest a point (on a plane scaled by the latitude: France is small). */
function nearestCommune(latitude: number, longitude: number): Commune | undefined {
  const scale = Math.cos((latitude * Math.PI) / 180);
  let best: Commune | undefined;
  let bestDistance = Infinity;
  for (const commune of frenchReference().locatedCommunes) {
    const dx = (commune.longitude - longitude) * scale;
    const dy = commune.latitude - latitude;
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) {
      best = commune;
      bestDistance = distance;
    }
  }
  return best;
}

interface PlaceFound {
  codeInsee: string | null;
  codeDept: string | null;
  nomCommune: string | null;
  latitude: number;
  longitude: number;
}

const placeOfCommune = (commune: PlacedCommune): PlaceFound => ({
  codeInsee: commune.insee,
  codeDept: commune.departement,
  nomCommune: commune.nom,
  latitude: commune.latitude,
  longitude: commune.longitude,
});

/**
 * The row's place (spec 4 §5.2 location): coordinates when both are numbers inside metropolitan
 * France, else the commune of the INSEE code, else the commune of the postal code and commune
 * name. The commune named (INSEE code, then postal code and name, then the nearest placed one)
 * gives the department and the commune's name. A reason when none of them locates the plot.
 */
function placeOf(row: MycolisImportRow): PlaceFound | string {
  const latitudeText = locationCell(row.latitude);
  const longitudeText = locationCell(row.longitude);
  const insee = locationCell(row.code_insee);
  const codePostal = locationCell(row.code_postal);
  const communeName = locationCell(row.commune);
  const latitude = coordinateOf(latitudeText);
  const longitude = coordinateOf(longitudeText);

  const index = communes();
  const named =
    (insee === '' ? undefined : index.byInsee.get(insee)) ??
    (codePostal !== '' && communeName !== ''
      ? index.byPostalCode.get(codePostal)?.get(normaliseCommune(communeName))
      : undefined);

  if (latitude !== null && longitude !== null && isInMetropolitanFrance(latitude, longitude)) {
    if (named) return { ...placeOfCommune(named), latitude, longitude };
    const nearest = nearestCommune(latitude, longitude);
    return {
      codeInsee: nearest?.insee ?? null,
      codeDept: nearest?.departement ?? null,
      nomCommune: nearest?.nom ?? null,
      latitude,
      longitude,
    };
  }
  if (named) return placeOfCommune(named);

  const reasons: string[] = [];
  if (latitudeText !== '' || longitudeText !== '') {
    reasons.push(
      latitude === null || longitude === null
        ? `coordonnées invalides (${latitudeText || '–'}, ${longitudeText || '–'})`
        : `coordonnées hors de la France métropolitaine (${latitudeText}, ${longitudeText})`,
    );
  }
  if (insee !== '') reasons.push(`code INSEE inconnu (${insee})`);
  if (codePostal !== '' || communeName !== '') {
    reasons.push(
      codePostal === '' || communeName === ''
        ? 'code postal et commune à donner ensemble'
        : `commune inconnue à ce code postal (${codePostal} ${communeName})`,
    );
  }
  if (reasons.length === 0) {
    return 'aucune localisation (coordonnées, code INSEE, ou code postal et commune)';
  }
  return `localisation introuvable${NNBSP}: ${reasons.join(', ')}`;
}

/** What a valid row says of its plot. */
type MycolisFields = Pick<
  InternalPlot,
  | 'codeespece'
  | 'variete'
  | 'precedent'
  | 'sowing'
  | 'codeInsee'
  | 'codeDept'
  | 'latitude'
  | 'longitude'
> & { labour: boolean; surface: number; nomCommune: string | null };

/** The row's plot, or the reasons the server refuses it (every failed check, in column order). */
function checkRow(row: MycolisImportRow): MycolisFields | string[] {
  const reasons: string[] = [];
  const espece = cellText(row.espece);
  const codeespece = mycolisSpeciesCode(espece);
  if (codeespece === null) reasons.push(`espèce autre que blé tendre ou blé dur (${espece})`);

  const varieteText = cellText(row.variete);
  const species = CEREAL_SPECIES.find((s) => s.code === codeespece);
  const variete = species?.varieties.find((v) => normaliseLabel(v) === normaliseLabel(varieteText));
  // A variety is checked against the row's species only once the species is known.
  if (species && variete === undefined) {
    reasons.push(`variété inconnue pour le ${species.libelle.toLowerCase()} (${varieteText})`);
  }

  const sowingText = cellText(row.date_semis);
  const sowing = parseCsvDate(sowingText);
  if (sowing === null) reasons.push(`date de semis invalide (${sowingText})`);

  const labourText = cellText(row.labour);
  const labour = mycolisLabour(labourText);
  if (labour === null) reasons.push(`labour invalide (${labourText})`);

  const precedentText = cellText(row.precedent);
  const precedent = PREVIOUS_CROPS.find((crop) => crop === normaliseLabel(precedentText));
  if (precedent === undefined) reasons.push(`précédent inconnu (${precedentText})`);

  const surface = mycolisSurface(row.surface);
  if (surface === null) reasons.push(`surface invalide (${cellText(row.surface)})`);

  const place = placeOf(row);
  if (typeof place === 'string') reasons.push(place);

  if (
    reasons.length > 0 ||
    codeespece === null ||
    variete === undefined ||
    sowing === null ||
    labour === null ||
    precedent === undefined ||
    surface === null ||
    typeof place === 'string'
  ) {
    return reasons;
  }
  return {
    codeespece,
    variete,
    precedent,
    sowing,
    labour,
    surface,
    codeInsee: place.codeInsee,
    codeDept: place.codeDept,
    latitude: place.latitude,
    longitude: place.longitude,
    nomCommune: place.nomCommune,
  };
}

export interface MycolisImport {
  client: Client;
  rows: readonly MycolisImportRow[];
  now: Date;
}

/**
 * One batch of a Mycolis import (spec 4 §7 plots/add, from_mycolis): each row creates the client's
 * plot of that code or modifies it. A refused row is told in `erreur` as 'Ligne N du lot (code) :
 * reasons', N counting the batch's rows from 1 (the batch does not know its place in the file).
 */
export function importMycolisPlots(world: World, request: MycolisImport): ImportResult {
  const { client } = request;
  const result: ImportResult = { ajout: 0, modif: 0, erreur: { nombre: 0, liste: [] } };
  const byCode = new Map(
    mycolisImports(world)
      .filter((plot) => plot.mycolis?.clientId === client.id)
      .map((plot) => [plot.code, plot] as const),
  );
  // The client's plots the integrator's own feed brings keep their codes: an import may not
  // take one, or the client would have two plots of that code.
  const worldCodes = new Set(
    world.plots
      .filter((plot) => isCapPlot(plot) && world.farmers[plot.farmerId - 1]?.clientId === client.id)
      .map((plot) => plot.code),
  );
  const seen = new Set<string>();
  request.rows.forEach((row, index) => {
    const code = row.code_parcelle.trim();
    const refuse = (reasons: readonly string[]) => {
      result.erreur.nombre += 1;
      result.erreur.liste.push(
        `Ligne ${index + 1} du lot (${code})${NNBSP}: ${reasons.join(`${NNBSP}; `)}`,
      );
    };
    if (seen.has(code)) return refuse(['code_parcelle en double dans le lot']);
    seen.add(code);
    if (worldCodes.has(code)) {
      return refuse(['code_parcelle déjà pris par une parcelle du client suivie hors Mycolis']);
    }
    const checked = checkRow(row);
    if (Array.isArray(checked)) return refuse(checked);

    const info = {
      clientId: client.id,
      codeExploitation: cellText(row.code_exploitation),
      exploitation: cellText(row.exploitation) || null,
      nomParcelle: mycolisPlotName(
        cellText(row.code_exploitation),
        row.personnalisation,
        row.nom_parcelle,
      ),
      labour: checked.labour,
      surface: checked.surface,
      nomCommune: checked.nomCommune,
    };
    const fields: Omit<InternalPlot, 'id' | 'measures' | 'createdAt'> = {
      kind: 'mycolis',
      code,
      owner: client.code,
      ownerName: client.nom,
      idUser: client.id,
      team: false,
      castype: 0,
      codeespece: checked.codeespece,
      variete: checked.variete,
      precedent: checked.precedent,
      sowing: checked.sowing,
      // The corrected file sets code_station to null (spec 4 §3): the plot is placed by its
      // coordinates.
      codeStation: null,
      codeInsee: checked.codeInsee,
      codeDept: checked.codeDept,
      latitude: checked.latitude,
      longitude: checked.longitude,
      mycolis: info,
    };
    const existing = byCode.get(code);
    if (existing) {
      Object.assign(existing, fields);
      result.modif += 1;
      return;
    }
    const id = world.stages.nextInternalId;
    world.stages.nextInternalId += 1;
    const plot: InternalPlot = {
      ...fields,
      id,
      measures: [],
      createdAt: request.now.toISOString(),
    };
    world.stages.internal.set(id, plot);
    byCode.set(code, plot);
    result.ajout += 1;
  });
  return result;
}
