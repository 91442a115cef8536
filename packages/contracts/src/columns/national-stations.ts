// Columns of the national weather service's station table (spec 3 §2.9): code, full name, data
// start and end, forecast end, owner, frequency.
import { formatDateFr } from '@agro/domain/dates';
import type { NationalStation } from '../entities/stations.ts';
import type { Column } from './column.ts';

/** Spec 3 §9: station tables show 10 rows by default. */
export const NATIONAL_STATION_PAGE_SIZE = 10;

const day = (key: string, header: string, read: (row: NationalStation) => string | null) =>
  ({
    key,
    header,
    value: (row) => formatDateFr(read(row)) || null,
    type: 'date',
    width: 14,
  }) satisfies Column<NationalStation>;

export const nationalStationColumns: readonly Column<NationalStation>[] = [
  { key: 'code', header: 'Code', value: (row) => row.CodeStation, width: 14 },
  { key: 'nom', header: 'Nom', value: (row) => row.NomComplet, width: 30 },
  day('debut', 'Début des données', (row) => row.DonneesDateDebut),
  day('fin', 'Fin des données', (row) => row.DonneesDateFin),
  day('fin_previsions', 'Fin des prévisions', (row) => row.DonneesPrevFin),
  { key: 'proprietaire', header: 'Propriétaire', value: (row) => row.Proprietaire, width: 18 },
  { key: 'frequence', header: 'Fréquence', value: (row) => row.Freq, width: 12 },
];
