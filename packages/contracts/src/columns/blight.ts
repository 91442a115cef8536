// Columns of the blight dashboard's plot table (spec 3 §2.2), shared by the screen's table and the
// BFF's Excel export, and the filter bar's keys: each filter is a column, so the table, the
// counters and the export keep the same plots. The columns deciding on a plot come first (issue
// 41): what it is, its risk, the advice with its day, its protection; then who and where.
import {
  adviceActionText,
  adviceShort,
  dashboardAdviceDates,
  isPlotToTreat,
} from '@agro/domain/blight-advice';
import {
  alternariaSensitivityLabel,
  blightRiskLevel,
  blightStageLabel,
  isPlotInError,
  isProtected,
} from '@agro/domain/blight';
import { blightRiskUrgency, blightUrgencyKey } from '@agro/domain/blight-urgency';
import type { BlightDashboardRow } from '../entities/blight.ts';
import type { Column } from './column.ts';
import { yesNo } from './yes-no.ts';

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
  /** Issue 41: the plots to treat ('Oui'), the card 'Parcelles à traiter' and its filter. */
  toTreat: 'a_traiter',
  /** Issue 41: the plots in error ('Oui'), the card 'Parcelles en erreur'. */
  inError: 'en_erreur',
} as const;

/** The farmer as the table shows them: 'NOM Prénom'. */
export function blightFarmerName(row: Pick<BlightDashboardRow, 'nom_agri' | 'prenom_agri'>) {
  const name = [row.nom_agri, row.prenom_agri]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? null : name;
}

export const PROTECTED_TEXT = 'Protégée';
export const UNPROTECTED_TEXT = 'Non protégée';

/**
 * The columns as of the platform's day (`today`, 'YYYY-MM-DD'): the advice says what to do and
 * when, the day's action sentence of the plot's detail ('Traiter le 15/06/2026 avec un
 * pénétrant.'), and sorts the plots by urgency (`blightUrgencyKey`: to treat first, by risk).
 * Without a day, the advice is its short form ('Traiter pénétrant'), sorted the same way.
 */
export function blightPlotColumnsOn(today: string | null): readonly Column<BlightDashboardRow>[] {
  const adviceDates = today === null ? null : dashboardAdviceDates(today);
  return [
    {
      key: 'parcelle',
      header: 'Parcelle',
      value: (row) => `${row.plot_name} (${row.id})`,
      width: 30,
    },
    {
      key: BLIGHT_FILTER_KEYS.risk,
      header: 'Risque',
      value: (row) => blightRiskLevel(row.risque).label,
      sortValue: (row) => blightRiskUrgency(row.risque),
      width: 24,
    },
    {
      key: BLIGHT_FILTER_KEYS.advice,
      header: 'Préconisation',
      value: (row) =>
        adviceDates === null
          ? adviceShort(row.conseil)
          : adviceActionText(row.conseil, adviceDates),
      // The filter offers the short forms, whatever the day.
      filterValue: (row) => adviceShort(row.conseil),
      sortValue: (row) => blightUrgencyKey(row, today),
      width: 44,
    },
    {
      key: 'protection',
      header: 'Protection',
      value: (row) => (isProtected(row.parcelleprotegee) ? PROTECTED_TEXT : UNPROTECTED_TEXT),
      width: 14,
    },
    {
      key: BLIGHT_FILTER_KEYS.farmer,
      header: 'Agriculteur',
      value: (row) => blightFarmerName(row) ?? row.farmer,
      // Two farmers of one name stay apart in the filter.
      filterValue: (row) => row.farmer,
      width: 26,
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
      key: BLIGHT_FILTER_KEYS.toTreat,
      header: 'À traiter',
      value: (row) => yesNo(isPlotToTreat(row.conseil)),
      width: 10,
    },
    {
      key: BLIGHT_FILTER_KEYS.inError,
      header: 'En erreur',
      value: (row) => yesNo(isPlotInError(row.statut)),
      width: 10,
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
}

/**
 * The columns without a day: keys, headers and filters (the advice filters on its short form),
 * and the export until it reads the day (`blightPlotColumnsOn` with the platform's day).
 */
export const blightPlotColumns: readonly Column<BlightDashboardRow>[] = blightPlotColumnsOn(null);

/** Columns the screen's table keeps for the filters and the export without showing them. */
export const BLIGHT_FILTER_ONLY_COLUMNS: readonly string[] = [
  BLIGHT_FILTER_KEYS.toTreat,
  BLIGHT_FILTER_KEYS.inError,
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
