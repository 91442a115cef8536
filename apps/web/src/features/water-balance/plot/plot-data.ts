// What the plot detail (spec 3 §2.11) derives from the plot and its rain: displayed values with
// '-' for what is missing, the chart's days, and the rain-origin days of the reception heat map.
import type { BhBalanceRow, BhPlot, BhRainInfo } from '@agro/contracts/entities/water-balance';
import { formatDateFr } from '@agro/domain/dates';
import {
  balanceRowKind,
  EMPTY_VALUE,
  rainOrigin,
  rainOriginText,
  type RainOrigin,
} from '@agro/domain/water-balance';
import type { CalendarDay, HeatmapPiece } from '../../../components/calendar-heatmap';
import type { TimeSeries, TimeSeriesRow } from '../../../components/TimeSeriesChart';
import { formatMeasure } from '../../../lib/format';

export { EMPTY_VALUE };

/** Text as sent, '-' when missing or blank. */
export function textOrEmpty(value: string | number | null | undefined): string {
  if (value == null) return EMPTY_VALUE;
  const text = String(value).trim();
  return text === '' ? EMPTY_VALUE : text;
}

/** A day as 'dd/mm/yyyy', '-' when missing or unreadable. */
export function dateOrEmpty(value: string | null | undefined): string {
  return formatDateFr(value) || EMPTY_VALUE;
}

/** '12,5 mm' the French way, '-' when missing. */
export function measureOrEmpty(
  value: number | null | undefined,
  unit: string,
  fractionDigits = 1,
): string {
  return formatMeasure(value, unit, fractionDigits) || EMPTY_VALUE;
}

/** A flag sent as a boolean or 0/1 (irrig_precedent): 'Oui', 'Non', '-' when missing. */
export function yesNo(value: boolean | number | null | undefined): string {
  if (value == null) return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (value === 1) return 'Oui';
  if (value === 0) return 'Non';
  return EMPTY_VALUE;
}

/** Water-turn duration: '7 jours', '1 jour'. */
export function daysOrEmpty(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return EMPTY_VALUE;
  return measureOrEmpty(value, Math.abs(value) <= 1 ? 'jour' : 'jours');
}

// ---------------------------------------------------------------------------------------------
// Colours of the balance table's rows.

/**
 * Balance table rows (spec 3 §2.11: forecast rows orange, frequency rows grey): pale shades, on
 * which the table's black text and links keep more than 6:1, told apart from the stripes.
 */
export const BALANCE_ROW_BACKGROUNDS = { forecast: '#ffe8cc', frequency: '#ced4da' } as const;

export function balanceRowBackground(row: Pick<BhBalanceRow, 'type'>): string | null {
  const kind = balanceRowKind(row.type);
  return kind === 'real' ? null : BALANCE_ROW_BACKGROUNDS[kind];
}

// ---------------------------------------------------------------------------------------------
// The water-balance chart

export const BALANCE_SERIES: readonly TimeSeries[] = [
  { key: 'pluie', label: 'Pluie', kind: 'bar', color: '#1c7ed6', unit: 'mm' },
  { key: 'irrigation', label: 'Irrigation', kind: 'bar', color: '#0c8599', unit: 'mm' },
  { key: 'deficit', label: 'Déficit en eau du sol', kind: 'line', color: '#e03131', unit: 'mm' },
  { key: 'rfu', label: 'RFU', kind: 'line', color: '#2b8a3e', unit: 'mm' },
  { key: 'ru', label: 'RU', kind: 'line', color: '#495057', unit: 'mm', dashed: true },
];

/** The chart's days, in date order whatever order the rows came in. */
export function balanceChartRows(rows: readonly BhBalanceRow[]): TimeSeriesRow[] {
  return [...rows]
    .sort((a, b) => (a.Date < b.Date ? -1 : a.Date > b.Date ? 1 : 0))
    .map((row) => ({
      date: row.Date,
      pluie: row.Pluie,
      irrigation: row.Irrigation,
      deficit: row['Deficit en eau du sol'],
      rfu: row.RFU,
      ru: row.RU,
    }));
}

/** The first forecast ('previ') day, from which the chart shades the days; null without one. */
export function firstForecastDay(rows: readonly BhBalanceRow[]): string | null {
  let first: string | null = null;
  for (const row of rows) {
    if (balanceRowKind(row.type) === 'forecast' && (first === null || row.Date < first)) {
      first = row.Date;
    }
  }
  return first;
}

// ---------------------------------------------------------------------------------------------
// The weather-data reception heat map: each day coloured by where its rain comes from (spec 3
// §2.11, §4). The heat map colours numbers; each origin is one number with a piece of its own.

export const RAIN_ORIGINS: readonly RainOrigin[] = [
  'sent',
  'station',
  'institute',
  'instituteForecast',
];

/**
 * Colours of the origins: each has at least 3:1 contrast with the page (WCAG 1.4.11) and they
 * differ in hue; the tooltip and the legend say the origin in words.
 */
const RAIN_ORIGIN_COLOURS: Readonly<Record<RainOrigin, string>> = {
  sent: '#1864ab',
  station: '#2b8a3e',
  institute: '#5f3dc4',
  instituteForecast: '#e8590c',
};

/** One piece per origin, labelled 'Données envoyées', 'Données de station', 'Données <Institut>'… */
export function rainOriginPieces(instituteName: string): HeatmapPiece[] {
  return RAIN_ORIGINS.map((origin, index) => ({
    min: index,
    max: index,
    color: RAIN_ORIGIN_COLOURS[origin],
    label: rainOriginText(origin, instituteName),
  }));
}

/** The heat map's days: each rain row's origin as the index of its piece. */
export function rainOriginDays(rains: BhRainInfo, today: string): CalendarDay[] {
  const context = { findesdonneesreelles: rains.info.findesdonneesreelles, today };
  return rains.pluies.map((row) => ({
    date: row.date,
    value: RAIN_ORIGINS.indexOf(rainOrigin(row, context)),
  }));
}

/** The origin's piece says it all: the index itself means nothing to a reader. */
export const rainOriginValueText = (): null => null;

// ---------------------------------------------------------------------------------------------

/** The plot's position on the map, coloured by crop; none without a finite position. */
export function hasPosition(plot: Pick<BhPlot, 'latitude' | 'longitude'>): boolean {
  return Number.isFinite(plot.latitude) && Number.isFinite(plot.longitude);
}
