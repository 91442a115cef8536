// What the water-balance dashboard (spec 3 §2.10) derives from the plots: the filter bar's options,
// the plots the bar keeps, the indicator figures and the list's query (bar filters merged with the
// summary cell). Pure functions, so the screen derives each once per change with useMemo.
import { columnFilterValue, type CellValue, type Column } from '@agro/contracts/columns/column';
import type { TableQuery } from '@agro/contracts/columns/table-query';
import {
  BH_PLOT_FILTER_KEYS,
  bhFarmerName,
  bhFarmerOption,
  bhPlotColumns,
} from '@agro/contracts/columns/water-balance';
import { NO, YES } from '@agro/contracts/columns/yes-no';
import type { BhFilterSource, BhPlot } from '@agro/contracts/entities/water-balance';
import { cellText, type ColumnFilters } from '@agro/domain/search';
import {
  compareCrops,
  cropKey,
  cropLabel,
  type DepletionSummary,
  type SummaryCell,
} from '@agro/domain/water-balance';
import { isPlotToIrrigate, TO_IRRIGATE_TEXT } from '@agro/domain/water-balance-urgency';
import {
  withFilter,
  type FilterDefinition,
  type FilterOption,
  type FilterValues,
} from '../../../components/FilterBar';

/**
 * A plot with the text of each list column worked out once, when the plots arrive. The table's
 * search, its filters, the filter bar and the sort all read column values many times per plot; at
 * 10,000 plots recomputing dates, stage names and risk labels each time would make a filter slow.
 */
export type DashboardPlot = BhPlot & {
  readonly cells: Readonly<Record<string, CellValue>>;
  /**
   * The sort keys of the columns sorting by a rule (`sortValue`: the urgency of the risk and the
   * days left, by which the list opens), worked out once: sorting 10,000 plots reads them some
   * 250,000 times.
   */
  readonly sorts: Readonly<Record<string, CellValue>>;
};

const SORTED_BY_RULE = bhPlotColumns.filter((column) => column.sortValue !== undefined);

/**
 * Columns whose text depends on one field only, which many plots share (a calculation time, a
 * sowing date, a stage): each distinct value is written once. Writing a Paris date and time is
 * the dearest part of preparing 10,000 plots.
 */
const ONE_FIELD_COLUMNS: Readonly<Record<string, keyof BhPlot>> = {
  calcul: 'date_calcul_bh',
  semis: 'date_semis',
  stade: 'stade_actuel',
};

export function prepareDashboardPlots(plots: readonly BhPlot[]): DashboardPlot[] {
  const known = new Map<string, Map<unknown, CellValue>>();
  const cellOf = (column: Column<BhPlot>, plot: BhPlot): CellValue => {
    const field = ONE_FIELD_COLUMNS[column.key];
    if (field === undefined) return column.value(plot);
    let texts = known.get(column.key);
    if (texts === undefined) {
      texts = new Map();
      known.set(column.key, texts);
    }
    const raw = plot[field];
    const text = texts.get(raw);
    if (text !== undefined) return text;
    const computed = column.value(plot);
    texts.set(raw, computed);
    return computed;
  };
  return plots.map((plot) => {
    const cells: Record<string, CellValue> = {};
    for (const column of bhPlotColumns) cells[column.key] = cellOf(column, plot);
    const sorts: Record<string, CellValue> = {};
    for (const column of SORTED_BY_RULE) sorts[column.key] = column.sortValue?.(plot) ?? null;
    return { ...plot, cells, sorts };
  });
}

/**
 * `bhPlotColumns` reading the prepared texts: same keys, headers, values and Excel widths as the
 * columns the BFF's export uses, so the screen and the file keep the same rows for one query.
 */
export const dashboardPlotColumns: readonly Column<DashboardPlot>[] = bhPlotColumns.map(
  (column) => ({
    ...column,
    value: (plot: DashboardPlot) => plot.cells[column.key] ?? null,
    ...(column.sortValue === undefined
      ? {}
      : { sortValue: (plot: DashboardPlot) => plot.sorts[column.key] ?? null }),
  }),
);

// ---------------------------------------------------------------------------------------------
// Filter bar (spec 3 §2.10: Culture, Département, Agri, Intégrateur, Distributeur; issue 41: the
// module's decision first, 'À irriguer')

/**
 * The bar's filter keys are the list's column keys, and each option's value is that column's cell
 * text: the bar's choice is a table query the list and the export apply as it is.
 */
export const FILTER_LABELS = [
  [BH_PLOT_FILTER_KEYS.toIrrigate, 'À irriguer'],
  [BH_PLOT_FILTER_KEYS.crop, 'Culture'],
  [BH_PLOT_FILTER_KEYS.department, 'Département'],
  [BH_PLOT_FILTER_KEYS.farmer, 'Agriculteur'],
  [BH_PLOT_FILTER_KEYS.integrator, 'Intégrateur'],
  [BH_PLOT_FILTER_KEYS.distributor, 'Distributeur'],
] as const;

const collator = new Intl.Collator('fr-FR', { numeric: true, sensitivity: 'base' });

function distinctTexts(values: readonly (string | null | undefined)[]): string[] {
  const texts = new Set<string>();
  for (const value of values) {
    const text = (value ?? '').trim();
    if (text !== '') texts.add(text);
  }
  return [...texts].sort(collator.compare);
}

/**
 * The farmers of the sources, once per code: 'DUPONT Jean (AGRI0042)', the value the code (the
 * farmer column's filterValue), so two farmers of the same name stay two options.
 */
function farmerOptions(sources: readonly BhFilterSource[]): FilterOption[] {
  const options = new Map<string, FilterOption>();
  for (const source of sources) {
    const option = bhFarmerOption(source);
    if (option !== null && !options.has(option.value)) options.set(option.value, option);
  }
  return [...options.values()].sort(
    (a, b) => collator.compare(a.label, b.label) || collator.compare(a.value, b.value),
  );
}

/** The filter bar's fields, their options the distinct values of `GET /bhs/listes`. */
export function filterDefinitions(sources: readonly BhFilterSource[]): FilterDefinition[] {
  const crops = [...new Set(sources.map((source) => cropKey(source.culture)))].sort(compareCrops);
  const cropOptions: FilterOption[] = crops.map((crop) => ({
    value: cropLabel(crop),
    label: cropLabel(crop),
  }));
  const options: Record<string, readonly (string | FilterOption)[]> = {
    // 'Oui': the plots whose RFU is depleted or will be within the risk horizon.
    [BH_PLOT_FILTER_KEYS.toIrrigate]: [YES, NO],
    [BH_PLOT_FILTER_KEYS.crop]: cropOptions,
    [BH_PLOT_FILTER_KEYS.department]: distinctTexts(sources.map((source) => source.departement)),
    [BH_PLOT_FILTER_KEYS.farmer]: farmerOptions(sources),
    [BH_PLOT_FILTER_KEYS.integrator]: distinctTexts(sources.map((source) => source.nom_operateur)),
    [BH_PLOT_FILTER_KEYS.distributor]: distinctTexts(sources.map((source) => source.nom_grpt)),
  };
  return FILTER_LABELS.map(([key, label]) => ({
    key,
    label,
    options: options[key] ?? [],
    // Yes or no: one value at most.
    ...(key === BH_PLOT_FILTER_KEYS.toIrrigate ? { single: true } : {}),
  }));
}

/** Columns filtered by another value than their text (the farmer, by code), by key. */
const FILTERED_BY_OTHER_VALUE = new Map(
  bhPlotColumns
    .filter((column) => column.filterValue !== undefined)
    .map((column) => [column.key, column] as const),
);

/** What a filter on `key` compares for a plot: as `columnFilterValue`, from the prepared texts. */
function filterCell(plot: DashboardPlot, key: string): CellValue | undefined {
  const column = FILTERED_BY_OTHER_VALUE.get(key);
  return column === undefined ? plot.cells[key] : columnFilterValue(column, plot);
}

/** The plots the filter bar keeps: the cards, the summary table and the map show these. */
export function plotsOfFilters(
  plots: readonly DashboardPlot[],
  filters: ColumnFilters,
): DashboardPlot[] {
  const active = Object.entries(filters)
    .filter(([, chosen]) => chosen.length > 0)
    .map(([key, chosen]) => [key, new Set(chosen)] as const);
  if (active.length === 0) return [...plots];
  // The table's rule (`matchesFilters`: the cell's text is one of the values chosen) on the
  // prepared texts, without the table's search step: this runs on every plot at each filter.
  return plots.filter((plot) =>
    active.every(([key, chosen]) => chosen.has(cellText(filterCell(plot, key)))),
  );
}

// ---------------------------------------------------------------------------------------------
// Indicator cards

export interface DashboardFigures {
  farmers: number;
  /** ha */
  surface: number;
  plots: number;
  /** Plots whose RFU is depleted or will be within the risk horizon (issue 41). */
  toIrrigate: number;
}

/** One farmer per id, else per code, else per name; a plot without any counts no farmer. */
function farmerKey(plot: BhPlot): string | null {
  if (plot.id_agri !== null) return `id:${plot.id_agri}`;
  const code = (plot.code_agri ?? '').trim();
  if (code !== '') return `code:${code}`;
  const name = bhFarmerName(plot);
  return name === null ? null : `nom:${name}`;
}

export function dashboardFigures(plots: readonly BhPlot[]): DashboardFigures {
  const farmers = new Set<string>();
  let surface = 0;
  let toIrrigate = 0;
  for (const plot of plots) {
    if (isPlotToIrrigate(plot)) toIrrigate += 1;
    const key = farmerKey(plot);
    if (key !== null) farmers.add(key);
    if (plot.surface_irrig !== null && Number.isFinite(plot.surface_irrig)) {
      surface += plot.surface_irrig;
    }
  }
  // Adding hundredths of hectares in binary leaves tails such as 12.300000000000001.
  return {
    farmers: farmers.size,
    surface: Math.round(surface * 100) / 100,
    plots: plots.length,
    toIrrigate,
  };
}

/** The card's filter: the plots to irrigate, one of the bar's filters (so the export keeps it). */
export const TO_IRRIGATE_CARD_TITLE = 'Parcelles à irriguer';

/** What the notice under the cards says of the card's filter: 'Filtre actif : …'. */
export const TO_IRRIGATE_FILTER_NOTICE = `${TO_IRRIGATE_CARD_TITLE} (${TO_IRRIGATE_TEXT})`;

/** Whether the list keeps only the plots to irrigate ('À irriguer' is 'Oui'). */
export function isToIrrigateFilterOn(filters: FilterValues): boolean {
  const chosen = filters[BH_PLOT_FILTER_KEYS.toIrrigate] ?? [];
  return chosen.length === 1 && chosen[0] === YES;
}

/** The filters after a click on the card: the plots to irrigate alone, or all when they were. */
export function toggledToIrrigateFilter(filters: FilterValues): FilterValues {
  return withFilter(
    filters,
    BH_PLOT_FILTER_KEYS.toIrrigate,
    isToIrrigateFilterOn(filters) ? [] : [YES],
  );
}

/** The filters after a click on a card counting every plot: 'À irriguer' no longer chosen. */
export function withoutToIrrigateFilter(filters: FilterValues): FilterValues {
  return withFilter(filters, BH_PLOT_FILTER_KEYS.toIrrigate, []);
}

// ---------------------------------------------------------------------------------------------
// The list's query: the bar, the summary cell and the list's own search

/**
 * A value no cell of the crop column holds (a crop's text is never blank): a filter on it keeps no
 * row. tableRowFilter ignores a filter with no value, so an empty choice must be written so.
 */
export const MATCHES_NOTHING = '';

/**
 * The list's query: the bar's filters, narrowed by the summary cell (its crop's text, kept only if
 * the bar's crop choice allows it; its category), and the search typed above the list. The Excel
 * export receives this query, so the file holds the rows on screen.
 */
export function listQuery(
  filters: ColumnFilters,
  cell: SummaryCell | null,
  search: string,
): TableQuery {
  const merged: Record<string, readonly string[]> = { ...filters };
  if (cell !== null && cell.crop !== null) {
    const crop = cropLabel(cell.crop);
    const chosen = filters[BH_PLOT_FILTER_KEYS.crop] ?? [];
    const allowed = chosen.length === 0 || chosen.includes(crop);
    merged[BH_PLOT_FILTER_KEYS.crop] = [allowed ? crop : MATCHES_NOTHING];
  }
  if (cell !== null && cell.category !== null) {
    merged[BH_PLOT_FILTER_KEYS.depletion] = [cell.category];
  }
  return { search, filters: merged };
}

/**
 * Whether a summary cell still restricts the list for the plots the filter bar keeps (their
 * summary): only while the summary shows it, i.e. some plot is kept and, for a crop's cell, the
 * crop still has its column. A cell whose crop the filters removed would keep no row while the
 * cards count plots and its column is gone: it must be dropped, not left stuck.
 */
export function summaryCellApplies(cell: SummaryCell, summary: DepletionSummary): boolean {
  const total = summary.rows.find((row) => row.category === null)?.total ?? 0;
  if (total === 0) return false;
  return cell.crop === null || summary.crops.includes(cropKey(cell.crop));
}

/** The cell restricting the list: `cell` while it applies to the filtered plots, else null. */
export function keptSummaryCell(
  cell: SummaryCell | null,
  summary: DepletionSummary,
): SummaryCell | null {
  return cell !== null && summaryCellApplies(cell, summary) ? cell : null;
}

/** How the summary cell reads in words: 'Pomme de terre, > 70 %', 'Toutes cultures, < 40 %'. */
export function summaryCellText(cell: SummaryCell): string {
  const crop = cell.crop === null ? 'Toutes cultures' : cropLabel(cell.crop);
  const category = cell.category ?? 'toutes catégories';
  return `${crop}, ${category}`;
}
