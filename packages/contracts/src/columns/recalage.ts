// Spec 4 §2.6 Recalage screen: the stage and disease request tables, their 'Mes demandes' switch
// and the archive, and their Excel exports (the same columns, through the BFF).
import { formatDateFr, formatDateTimeFr } from '@agro/domain/dates';
import { isOwnRequest } from '@agro/domain/recalage';
import { CEREAL_SPECIES } from '../entities/stages.ts';
import type { RecalageRequest } from '../entities/recalage.ts';
import type { Column } from './column.ts';

const day = (value: string | null | undefined) => (value ? formatDateFr(value) : null);
const list = (values: readonly (string | number)[] | null | undefined) =>
  values && values.length > 0 ? values.join(', ') : null;
const yesNo = (value: boolean | null) => (value === true ? 'Oui' : value === false ? 'Non' : null);

/** The crop's name: the service sends a species code (17, 40, 27, 19) or already its label. */
export function recalageCropLabel(culture: RecalageRequest['culture']): string | null {
  if (culture === null) return null;
  return CEREAL_SPECIES[Number(culture) as keyof typeof CEREAL_SPECIES] ?? String(culture);
}

const crop: Column<RecalageRequest> = {
  key: 'culture',
  header: 'Culture',
  value: (r) => recalageCropLabel(r.culture),
  width: 14,
};
const departments: Column<RecalageRequest> = {
  key: 'departements',
  header: 'Départements',
  value: (r) => list(r.departements),
  width: 16,
};
const sowingStart: Column<RecalageRequest> = {
  key: 'debut_semis',
  header: 'Début semis',
  value: (r) => day(r.datedebut),
  type: 'date',
  width: 12,
};
const sowingEnd: Column<RecalageRequest> = {
  key: 'fin_semis',
  header: 'Fin semis',
  value: (r) => day(r.datefin),
  type: 'date',
  width: 12,
};
const stations: Column<RecalageRequest> = {
  key: 'stations',
  header: 'Stations',
  value: (r) => list(r.stations),
  width: 16,
};
const pra: Column<RecalageRequest> = {
  key: 'pra',
  header: 'PRA',
  value: (r) => list(r.nom_pra ?? r.pra),
  width: 20,
};
const requester: Column<RecalageRequest> = {
  key: 'demandeur',
  header: 'Demandeur',
  value: (r) => r.demandeur ?? r.codeagent_demandeur,
  width: 20,
};
const varieties: Column<RecalageRequest> = {
  key: 'varietes',
  header: 'Variétés',
  value: (r) => list(r.varietes),
  width: 18,
};
const kind: Column<RecalageRequest> = {
  key: 'type_demande',
  header: 'Type demande',
  value: (r) => r.typerecalage,
  width: 16,
};
const comment: Column<RecalageRequest> = {
  key: 'commentaire',
  header: 'Commentaire',
  value: (r) => r.commentaire,
  width: 30,
};
const requestedOn: Column<RecalageRequest> = {
  key: 'date_demande',
  header: 'Date demande',
  value: (r) => formatDateTimeFr(r.date_demande),
  type: 'datetime',
  width: 18,
};

/** The 'Stade' tab's table: what a stage request shifts, where, for whom, and where it stands. */
export const recalageStageColumns: readonly Column<RecalageRequest>[] = [
  crop,
  { key: 'stade', header: 'Stade', value: (r) => r.stade ?? null, width: 14 },
  departments,
  sowingStart,
  sowingEnd,
  stations,
  {
    key: 'sols_panoramix',
    header: 'Sols Panoramix',
    value: (r) => list(r.typesolspanoramix),
    width: 16,
  },
  { key: 'sols_arvalis', header: 'Sols Arvalis', value: (r) => list(r.typesolsarvalis), width: 14 },
  pra,
  {
    key: 'preco_montaison',
    header: 'Précocité montaison',
    value: (r) => list(r.precomontaison),
    width: 12,
  },
  {
    key: 'preco_epiaison',
    header: 'Précocité épiaison',
    value: (r) => list(r.precoepiaison),
    width: 12,
  },
  varieties,
  {
    key: 'decalage',
    header: 'Décalage (jours)',
    value: (r) => r.jourdecalage,
    width: 10,
  },
  kind,
  requester,
  comment,
  requestedOn,
  {
    key: 'hors_perimetre',
    header: 'Hors périmètre',
    value: (r) => yesNo(r.horsperimetre_ir),
    width: 10,
  },
  {
    key: 'validation',
    header: 'Validée',
    value: (r) => (r.validation_gestion === true ? 'Oui' : 'En attente'),
    width: 12,
  },
  {
    key: 'integration',
    header: 'Intégrée',
    value: (r) => (r.validation_integration === true ? 'Oui' : 'Non'),
    width: 10,
  },
];

/** The 'Maladie' tab's table, the spec's columns in its order ('Debut' given its accent). */
export const recalageDiseaseColumns: readonly Column<RecalageRequest>[] = [
  crop,
  { key: 'maladie', header: 'Maladie', value: (r) => r.maladie ?? null, width: 16 },
  departments,
  sowingStart,
  sowingEnd,
  stations,
  { key: 'sols_p', header: 'Sols P.', value: (r) => list(r.typesolspanoramix), width: 14 },
  { key: 'sols_arvalis', header: 'Sols Arvalis', value: (r) => list(r.typesolsarvalis), width: 14 },
  pra,
  requester,
  {
    key: 'note_sensibilite',
    header: 'Note sensibilité',
    value: (r) => r.notesensibilite ?? null,
    width: 10,
  },
  varieties,
  { key: 'decalage', header: 'Décalage', value: (r) => r.jourdecalage, width: 10 },
  kind,
  comment,
  requestedOn,
];

/** Whether a request is archived: the service sends p_archive as a boolean or 0/1. */
export const isArchived = (request: Pick<RecalageRequest, 'p_archive'>): boolean =>
  request.p_archive === true || request.p_archive === 1;

/** What the screen's table shows beyond its search: own requests only ('Mes demandes'), archive. */
export interface RecalageView {
  mine: boolean;
  archived: boolean;
}

/** The view from an export's query (`mine=1`, `archived=1`), the screen's defaults otherwise. */
export function readRecalageView(query: Readonly<Record<string, unknown>>): RecalageView {
  const flag = (name: string, fallback: boolean) => {
    const value = query[name];
    return value === undefined ? fallback : value === '1' || value === 'true';
  };
  return { mine: flag('mine', true), archived: flag('archived', false) };
}

/** The rows of a view for the user with this login (spec 4 §6: the login without its prefix). */
export function recalageViewFilter(
  view: RecalageView,
  login: string,
  instituteName?: string,
): (request: RecalageRequest) => boolean {
  return (request) =>
    isArchived(request) === view.archived &&
    (!view.mine || isOwnRequest(request, login, instituteName));
}
