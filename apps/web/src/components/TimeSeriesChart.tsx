// A chart of measures over days or hours on Recharts (docs/architecture.md, "Web"): bars, lines
// and areas sharing a date axis with French 'dd/mm' ticks ('dd/mm hh:mm' for hours, Paris time), a
// French tooltip with units, a legend, the width of its container, the forecasts shaded and the
// missing days or hours marked: a grey band, no line joining across it, and a sentence under the
// chart saying which (issue 41).
// Built for the water-balance chart (rain and irrigation bars, soil deficit, RFU and RU lines,
// spec 3 §2.11) and the station and risk charts.
// Recharts loads with the screens that import this module, never with the login page.
import { formatDateTimeFr, todayIso } from '@agro/domain/dates';
import { missingRuns } from '@agro/domain/station-series';
import { Box, Text } from '@mantine/core';
import { useId, useState } from 'react';
import {
  Area,
  Bar,
  Brush,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { formatDayMonth, formatLongDay, formatMeasure, formatNumberFr } from '../lib/format';
import { Legend as LegendList } from './Legend';

/** One measure drawn over the days. */
export interface TimeSeries {
  /** Field of the rows holding the measure. */
  key: string;
  /** French name in the legend and the tooltip: 'Pluie'. */
  label: string;
  kind: 'bar' | 'line' | 'area';
  color: string;
  /** Unit written after the values in the tooltip: 'mm'. */
  unit?: string;
  /** Decimals shown in the tooltip, 1 by default. */
  fractionDigits?: number;
  /** Axis the measure is read on, the left one by default. */
  axis?: 'left' | 'right';
  /** Bars (or areas) with the same stack are piled up. */
  stackId?: string;
  /** A dashed line, for thresholds such as the RU. */
  dashed?: boolean;
  /**
   * Measures taken on some days only (satellite images): a dot on each, joined across the days
   * between.
   */
  sparse?: boolean;
}

/** A day's measures: `date` is 'YYYY-MM-DD' (or an ISO instant), the rest are the series' keys. */
export type TimeSeriesRow = { date: string } & Record<string, unknown>;

export interface ForecastArea {
  /** First forecast day, 'YYYY-MM-DD'. */
  from: string;
  /** Last forecast day; the last day of the data by default. */
  to?: string;
  /** Shown in the shaded area, 'Prévisions' by default. */
  label?: string;
}

export interface TimeSeriesChartProps {
  /** Title shown above the chart, also its name for screen readers. */
  title: string;
  data: readonly TimeSeriesRow[];
  series: readonly TimeSeries[];
  /** Days to shade as forecasts. */
  forecast?: ForecastArea;
  /** Names of the axes, such as 'mm'. */
  leftAxisLabel?: string;
  rightAxisLabel?: string;
  /** Height in pixels, 320 by default; the width is the container's. */
  height?: number;
  /**
   * Adds a range slider under the chart, showing at first the days from this share of the data
   * to its end: 0.45 for the spec's default zoom of 45 to 100 % (spec 3 §2.3, §2.8, §9).
   */
  zoomFrom?: number;
  /** Fixed bounds of an axis, e.g. [0, 11] and [0, 50] on the blight risk chart (spec 3 §2.3). */
  leftDomain?: readonly [number, number];
  rightDomain?: readonly [number, number];
  /** Horizontal lines, such as the plot's treatment threshold; listed in the legend. */
  thresholds?: readonly ChartThreshold[];
  /**
   * Vertical lines at days, labelled at the top, such as the crop's stages (E1C, 1N…); a day the
   * data does not hold is not drawn.
   */
  markers?: readonly ChartMarker[];
  /**
   * Whether nothing was received for a row (a day or hour put back by the screen): its measures
   * are not drawn, a grey band marks it and the text under the chart lists the missing periods.
   */
  isMissing?: (row: TimeSeriesRow) => boolean;
}

/** A vertical line at one day of the data. */
export interface ChartMarker {
  /** 'YYYY-MM-DD', as the rows' `date`. */
  date: string;
  label: string;
}

/** A horizontal line across the chart at a value of one axis. */
export interface ChartThreshold {
  value: number;
  /** Its name in the legend and on the line: 'Seuil de traitement'. */
  label: string;
  color: string;
  axis?: 'left' | 'right';
}

export const FORECAST_LABEL = 'Prévisions';
const FORECAST_COLOR = '#fd7e14';
export const MISSING_LABEL = 'Données manquantes';
const MISSING_COLOR = '#868e96';
/** Missing periods the sentence under the chart names before '(+n autres)'. */
const MISSING_PERIODS_SAID = 5;
/** Hours are said in the time of the screen, Paris time (issue 41: times labelled). */
export const LOCAL_TIME_LABEL = 'heure locale';

/** The runs of missing rows, as indexes of the rows. */
export function missingBands(
  data: readonly TimeSeriesRow[],
  isMissing: ((row: TimeSeriesRow) => boolean) | undefined,
): { x1: string; x2: string; count: number }[] {
  if (!isMissing) return [];
  const marked = data.map((row) => ({ date: row.date, manquant: isMissing(row) }));
  return missingRuns(marked).map((run) => ({ x1: run.from, x2: run.to, count: run.count }));
}

/** 'Données manquantes : le 08/06 ; du 10/06 au 14/06 (+2 autres)', or null when none. */
export function missingSentence(bands: readonly { x1: string; x2: string }[]): string | null {
  if (bands.length === 0) return null;
  const said = bands
    .slice(0, MISSING_PERIODS_SAID)
    .map((band) =>
      band.x1 === band.x2
        ? `le ${formatTick(band.x1)}`
        : `du ${formatTick(band.x1)} au ${formatTick(band.x2)}`,
    );
  const more = bands.length - said.length;
  const hourly = instantOf(bands[0]?.x1) !== null;
  return `${MISSING_LABEL}${hourly ? ` (${LOCAL_TIME_LABEL})` : ''}\u202f: ${said.join('\u202f; ')}${
    more > 0 ? ` (+${more} ${more === 1 ? 'autre' : 'autres'})` : ''
  }`;
}

/** The forecast's first and last days within the data, or null when none of its days is there. */
export function forecastBounds(
  data: readonly TimeSeriesRow[],
  forecast: ForecastArea | undefined,
): { x1: string; x2: string } | null {
  if (!forecast) return null;
  const to = forecast.to ?? data[data.length - 1]?.date;
  if (to === undefined) return null;
  const days = data.map((row) => row.date).filter((date) => date >= forecast.from && date <= to);
  const [x1] = days;
  const x2 = days[days.length - 1];
  return x1 !== undefined && x2 !== undefined ? { x1, x2 } : null;
}

const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** An instant of hourly rows, or null for a calendar day or anything unreadable. */
function instantOf(value: unknown): Date | null {
  const text = String(value ?? '');
  if (isDay(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Axis and slider ticks: 'dd/mm' for a day, 'dd/mm hh:mm' (Paris time) for an hour. */
export function formatTick(value: unknown): string {
  const at = instantOf(value);
  if (at === null) return formatDayMonth(String(value ?? ''));
  const text = formatDateTimeFr(at);
  return `${text.slice(0, 5)} ${text.slice(11)}`;
}

/**
 * The tooltip's title: the long French day, and the Paris time of an hour, said so
 * ('… à 14:00 heure locale').
 */
export function tooltipDate(label: unknown): string {
  const at = instantOf(label);
  if (at === null) return formatLongDay(String(label ?? ''));
  return `${formatLongDay(todayIso(at))} à ${formatDateTimeFr(at).slice(11)} ${LOCAL_TIME_LABEL}`;
}

export interface ChartTooltipProps extends Pick<
  TooltipContentProps<number, string>,
  'active' | 'payload' | 'label'
> {
  series: readonly TimeSeries[];
  forecast?: ForecastArea;
  /** Dates of the rows of which nothing came in (Recharts gives no payload for them). */
  missingDates?: ReadonlySet<string>;
}

/**
 * The tooltip: the day, then each measure with its unit the French way, '–' when missing; a day
 * or hour of which nothing came in says so instead.
 */
export function ChartTooltip({
  active,
  payload,
  label,
  series,
  forecast,
  missingDates,
}: ChartTooltipProps) {
  const date = String(label ?? '');
  const missing = missingDates?.has(date) === true;
  if (!active || ((!payload || payload.length === 0) && !missing)) return null;
  const row = payload?.[0]?.payload as TimeSeriesRow | undefined;
  const isForecast =
    forecast !== undefined && date >= forecast.from && date <= (forecast.to ?? date);
  return (
    <Box
      p={8}
      style={{
        background: 'var(--mantine-color-white)',
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 4,
        fontSize: 13,
      }}
    >
      <Text fw={600} size="sm">
        {tooltipDate(label)}
        {isForecast ? ` (${(forecast.label ?? FORECAST_LABEL).toLowerCase()})` : ''}
      </Text>
      {missing ? (
        <Text size="sm">{MISSING_LABEL}</Text>
      ) : (
        series.map((item) => {
          // Read from the day's row: Recharts leaves measures without a value out of the payload.
          const value = asNumber(row?.[item.key]);
          return (
            <Text key={item.key} size="sm">
              <Box
                component="span"
                aria-hidden
                display="inline-block"
                w={10}
                h={10}
                mr={6}
                style={{ background: item.color, borderRadius: 2 }}
              />
              {item.label}&#x202F;:{' '}
              {value === null ? '–' : formatMeasure(value, item.unit, item.fractionDigits)}
            </Text>
          );
        })
      )}
    </Box>
  );
}

/**
 * The legend, in the series' order. Recharts' own sorts the names and labels each swatch
 * '<name> legend icon' for screen readers, in English.
 */
export function SeriesLegend({
  series,
  thresholds = [],
  withMissing = false,
}: {
  series: readonly TimeSeries[];
  thresholds?: readonly ChartThreshold[];
  /** Adds the grey band of the missing days or hours. */
  withMissing?: boolean;
}) {
  const lines: readonly TimeSeries[] = thresholds.map((line) => ({
    key: `seuil-${line.label}`,
    label: `${line.label} (${formatNumberFr(line.value)})`,
    kind: 'line',
    color: line.color,
    dashed: true,
  }));
  const missing: readonly TimeSeries[] = withMissing
    ? [{ key: 'manquant', label: MISSING_LABEL, kind: 'area', color: MISSING_COLOR }]
    : [];
  return (
    <LegendList
      label="Légende"
      centred
      items={[...series, ...lines, ...missing].map((item) => ({
        key: item.key,
        label: item.label,
        swatch: (
          <svg width="16" height="10" aria-hidden focusable="false">
            {item.kind === 'line' ? (
              <line
                x1="0"
                y1="5"
                x2="16"
                y2="5"
                stroke={item.color}
                strokeWidth="2"
                strokeDasharray={item.dashed ? '4 2' : undefined}
              />
            ) : (
              <rect width="16" height="10" rx="2" fill={item.color} />
            )}
          </svg>
        ),
      }))}
    />
  );
}

function drawSeries(item: TimeSeries) {
  const common = {
    dataKey: item.key,
    name: item.label,
    yAxisId: item.axis ?? 'left',
    isAnimationActive: false,
    ...(item.stackId ? { stackId: item.stackId } : {}),
  };
  if (item.kind === 'bar') {
    return <Bar key={item.key} {...common} fill={item.color} maxBarSize={18} />;
  }
  if (item.kind === 'area') {
    return (
      <Area
        key={item.key}
        {...common}
        type="linear"
        stroke={item.color}
        fill={item.color}
        fillOpacity={0.2}
        connectNulls={false}
      />
    );
  }
  return (
    <Line
      key={item.key}
      {...common}
      type="linear"
      stroke={item.color}
      strokeWidth={2}
      strokeDasharray={item.dashed ? '6 4' : undefined}
      dot={item.sparse ? { r: 3, fill: item.color } : false}
      connectNulls={item.sparse === true}
    />
  );
}

export function TimeSeriesChart({
  title,
  data,
  series,
  forecast,
  leftAxisLabel,
  rightAxisLabel,
  height = 320,
  zoomFrom,
  leftDomain,
  rightDomain,
  thresholds = [],
  markers = [],
  isMissing,
}: TimeSeriesChartProps) {
  const titleId = useId();
  const lastIndex = Math.max(data.length - 1, 0);
  const firstShown =
    zoomFrom === undefined ? 0 : Math.min(lastIndex, Math.max(0, Math.round(lastIndex * zoomFrom)));
  const [shown, setShown] = useState<{ start: number; end: number } | null>(null);
  const visible =
    shown !== null && shown.end <= lastIndex ? shown : { start: firstShown, end: lastIndex };
  // Within the slider's window: an area starting before the first day shown would be dropped.
  const shaded = forecastBounds(data.slice(visible.start, visible.end + 1), forecast);
  const gaps = missingBands(data, isMissing);
  const shownGaps = missingBands(data.slice(visible.start, visible.end + 1), isMissing);
  const gapsSentence = missingSentence(gaps);
  const missingDates = new Set(isMissing ? data.filter(isMissing).map((row) => row.date) : []);
  const hasRight = series.some((item) => item.axis === 'right');
  const rows = data as TimeSeriesRow[];
  return (
    <Box component="figure" m={0} aria-labelledby={titleId}>
      <Text component="figcaption" fw={600} id={titleId} mb={4}>
        {title}
      </Text>
      <ResponsiveContainer width="100%" height={height}>
        <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} title={title}>
          <CartesianGrid stroke="#dee2e6" strokeDasharray="3 3" />
          <XAxis
            dataKey="date"
            tickFormatter={formatTick}
            minTickGap={12}
            tick={{ fontSize: 12, fill: '#495057' }}
          />
          <YAxis
            yAxisId="left"
            tickFormatter={(value: number) => formatNumberFr(value)}
            tick={{ fontSize: 12, fill: '#495057' }}
            width={48}
            {...(leftDomain ? { domain: [...leftDomain], allowDataOverflow: true } : {})}
            label={
              leftAxisLabel
                ? { value: leftAxisLabel, angle: -90, position: 'insideLeft', fill: '#495057' }
                : undefined
            }
          />
          {hasRight && (
            <YAxis
              yAxisId="right"
              orientation="right"
              tickFormatter={(value: number) => formatNumberFr(value)}
              tick={{ fontSize: 12, fill: '#495057' }}
              width={48}
              {...(rightDomain ? { domain: [...rightDomain], allowDataOverflow: true } : {})}
              label={
                rightAxisLabel
                  ? { value: rightAxisLabel, angle: 90, position: 'insideRight', fill: '#495057' }
                  : undefined
              }
            />
          )}
          {shaded && (
            <ReferenceArea
              yAxisId="left"
              x1={shaded.x1}
              x2={shaded.x2}
              fill={FORECAST_COLOR}
              fillOpacity={0.12}
              stroke={FORECAST_COLOR}
              strokeOpacity={0.4}
              // Clipped to the plot rather than discarded: the end of the last day falls a rounding
              // beyond the axis, and Recharts' default drops an area that overflows.
              ifOverflow="hidden"
              label={{
                value: forecast?.label ?? FORECAST_LABEL,
                position: 'insideTop',
                fill: '#495057',
                fontSize: 12,
              }}
              className="zone-previsions"
            />
          )}
          {shownGaps.map((band) => (
            <ReferenceArea
              key={`manquant-${band.x1}`}
              yAxisId="left"
              x1={band.x1}
              x2={band.x2}
              fill={MISSING_COLOR}
              fillOpacity={0.25}
              stroke={MISSING_COLOR}
              strokeOpacity={0.5}
              strokeDasharray="3 3"
              ifOverflow="hidden"
              className="zone-manquante"
            />
          ))}
          {series.map(drawSeries)}
          {markers
            .filter((marker) => rows.some((row) => row.date === marker.date))
            .map((marker) => (
              <ReferenceLine
                key={`${marker.label}-${marker.date}`}
                yAxisId="left"
                x={marker.date}
                stroke="#495057"
                strokeDasharray="2 3"
                label={{
                  value: marker.label,
                  position: 'insideTopLeft',
                  fill: '#212529',
                  fontSize: 12,
                }}
              />
            ))}
          {thresholds.map((line) => (
            <ReferenceLine
              key={line.label}
              yAxisId={line.axis ?? 'left'}
              y={line.value}
              stroke={line.color}
              strokeWidth={2}
              strokeDasharray="8 4"
              ifOverflow="extendDomain"
              label={{
                value: line.label,
                position: 'insideTopRight',
                fill: '#495057',
                fontSize: 12,
              }}
            />
          ))}
          <Tooltip
            content={(props) => (
              <ChartTooltip
                active={props.active}
                payload={props.payload}
                label={props.label}
                series={series}
                forecast={forecast}
                missingDates={missingDates}
              />
            )}
          />
          <Legend
            content={() => (
              <SeriesLegend
                series={series}
                thresholds={thresholds}
                withMissing={gapsSentence !== null}
              />
            )}
          />
          {zoomFrom !== undefined && data.length > 1 && (
            <Brush
              dataKey="date"
              height={24}
              stroke="#495057"
              startIndex={visible.start}
              endIndex={visible.end}
              tickFormatter={formatTick}
              ariaLabel={`Période affichée\u202f: du ${formatTick(data[visible.start]?.date)} au ${formatTick(data[visible.end]?.date)}`}
              onChange={({ startIndex, endIndex }) => {
                if (startIndex !== undefined && endIndex !== undefined) {
                  setShown({ start: startIndex, end: endIndex });
                }
              }}
            />
          )}
        </ComposedChart>
      </ResponsiveContainer>
      {gapsSentence !== null && (
        <Text size="sm" c="gray.8" mt={4}>
          {gapsSentence}
        </Text>
      )}
    </Box>
  );
}
