// Spec 4 §2.1 maize stage lists: client code, farmer code, plot code, department, variety, sowing
// date, the stages (levée, 4, 6, 8 and 10 leaves, female flowering, SLAG, then H50, H45, H35, H32
// for grain; H32 alone for fodder), the number of modified stages and the calculation state. The
// tables and their Excel exports share these columns.
import { formatDateFr, formatDateTimeFr } from '@agro/domain/dates';
import { stageCalculationBadge } from '@agro/domain/stages';
import type { ComputationRecord, MaizeStagePlot } from '../entities/stages.ts';
import type { Column } from './column.ts';

/** Spec 4 §9: maize tables show 10 plots a page. */
export const MAIZE_PAGE_SIZE = 10;

export const MAIZE_KINDS = ['grain', 'fourrage'] as const;
export type MaizeKind = (typeof MAIZE_KINDS)[number];

const day = (value: string | null | undefined) => (value ? formatDateFr(value) : null);

type MaizeStageKey = Extract<keyof MaizeStagePlot, `stade_${string}`>;

const stage = (key: MaizeStageKey, header: string): Column<MaizeStagePlot> => ({
  key,
  header,
  value: (r) => day(r[key]),
  type: 'date',
  width: 12,
});

const identity: readonly Column<MaizeStagePlot>[] = [
  { key: 'client', header: 'Code client', value: (r) => r.code_client ?? null, width: 12 },
  { key: 'agriculteur', header: 'Code agriculteur', value: (r) => r.code_agri ?? null, width: 14 },
  { key: 'parcelle', header: 'Code parcelle', value: (r) => r.code_parcelle_os, width: 16 },
  { key: 'departement', header: 'Département', value: (r) => r.code_dept, width: 10 },
  { key: 'variete', header: 'Variété', value: (r) => r.variete, width: 16 },
  {
    key: 'semis',
    header: 'Date de semis',
    value: (r) => day(r.date_semis),
    type: 'date',
    width: 12,
  },
];

const vegetative: readonly Column<MaizeStagePlot>[] = [
  stage('stade_levee', 'Levée'),
  stage('stade_4f', '4 feuilles'),
  stage('stade_6f', '6 feuilles'),
  stage('stade_8f', '8 feuilles'),
  stage('stade_10f', '10 feuilles'),
  stage('stade_ff', 'Floraison femelle'),
  stage('stade_slag', 'SLAG'),
];

const state: readonly Column<MaizeStagePlot>[] = [
  {
    key: 'modifies',
    header: 'Stades modifiés',
    value: (r) => r.nb_stades_obs ?? 0,
    width: 10,
  },
  {
    key: 'etat',
    header: 'État du calcul',
    value: (r) => stageCalculationBadge(r.etat_calcul).label,
    width: 18,
  },
];

export const maizeColumns: Readonly<Record<MaizeKind, readonly Column<MaizeStagePlot>[]>> = {
  grain: [
    ...identity,
    ...vegetative,
    stage('stade_h50', 'H50'),
    stage('stade_h45', 'H45'),
    stage('stade_h35', 'H35'),
    stage('stade_h32', 'H32'),
    ...state,
  ],
  fourrage: [...identity, ...vegetative, stage('stade_h32', 'H32'), ...state],
};

/** Columns with a multi-select filter (spec 4 §2.1: per-column filters), by key. */
export const MAIZE_FILTER_KEYS = [
  'client',
  'agriculteur',
  'departement',
  'variete',
  'etat',
] as const;

// ---------------------------------------------------------------------------------------------
// Spec 4 §2.4 'Détail des derniers calculs': the last 20 computations of a plot, and their export.

type ComputationDateKey = Extract<
  keyof ComputationRecord,
  `stade_${string}` | `${string}_date${string}` | `date_fix_${string}` | 'date_fin_previsions'
>;

const computationDay = (key: ComputationDateKey, header: string): Column<ComputationRecord> => ({
  key,
  header,
  value: (r) => day(r[key]),
  type: 'date',
  width: 12,
});

/** Spec 4 §9: the detail lists the last 20 computations, 10 a page. */
export const COMPUTATIONS_PAGE_SIZE = 10;

export const computationColumns: readonly Column<ComputationRecord>[] = [
  {
    key: 'date_calcul',
    header: 'Date de calcul',
    value: (r) => formatDateTimeFr(r.date_calcul),
    type: 'datetime',
    width: 18,
  },
  computationDay('date_fin_previsions', 'Fin des prévisions'),
  computationDay('stade_epi1cm', 'Épi 1 cm'),
  computationDay('stade_epi1cm_prevu', 'Épi 1 cm prévu'),
  computationDay('stade_1n', '1 nœud'),
  computationDay('stade_2n', '2 nœuds'),
  computationDay('stade_dfp', 'DFP'),
  computationDay('stade_epiaison', 'Épiaison'),
  computationDay('stade_floraison', 'Floraison'),
  computationDay('stade_maturite', 'Maturité'),
  computationDay('pv_datet1', 'Piétin-verse T1'),
  computationDay('septo_datet1', 'Septoriose T1'),
  computationDay('septo_datet2', 'Septoriose T2'),
  computationDay('rouillebrune_datet1', 'Rouille brune T1'),
  computationDay('rouillejaune_crusty_date1', 'Rouille jaune date 1'),
  computationDay('fusa_datet1', 'Fusariose T1'),
  computationDay('helmintho_date1', 'Helminthosporiose date 1'),
  computationDay('rhyncho_date1', 'Rhynchosporiose date 1'),
  {
    key: 'decalage_e1c',
    header: 'Décalage épi 1 cm (jours)',
    value: (r) => r.epi1cm_decalageoadjours ?? null,
    width: 12,
  },
];
