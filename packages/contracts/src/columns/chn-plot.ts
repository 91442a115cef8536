// The CHN plot detail's two tables that are exported (spec 2 §2 "CHN plot detail"): the plot's
// daily data at the calculation date, from the sowing date on, and its validation history (date,
// flag with reference stage and indicators, correction with lever, level and deviation).
import { fromSowing } from '@agro/domain/chn';
import { formatDateFr } from '@agro/domain/dates';
import type { ChnDailyMeasure, ChnPlotResult } from '../entities/ferti.ts';
import type { Column } from './column.ts';

type HistoryEntry = NonNullable<ChnPlotResult['tab_historique']>[number];

const day = (value: string | null | undefined) => (value ? formatDateFr(value) : null);

export const chnDailyColumns: readonly Column<ChnDailyMeasure>[] = [
  { key: 'date', header: 'Date', value: (r) => day(r.date), type: 'date' },
  { key: 'lai', header: 'LAI', value: (r) => r.lai },
  { key: 'laipotentiel', header: 'LAI potentiel', value: (r) => r.laipotentiel },
  { key: 'inn', header: 'INN', value: (r) => r.inn },
  { key: 'azote', header: 'Azote absorbé (kgN/ha)', value: (r) => r.azoteaerienabsorbe, width: 14 },
  {
    key: 'deltaqn_inf',
    header: 'Delta QN optimal inférieur',
    value: (r) => r.deltaqn_opt_inf,
    width: 14,
  },
  {
    key: 'deltaqn_plante',
    header: 'Delta QN optimal plante',
    value: (r) => r.deltaqn_opt_plante,
    width: 14,
  },
  {
    key: 'n_sol',
    header: 'Azote du sol disponible (kgN/ha)',
    value: (r) => r.sn_sol_disponible,
    width: 14,
  },
  {
    key: 'apports',
    header: 'Apports minéraux (kgN/ha)',
    value: (r) => r.apportsmineraux,
    width: 14,
  },
  { key: 'ru', header: 'RU racinaire (mm)', value: (r) => r.ruracinaire },
  { key: 'rfu', header: 'RFU racinaire (mm)', value: (r) => r.rfuracinaire },
  {
    key: 'reserve',
    header: 'État de la réserve racinaire (mm)',
    value: (r) => r.etatreserveracinaire,
    width: 14,
  },
  { key: 'pluie', header: 'Pluie (mm)', value: (r) => r.pluie },
  { key: 'irrigation', header: 'Irrigation (mm)', value: (r) => r.irrigation },
  {
    key: 'favorable',
    header: 'Période favorable',
    value: (r) => (r.favorable === 1 ? 'Favorable' : r.favorable === 0 ? 'Défavorable' : null),
  },
];

/** The daily rows a plot's export holds: from the sowing date on, as its charts. */
export function chnDailyExportRows(
  daily: readonly ChnDailyMeasure[],
  sowing: string | null | undefined,
): ChnDailyMeasure[] {
  return fromSowing(daily, sowing);
}

export const chnPlotHistoryColumns: readonly Column<HistoryEntry>[] = [
  { key: 'date', header: 'Date', value: (r) => day(r.date), type: 'date' },
  {
    key: 'drapeau',
    header: 'Drapeau',
    value: (r) =>
      r.flag
        ? `Détection le ${formatDateFr(r.flag.date)} (stade repère ${r.flag.stade_repere})`
        : null,
    width: 36,
  },
  {
    key: 'indicateurs',
    header: 'Indicateurs',
    value: (r) => (r.flag ? r.flag.indicateurs.join(', ') : null),
    width: 18,
  },
  {
    key: 'levier',
    header: 'Levier de correction',
    value: (r) => r.correction?.levier ?? null,
    width: 22,
  },
  {
    key: 'niveau',
    header: 'Niveau',
    value: (r) => (r.correction?.niveau === undefined ? null : r.correction.niveau),
  },
  {
    key: 'ecart',
    header: 'Écart QN au jour J (kgN/ha)',
    value: (r) => r.correction?.ecart_qn_jour_j ?? null,
    width: 16,
  },
];
