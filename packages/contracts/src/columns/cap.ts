// Spec 4 §2.2 client plot list ("Parcelles clients"): its columns (identity, stages, each
// disease's window indicator and dates), its filters (species, variety, department, client and
// type as column filters; the sowing range and 'Variété modifiée' as the view's parameters) and
// its Excel exports (yyyymmdd_previlis, and the administrators' detailed one). The indicator
// depends on the day, so the columns are made for a day.
import { formatDateFr, formatDateTimeFr } from '@agro/domain/dates';
import { diseaseNames, plotDiseaseRisk } from '@agro/domain/disease-risk';
import {
  CEREAL_DISEASES,
  DISEASE_DATE_FIELDS,
  diseaseWindowIndicator,
  isVarietyChanged,
  sowingInRange,
  stageCalculationBadge,
  type CerealDisease,
} from '@agro/domain/stages';
import { CEREAL_SPECIES, type CapPlot } from '../entities/stages.ts';
import type { Column } from './column.ts';

/** Spec 4 §9: cap tables show 10 plots a page. */
export const CAP_PAGE_SIZE = 10;

export const CASTYPE_LABELS = { 0: 'Parcelle réelle', 1: 'Cas type' } as const;

/**
 * The column filters of the list, in the spec's order, then the disease risk's (issue 41: the
 * plots to protect found by their risk).
 */
export const CAP_FILTER_KEYS = [
  'espece',
  'variete',
  'departement',
  'client',
  'type',
  'risque',
] as const;

/** Issue 41: the disease risk's column, and the diseases reaching it. */
export const CAP_RISK_KEY = 'risque';
export const CAP_RISK_DISEASES_KEY = 'risque_maladies';

/**
 * Issue 41: the list's essential columns (DataTable `columnSets`), the decision first: the plot,
 * its disease risk and the diseases at it, then what the plot is and where its crop stands.
 */
export const CAP_ESSENTIAL_COLUMNS: readonly string[] = [
  'parcelle',
  CAP_RISK_KEY,
  CAP_RISK_DISEASES_KEY,
  'espece',
  'variete',
  'client',
  'departement',
  'semis',
  'stade_epiaison',
  'stade_floraison',
  'stade_maturite',
  'etat',
];

const risk = (r: CapPlot) => plotDiseaseRisk(r as unknown as Record<string, unknown>);

/**
 * Issue 41: the plot's highest disease risk of the day in the detail's words ('Risque fort', …,
 * 'Non évalué'), sorted by its level; then the diseases at that level.
 */
export const capRiskColumns: readonly Column<CapPlot>[] = [
  {
    key: CAP_RISK_KEY,
    header: 'Risque maladie',
    value: (r) => risk(r).label,
    sortValue: (r) => risk(r).level,
    width: 14,
  },
  {
    key: CAP_RISK_DISEASES_KEY,
    header: 'Maladies au risque le plus haut',
    value: (r) => diseaseNames(risk(r).diseases),
    width: 30,
  },
];

/** Spec 4 §2.2, §9: the castype filter starts on [0, 1]. */
export const CAP_DEFAULT_FILTERS: Readonly<Record<string, string[]>> = {
  type: [CASTYPE_LABELS[0], CASTYPE_LABELS[1]],
};

/** The view's own parameters, in the page's address and the export's query. */
export const CAP_VIEW_PARAMS = {
  sowingFrom: 'semis_debut',
  sowingTo: 'semis_fin',
  varietyChanged: 'variete_modifiee',
} as const;

export interface CapView {
  sowingFrom: string | null;
  sowingTo: string | null;
  varietyChanged: boolean;
}

export const EMPTY_CAP_VIEW: CapView = { sowingFrom: null, sowingTo: null, varietyChanged: false };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** The view from a query string; a malformed day is no bound. */
export function readCapView(query: Readonly<Record<string, unknown>>): CapView {
  const day = (name: string) => {
    const value = first(query[name]);
    return typeof value === 'string' && ISO_DAY.test(value) ? value : null;
  };
  return {
    sowingFrom: day(CAP_VIEW_PARAMS.sowingFrom),
    sowingTo: day(CAP_VIEW_PARAMS.sowingTo),
    varietyChanged: first(query[CAP_VIEW_PARAMS.varietyChanged]) === 'true',
  };
}

/** The view as the export's parameters (only what narrows the list). */
export function capViewParameters(view: CapView): Record<string, string> {
  const parameters: Record<string, string> = {};
  if (view.sowingFrom) parameters[CAP_VIEW_PARAMS.sowingFrom] = view.sowingFrom;
  if (view.sowingTo) parameters[CAP_VIEW_PARAMS.sowingTo] = view.sowingTo;
  if (view.varietyChanged) parameters[CAP_VIEW_PARAMS.varietyChanged] = 'true';
  return parameters;
}

/** The rows the view keeps: sowing within the range, the changed varieties when asked. */
export function capViewFilter(view: CapView): (row: CapPlot) => boolean {
  return (row) =>
    sowingInRange(row.date_semis, view.sowingFrom, view.sowingTo) &&
    (!view.varietyChanged || isVarietyChanged(row.variete, row.var_origine));
}

const day = (value: string | null | undefined) => (value ? formatDateFr(value) : null);
const speciesLabel = (code: CapPlot['codeespece']) =>
  CEREAL_SPECIES[Number(code) as keyof typeof CEREAL_SPECIES] ?? String(code);

type DateField = Extract<
  keyof CapPlot,
  `stade_${string}` | `${string}_date${string}` | 'e1cm_observe'
>;

const dateColumn = (key: DateField, header: string): Column<CapPlot> => ({
  key,
  header,
  value: (r) => day(r[key]),
  type: 'date',
  width: 12,
});

/** The key of a disease's indicator column. */
export const windowKey = (disease: CerealDisease) => `fenetre_${disease}`;

/** Diseases of the list, wheat's then barley's (each plot fills its species' only). */
const DISEASES: readonly CerealDisease[] = [
  'pietin_verse',
  'septoriose',
  'rouille_brune',
  'rouille_jaune',
  'fusariose',
  'helminthosporiose',
  'rhynchosporiose',
];

function diseaseColumns(disease: CerealDisease, today: string): Column<CapPlot>[] {
  const name = CEREAL_DISEASES[disease];
  return [
    {
      key: windowKey(disease),
      header: `${name} (fenêtre)`,
      value: (r) =>
        diseaseWindowIndicator(r as unknown as Record<string, unknown>, disease, today)?.sign ??
        null,
      width: 10,
    },
    ...DISEASE_DATE_FIELDS[disease].map((field) =>
      dateColumn(field.field as DateField, `${name} ${field.label.toLowerCase()}`),
    ),
    ...(disease === 'fusariose'
      ? [
          {
            key: 'risque_fusa',
            header: 'Fusariose risque',
            value: (r: CapPlot) => r.risque_fusa ?? null,
            width: 10,
          },
        ]
      : []),
  ];
}

/** The list's columns as of a day (the indicators read it). */
export function capListColumns(today: string): Column<CapPlot>[] {
  return [
    { key: 'parcelle', header: 'Code parcelle', value: (r) => r.code_parcelle_os, width: 18 },
    { key: 'type', header: 'Type', value: (r) => CASTYPE_LABELS[r.castype], width: 14 },
    { key: 'espece', header: 'Espèce', value: (r) => speciesLabel(r.codeespece), width: 14 },
    { key: 'variete', header: 'Variété', value: (r) => r.variete, width: 14 },
    {
      key: 'variete_origine',
      header: "Variété d'origine",
      value: (r) => (isVarietyChanged(r.variete, r.var_origine) ? r.var_origine : null),
      width: 14,
    },
    { key: 'departement', header: 'Département', value: (r) => r.code_dept, width: 10 },
    { key: 'client', header: 'Client', value: (r) => r.nom_user, width: 24 },
    {
      key: 'semis',
      header: 'Date de semis',
      value: (r) => day(r.date_semis),
      type: 'date',
      width: 12,
    },
    { key: 'station', header: 'Station', value: (r) => r.code_station, width: 8 },
    ...capRiskColumns,
    dateColumn('stade_levee', 'Levée'),
    dateColumn('stade_debuttallage', 'Début tallage'),
    dateColumn('stade_epi1cm', 'Épi 1 cm'),
    dateColumn('stade_epi1cm_prevu', 'Épi 1 cm prévu'),
    dateColumn('e1cm_observe', 'Épi 1 cm observé'),
    dateColumn('stade_1n', '1 nœud'),
    dateColumn('stade_2n', '2 nœuds'),
    dateColumn('stade_dfp', 'DFP'),
    dateColumn('stade_epiaison', 'Épiaison'),
    dateColumn('stade_floraison', 'Floraison'),
    dateColumn('stade_maturite', 'Maturité'),
    ...DISEASES.flatMap((disease) => diseaseColumns(disease, today)),
    {
      key: 'etat',
      header: 'État du calcul',
      value: (r) => stageCalculationBadge(r.etat_calcul).label,
      width: 18,
    },
    {
      key: 'calcul',
      header: 'Date de calcul',
      value: (r) => (r.date_calcul ? formatDateTimeFr(r.date_calcul) : null),
      type: 'datetime',
      width: 18,
    },
  ];
}

/** The detailed export's extra columns: the variety scores ("real notes applied"). */
export const capNotesColumns: readonly Column<CapPlot>[] = [
  { key: 'note_septo', header: 'Note septoriose', value: (r) => r.note_septo ?? null, width: 10 },
  {
    key: 'precocite_montaison',
    header: 'Précocité montaison',
    value: (r) => r.precocite_montaison ?? null,
    width: 10,
  },
  {
    key: 'precocite_epiaison',
    header: 'Précocité épiaison',
    value: (r) => r.precocite_epiaison ?? null,
    width: 10,
  },
];

/** Spec 4 §2.3 'Mes parcelles': the own plots' table and what it shows of each. */
export const ownPlotColumns: readonly Column<CapPlot>[] = [
  { key: 'parcelle', header: 'Code parcelle', value: (r) => r.code_parcelle_os, width: 22 },
  { key: 'type', header: 'Type', value: (r) => CASTYPE_LABELS[r.castype], width: 14 },
  { key: 'espece', header: 'Espèce', value: (r) => speciesLabel(r.codeespece), width: 14 },
  { key: 'variete', header: 'Variété', value: (r) => r.variete, width: 14 },
  {
    key: 'semis',
    header: 'Date de semis',
    value: (r) => day(r.date_semis),
    type: 'date',
    width: 12,
  },
  { key: 'station', header: 'Station', value: (r) => r.code_station, width: 8 },
  { key: 'proprietaire', header: 'Créée par', value: (r) => r.nom_user, width: 18 },
  dateColumn('stade_epi1cm', 'Épi 1 cm'),
  dateColumn('e1cm_observe', 'Épi 1 cm observé'),
  dateColumn('stade_1n', '1 nœud'),
  dateColumn('stade_epiaison', 'Épiaison'),
  dateColumn('stade_floraison', 'Floraison'),
  {
    key: 'etat',
    header: 'État du calcul',
    value: (r) => stageCalculationBadge(r.etat_calcul).label,
    width: 18,
  },
];
