// Water balance (bilan hydrique, BH): RFU depletion categories and the summary table, risk of
// depletion within 7 days, current and next stage, rain data origin, crop colours and crop
// characteristics (spec 3 §2.10, §2.11, §3.3, §4 and §9). Inputs are small structural types so the
// web app, the BFF export and the tests pass the contract's plots as they are.

import { DEFAULT_INSTITUTE_NAME } from './session.ts';
import { waterBalanceStatusColour, type StatusColour } from './status-colours.ts';

// ---------------------------------------------------------------------------------------------
// Constants (spec 3 §9)

/** Depletion thresholds in percent; both belong to the middle category. */
export const DEPLETION_LOW_THRESHOLD = 40;
export const DEPLETION_HIGH_THRESHOLD = 70;

/** Days ahead looked at for a risk of depletion (deficitj1 to deficitj7). */
export const RISK_HORIZON_DAYS = 7;

/** Risk days of a plot with no depletion within the horizon; sorts after every real count. */
export const NO_RISK_DAYS = 100;

/** A day's deficit of at least this much means the RFU is depleted that day. */
export const DEFICIT_DEPLETED = 1;

// ---------------------------------------------------------------------------------------------
// Crops (spec 3 §9). The same codes as BH_CROPS in packages/contracts, which depends on this
// package and checks that both lists agree; the domain may not import the contracts.

export const BH_CROP_CODES = [
  'MAIS_GRAIN',
  'MAIS_FOURRAGE',
  'MAIS_SEMENCE',
  'MAIS_DOUX',
  'PDT',
  'BT',
  'BD',
  'OP',
  'SOJA',
  'HARICOT',
  'EPINARD',
  'SORGHO',
] as const;
export type BhCropCode = (typeof BH_CROP_CODES)[number];

/** French crop names; the spec only gives codes (docs/spec-deviations.md). */
export const BH_CROP_LABELS: Readonly<Record<BhCropCode, string>> = {
  MAIS_GRAIN: 'Maïs grain',
  MAIS_FOURRAGE: 'Maïs fourrage',
  MAIS_SEMENCE: 'Maïs semence',
  MAIS_DOUX: 'Maïs doux',
  PDT: 'Pomme de terre',
  BT: 'Blé tendre',
  BD: 'Blé dur',
  OP: 'Orge de printemps',
  SOJA: 'Soja',
  HARICOT: 'Haricot',
  EPINARD: 'Épinard',
  SORGHO: 'Sorgho',
};

/** Shown for a plot whose crop is missing or blank. */
export const UNKNOWN_CROP_LABEL = 'Culture non renseignée';

const knownCrops: ReadonlySet<string> = new Set(BH_CROP_CODES);

/**
 * The crop as a table key: surrounding spaces removed, case kept (codes are upper case, as for
 * the blight advice codes); null and blank become ''.
 */
export function cropKey(culture: string | null | undefined): string {
  return (culture ?? '').trim();
}

/** The known crop code, or null for any other crop. */
export function toBhCrop(culture: string | null | undefined): BhCropCode | null {
  const key = cropKey(culture);
  return knownCrops.has(key) ? (key as BhCropCode) : null;
}

/**
 * The label of the crop's start date (date_semis): potatoes are planted, not sown, so 'Date de
 * plantation' for PDT and 'Date de semis' for every other crop (docs/spec-deviations.md).
 */
export function sowingDateLabel(culture: string | null | undefined): string {
  return cropKey(culture) === 'PDT' ? 'Date de plantation' : 'Date de semis';
}

/** The French name of a known crop; another crop shows its code as sent. */
export function cropLabel(culture: string | null | undefined): string {
  const key = cropKey(culture);
  if (key === '') return UNKNOWN_CROP_LABEL;
  const known = toBhCrop(key);
  return known === null ? key : BH_CROP_LABELS[known];
}

/**
 * Column order of crops: the known crops in the spec's order, then the others by code in French
 * collation, the blank crop last. Total, so sorting is stable whatever the input order.
 */
export function compareCrops(a: string | null | undefined, b: string | null | undefined): number {
  const keyA = cropKey(a);
  const keyB = cropKey(b);
  if (keyA === keyB) return 0;
  if (keyA === '' || keyB === '') return keyA === '' ? 1 : -1;
  const rankA = BH_CROP_CODES.indexOf(keyA as BhCropCode);
  const rankB = BH_CROP_CODES.indexOf(keyB as BhCropCode);
  if (rankA !== -1 || rankB !== -1) {
    if (rankA === -1) return 1;
    if (rankB === -1) return -1;
    return rankA - rankB;
  }
  const collated = keyA.localeCompare(keyB, 'fr-FR');
  // Collation may call two different codes equal; code-unit order then keeps the sort total.
  if (collated !== 0) return collated;
  return keyA < keyB ? -1 : 1;
}

// ---------------------------------------------------------------------------------------------
// Crop marker colours (spec 3 §9)

export const CROP_COLOUR_TOKENS = [
  'blue',
  'blue2',
  'blue3',
  'green',
  'green2',
  'green3',
  'orange',
  'pink',
  'brown',
  'grey',
] as const;
export type CropColourToken = (typeof CROP_COLOUR_TOKENS)[number];

/**
 * Concrete marker colours. Each has a contrast of at least 4.5:1 with white (a white outline or
 * glyph on the marker stays readable) and at least 3:1 with the light land and water of the map
 * tiles (WCAG 1.4.11 for graphics). The three blues differ in hue (blue, cyan, indigo) and so do
 * the three greens (green, lime, emerald), not only in lightness.
 */
export const CROP_COLOUR_HEX: Readonly<Record<CropColourToken, string>> = {
  blue: '#1565c0',
  blue2: '#0e7490',
  blue3: '#3949ab',
  green: '#2e7d32',
  green2: '#4d7c0f',
  green3: '#047857',
  orange: '#c2410c',
  pink: '#be185d',
  brown: '#7c4a1e',
  grey: '#616161',
};

const CROP_COLOURS: Readonly<Record<BhCropCode, CropColourToken>> = {
  MAIS_FOURRAGE: 'blue',
  MAIS_GRAIN: 'blue',
  MAIS_SEMENCE: 'blue2',
  MAIS_DOUX: 'blue3',
  PDT: 'green',
  BT: 'orange',
  BD: 'orange',
  OP: 'orange',
  SOJA: 'pink',
  HARICOT: 'green3',
  EPINARD: 'green2',
  SORGHO: 'brown',
};

/** The colour token of a crop's markers; any other crop is grey. */
export function cropColourToken(culture: string | null | undefined): CropColourToken {
  const known = toBhCrop(culture);
  return known === null ? 'grey' : CROP_COLOURS[known];
}

/** The hex colour of a crop's markers. */
export function cropColourHex(culture: string | null | undefined): string {
  return CROP_COLOUR_HEX[cropColourToken(culture)];
}

export interface CropLegendEntry {
  token: CropColourToken;
  hex: string;
  /** The known crops drawn in this colour; empty for grey (every other crop). */
  crops: readonly BhCropCode[];
  /** The crops' names joined, or 'Autres cultures' for grey. */
  label: string;
}

/** One legend line per colour, in the order of CROP_COLOUR_TOKENS. */
export const CROP_COLOUR_LEGEND: readonly CropLegendEntry[] = CROP_COLOUR_TOKENS.map((token) => {
  const crops = BH_CROP_CODES.filter((crop) => CROP_COLOURS[crop] === token);
  return {
    token,
    hex: CROP_COLOUR_HEX[token],
    crops,
    label:
      crops.length === 0 ? 'Autres cultures' : crops.map((crop) => BH_CROP_LABELS[crop]).join(', '),
  };
});

// ---------------------------------------------------------------------------------------------
// Crop characteristics shown on the plot detail (spec 3 §2.11 and §9)

export const CROP_CHARACTERISTIC_KEYS = [
  'variete',
  'precocite',
  'supersweet',
  'nb_jour_semis_flor',
  'gabarit',
] as const;
export type CropCharacteristicKey = (typeof CROP_CHARACTERISTIC_KEYS)[number];

export const CROP_CHARACTERISTIC_LABELS: Readonly<Record<CropCharacteristicKey, string>> = {
  variete: 'Variété',
  precocite: 'Précocité',
  supersweet: 'Supersweet',
  nb_jour_semis_flor: 'Nombre de jours semis-floraison',
  gabarit: 'Gabarit',
};

const CROP_CHARACTERISTICS: Readonly<Record<BhCropCode, readonly CropCharacteristicKey[]>> = {
  BT: ['variete'],
  BD: ['variete'],
  OP: ['variete'],
  MAIS_GRAIN: ['variete'],
  MAIS_FOURRAGE: ['variete'],
  PDT: ['variete'],
  EPINARD: ['variete'],
  HARICOT: ['variete'],
  SORGHO: ['variete'],
  SOJA: ['variete', 'precocite'],
  MAIS_DOUX: ['variete', 'supersweet'],
  MAIS_SEMENCE: ['precocite', 'nb_jour_semis_flor', 'gabarit'],
};

export interface CropCharacteristic {
  key: CropCharacteristicKey;
  label: string;
}

/** The characteristics the crop card shows, in order; none for a crop the spec does not list. */
export function cropCharacteristics(culture: string | null | undefined): CropCharacteristic[] {
  const known = toBhCrop(culture);
  if (known === null) return [];
  return CROP_CHARACTERISTICS[known].map((key) => ({
    key,
    label: CROP_CHARACTERISTIC_LABELS[key],
  }));
}

/** Shown for a characteristic the upstream did not fill. */
export const EMPTY_VALUE = '-';

/**
 * A characteristic's value as displayed: yes/no in French for booleans (supersweet; 1 and 0 too,
 * as upstream flags sometimes are), numbers and text as sent, '-' when missing or blank.
 */
export function formatCharacteristic(
  key: CropCharacteristicKey,
  value: string | number | boolean | null | undefined,
): string {
  if (value == null) return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return EMPTY_VALUE;
    if (key === 'supersweet' && (value === 0 || value === 1)) return value === 1 ? 'Oui' : 'Non';
    return String(value);
  }
  const text = value.trim();
  return text === '' ? EMPTY_VALUE : text;
}

// ---------------------------------------------------------------------------------------------
// RFU depletion categories and the summary table (spec 3 §2.10, §4)

/**
 * Summary table rows in display order; the values are also the row labels. French spacing (issue
 * 41): a no-break space after '>' and '<' and before '%', which the spec's '>70%' and '<40%' lacked;
 * no-break, so that a narrow cell never splits '70' from its sign.
 */
export const DEPLETION_CATEGORIES = [
  'Hors bilan',
  '>\u00a070\u00a0%',
  'Entre 40 et 70\u00a0%',
  '<\u00a040\u00a0%',
] as const;
export type DepletionCategory = (typeof DEPLETION_CATEGORIES)[number];

export const DEPLETION_SUMMARY_TITLE = 'Nombre de parcelles selon épuisement de la RFU';
/** Label of the last row, all categories together. */
export const SUMMARY_TOTAL_ROW_LABEL = 'Total';
/** Label of the last column, all crops together. */
export const SUMMARY_TOTAL_COLUMN_LABEL = 'TOTAL';

/**
 * The depletion category of epuisement_rfu (percent): null 'Hors bilan', above 70 '> 70 %',
 * below 40 '< 40 %', otherwise 'Entre 40 et 70 %' with 40 and 70 included. A value that is not a finite
 * number (NaN, ±Infinity) cannot be placed in the balance and counts as 'Hors bilan', like null.
 */
export function depletionCategory(epuisementRfu: number | null | undefined): DepletionCategory {
  if (epuisementRfu == null || !Number.isFinite(epuisementRfu)) return 'Hors bilan';
  if (epuisementRfu > DEPLETION_HIGH_THRESHOLD) return '>\u00a070\u00a0%';
  if (epuisementRfu < DEPLETION_LOW_THRESHOLD) return '<\u00a040\u00a0%';
  return 'Entre 40 et 70\u00a0%';
}

/**
 * The sort key of the depletion column: the categories in DEPLETION_CATEGORIES order ('Hors
 * bilan' 0, '> 70 %' 1, 'Entre 40 et 70 %' 2, '< 40 %' 3), the summary table's order, instead of the
 * labels' alphabetical order ('< 40 %', '> 70 %', 'Entre…', 'Hors bilan').
 */
export function depletionSortKey(epuisementRfu: number | null | undefined): number {
  return DEPLETION_CATEGORIES.indexOf(depletionCategory(epuisementRfu));
}

export interface SummaryPlot {
  culture?: string | null;
  epuisement_rfu?: number | null;
}

/** A cell of the summary table; null stands for the TOTAL column or the 'Total' row. */
export interface SummaryCell {
  crop: string | null;
  category: DepletionCategory | null;
}

export interface DepletionSummaryRow {
  /** null for the 'Total' row. */
  category: DepletionCategory | null;
  label: string;
  /** One count per crop, aligned with DepletionSummary.crops. */
  counts: number[];
  /** The TOTAL column. */
  total: number;
}

export interface DepletionSummary {
  /** Crop columns (keys as cropKey gives them) in compareCrops order, TOTAL column excluded. */
  crops: string[];
  /** The four category rows in DEPLETION_CATEGORIES order, then the 'Total' row. */
  rows: DepletionSummaryRow[];
}

/**
 * Whether a plot is counted in a cell, and kept in the plot list when that cell is clicked: its
 * crop is the cell's crop (any crop for TOTAL) and its category the cell's (any for 'Total').
 * The summary counts with this same predicate, so the count and the filtered list agree.
 */
export function isPlotInCell(plot: SummaryPlot, cell: SummaryCell): boolean {
  if (cell.crop !== null && cropKey(plot.culture) !== cropKey(cell.crop)) return false;
  return cell.category === null || depletionCategory(plot.epuisement_rfu) === cell.category;
}

/**
 * The summary table: plots per depletion category and crop, with a TOTAL column and a 'Total'
 * row. One column per crop present among the plots; no plots give no crop column and zeros.
 * Counted in one pass (a dashboard recounts at each filter, over 10,000 plots): each plot adds one
 * to its crop key and category, the very cell isPlotInCell places it in (a test checks both agree).
 */
export function depletionSummary(
  plots: readonly SummaryPlot[] | null | undefined,
): DepletionSummary {
  const list = plots ?? [];
  const byCrop = new Map<string, number[]>();
  for (const plot of list) {
    const crop = cropKey(plot.culture);
    let counts = byCrop.get(crop);
    if (counts === undefined) {
      counts = DEPLETION_CATEGORIES.map(() => 0);
      byCrop.set(crop, counts);
    }
    const index = DEPLETION_CATEGORIES.indexOf(depletionCategory(plot.epuisement_rfu));
    counts[index] = (counts[index] ?? 0) + 1;
  }
  const crops = [...byCrop.keys()].sort(compareCrops);
  const countsOf = (crop: string) => byCrop.get(crop) ?? [];
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const rows: DepletionSummaryRow[] = DEPLETION_CATEGORIES.map((category, index) => {
    const counts = crops.map((crop) => countsOf(crop)[index] ?? 0);
    return { category, label: category, counts, total: sum(counts) };
  });
  rows.push({
    category: null,
    label: SUMMARY_TOTAL_ROW_LABEL,
    counts: crops.map((crop) => sum(countsOf(crop))),
    total: list.length,
  });
  return { crops, rows };
}

/** The count a cell of the summary shows; 0 for a crop that has no column. */
export function summaryCount(summary: DepletionSummary, cell: SummaryCell): number {
  const row = summary.rows.find((candidate) => candidate.category === cell.category);
  if (row === undefined) return 0;
  if (cell.crop === null) return row.total;
  const index = summary.crops.indexOf(cropKey(cell.crop));
  return index === -1 ? 0 : (row.counts[index] ?? 0);
}

export function sameSummaryCell(a: SummaryCell | null, b: SummaryCell | null): boolean {
  if (a === null || b === null) return a === b;
  const cropA = a.crop === null ? null : cropKey(a.crop);
  const cropB = b.crop === null ? null : cropKey(b.crop);
  return cropA === cropB && a.category === b.category;
}

/** The filter after a click on a cell: that cell, or none when it was already the filter. */
export function toggleSummaryCell(
  current: SummaryCell | null,
  clicked: SummaryCell,
): SummaryCell | null {
  return sameSummaryCell(current, clicked) ? null : clicked;
}

// ---------------------------------------------------------------------------------------------
// Risk of depletion within 7 days (spec 3 §2.10, §4)

/** Deficit today, then in 1 to 7 days. */
export const DEFICIT_FIELDS = [
  'deficitj',
  'deficitj1',
  'deficitj2',
  'deficitj3',
  'deficitj4',
  'deficitj5',
  'deficitj6',
  'deficitj7',
] as const;
export type DeficitField = (typeof DEFICIT_FIELDS)[number];
export type PlotDeficits = Partial<Record<DeficitField, number | null>>;

function isDepleted(deficit: number | null | undefined): boolean {
  // A missing or unreadable deficit (null, undefined, NaN) is no deficit: the risk is shown only
  // when the model said so.
  return deficit != null && deficit >= DEFICIT_DEPLETED;
}

/**
 * Days before the RFU is depleted: 0 when depleted today (deficitj at least 1), else the first day
 * 1 to 7 whose deficit is at least 1, else NO_RISK_DAYS (100). Missing deficits count as none.
 */
export function riskDays(plot: PlotDeficits): number {
  const day = DEFICIT_FIELDS.findIndex((field) => isDepleted(plot[field]));
  return day === -1 ? NO_RISK_DAYS : day;
}

export type RiskLevel = 'depleted' | 'soon' | 'none';

export const RISK_TEXTS: Readonly<Record<RiskLevel, string>> = {
  depleted: 'RFU épuisée',
  soon: 'Nombre de jours avant épuisement de la RFU',
  none: "Pas de risque d'épuisement de la RFU dans les 7 jours",
};

const RISK_COLOURS: Readonly<Record<RiskLevel, StatusColour>> = {
  depleted: 'red',
  soon: 'orange',
  none: 'green',
};

export interface RiskIcon {
  level: RiskLevel;
  colour: StatusColour;
  /** The spec's text, for the tooltip. */
  text: string;
  /** The day count shown on the orange icon; null otherwise. */
  days: number | null;
  /** Text plus count, for screen readers and exports: 'Nombre de jours … de la RFU : 3'. */
  label: string;
}

/** The risk level of a day count: 0 depleted, 1 to 7 soon, anything else (100) none. */
export function riskLevel(days: number): RiskLevel {
  if (days === 0) return 'depleted';
  if (Number.isInteger(days) && days >= 1 && days <= RISK_HORIZON_DAYS) return 'soon';
  return 'none';
}

/** The risk icon of a day count from riskDays. */
export function riskIcon(days: number): RiskIcon {
  const level = riskLevel(days);
  const text = RISK_TEXTS[level];
  const count = level === 'soon' ? days : null;
  return {
    level,
    colour: RISK_COLOURS[level],
    text,
    days: count,
    label: count === null ? text : `${text}\u202f: ${count}`,
  };
}

/** The risk icon of a plot. */
export function plotRiskIcon(plot: PlotDeficits): RiskIcon {
  return riskIcon(riskDays(plot));
}

/** The sort key of 'no risk within 7 days': after every day of the horizon. */
export const NO_RISK_SORT_KEY = RISK_HORIZON_DAYS + 1;

/**
 * The sort key of a risk, by urgency: depleted now 0, then the days left 1 to 7, then no risk
 * (NO_RISK_SORT_KEY, 8), whatever the day count meaning 'none' (100, a negative, NaN). Ascending
 * puts the plots to irrigate first; the labels' text would put 'RFU épuisée' last.
 */
export function riskSortKey(days: number): number {
  const level = riskLevel(days);
  if (level === 'depleted') return 0;
  if (level === 'soon') return days;
  return NO_RISK_SORT_KEY;
}

/** The urgency sort key of a plot's risk (riskSortKey of riskDays). */
export function plotRiskSortKey(plot: PlotDeficits): number {
  return riskSortKey(riskDays(plot));
}

/** The sort key of a plot without a balance ('Bilan non calculé'): after 'no risk'. */
export const UNCALCULATED_RISK_SORT_KEY = NO_RISK_SORT_KEY + 1;

/**
 * The sort key of the list's risk column (plotRiskDisplay): by urgency as riskSortKey, and a plot
 * whose risk cannot be told (calculation in error, outside the balance) last, after 'no risk'.
 */
export function plotRiskDisplaySortKey(plot: RiskDisplayPlot): number {
  return plotRiskDisplay(plot).level === 'uncalculated'
    ? UNCALCULATED_RISK_SORT_KEY
    : plotRiskSortKey(plot);
}

// ---------------------------------------------------------------------------------------------
// Stages: current and next (spec 3 §4)

export interface DatedStage {
  code: string;
  /** 'YYYY-MM-DD' (Paris date); a longer ISO text is read by its first 10 characters. */
  date: string | null | undefined;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** The 'YYYY-MM-DD' day of a date text, or null when it does not start with one. */
function isoDay(value: string | null | undefined): string | null {
  if (value == null) return null;
  const match = ISO_DAY.exec(value.trim());
  return match === null ? null : match[0];
}

/**
 * Stages for the stage list: dated ones by date, stages of the same date in the order received,
 * then stages without a readable date in the order received.
 */
export function sortStages<T extends DatedStage>(stages: readonly T[] | null | undefined): T[] {
  const indexed = (stages ?? []).map((stage, index) => ({ stage, index, day: isoDay(stage.date) }));
  indexed.sort((a, b) => {
    if (a.day !== b.day) {
      if (a.day === null) return 1;
      if (b.day === null) return -1;
      return a.day < b.day ? -1 : 1;
    }
    return a.index - b.index;
  });
  return indexed.map((entry) => entry.stage);
}

export interface CurrentAndNextStage<T> {
  current: T | null;
  next: T | null;
}

/**
 * The current stage is the latest whose date is not after today (today included); the next stage
 * is the first dated after today. Among stages of the same date, the one received last is the
 * current one and the one received first is the next one (upstream lists stages in growth order).
 * Stages without a readable date are ignored; an unreadable `today` gives neither.
 */
export function currentAndNextStage<T extends DatedStage>(
  stages: readonly T[] | null | undefined,
  today: string,
): CurrentAndNextStage<T> {
  const day = isoDay(today);
  if (day === null) return { current: null, next: null };
  const dated = sortStages(stages).filter((stage) => isoDay(stage.date) !== null);
  let current: T | null = null;
  for (const stage of dated) {
    if ((isoDay(stage.date) as string) > day) {
      return { current, next: stage };
    }
    current = stage;
  }
  return { current, next: null };
}

export function currentStage<T extends DatedStage>(
  stages: readonly T[] | null | undefined,
  today: string,
): T | null {
  return currentAndNextStage(stages, today).current;
}

export function nextStage<T extends DatedStage>(
  stages: readonly T[] | null | undefined,
  today: string,
): T | null {
  return currentAndNextStage(stages, today).next;
}

/** Whether a stage is marked observed (eye mark): its code is in stades_obs. */
export function isObservedStage(
  code: string | null | undefined,
  observed: readonly string[] | null | undefined,
): boolean {
  if (code == null) return false;
  const key = code.trim();
  return (observed ?? []).some((candidate) => candidate.trim() === key);
}

// ---------------------------------------------------------------------------------------------
// Rain data origin (spec 3 §3.3, §4)

export type RainOrigin = 'sent' | 'station' | 'institute' | 'instituteForecast';

export interface RainRow {
  date: string | null | undefined;
  type: string | null | undefined;
}

export interface RainContext {
  /** info.findesdonneesreelles: last day of real data, included. */
  findesdonneesreelles: string | null | undefined;
  /** Today's Paris date 'YYYY-MM-DD' (todayIso). */
  today: string;
}

/**
 * Where a day's rain comes from: 'manual' rows were sent by the user, 'station' rows come from
 * the plot's station, any other type from the institute. An institute row is real data up to and
 * including findesdonneesreelles and a forecast after it. Without findesdonneesreelles, rows up
 * to today are real and later ones forecasts; a row dated after today is a forecast too (the spec
 * stops at today, but only forecasts can be dated later). A row without a readable date is not
 * called a forecast.
 */
export function rainOrigin(row: RainRow, context: RainContext): RainOrigin {
  const type = (row.type ?? '').trim().toLowerCase();
  if (type === 'manual') return 'sent';
  if (type === 'station') return 'station';
  const day = isoDay(row.date);
  const end = isoDay(context.findesdonneesreelles) ?? isoDay(context.today);
  if (day === null || end === null) return 'institute';
  return day > end ? 'instituteForecast' : 'institute';
}

/**
 * The institute's name as shown in 'Données {institut}': trimmed, first letter upper case (the
 * configured name is the lower-case keyword also used to spot staff e-mails); blank gives the
 * default name.
 */
export function instituteDisplayName(instituteName: string | null | undefined): string {
  const name = (instituteName ?? '').trim() || DEFAULT_INSTITUTE_NAME;
  return name.charAt(0).toLocaleUpperCase('fr-FR') + name.slice(1);
}

/** The label of a rain origin, e.g. 'Données Institut prévisionnelles'. */
export function rainOriginText(
  origin: RainOrigin,
  instituteName: string = DEFAULT_INSTITUTE_NAME,
): string {
  switch (origin) {
    case 'sent':
      return 'Données envoyées';
    case 'station':
      return 'Données de station';
    case 'institute':
      return `Données ${instituteDisplayName(instituteName)}`;
    case 'instituteForecast':
      return `Données ${instituteDisplayName(instituteName)} prévisionnelles`;
  }
}

/** The origin label of a rain row: 'Données envoyées', 'Données de station', … */
export function rainOriginLabel(
  row: RainRow,
  context: RainContext,
  instituteName: string = DEFAULT_INSTITUTE_NAME,
): string {
  return rainOriginText(rainOrigin(row, context), instituteName);
}

// ---------------------------------------------------------------------------------------------
// Calculation status badge and balance table rows (spec 3 §2.10, §2.11, §4)

export interface StatusBadge {
  colour: StatusColour;
  label: string;
}

/**
 * The BH calculation status badge: 'ok' green 'Calcul à jour', 'ko' red 'Calcul en erreur',
 * anything else (including nothing) orange 'Calcul en attente'. The colour is the shared rule of
 * status-colours.ts; the spec gives no text, these are ours (docs/spec-deviations.md).
 */
export function waterBalanceStatusBadge(status: string | null | undefined): StatusBadge {
  return calculationBadgeOfColour(waterBalanceStatusColour(status));
}

/** The calculation badge's text of its colour (water balance, stages): the same three states. */
export function calculationBadgeOfColour(colour: StatusColour): StatusBadge {
  const label =
    colour === 'green'
      ? 'Calcul à jour'
      : colour === 'red'
        ? 'Calcul en erreur'
        : 'Calcul en attente';
  return { colour, label };
}

export type BalanceRowKind = 'real' | 'forecast' | 'frequency';

/** A balance table row: type 'previ' is a forecast (orange), 'freq' a frequency row (grey). */
export function balanceRowKind(type: string | null | undefined): BalanceRowKind {
  const text = (type ?? '').trim().toLowerCase();
  if (text === 'previ') return 'forecast';
  if (text === 'freq') return 'frequency';
  return 'real';
}

/**
 * What a balance row's figures are, in words: the colour alone would not say it to everyone, nor
 * survive in the Excel file. Wording ours (docs/spec-deviations.md).
 */
export const BALANCE_ROW_KIND_LABELS: Readonly<Record<BalanceRowKind, string>> = {
  real: 'Réelles',
  forecast: 'Prévisions',
  frequency: 'Fréquentielles',
};

/** 'Réelles', 'Prévisions' or 'Fréquentielles' for a balance row's type. */
export function balanceRowKindLabel(type: string | null | undefined): string {
  return BALANCE_ROW_KIND_LABELS[balanceRowKind(type)];
}

/** Row colour of a balance table row; null for real-data rows, which keep the table's style. */
export function balanceRowColour(type: string | null | undefined): StatusColour | null {
  const kind = balanceRowKind(type);
  if (kind === 'forecast') return 'orange';
  if (kind === 'frequency') return 'grey';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Risk display of a plot in the list: no balance, no risk shown (spec 3 §2.10, §4)

/** Why a plot has no balance to assess: its calculation failed, or it is outside the balance. */
export type UncalculatedReason = 'error' | 'outside';

export const UNCALCULATED_RISK_LABEL = 'Bilan non calculé';

export const UNCALCULATED_RISK_TEXTS: Readonly<Record<UncalculatedReason, string>> = {
  error: `${UNCALCULATED_RISK_LABEL} (calcul en erreur)`,
  outside: `${UNCALCULATED_RISK_LABEL} (parcelle hors bilan)`,
};

/** A plot whose risk cannot be told: a neutral grey mark, never the green 'no risk' tick. */
export interface UncalculatedRiskIcon {
  level: 'uncalculated';
  colour: 'grey';
  reason: UncalculatedReason;
  /** The tooltip: 'Bilan non calculé (calcul en erreur)'. */
  text: string;
  days: null;
  /** For screen readers, the search and the export: the same words as the tooltip. */
  label: string;
}

export type PlotRiskDisplay = RiskIcon | UncalculatedRiskIcon;

export interface RiskDisplayPlot extends PlotDeficits {
  statut_calcul_bh?: string | null;
  epuisement_rfu?: number | null;
}

/**
 * Which risk mark a plot of the list gets. A plot whose calculation is in error (status red, 'ko')
 * or which is outside the balance (depletion category 'Hors bilan') has no balance: its deficits
 * say nothing, so it gets 'Bilan non calculé' in grey, never the green 'no risk' tick nor a day
 * count. Any other plot gets the risk of its deficits (plotRiskIcon). Wording ours
 * (docs/spec-deviations.md).
 */
export function plotRiskDisplay(plot: RiskDisplayPlot): PlotRiskDisplay {
  let reason: UncalculatedReason | null = null;
  if (waterBalanceStatusColour(plot.statut_calcul_bh) === 'red') reason = 'error';
  else if (depletionCategory(plot.epuisement_rfu) === 'Hors bilan') reason = 'outside';
  if (reason === null) return plotRiskIcon(plot);
  const text = UNCALCULATED_RISK_TEXTS[reason];
  return { level: 'uncalculated', colour: 'grey', reason, text, days: null, label: text };
}
