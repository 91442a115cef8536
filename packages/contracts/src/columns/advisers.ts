// Columns of the administrators' advisers list (spec 1 §2 "Advisers list"): Id, Conseiller,
// Organisme, Type and the farmer counts validated, refused and pending.
import type { z } from 'zod';
import type { adviserListRow } from '../entities/platform.ts';
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
