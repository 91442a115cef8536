// The bulletin export of the cas-types (spec 3 §2.6, §9): 27 columns — the cas-type, its
// contamination weight and index from J-7 to J+2, its risk and status, the week's rain, its last
// weather data and its station — the weights above 2 filled red. 'Mes cas-types' shows the same.
import { blightRiskLevel } from '@agro/domain/blight';
import { isBsvRedWeight } from '@agro/domain/blight-interventions';
import { formatDateTimeFr } from '@agro/domain/dates';
import { CAS_TYPE_DAYS, type BlightCasTypeRow } from '../entities/blight.ts';
import type { Column } from './column.ts';

/** The bulletin's red, for the contamination weights above 2. */
export const BSV_RED_FILL = 'FF0000';

/** 'J-7' … 'J', 'J+1', 'J+2' for the day suffixes jm7 … j, jp1, jp2. */
export function casTypeDayLabel(day: (typeof CAS_TYPE_DAYS)[number]): string {
  if (day === 'j') return 'J';
  return day.startsWith('jm') ? `J-${day.slice(2)}` : `J+${day.slice(2)}`;
}

type DayField = `${'l10poids' | 'indexconta'}_${(typeof CAS_TYPE_DAYS)[number]}`;
const dayValue = (row: BlightCasTypeRow, field: DayField) =>
  (row as unknown as Record<DayField, number | null>)[field];

export const bsvExportColumns: readonly Column<BlightCasTypeRow>[] = [
  { key: 'cas_type', header: 'Cas-type', value: (row) => row.plot_name, width: 28 },
  ...CAS_TYPE_DAYS.map((day): Column<BlightCasTypeRow> => ({
    key: `l10poids_${day}`,
    header: `Poids de contamination ${casTypeDayLabel(day)}`,
    value: (row) => dayValue(row, `l10poids_${day}`),
    excelFill: (row) => (isBsvRedWeight(dayValue(row, `l10poids_${day}`)) ? BSV_RED_FILL : null),
    width: 12,
  })),
  ...CAS_TYPE_DAYS.map((day): Column<BlightCasTypeRow> => ({
    key: `indexconta_${day}`,
    header: `Indice de contamination ${casTypeDayLabel(day)}`,
    value: (row) => dayValue(row, `indexconta_${day}`),
    width: 12,
  })),
  { key: 'risque', header: 'Risque', value: (row) => blightRiskLevel(row.risque).label, width: 24 },
  { key: 'statut', header: 'Statut', value: (row) => row.statut, width: 20 },
  { key: 'pluie_7j', header: 'Pluie 7 jours (mm)', value: (row) => row.total_pluie_7j, width: 12 },
  {
    key: 'derniere_meteo',
    header: 'Dernière donnée météo',
    value: (row) => formatDateTimeFr(row.last_meteo_data) || null,
    type: 'datetime',
    width: 18,
  },
  {
    key: 'operateur',
    header: 'Opérateur station',
    value: (row) => row.device_constructor,
    width: 16,
  },
  { key: 'code_station', header: 'Code station', value: (row) => row.device_code, width: 14 },
];
