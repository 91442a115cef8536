// Spec 4 §2.6 recalage screen: the columns of the stage requests table (export 'recalage-stades'),
// of the disease requests table (export 'recalage-maladies'), of the recalages in place and of the
// latest recalages, and the tables' 'Mes demandes' switch and archive, the screen's and the BFF
// exports' alike.
import { formatDateFr, formatDateTimeFr } from '@agro/domain/dates';
import { isOwnRequest, RECALAGE_STAGES } from '@agro/domain/recalage';
import { awaitsValidation } from '@agro/domain/recalage-views';
import { CEREAL_DISEASES } from '@agro/domain/stages';
import type { RecalageInPlace, RecalageRequest } from '../entities/recalage.ts';
import { CEREAL_SPECIES } from '../entities/stages.ts';
import type { Column } from './column.ts';
import { yesNo, yesNoOrBlank } from './yes-no.ts';

/** A crop as the tables write it: the species' name for its code (17, 40, 27, 19), else as given. */
export function cropLabel(culture: string | number | null | undefined): string | null {
  if (culture === null || culture === undefined || culture === '') return null;
  return CEREAL_SPECIES[Number(culture) as keyof typeof CEREAL_SPECIES] ?? String(culture);
}

export function stageLabel(stade: string | null | undefined): string | null {
  if (!stade) return null;
  return RECALAGE_STAGES.find((stage) => stage.value === stade)?.label ?? stade;
}

export function diseaseLabel(maladie: string | null | undefined): string | null {
  if (!maladie) return null;
  return CEREAL_DISEASES[maladie as keyof typeof CEREAL_DISEASES] ?? maladie;
}

const list = (values: readonly (string | number)[] | null | undefined): string | null =>
  values && values.length > 0 ? values.join(', ') : null;
const day = (value: string | null | undefined) => (value ? formatDateFr(value) || value : null);

/** Whether a request is archived (p_archive arrives as a boolean or 0/1). */
export const isArchived = (request: Pick<RecalageRequest, 'p_archive'>) =>
  request.p_archive === true || request.p_archive === 1;

export const validationLabel = (request: Pick<RecalageRequest, 'validation_gestion'>) =>
  request.validation_gestion === true ? 'Validée' : 'En attente';
export const integrationLabel = (request: Pick<RecalageRequest, 'validation_integration'>) =>
  request.validation_integration === true ? 'Intégrée' : 'En attente';

function earliness(request: RecalageRequest): string | null {
  const parts = [
    request.precomontaison?.length ? `montaison ${list(request.precomontaison)}` : null,
    request.precoepiaison?.length ? `épiaison ${list(request.precoepiaison)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' / ') : null;
}

const soils = (request: RecalageRequest) =>
  list([...(request.typesolspanoramix ?? []), ...(request.typesolsarvalis ?? [])]);

const requestDate: Column<RecalageRequest> = {
  key: 'date_demande',
  header: 'Date demande',
  value: (r) => (r.date_demande ? formatDateTimeFr(r.date_demande) || r.date_demande : null),
  type: 'datetime',
  width: 18,
};

const common = {
  culture: { key: 'culture', header: 'Culture', value: (r) => cropLabel(r.culture), width: 14 },
  departements: {
    key: 'departements',
    header: 'Départements',
    value: (r) => list(r.departements),
    width: 18,
  },
  debut: {
    key: 'debut_semis',
    header: 'Début semis',
    value: (r) => day(r.datedebut),
    type: 'date',
    width: 12,
  },
  fin: {
    key: 'fin_semis',
    header: 'Fin semis',
    value: (r) => day(r.datefin),
    type: 'date',
    width: 12,
  },
  stations: { key: 'stations', header: 'Stations', value: (r) => list(r.stations), width: 18 },
  pra: { key: 'pra', header: 'PRA', value: (r) => list(r.nom_pra ?? r.pra), width: 24 },
  varietes: { key: 'varietes', header: 'Variétés', value: (r) => list(r.varietes), width: 20 },
  demandeur: { key: 'demandeur', header: 'Demandeur', value: (r) => r.demandeur, width: 18 },
  type: { key: 'type_demande', header: 'Type demande', value: (r) => r.typerecalage, width: 16 },
  commentaire: {
    key: 'commentaire',
    header: 'Commentaire',
    value: (r) => r.commentaire,
    width: 30,
  },
} satisfies Record<string, Column<RecalageRequest>>;

/** The stage requests (active or archived): export 'recalage-stades'. */
export const recalageStageColumns: readonly Column<RecalageRequest>[] = [
  common.culture,
  { key: 'stade', header: 'Stade', value: (r) => stageLabel(r.stade), width: 16 },
  common.departements,
  common.debut,
  common.fin,
  common.stations,
  { key: 'sols', header: 'Sols', value: soils, width: 18 },
  common.pra,
  { key: 'precocites', header: 'Précocités', value: earliness, width: 20 },
  common.varietes,
  { key: 'decalage', header: 'Décalage (jours)', value: (r) => r.jourdecalage, width: 10 },
  common.type,
  common.demandeur,
  common.commentaire,
  requestDate,
  {
    key: 'hors_perimetre',
    header: 'Hors périmètre',
    value: (r) => yesNoOrBlank(r.horsperimetre_ir),
    width: 10,
  },
  { key: 'validation', header: 'Validation', value: validationLabel, width: 12 },
  { key: 'integration', header: 'Intégration', value: integrationLabel, width: 12 },
];

/**
 * The disease requests: export 'recalage-maladies'. The spec's headers, 'Debut semis' written
 * 'Début semis'.
 */
export const recalageDiseaseColumns: readonly Column<RecalageRequest>[] = [
  common.culture,
  { key: 'maladie', header: 'Maladie', value: (r) => diseaseLabel(r.maladie), width: 16 },
  common.departements,
  common.debut,
  common.fin,
  common.stations,
  {
    key: 'sols_panoramix',
    header: 'Sols P.',
    value: (r) => list(r.typesolspanoramix),
    width: 14,
  },
  {
    key: 'sols_arvalis',
    header: 'Sols Arvalis',
    value: (r) => list(r.typesolsarvalis),
    width: 14,
  },
  common.pra,
  common.demandeur,
  {
    key: 'note_sensibilite',
    header: 'Note sensibilité',
    value: (r) => r.notesensibilite ?? null,
    width: 10,
  },
  common.varietes,
  { key: 'decalage', header: 'Décalage', value: (r) => r.jourdecalage, width: 10 },
  common.type,
  common.commentaire,
  requestDate,
];

const joined = (value: readonly string[] | string | null) =>
  Array.isArray(value) ? list(value) : (value as string | null);
const text = (value: string | number | boolean | null) =>
  value === null ? null : typeof value === 'boolean' ? yesNo(value) : String(value);

/** The recalages in place (and the recalage file's data). */
export const recalageInPlaceColumns: readonly Column<RecalageInPlace>[] = [
  { key: 'annee', header: 'Année', value: (r) => r.annee, width: 8 },
  { key: 'espece', header: 'Espèce', value: (r) => cropLabel(r.espece), width: 14 },
  {
    key: 'decalage_epi1cm',
    header: 'Décalage épi 1 cm',
    value: (r) => r.decalage_epi1cm,
    width: 10,
  },
  {
    key: 'decalage_epiaison',
    header: 'Décalage épiaison',
    value: (r) => r.decalage_epiaison,
    width: 10,
  },
  { key: 'departements', header: 'Départements', value: (r) => joined(r.departements), width: 18 },
  {
    key: 'debut_semis',
    header: 'Début semis',
    value: (r) => day(r.debut_semis),
    type: 'date',
    width: 12,
  },
  {
    key: 'fin_semis',
    header: 'Fin semis',
    value: (r) => day(r.fin_semis),
    type: 'date',
    width: 12,
  },
  { key: 'montaison', header: 'Montaison', value: (r) => text(r.montaison), width: 10 },
  { key: 'epiaison', header: 'Épiaison', value: (r) => text(r.epiaison), width: 10 },
  { key: 'type_sol', header: 'Type de sol', value: (r) => r.type_sol, width: 14 },
  { key: 'code_sol', header: 'Code sol', value: (r) => text(r.code_sol), width: 10 },
  { key: 'station_meteo', header: 'Station météo', value: (r) => r.station_meteo, width: 16 },
  { key: 'pra', header: 'PRA', value: (r) => r.PRA, width: 14 },
  { key: 'regional', header: 'Régional', value: (r) => text(r.regional), width: 10 },
  { key: 'commentaires', header: 'Commentaires', value: (r) => r.commentaires, width: 30 },
];

/** The recalage file's columns (CSV): the fields of the data as the service names them. */
export const RECALAGE_FILE_FIELDS = [
  'annee',
  'espece',
  'decalage_epi1cm',
  'decalage_epiaison',
  'departements',
  'debut_semis',
  'fin_semis',
  'montaison',
  'epiaison',
  'type_sol',
  'code_sol',
  'station_meteo',
  'PRA',
  'regional',
  'commentaires',
] as const satisfies readonly (keyof RecalageInPlace)[];

/** What the screen's table shows beyond its search: own requests only ('Mes demandes'), archive. */
export interface RecalageView {
  mine: boolean;
  archived: boolean;
  /** Only the requests awaiting validation (a validator's 'À valider' view, issue 41). */
  pending?: boolean;
}

/** The view from an export's query (`mine=1`, `archived=1`), the screen's defaults otherwise. */
export function readRecalageView(query: Readonly<Record<string, unknown>>): RecalageView {
  const flag = (name: string, fallback: boolean) => {
    const value = query[name];
    return value === undefined ? fallback : value === '1' || value === 'true';
  };
  return {
    mine: flag('mine', true),
    archived: flag('archived', false),
    pending: flag('pending', false),
  };
}

/** The rows of a view for the user with this login (spec 4 §6: the login without its prefix). */
export function recalageViewFilter(
  view: RecalageView,
  login: string,
  instituteName?: string,
): (request: RecalageRequest) => boolean {
  return (request) =>
    isArchived(request) === view.archived &&
    (!view.mine || isOwnRequest(request, login, instituteName)) &&
    (view.pending !== true || awaitsValidation(request));
}
