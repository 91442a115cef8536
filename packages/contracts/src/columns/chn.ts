// The CHN follow-up's plot table (spec 2 §2 "Main table of plots"), shared by the screen and the
// BFF's Excel export: the list row the platform derives from a result (in error when listed by
// chns/results/errors, previous and next planned input around today), and its columns in the
// spec's order.
import {
  deltaNThreshold,
  filterChnRows,
  flagMessage,
  formatDeltaN,
  matchesCodes,
  parseChnSearch,
  previousAndNextInput,
} from '@agro/domain/chn';
import { chnUrgencyKey, isToApplyNow } from '@agro/domain/chn-urgency';
import { formatDateFr } from '@agro/domain/dates';
import type { ChnErrorRow, ChnListRow, ChnPlotResult } from '../entities/ferti.ts';
import type { Column } from './column.ts';
import { tableRowFilter, type SearchAlso, type TableQuery } from './table-query.ts';
import { NO, YES, yesNo, yesNoOrBlank } from './yes-no.ts';

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
  { key: 'erreur', header: 'Erreur', value: (r) => yesNo(r.is_error), width: 8 },
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
  {
    key: 'apport_prevu',
    header: 'Apport prévu\u202f?',
    value: (r) => yesNoOrBlank(r.Preco_declenchement),
  },
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

/** Issue 41: the decision column of the follow-up, 'Oui' for the plots to fertilise now. */
export const CHN_TO_APPLY_KEY = 'a_apporter';
export const CHN_TO_APPLY_HEADER = 'À apporter maintenant';

/**
 * 'Oui' when today falls within the plot's next favourable period (the map's green, spec 2 §2),
 * else 'Non'; sorted by urgency (chn-urgency.ts): the open windows first, closing soonest first,
 * then those to come. Not among the spec's columns: it says the decision the dates imply.
 */
export function chnToApplyColumn(today: string): Column<ChnListRow> {
  const start = (r: ChnListRow) => r.date_debut_prochaine_periode_favorable;
  const end = (r: ChnListRow) => r.date_fin_prochaine_periode_favorable;
  return {
    key: CHN_TO_APPLY_KEY,
    header: CHN_TO_APPLY_HEADER,
    value: (r) => (isToApplyNow(today, start(r), end(r)) ? YES : NO),
    sortValue: (r) => chnUrgencyKey(today, start(r), end(r)),
    width: 12,
  };
}

/**
 * The follow-up's table as of a day: the spec's columns with the decision column before the
 * recommended dose. The table, its filters and the export all use these.
 */
export function chnListColumnsOn(today: string): Column<ChnListRow>[] {
  const at = chnListColumns.findIndex((column) => column.key === 'dose');
  return [...chnListColumns.slice(0, at), chnToApplyColumn(today), ...chnListColumns.slice(at)];
}

/**
 * Issue 41: the essential columns of the follow-up (DataTable `columnSets`), the decision first:
 * the plot, whether to fertilise now, the dose, the favourable period, the next input and its
 * advised dose; then what may stop the advice (flag, error, delta N) and whose plot it is.
 */
export const CHN_ESSENTIAL_COLUMNS: readonly string[] = [
  'parcelle',
  CHN_TO_APPLY_KEY,
  'dose',
  'debut_periode',
  'fin_periode',
  'apport_suivant',
  'dose_suivante',
  'drapeau',
  'erreur',
  'delta_n',
  'airbus',
  'client',
];

/**
 * The search box's typed list of codes (spec 2 §2): several codes separated by spaces or commas
 * find the plots of those airbus codes or ids, besides the rows holding every word.
 */
export const chnSearchAlso: SearchAlso<ChnListRow> = (search) => {
  const parsed = parseChnSearch(search);
  return parsed.kind === 'codes' ? (row) => matchesCodes(row, parsed.codes) : null;
};

/**
 * What the follow-up shows beyond its table's query, sent to its export as query parameters: the
 * calculation date chosen (absent for the latest), the delta-N threshold, whether it restricts the
 * list, and the flagged-only switch.
 */
export const CHN_VIEW_PARAMS = {
  date: 'date_calcul',
  threshold: 'seuil',
  outsideOnly: 'hors_seuil',
  flaggedOnly: 'drapeaux',
} as const;

export interface ChnView {
  /** 'YYYY-MM-DD', or null for the latest calculation. */
  date: string | null;
  threshold: number;
  /** Only the plots whose delta N is outside the green band (the threshold restricts the list). */
  outsideOnly: boolean;
  flaggedOnly: boolean;
}

export function chnViewParameters(view: ChnView): Record<string, string> {
  return {
    ...(view.date === null ? {} : { [CHN_VIEW_PARAMS.date]: view.date }),
    [CHN_VIEW_PARAMS.threshold]: String(view.threshold),
    [CHN_VIEW_PARAMS.outsideOnly]: view.outsideOnly ? '1' : '0',
    [CHN_VIEW_PARAMS.flaggedOnly]: view.flaggedOnly ? '1' : '0',
  };
}

/** The view of a query string (an export's); what is missing or malformed takes its default. */
export function readChnView(query: Readonly<Record<string, unknown>>): ChnView {
  const date = query[CHN_VIEW_PARAMS.date];
  const threshold = query[CHN_VIEW_PARAMS.threshold];
  return {
    date: typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    threshold: deltaNThreshold(typeof threshold === 'string' ? threshold : null),
    outsideOnly: query[CHN_VIEW_PARAMS.outsideOnly] === '1',
    flaggedOnly: query[CHN_VIEW_PARAMS.flaggedOnly] === '1',
  };
}

/**
 * The rows of the follow-up's table as of `today` (the platform's day): the two switches, then
 * the search and filters, the 'À apporter maintenant' filter among them.
 */
export function chnRowFilter(
  view: ChnView,
  query: TableQuery,
  today: string,
): (row: ChnListRow) => boolean {
  const byTable = tableRowFilter(chnListColumnsOn(today), query, chnSearchAlso);
  const options = {
    threshold: view.outsideOnly ? view.threshold : null,
    flaggedOnly: view.flaggedOnly,
  };
  return (row) => filterChnRows([row], options).length === 1 && byTable(row);
}

/** Spec 2 §2: the export's extra columns, one group per fertilisation intervention. */
function interventionColumns(count: number): Column<ChnListRow>[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const at = (r: ChnListRow) => r.interventions?.[index];
    return [
      {
        key: `intervention_${n}_nom`,
        header: `Intervention ${n}`,
        value: (r) => at(r)?.nom ?? null,
        width: 18,
      },
      {
        key: `intervention_${n}_date`,
        header: `Date intervention ${n}`,
        value: (r) => day(at(r)?.date),
        type: 'date',
      },
      {
        key: `intervention_${n}_dose`,
        header: `Dose intervention ${n}`,
        value: (r) => at(r)?.dose ?? null,
      },
      {
        key: `intervention_${n}_produit`,
        header: `Produit intervention ${n}`,
        value: (r) => at(r)?.produit ?? null,
        width: 18,
      },
    ] satisfies Column<ChnListRow>[];
  }).flat();
}

/** Spec 2 §2: the export's extra columns, one group per planned input and its two advices. */
function plannedInputColumns(count: number): Column<ChnListRow>[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const at = (r: ChnListRow) => r.livraison_conseil?.[index];
    return [
      {
        key: `apport_prevu_${n}_date`,
        header: `Date apport prévu ${n}`,
        value: (r) => day(at(r)?.date_apport_prevu),
        type: 'date',
      },
      {
        key: `apport_prevu_${n}_jm9`,
        header: `Conseil J-9 apport ${n} (kgN/ha)`,
        value: (r) => at(r)?.conseil_jm9?.dose ?? null,
      },
      {
        key: `apport_prevu_${n}_jm2`,
        header: `Conseil J-2 apport ${n} (kgN/ha)`,
        value: (r) => at(r)?.conseil_jm2?.dose ?? null,
      },
    ] satisfies Column<ChnListRow>[];
  }).flat();
}

export interface ChnExportWidth {
  interventions: number;
  plannedInputs: number;
}

/** The export's width once a row is counted: the most interventions and planned inputs seen. */
export function widenChnExport(width: ChnExportWidth, row: ChnListRow): ChnExportWidth {
  return {
    interventions: Math.max(width.interventions, row.interventions?.length ?? 0),
    plannedInputs: Math.max(width.plannedInputs, row.livraison_conseil?.length ?? 0),
  };
}

/** How many intervention and planned-input groups the export needs: the most any row has. */
export function chnExportWidth(rows: Iterable<ChnListRow>): ChnExportWidth {
  let width: ChnExportWidth = { interventions: 0, plannedInputs: 0 };
  for (const row of rows) width = widenChnExport(width, row);
  return width;
}

/**
 * The follow-up export's columns as of `today`: the table's (every one, whichever column set the
 * screen shows), then a group per intervention and planned input.
 */
export function chnExportColumns(width: ChnExportWidth, today: string): Column<ChnListRow>[] {
  return [
    ...chnListColumnsOn(today),
    ...interventionColumns(width.interventions),
    ...plannedInputColumns(width.plannedInputs),
  ];
}

/** Spec 2 §2 "Second table: plots in error", in the spec's order. */
export const chnErrorColumns: readonly Column<ChnErrorRow>[] = [
  { key: 'code', header: 'Code parcelle', value: (r) => String(r.uuid_plot), width: 12 },
  { key: 'variete', header: 'Variété', value: (r) => r.variete ?? null, width: 16 },
  { key: 'debouche', header: 'Débouché', value: (r) => r.crop_management ?? null, width: 18 },
  { key: 'semis', header: 'Date de semis', value: (r) => day(r.semis_date), type: 'date' },
  { key: 'dose', header: 'Dose préconisée (kgN/ha)', value: (r) => r.dose_preconisee ?? null },
  {
    key: 'delta_n',
    header: 'Delta N (assimilé - non assimilé)',
    value: (r) => formatDeltaN(r.delta_n) || null,
    sortValue: (r) => r.delta_n ?? null,
  },
  {
    key: 'date_calcul',
    header: 'Date de calcul',
    value: (r) => day(r.calcul_end_timestamp?.slice(0, 10)),
    type: 'date',
  },
  { key: 'client', header: 'Client', value: (r) => r.client ?? null, width: 18 },
  { key: 'ingenieur', header: 'Ingénieur régional', value: (r) => r.ingenieur_regional ?? null },
  { key: 'departement', header: 'Département', value: (r) => r.departement ?? null },
  { key: 'zam', header: 'ZAM', value: (r) => r.zam ?? null },
  { key: 'erreurs', header: 'Erreurs', value: (r) => r.errors.join('\u202f; '), width: 40 },
];

/** A line of the follow-up's correction history: a detection or a correction of a plot. */
export interface ChnHistoryRow {
  id: string;
  date: string;
  type: string;
  plot: string;
  user: string | null;
}

/**
 * Spec 2 §2 "Correction history table" (date, type, plot, user), which the old screen declared
 * but never filled: the detections (flag) and corrections (lever) of the plots listed, latest
 * first. The results name no author; the user is shown when the upstream gives one.
 */
export function chnHistoryRows(rows: readonly ChnListRow[]): ChnHistoryRow[] {
  const lines: ChnHistoryRow[] = [];
  for (const row of rows) {
    const plot = [row.nom_parcelle, row.code_airbus ?? String(row.uuid_plot)]
      .filter(Boolean)
      .join(' - ');
    if (row.flag) {
      lines.push({
        id: `${row.uuid_plot}-flag`,
        date: row.flag.date,
        type: `Détection (stade repère ${row.flag.stade_repere})`,
        plot,
        user: null,
      });
    }
    for (const correction of row.corrections ?? []) {
      lines.push({
        id: `${row.uuid_plot}-${correction.levier}-${correction.date}`,
        date: correction.date,
        type: `Correction (${correction.levier})`,
        plot,
        user: null,
      });
    }
  }
  return lines.sort((a, b) => b.date.localeCompare(a.date) || a.plot.localeCompare(b.plot, 'fr'));
}

export const chnHistoryColumns: readonly Column<ChnHistoryRow>[] = [
  { key: 'date', header: 'Date', value: (r) => day(r.date), type: 'date' },
  { key: 'type', header: 'Type', value: (r) => r.type, width: 30 },
  { key: 'parcelle', header: 'Parcelle', value: (r) => r.plot, width: 30 },
  { key: 'utilisateur', header: 'Utilisateur', value: (r) => r.user, width: 20 },
];
