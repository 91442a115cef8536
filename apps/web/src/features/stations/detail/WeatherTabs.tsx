// The station's weather by day and by hour (spec 3 §2.8, §4, §9): each tab a period filter, a
// chart ('Suivi par jour', 'Suivi par heure', the hourly one opening on 80 to 100 % of its hours)
// and a table; forecast rows are shaded and say 'Prévision'. The daily file is the admins'.
import {
  STATION_HOURLY_PAGE_SIZES,
  STATION_TABLE_PAGE_SIZE,
  stationDailyColumns,
  stationHourlyColumns,
} from '@agro/contracts/columns/station-weather';
import type { ExportPath } from '@agro/contracts/bff/exports';
import type { Column } from '@agro/contracts/columns/column';
import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { Loader, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { ColumnDisplay } from '../../../components/DataTable';
import { DateRangeFilter, type DateRange } from '../../../components/DateRangeFilter';
import { DayHourTabs } from '../../../components/DayHourTabs';
import { withTypeColumn } from '../../../components/forecast-rows';
import { ForecastTable } from '../../../components/ForecastTable';
import { SectionLoadError } from '../../../components/SectionLoadError';
import { TimeSeriesChart, type TimeSeries } from '../../../components/TimeSeriesChart';
import {
  humiditySeries,
  minTemperatureSeries,
  rainSeries,
  temperatureSeries,
} from '../../../components/weather-series';
import { usePeriodRows } from '../../../components/use-period-rows';
import {
  boundedHourlyRange,
  dailyRows,
  defaultDailyRange,
  defaultHourlyRange,
  FORECAST_TEXT,
  firstForecast,
  HOURLY_PERIOD_MAX_DAYS,
  hourlyBounds,
  hourlyRows,
  MEASURE_TEXT,
  type DailyRow,
  type HourlyRow,
} from './detail-model';
import { useStationDays, useStationHours } from './station-api';

/** Spec 3 §2.8: the hourly chart opens on 80 to 100 % of its hours. */
export const HOURLY_CHART_ZOOM_FROM = 0.8;
export const WEATHER_LOAD_FAILED = "Les données météo de la station n'ont pas pu être chargées.";
const TYPE_WORDS = { forecast: FORECAST_TEXT, measure: MEASURE_TEXT };
const DAILY_COLUMNS = withTypeColumn(
  stationDailyColumns as readonly Column<DailyRow>[],
  TYPE_WORDS,
  12,
);
const HOURLY_COLUMNS = withTypeColumn(
  stationHourlyColumns as readonly Column<HourlyRow>[],
  TYPE_WORDS,
  12,
);
const NUMBER_DISPLAY = { align: 'right' } as const;
const DAILY_DISPLAY: Record<string, ColumnDisplay<DailyRow>> = Object.fromEntries(
  ['t_min', 't_avg', 't_max', 'u_min', 'u_avg', 'u_max', 'rr_sum'].map((key) => [
    key,
    NUMBER_DISPLAY,
  ]),
);
const HOURLY_DISPLAY: Record<string, ColumnDisplay<HourlyRow>> = Object.fromEntries(
  ['t', 'u', 'rr'].map((key) => [key, NUMBER_DISPLAY]),
);

const DAILY_SERIES: readonly TimeSeries[] = [
  rainSeries('rr_sum'),
  minTemperatureSeries('t_min', 'Température min'),
  temperatureSeries('t_max', 'Température max'),
  humiditySeries('u_avg', 'Humidité moyenne'),
];
const HOURLY_SERIES: readonly TimeSeries[] = [
  rainSeries('rr'),
  temperatureSeries('t', 'Température'),
  humiditySeries('u', 'Humidité'),
];

/** A tab's chart: temperatures on the left axis, rain and humidity on the right, forecasts shaded. */
function WeatherChart({
  title,
  loadingLabel,
  pending,
  rows,
  series,
  forecastFrom,
  zoomFrom,
}: {
  title: string;
  loadingLabel: string;
  pending: boolean;
  rows: readonly { date: string }[];
  series: readonly TimeSeries[];
  forecastFrom: string | null;
  zoomFrom?: number;
}) {
  if (pending) return <Loader size="sm" aria-label={loadingLabel} />;
  return (
    <TimeSeriesChart
      title={title}
      data={rows}
      series={series}
      forecast={forecastFrom === null ? undefined : { from: forecastFrom }}
      leftAxisLabel="°C"
      rightAxisLabel="mm, %"
      zoomFrom={zoomFrom}
    />
  );
}

interface TabProps {
  station: ConnectedStation;
  today: string;
  now: Date;
  exportName: ExportPath | null;
}

function DailyTab({ station, today, exportName }: TabProps) {
  const id = String(station.id);
  const days = useStationDays(id);
  const rows = useMemo(
    () => dailyRows(days.data ?? [], station, today),
    [days.data, station, today],
  );
  const { shown, filter } = usePeriodRows(rows, {
    proposed: defaultDailyRange(today, rows),
    min: rows[0]?.date,
    max: rows.at(-1)?.date,
  });
  const forecastFrom = firstForecast(shown);
  if (days.isError) {
    return <SectionLoadError message={WEATHER_LOAD_FAILED} onRetry={() => void days.refetch()} />;
  }
  return (
    <Stack gap="md">
      <DateRangeFilter label="Période du suivi par jour" {...filter} />
      <WeatherChart
        title="Suivi par jour"
        loadingLabel="Chargement des données journalières"
        pending={days.isPending}
        rows={shown}
        series={DAILY_SERIES}
        forecastFrom={forecastFrom}
      />
      <ForecastTable
        label="Données météo par jour"
        columns={DAILY_COLUMNS}
        display={DAILY_DISPLAY}
        rows={shown}
        loading={days.isPending}
        defaultPageSize={STATION_TABLE_PAGE_SIZE}
        pageSizes={[STATION_TABLE_PAGE_SIZE, 25, 50, 100]}
        {...(exportName === null ? {} : { exportName })}
      />
    </Stack>
  );
}

function HourlyTab({ station, today, now }: TabProps) {
  const id = String(station.id);
  const [range, setRange] = useState<DateRange>(() => defaultHourlyRange(today));
  const bounds = useMemo(() => hourlyBounds(station, today), [station, today]);
  const hours = useStationHours(id, range.from, range.to);
  const rows = useMemo(
    () => hourlyRows(hours.data ?? [], station, now),
    [hours.data, station, now],
  );
  const forecastFrom = firstForecast(rows);
  return (
    <Stack gap="md">
      {/* The period stays at hand when its hours fail to load: another one may be chosen. */}
      <DateRangeFilter
        label="Période du suivi par heure"
        value={range}
        onChange={(next) => setRange((previous) => boundedHourlyRange(previous, next))}
        min={bounds.from}
        max={bounds.to}
      />
      <Text size="xs" c="dimmed" mt={-8}>
        Période de {HOURLY_PERIOD_MAX_DAYS} jours au plus.
      </Text>
      {hours.isError ? (
        <SectionLoadError message={WEATHER_LOAD_FAILED} onRetry={() => void hours.refetch()} />
      ) : (
        <>
          <WeatherChart
            title="Suivi par heure"
            loadingLabel="Chargement des données horaires"
            pending={hours.isPending}
            rows={rows}
            series={HOURLY_SERIES}
            forecastFrom={forecastFrom}
            zoomFrom={HOURLY_CHART_ZOOM_FROM}
          />
          <ForecastTable
            label="Données météo par heure"
            columns={HOURLY_COLUMNS}
            display={HOURLY_DISPLAY}
            rows={rows}
            loading={hours.isPending}
            pageSizes={STATION_HOURLY_PAGE_SIZES}
          />
        </>
      )}
    </Stack>
  );
}

export function WeatherTabs(props: TabProps) {
  return (
    <DayHourTabs
      title="Données météo"
      dayLabel="Par jour"
      hourLabel="Par heure"
      day={<DailyTab {...props} />}
      hour={<HourlyTab {...props} />}
    />
  );
}
