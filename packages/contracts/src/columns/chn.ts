// The CHN follow-up's plot table (spec 2 §2 "Main table of plots"), shared by the screen and the
// BFF's Excel export: the list row the platform derives from a result (in error when listed by
// chns/results/errors, previous and next planned input around today), and its columns in the
// spec's order.
import { flagMessage, formatDeltaN, previousAndNextInput } from '@agro/domain/chn';
import { formatDateFr } from '@agro/domain/dates';
import type { ChnListRow, ChnPlotResult } from '../entities/ferti.ts';
import type { Column } from './column.ts';

/** Spec 2 §9: 10 plots a page by default; the table is 650 px high. */
export const CHN_PAGE_SIZE = 10;
export const CHN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CHN_TABLE_HEIGHT = 650;

/**
 * The list row of a result: in error when the errors list names the plot (its row then shows the
 * last correct calculation), the previous and next planned inputs around today.
 */
export function chnListRowOf(
  result: ChnPlotResult,
  failedPlots: ReadonlySet<string>,
  today: string,
): ChnListRow {
  const { previous, next } = previousAndNextInput(result.livraison_conseil, today);
  return {
    ...result,
    is_error: failedPlots.has(String(result.uuid_plot)),
    conseil_previous: previous,
    conseil_next: next,
  };
}

const day = (value: string | null | undefined) => (value ? formatDateFr(value) : null);
const yesNo = (value: boolean | null | undefined) =>
  value === true ? 'Oui' : value === false ? 'Non' : null;

/** The dose of a planned input's latest advice (2 days before, else 9 days before). */
function adviceDose(delivery: ChnListRow['conseil_next']): number | null {
  return delivery?.conseil_jm2?.dose ?? delivery?.conseil_jm9?.dose ?? null;
}

export const chnListColumns: readonly Column<ChnListRow>[] = [
  { key: 'code', header: 'Code parcelle', value: (r) => String(r.uuid_plot), width: 12 },
  {
    key: 'drapeau',
    header: 'Drapeau de validation',
    value: (r) => flagMessage(r.flag, r.flag_valide),
    width: 40,
  },
  { key: 'erreur', header: 'Erreur', value: (r) => (r.is_error ? 'Oui' : 'Non'), width: 8 },
  { key: 'airbus', header: 'Code airbus', value: (r) => r.code_airbus, width: 14 },
  { key: 'parcelle', header: 'Parcelle', value: (r) => r.nom_parcelle, width: 24 },
  { key: 'variete', header: 'Variété', value: (r) => r.variete, width: 16 },
  { key: 'debouche', header: 'Débouché', value: (r) => r.crop_management, width: 18 },
  { key: 'semis', header: 'Date de semis', value: (r) => day(r.semis_date), type: 'date' },
  {
    key: 'apport_precedent',
    header: 'Apport précédent',
    value: (r) => day(r.conseil_previous?.date_apport_prevu),
    type: 'date',
  },
  {
    key: 'apport_suivant',
    header: 'Apport suivant',
    value: (r) => day(r.conseil_next?.date_apport_prevu),
    type: 'date',
  },
  {
    key: 'dose',
    header: 'Dose préconisée (kgN/ha)',
    value: (r) => r.dose_preconisee,
    width: 14,
  },
  {
    key: 'dose_suivante',
    header: 'Dose conseillée de l’apport suivant (kgN/ha)',
    value: (r) => adviceDose(r.conseil_next),
    width: 16,
  },
  { key: 'apport_prevu', header: 'Apport prévu ?', value: (r) => yesNo(r.Preco_declenchement) },
  {
    key: 'delta_n',
    header: 'Delta N (assimilé - non assimilé)',
    value: (r) => formatDeltaN(r.delta_n) || null,
    sortValue: (r) => r.delta_n,
    width: 14,
  },
  {
    key: 'date_calcul',
    header: 'Date de calcul',
    value: (r) => day(r.calcul_end_timestamp?.slice(0, 10)),
    type: 'date',
  },
  { key: 'client', header: 'Client', value: (r) => r.client, width: 18 },
  { key: 'ingenieur', header: 'Ingénieur régional', value: (r) => r.ingenieur_regional, width: 20 },
  { key: 'departement', header: 'Département', value: (r) => r.departement, width: 8 },
  { key: 'zam', header: 'ZAM', value: (r) => r.zam, width: 10 },
  { key: 'exploitation', header: 'Exploitation', value: (r) => r.exploitation, width: 20 },
  { key: 'lieudit', header: 'Lieu-dit', value: (r) => r.lieudit, width: 18 },
  {
    key: 'franchissement_inn',
    header: 'Date de franchissement INN',
    value: (r) => day(r.date_franchissement_inn_min),
    type: 'date',
  },
  {
    key: 'debut_periode',
    header: 'Début prochaine période favorable',
    value: (r) => day(r.date_debut_prochaine_periode_favorable),
    type: 'date',
  },
  {
    key: 'fin_periode',
    header: 'Fin prochaine période favorable',
    value: (r) => day(r.date_fin_prochaine_periode_favorable),
    type: 'date',
  },
  {
    key: 'acquisition',
    header: "Date d'acquisition",
    value: (r) => day(r.date_derniere_image_utilisee?.acquisition_date),
    type: 'date',
  },
  {
    key: 'qn_sol',
    header: 'Quantité N sol (kgN/ha)',
    value: (r) => r.qn_sol_prochaine_periode_favorable,
  },
  {
    key: 'epuisement',
    header: "Date d'épuisement N sol",
    value: (r) => day(r.date_epuisement_n_sol),
    type: 'date',
  },
  {
    key: 'dernier_apport',
    header: 'Date dernier apport',
    value: (r) => day(r.date_dernier_apport),
    type: 'date',
  },
  {
    key: 'dose_dernier_apport',
    header: 'Dose dernier apport (kgN/ha)',
    value: (r) => r.dose_dernier_apport,
  },
  {
    key: 'pluie',
    header: 'Pluie depuis dernier apport (mm)',
    value: (r) => r.spluie_depuis_dernier_apport,
  },
];
