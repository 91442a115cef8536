// What the CHN plot detail derives from its reads (spec 2 §2 "CHN plot detail"): the kinetics
// charts' rows, plotted from the sowing date on (spec 2 §9), with the comparison date's figures
// beside the main ones; the favourable days and the inputs of the calendars.
import type { ChnDailyResults, ChnPlotResult } from '@agro/contracts/entities/ferti';
import { fromSowing, inputCalendarDays } from '@agro/domain/chn';

/** Suffix of a comparison figure's key in a chart row. */
export const COMPARISON_SUFFIX = '_comparaison';

/** The daily measures the charts draw, and the figures only some days have. */
const DAILY_KEYS = [
  'lai',
  'laipotentiel',
  'inn',
  'azoteaerienabsorbe',
  'deltaqn_opt_inf',
  'deltaqn_opt_plante',
  'sn_sol_disponible',
  'apportsmineraux',
  'ruracinaire',
  'rfuracinaire',
  'etatreserveracinaire',
  'pluie',
  'irrigation',
] as const;

export type KineticsRow = { date: string } & Record<string, number | null | string>;

/** One row per day from sowing: daily measures, before-assimilation nitrogen, satellite LAI. */
function rowsOf(daily: ChnDailyResults, sowing: string | null | undefined, suffix: string) {
  const rows = new Map<string, KineticsRow>();
  for (const day of fromSowing(daily.daily, sowing)) {
    const row: KineticsRow = { date: day.date.slice(0, 10) };
    for (const key of DAILY_KEYS) row[`${key}${suffix}`] = day[key];
    rows.set(row.date, row);
  }
  const on = (date: string) => {
    const day = date.slice(0, 10);
    const row: KineticsRow = rows.get(day) ?? { date: day };
    rows.set(day, row);
    return row;
  };
  for (const day of fromSowing(daily.daily_avant_assimilation, sowing)) {
    on(day.date)[`azote_avant${suffix}`] = day.azoteaerienabsorbe_avant_assimilation;
  }
  const satellite = daily.satellite.dates.map((date, index) => ({
    date,
    value: daily.satellite.values[index] ?? null,
  }));
  for (const image of fromSowing(satellite, sowing))
    on(image.date)[`lai_satellite${suffix}`] = image.value;
  return rows;
}

/**
 * The charts' rows in date order: the main date's figures under their keys, the comparison
 * date's (when chosen) under the same keys with COMPARISON_SUFFIX.
 */
export function kineticsRows(
  main: ChnDailyResults,
  comparison: ChnDailyResults | null,
  sowing: string | null | undefined,
): KineticsRow[] {
  const rows = rowsOf(main, sowing, '');
  if (comparison) {
    for (const [date, row] of rowsOf(comparison, sowing, COMPARISON_SUFFIX)) {
      rows.set(date, { ...rows.get(date), ...row });
    }
  }
  return [...rows.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The favourable-period heat map's days: 1 favourable, 0 unfavourable. */
export function favourableDays(daily: ChnDailyResults) {
  return daily.daily.map((day) => ({ date: day.date.slice(0, 10), value: day.favorable }));
}

/** Realised nitrogen inputs (mineral and organic interventions, not irrigations). */
export function realisedInputs(result: ChnPlotResult) {
  return (result.interventions ?? []).filter((item) => !/irrigation/i.test(item.nom));
}

export function irrigations(result: ChnPlotResult) {
  return (result.interventions ?? []).filter((item) => /irrigation/i.test(item.nom));
}

/** The inputs calendar of the year: planned inputs coded 5, realised ones marked. */
export function inputDays(result: ChnPlotResult, year: number) {
  const planned = (result.livraison_conseil ?? []).map((input) => input.date_apport_prevu);
  const realised = realisedInputs(result).map((input) => input.date);
  return inputCalendarDays(year, planned, realised);
}
