// Spec 2 §2 QN follow-up table: actions, client, ZAM, department, crop, outlet, last acquisition
// date, status, plot id, sowing date, variety, calculation date; operator name and id hidden. The
// delivered dose follows the status (a column the spec does not list: the corrections change it,
// and the user checks them there). The Excel export ({yyyymmdd}_parcellesQN) writes the same.
import { formatDateFr, formatDateTimeFr } from '@agro/domain/dates';
import { qnCorrectionValuesText, qnSpeciesLabel } from '@agro/domain/qn';
import { CORRECTION_TYPES, type QnCorrectionRequest, type QnPlot } from '../entities/ferti.ts';
import type { Column } from './column.ts';

/** A row of qn/results: the list leaves the detail-only fields out. */
export type QnListRow = QnPlot;

const day = (value: string | null | undefined) => (value ? formatDateFr(value) : null);

export const QN_LIST_PAGE_SIZE = 10;

export const qnListColumns: readonly Column<QnListRow>[] = [
  { key: 'client', header: 'Client', value: (r) => r.client, width: 22 },
  { key: 'zam', header: 'ZAM', value: (r) => r.zam, width: 12 },
  { key: 'departement', header: 'Département', value: (r) => r.code_dept, width: 12 },
  { key: 'espece', header: 'Culture', value: (r) => qnSpeciesLabel(r.codeespece), width: 20 },
  { key: 'debouche', header: 'Débouché', value: (r) => r.crop_management, width: 18 },
  {
    key: 'acquisition',
    header: 'Date de dernière acquisition',
    value: (r) => day(r.derniere_date_acquisition),
    type: 'date',
    width: 16,
  },
  { key: 'statut', header: 'Statut', value: (r) => r.statut, width: 22 },
  {
    key: 'dose',
    header: 'Préconisation livrée (kgN/ha)',
    value: (r) => r.preco_livree,
    width: 14,
  },
  { key: 'parcelle', header: 'Identifiant parcelle', value: (r) => String(r.uuid_plot), width: 14 },
  {
    key: 'semis',
    header: 'Date de semis',
    value: (r) => day(r.date_semis),
    type: 'date',
    width: 12,
  },
  { key: 'variete', header: 'Variété', value: (r) => r.variete, width: 16 },
  {
    key: 'calcul',
    header: 'Date de calcul',
    value: (r) => day(r.date_calcul),
    type: 'date',
    width: 12,
  },
  { key: 'operateur', header: 'Opérateur', value: (r) => r.nom_operateur ?? null, width: 24 },
  {
    key: 'id_operateur',
    header: 'Identifiant opérateur',
    value: (r) =>
      r.id_operateur === null || r.id_operateur === undefined ? null : String(r.id_operateur),
    width: 12,
  },
];

/** The follow-up's six filters (spec 2 §2), in the spec's order, as keys of `qnListColumns`. */
export const QN_FILTER_KEYS = [
  'zam',
  'client',
  'espece',
  'departement',
  'debouche',
  'statut',
] as const;

/** Columns the table does not show (spec 2 §2: operator name and id hidden); the file has them. */
export const QN_HIDDEN_COLUMNS = ['operateur', 'id_operateur'] as const;

/** A correction request's type as the screen writes it: 'Préconisation finale (kg/ha)'. */
export function correctionTypeLabel(code: string): string {
  const type = CORRECTION_TYPES.find((t) => t.code === code);
  if (!type) return code;
  return type.unit ? `${type.label} (${type.unit})` : type.label;
}

/** Spec 2 §2: the administrators' table of the correction requests. */
export const qnCorrectionColumns: readonly Column<QnCorrectionRequest>[] = [
  {
    key: 'date',
    header: 'Date de la demande',
    value: (r) => formatDateTimeFr(r.date_demande),
    type: 'datetime',
    width: 18,
  },
  { key: 'demandeur', header: 'Demandeur', value: (r) => r.demandeur, width: 24 },
  {
    key: 'type',
    header: 'Correction',
    value: (r) => correctionTypeLabel(r.correction_type),
    width: 28,
  },
  {
    key: 'valeur',
    header: 'Valeur',
    value: (r) => qnCorrectionValuesText(r.correction_valeur),
    width: 12,
  },
  {
    key: 'parcelles',
    header: 'Parcelles',
    value: (r) => r.parcelles.map(String).join(', '),
    width: 30,
  },
  {
    key: 'validation',
    header: 'Validation',
    value: (r) => (r.validation ? 'Validée' : 'En attente'),
    width: 12,
  },
];
