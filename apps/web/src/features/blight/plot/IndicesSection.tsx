// The plot's daily and hourly indices (spec 3 §2.3): a start and an end date, and a switch between
// the table and the graph. The hourly table is exported for the period chosen.
import type { ExportPath } from '@agro/contracts/bff/exports';
import {
  BLIGHT_HOURLY_PAGE_SIZES,
  BLIGHT_INDICES_PAGE_SIZE,
  blightDailyIndexColumns,
  blightHourlyIndexColumns,
  FORECAST_DATA_TEXT,
  MEASURED_DATA_TEXT,
} from '@agro/contracts/columns/blight-plot';
import type { BlightDailyIndex, BlightHourlyRow } from '@agro/contracts/entities/blight';
import { HUMIDITY_HEADER_HELP } from '@agro/domain/blight';
import { Group, SegmentedControl, Stack } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import type { ColumnDisplay } from '../../../components/DataTable';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { DayHourTabs } from '../../../components/DayHourTabs';
import { withTypeColumn } from '../../../components/forecast-rows';
import { ForecastTable } from '../../../components/ForecastTable';
import { LoadState, type LoadingQuery } from '../../../components/LoadState';
import { TimeSeriesChart, type TimeSeries } from '../../../components/TimeSeriesChart';
import { humiditySeries, rainSeries, temperatureSeries } from '../../../components/weather-series';
import type { PeriodFilter } from '../../../components/use-period-rows';
import { useDailyIndices, useHourlyIndices } from './plot-api';
import { RiskBadge } from './RiskBadge';
import { RiskChart } from './RiskChart';
import { useIndicesPeriod } from './use-indices-period';

export const INDICES_LOAD_FAILED = "Les indices de la parcelle n'ont pas pu être chargés.";
/** The hourly indices' Excel file: GET /bff/exports/mildiou-horaires/{id}.xlsx?debut&fin. */
export const hourlyExportName = (id: string): ExportPath => `mildiou-horaires/${id}`;

type Dated<Row> = Row & { prevision: boolean };

const TYPE_WORDS = { forecast: FORECAST_DATA_TEXT, measure: MEASURED_DATA_TEXT };
const DAILY_COLUMNS = withTypeColumn(blightDailyIndexColumns, TYPE_WORDS, 22);
const HOURLY_COLUMNS = withTypeColumn(blightHourlyIndexColumns, TYPE_WORDS, 22);

/** The rows with whether each is a forecast: its day is the forecasts' first or later. */
function dated<Row extends { date: string }>(
  rows: readonly Row[],
  forecastFrom: string | null,
): Dated<Row>[] {
  return rows.map((row) => ({
    ...row,
    prevision: forecastFrom !== null && row.date.slice(0, 10) >= forecastFrom,
  }));
}
const right = { align: 'right' } as const;

const RISK_SIZE = 220;
const DAILY_DISPLAY: Record<string, ColumnDisplay<Dated<BlightDailyIndex>>> = {
  risque: { render: (row) => <RiskBadge risk={row.risque} />, size: RISK_SIZE },
  pluie: right,
  indexconta: right,
  l10spores: right,
  l10spospo: right,
  l10poids: right,
  l10cumulpoidsconta: right,
};
const HOURLY_DISPLAY: Record<string, ColumnDisplay<Dated<BlightHourlyRow>>> = {
  risque: { render: (row) => <RiskBadge risk={row.risque} />, size: RISK_SIZE },
  indice_hum: { align: 'right', headerHelp: HUMIDITY_HEADER_HELP },
  temperature: right,
  hygrometrie: right,
  pluie: right,
  indice_temp: right,
  indexconta: right,
  l10spores: right,
  l10spospo: right,
  l10poids: right,
};

const HOURLY_SERIES: readonly TimeSeries[] = [
  rainSeries('pluie'),
  temperatureSeries('temperature', 'Température'),
  humiditySeries('hygrometrie', 'Humidité'),
  {
    key: 'indexconta',
    label: 'Indice de contamination',
    kind: 'line',
    color: '#5f3dc4',
    fractionDigits: 2,
  },
];

type View = 'tableau' | 'graphique';

/**
 * A tab of indices: its period and the switch between the table and the graph above them, once
 * the indices are read.
 */
function IndicesPanel({
  query,
  name,
  period,
  chart,
  table,
}: {
  query: LoadingQuery;
  /** 'journaliers' or 'horaires': the tab's words ('Période des indices journaliers'...). */
  name: string;
  period: PeriodFilter;
  chart: ReactNode;
  table: ReactNode;
}) {
  const [view, setView] = useState<View>('tableau');
  return (
    <LoadState
      query={query}
      failure={INDICES_LOAD_FAILED}
      loading={`Chargement des indices ${name}`}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <DateRangeFilter label={`Période des indices ${name}`} {...period} />
          <SegmentedControl
            aria-label={`Affichage des indices ${name}`}
            value={view}
            onChange={(next) => setView(next as View)}
            data={[
              { value: 'tableau', label: 'Tableau' },
              { value: 'graphique', label: 'Graphique' },
            ]}
          />
        </Group>
        {view === 'graphique' ? chart : table}
      </Stack>
    </LoadState>
  );
}

interface TabProps {
  plotId: string;
  today: string;
  threshold: number | null;
  forecastFrom: string | null;
}

function DailyTab({ plotId, today, threshold, forecastFrom }: TabProps) {
  const days = useDailyIndices(plotId);
  const period = useIndicesPeriod(days.data, today, 'day');
  const shown = useMemo(() => dated(period.shown, forecastFrom), [period.shown, forecastFrom]);
  return (
    <IndicesPanel
      query={days}
      name="journaliers"
      period={period.filter}
      chart={
        <RiskChart rows={shown} threshold={threshold} forecastFrom={forecastFrom} zoomed={false} />
      }
      table={
        <ForecastTable
          label="Indices journaliers"
          columns={DAILY_COLUMNS}
          display={DAILY_DISPLAY}
          rows={shown}
          defaultPageSize={BLIGHT_INDICES_PAGE_SIZE}
          pageSizes={[BLIGHT_INDICES_PAGE_SIZE, 50, 100]}
        />
      }
    />
  );
}

function HourlyTab({ plotId, today, forecastFrom }: TabProps) {
  const hours = useHourlyIndices(plotId);
  const period = useIndicesPeriod(hours.data, today, 'hour');
  const shown = useMemo(() => dated(period.shown, forecastFrom), [period.shown, forecastFrom]);
  return (
    <IndicesPanel
      query={hours}
      name="horaires"
      period={period.filter}
      chart={
        <TimeSeriesChart
          title="Indices horaires"
          data={shown}
          series={HOURLY_SERIES}
          forecast={forecastFrom === null ? undefined : { from: `${forecastFrom}T00:00:00.000Z` }}
          leftAxisLabel="°C, indice"
          rightAxisLabel="mm, %"
        />
      }
      table={
        <ForecastTable
          label="Indices horaires"
          columns={HOURLY_COLUMNS}
          display={HOURLY_DISPLAY}
          rows={shown}
          pageSizes={BLIGHT_HOURLY_PAGE_SIZES}
          defaultPageSize={BLIGHT_HOURLY_PAGE_SIZES[1]}
          exportName={hourlyExportName(plotId)}
          exportParameters={period.exportParameters}
        />
      }
    />
  );
}

export function IndicesSection(props: TabProps) {
  return (
    <DayHourTabs
      title="Indices"
      dayLabel="Indices journaliers"
      hourLabel="Indices horaires"
      day={<DailyTab {...props} />}
      hour={<HourlyTab {...props} />}
    />
  );
}
