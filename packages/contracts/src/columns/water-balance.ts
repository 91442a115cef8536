// Columns of the water-balance screens (spec 3 §2.10 and §2.11), shared by the tables and their
// Excel exports: the dashboard's plot list and the plot detail's daily balance table.
import { formatDateFr, formatDateTimeFr } from '@agro/domain/dates';
import {
  balanceRowKindLabel,
  cropLabel,
  depletionCategory,
  depletionSortKey,
  plotRiskDisplay,
  waterBalanceStatusBadge,
} from '@agro/domain/water-balance';
import {
  DAYS_LEFT_HEADER,
  daysLeftValue,
  isPlotToIrrigate,
  waterBalanceUrgencyKey,
} from '@agro/domain/water-balance-urgency';
import type { BhBalanceRow, BhPlot } from '../entities/water-balance.ts';
import { bhStageName } from '../reference/bh-stages.ts';
import type { Column } from './column.ts';
import { yesNo } from './yes-no.ts';

/** Spec 3 §9: BH plot table 15 rows a page, BH history (daily) table 10. */
export const BH_PLOT_PAGE_SIZE = 15;
export const BH_BALANCE_PAGE_SIZE = 10;

/** The farmer as the list shows them: 'NOM Prénom'. */
export function bhFarmerName(plot: Pick<BhPlot, 'nom_agri' | 'prenom_agri'>): string | null {
  const name = [plot.nom_agri, plot.prenom_agri]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? null : name;
}

/** The farmer's code, trimmed; null when the plot has none. */
export function bhFarmerCode(plot: Pick<BhPlot, 'code_agri'>): string | null {
  const code = (plot.code_agri ?? '').trim();
  return code === '' ? null : code;
}

/**
 * What the dashboard's 'Agri' filter compares: the farmer's code, so that two farmers of the same
 * name stay apart; the name for a farmer without a code.
 */
export function bhFarmerFilterValue(
  plot: Pick<BhPlot, 'code_agri' | 'nom_agri' | 'prenom_agri'>,
): string | null {
  return bhFarmerCode(plot) ?? bhFarmerName(plot);
}

/**
 * The farmer as the 'Agri' filter offers them: the name and the code, 'DUPONT Jean (AGRI0042)',
 * the filter's value being the code (bhFarmerFilterValue). Null for a source without either.
 */
export function bhFarmerOption(
  plot: Pick<BhPlot, 'code_agri' | 'nom_agri' | 'prenom_agri'>,
): { value: string; label: string } | null {
  const value = bhFarmerFilterValue(plot);
  if (value === null) return null;
  const name = bhFarmerName(plot);
  const code = bhFarmerCode(plot);
  const label = name === null ? (code ?? value) : code === null ? name : `${name} (${code})`;
  return { value, label };
}

/** The station as shown: maker and code, e.g. 'Sencrop - 40123'. */
export function bhStationLabel(station: BhPlot['station']): string | null {
  if (station === null) return null;
  return [station.nom_constructeur, station.code].filter((part) => part.trim() !== '').join(' - ');
}

/**
 * Keys of the columns the dashboard's filter bar and summary table filter by: their values are
 * the cell texts below, so the filter bar, a summary cell and the export's query all filter with
 * the table's one predicate (`tableRowFilter`).
 */
export const BH_PLOT_FILTER_KEYS = {
  crop: 'culture',
  department: 'departement',
  farmer: 'agriculteur',
  integrator: 'integrateur',
  distributor: 'distributeur',
  depletion: 'epuisement',
  /** Issue 41: the plots to irrigate ('Oui'), the card 'Parcelles à irriguer' and its filter. */
  toIrrigate: 'a_irriguer',
} as const;

/** The days-left column's key ('Jours avant RFU épuisée'), the key the list opens sorted by. */
export const BH_DAYS_LEFT_KEY = 'jours';

/**
 * The dashboard's plot list (the actions column is the table's own). The decision comes first
 * (issue 41), on screen and in the file: the plot, its calculation status, its risk, the days left
 * before its RFU is depleted and whether it is to irrigate ('Oui' / 'Non', the filter the card
 * 'Parcelles à irriguer' sets; not shown on screen); then the spec's other columns in its order.
 * The 'Épuisement de la RFU' category is added after the crop: it is what a summary cell filters
 * on, so the list and the export say why a plot is in the cell (docs/spec-deviations.md). The risk
 * and the days left sort by urgency (`waterBalanceUrgencyKey`), the depletion by category order.
 */
export const bhPlotColumns: readonly Column<BhPlot>[] = [
  { key: 'parcelle', header: 'Parcelle', value: (plot) => plot.nom_parcelle, width: 26 },
  {
    key: 'statut',
    header: 'Statut du calcul',
    value: (plot) => waterBalanceStatusBadge(plot.statut_calcul_bh).label,
    width: 18,
  },
  {
    key: 'risque',
    header: "Risque d'épuisement",
    // A plot in error or outside the balance says 'Bilan non calculé', never 'no risk'.
    value: (plot) => plotRiskDisplay(plot).label,
    // By urgency: depleted now, then 1 to 7 days, then no risk, then no balance.
    sortValue: waterBalanceUrgencyKey,
    width: 40,
  },
  {
    key: BH_DAYS_LEFT_KEY,
    header: DAYS_LEFT_HEADER,
    // 'RFU épuisée', 1 to 7, 'Plus de 7' or 'Bilan non calculé'.
    value: daysLeftValue,
    sortValue: waterBalanceUrgencyKey,
    width: 22,
  },
  {
    key: BH_PLOT_FILTER_KEYS.toIrrigate,
    header: 'À irriguer',
    value: (plot) => yesNo(isPlotToIrrigate(plot)),
    width: 11,
  },
  {
    key: BH_PLOT_FILTER_KEYS.integrator,
    header: 'Intégrateur',
    value: (plot) => plot.nom_operateur,
    width: 24,
  },
  {
    key: BH_PLOT_FILTER_KEYS.distributor,
    header: 'Distributeur',
    value: (plot) => plot.nom_grpt,
    width: 24,
  },
  {
    key: BH_PLOT_FILTER_KEYS.farmer,
    header: 'Agriculteur',
    value: bhFarmerName,
    // The 'Agri' filter chooses by code: two farmers may share a name.
    filterValue: bhFarmerFilterValue,
    width: 26,
  },
  {
    key: BH_PLOT_FILTER_KEYS.department,
    header: 'Département',
    value: (plot) => plot.departement,
    width: 12,
  },
  {
    key: BH_PLOT_FILTER_KEYS.crop,
    header: 'Culture',
    value: (plot) => cropLabel(plot.culture),
    width: 18,
  },
  {
    key: BH_PLOT_FILTER_KEYS.depletion,
    header: 'Épuisement de la RFU',
    value: (plot) => depletionCategory(plot.epuisement_rfu),
    // In the summary table's order: Hors bilan, > 70 %, Entre 40 et 70 %, < 40 %.
    sortValue: (plot) => depletionSortKey(plot.epuisement_rfu),
    width: 16,
  },
  {
    key: 'semis',
    header: 'Date de semis',
    value: (plot) => formatDateFr(plot.date_semis) || null,
    type: 'date',
    width: 14,
  },
  {
    key: 'stade',
    header: 'Stade actuel',
    value: (plot) => (plot.stade_actuel === null ? null : bhStageName(plot.stade_actuel)),
    width: 22,
  },
  { key: 'sol', header: 'Sol', value: (plot) => plot.nom_sol, width: 24 },
  { key: 'ru', header: 'RU (mm)', value: (plot) => plot.ru_max, width: 10 },
  { key: 'rfu', header: 'RFU (mm)', value: (plot) => plot.rfu_max, width: 10 },
  {
    key: 'calcul',
    header: 'Date de calcul',
    value: (plot) => formatDateTimeFr(plot.date_calcul_bh) || null,
    type: 'datetime',
    width: 18,
  },
  { key: 'surface', header: 'Surface (ha)', value: (plot) => plot.surface_irrig, width: 12 },
  {
    key: 'station',
    header: 'Station',
    value: (plot) => bhStationLabel(plot.station),
    width: 24,
  },
];

/**
 * Issue 41: the essential columns of the plot list (DataTable `columnSets`; 18 columns in all),
 * the decision first: the plot, its status, its risk, the days left and whether to irrigate; then
 * whose plot it is, its crop, how far its reserve is used and its stage. The others (distributor,
 * department, sowing, soil, reserves, calculation, station, area) are one click away ('Toutes').
 */
export const BH_ESSENTIAL_COLUMNS: readonly string[] = [
  'parcelle',
  'statut',
  'risque',
  BH_DAYS_LEFT_KEY,
  BH_PLOT_FILTER_KEYS.toIrrigate,
  BH_PLOT_FILTER_KEYS.integrator,
  BH_PLOT_FILTER_KEYS.farmer,
  BH_PLOT_FILTER_KEYS.crop,
  BH_PLOT_FILTER_KEYS.depletion,
  'stade',
];

/** The daily balance table of the plot detail, headed as spec 3 §2.11 names its columns. */
export const bhBalanceColumns: readonly Column<BhBalanceRow>[] = [
  {
    key: 'date',
    header: 'Date',
    value: (row) => formatDateFr(row.Date) || null,
    type: 'date',
    width: 12,
  },
  { key: 'pluie', header: 'Pluie', value: (row) => row.Pluie, width: 10 },
  { key: 'irrigation', header: 'Irrigation', value: (row) => row.Irrigation, width: 10 },
  {
    key: 'deficit',
    header: 'Déficit en eau du sol',
    value: (row) => row['Deficit en eau du sol'],
    width: 20,
  },
  { key: 'rfu', header: 'RFU', value: (row) => row.RFU, width: 10 },
  { key: 'ru', header: 'RU', value: (row) => row.RU, width: 10 },
  { key: 'drainage', header: 'Drainage profil', value: (row) => row['Drainage profil'], width: 16 },
  { key: 'etp', header: 'ETP', value: (row) => row.ETP, width: 10 },
  // Says in words what the row colours say (forecast orange, frequency grey).
  { key: 'type', header: 'Données', value: (row) => balanceRowKindLabel(row.type), width: 14 },
];
