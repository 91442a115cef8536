// Columns of the blight dashboard's plot table (spec 3 §2.2), shared by the screen's table and the
// BFF's Excel export, and the filter bar's keys: each filter is a column, so the table, the
// counters and the export keep the same plots.
import { adviceShort } from '@agro/domain/blight-advice';
import {
  alternariaSensitivityLabel,
  blightRiskLevel,
  blightStageLabel,
  isProtected,
} from '@agro/domain/blight';
import { toRiskCode } from '@agro/domain/status-colours';
import type { BlightDashboardRow } from '../entities/blight.ts';
import type { Column } from './column.ts';

/** Spec 3 §9: the blight plot table shows 15 plots a page (15, 25, 50, 75, 100). */
export const BLIGHT_PLOT_PAGE_SIZE = 15;
export const BLIGHT_PLOT_PAGE_SIZES = [15, 25, 50, 75, 100] as const;

/** The filter bar's keys (spec 3 §2.2), each a column of the table. */
export const BLIGHT_FILTER_KEYS = {
  country: 'pays',
  department: 'departement',
  risk: 'risque',
  advice: 'conseil',
  farmer: 'agriculteur',
  integrator: 'editeur',
  distributor: 'distributeur',
} as const;

/** The farmer as the table shows them: 'NOM Prénom'. */
export function blightFarmerName(row: Pick<BlightDashboardRow, 'nom_agri' | 'prenom_agri'>) {
  const name = [row.nom_agri, row.prenom_agri]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? null : name;
}

/** Risk order of urgency: contamination risk first, then vigilance, none, unknown. */
const riskUrgency = (risk: number | null | undefined) => {
  const code = toRiskCode(risk);
  return code === 50 ? 0 : code === 40 ? 1 : code === 10 ? 2 : 3;
};

export const PROTECTED_TEXT = 'Protégée';
export const UNPROTECTED_TEXT = 'Non protégée';

export const blightPlotColumns: readonly Column<BlightDashboardRow>[] = [
  {
    key: BLIGHT_FILTER_KEYS.farmer,
    header: 'Agriculteur',
    value: (row) => blightFarmerName(row) ?? row.farmer,
    // Two farmers of one name stay apart in the filter.
    filterValue: (row) => row.farmer,
    width: 26,
  },
  {
    key: 'parcelle',
    header: 'Parcelle',
    value: (row) => `${row.plot_name} (${row.id})`,
    width: 30,
  },
  {
    key: 'protection',
    header: 'Protection',
    value: (row) => (isProtected(row.parcelleprotegee) ? PROTECTED_TEXT : UNPROTECTED_TEXT),
    width: 14,
  },
  {
    key: BLIGHT_FILTER_KEYS.risk,
    header: 'Risque',
    value: (row) => blightRiskLevel(row.risque).label,
    sortValue: (row) => riskUrgency(row.risque),
    width: 24,
  },
  {
    key: 'societe',
    header: 'Société',
    value: (row) => row.raison_sociale,
    width: 26,
  },
  {
    key: BLIGHT_FILTER_KEYS.integrator,
    header: 'Éditeur',
    value: (row) => row.nom_integrateur,
    filterValue: (row) => (row.id_integrateur === null ? null : String(row.id_integrateur)),
    width: 24,
  },
  {
    key: 'risque_alternariose',
    header: 'Risque alternariose',
    value: (row) => alternariaSensitivityLabel(row.risque_alt),
    width: 18,
  },
  {
    key: 'stade',
    header: 'Stade',
    value: (row) => blightStageLabel(row.stade),
    width: 20,
  },
  {
    key: BLIGHT_FILTER_KEYS.advice,
    header: 'Préconisation',
    value: (row) => adviceShort(row.conseil),
    width: 20,
  },
  {
    key: BLIGHT_FILTER_KEYS.distributor,
    header: 'Distributeur',
    value: (row) => row.distributeur,
    width: 24,
  },
  {
    key: BLIGHT_FILTER_KEYS.department,
    header: 'Département',
    value: (row) => row.departement,
    width: 12,
  },
  {
    key: BLIGHT_FILTER_KEYS.country,
    header: 'Pays',
    value: (row) => row.country,
    width: 12,
  },
];

/** Columns the screen's table keeps for the filters and the export without showing them. */
export const BLIGHT_FILTER_ONLY_COLUMNS: readonly string[] = [
  BLIGHT_FILTER_KEYS.distributor,
  BLIGHT_FILTER_KEYS.department,
  BLIGHT_FILTER_KEYS.country,
];

/** Columns shown on desktop only (spec 3 §2.2). */
export const BLIGHT_DESKTOP_COLUMNS: readonly string[] = [
  'risque_alternariose',
  'stade',
  BLIGHT_FILTER_KEYS.advice,
];
