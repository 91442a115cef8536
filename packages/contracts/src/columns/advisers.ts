// Columns of the administrators' advisers list (spec 1 §2 "Advisers list"): Id, Conseiller,
// Organisme, Type and the farmer counts validated, refused and pending.
import type { z } from 'zod';
import { validationLabel } from '@agro/domain/advisers';
import { formatDateFr } from '@agro/domain/dates';
import type { adviserFarmerLink, adviserListRow } from '../entities/platform.ts';
import type { Column } from './column.ts';

export type AdviserListRow = z.infer<typeof adviserListRow>;

export const ADVISER_LIST_PAGE_SIZE = 15;

export const adviserListColumns: readonly Column<AdviserListRow>[] = [
  { key: 'id', header: 'Id', value: (row) => row.id_conseiller ?? null, width: 8 },
  {
    key: 'conseiller',
    header: 'Conseiller',
    value: (row) => `${row.nom_conseiller} ${row.prenom_conseiller}`.trim(),
    width: 30,
  },
  { key: 'organisme', header: 'Organisme', value: (row) => row.organisme ?? null, width: 30 },
  { key: 'type', header: 'Type', value: (row) => row.type_conseiller, width: 10 },
  { key: 'valides', header: 'Agriculteurs validés', value: (row) => row.nb_agris_valid, width: 12 },
  { key: 'refuses', header: 'Agriculteurs refusés', value: (row) => row.nb_agris_refus, width: 12 },
  {
    key: 'attente',
    header: 'Agriculteurs en attente',
    value: (row) => row.nb_agris_attente,
    width: 12,
  },
];

/** A farmer of an adviser (spec 1 §2: grouped by service). */
export type AdviserFarmerRow = z.infer<typeof adviserFarmerLink>;

/** The farmer of a link, as both farmers lists name them. */
const farmerNameColumns: readonly Column<AdviserFarmerRow>[] = [
  { key: 'nom', header: 'Nom', value: (row) => row.nom_agri ?? null, width: 20 },
  { key: 'prenom', header: 'Prénom', value: (row) => row.prenom_agri ?? null, width: 20 },
];

/** A link's validation: 'Validé', 'Refusé' or 'En attente'. */
const validationColumn: Column<AdviserFarmerRow> = {
  key: 'validation',
  header: 'Validation',
  value: (row) => validationLabel(row.validation_conseiller),
  width: 12,
};

/** The adviser's farmers: Nom, Prénom, Service, Date début / fin conseiller, Validation. */
export const adviserFarmerColumns: readonly Column<AdviserFarmerRow>[] = [
  ...farmerNameColumns,
  { key: 'service', header: 'Service', value: (row) => row.service, width: 16 },
  {
    key: 'debut',
    header: 'Date début conseiller',
    value: (row) => formatDateFr(row.date_debut),
    type: 'date',
    width: 14,
  },
  {
    key: 'fin',
    header: 'Date fin conseiller',
    value: (row) => formatDateFr(row.date_fin),
    type: 'date',
    width: 14,
  },
  validationColumn,
];

/**
 * The external adviser's farmers (spec 1 §2 "Farmers management"): who they are, the period they
 * granted, and the validation state and date.
 */
export const externalFarmerColumns: readonly Column<AdviserFarmerRow>[] = [
  ...farmerNameColumns,
  {
    key: 'raison',
    header: 'Raison sociale',
    value: (row) => row.raison_sociale ?? null,
    width: 26,
  },
  {
    key: 'code',
    header: 'Code agriculteur',
    value: (row) => row.code_agri_operateur ?? null,
    width: 14,
  },
  {
    key: 'debut',
    header: 'Date début',
    value: (row) => formatDateFr(row.date_debut),
    type: 'date',
    width: 12,
  },
  {
    key: 'fin',
    header: 'Date fin',
    value: (row) => formatDateFr(row.date_fin),
    type: 'date',
    width: 12,
  },
  validationColumn,
  {
    key: 'date_validation',
    header: 'Date de validation',
    value: (row) => (row.date_validation ? formatDateFr(row.date_validation) : null),
    type: 'date',
    width: 14,
  },
];
