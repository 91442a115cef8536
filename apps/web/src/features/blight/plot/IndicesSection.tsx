// The plot's daily and hourly indices (spec 3 §2.3): a start and an end date, and a switch between
// the table and the graph. The hourly table is exported for the period chosen.
import {
  BLIGHT_HOURLY_PAGE_SIZES,
  BLIGHT_INDICES_PAGE_SIZE,
  blightDailyIndexColumns,
  blightHourlyIndexColumns,
  FORECAST_DATA_TEXT,
  MEASURED_DATA_TEXT,
} from '@agro/contracts/columns/blight-plot';
import type { Column } from '@agro/contracts/columns/column';
import type { BlightDailyIndex, BlightHourlyRow } from '@agro/contracts/entities/blight';
import { HUMIDITY_HEADER_HELP } from '@agro/domain/blight';
import { Group, SegmentedControl, Stack, Tabs } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DataTable, type ColumnDisplay } from '../../../components/DataTable';
import { rowsWithin, type DateRange } from '../../../components/date-range';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { SectionCard } from '../../../components/SectionCard';
import { TimeSeriesChart, type TimeSeries } from '../../../components/TimeSeriesChart';
import { defaultIndicesRange, rowsBounds } from './plot-model';
import { useDailyIndices, useHourlyIndices } from './plot-api';
import { LoadState } from './LoadState';
import { RiskBadge } from './RiskBadge';
import { RiskChart } from './RiskChart';

export const INDICES_LOAD_FAILED = "Les indices de la parcelle n'ont pas pu être chargés.";
/** The hourly indices' Excel file: GET /bff/exports/mildiou-horaires/{id}.xlsx?debut&fin. */
export const hourlyExportName = (id: string) => `mildiou-horaires/${id}`;

type View = 'tableau' | 'graphique';
type Dated<Row> = Row & { prevision: boolean };

/** Forecast rows are pale orange and say so in their own column (colour is never alone). */
export const FORECAST_ROW_COLOUR = '#fff4e6';
const rowColour = (row: { prevision: boolean }) => (row.prevision ? FORECAST_ROW_COLOUR : null);
function withType<Row>(columns: readonly Column<Row>[]): readonly Column<Dated<Row>>[] {
  return [
    ...(columns as readonly Column<Dated<Row>>[]),
    {
      key: 'type',
      header: 'Type',
      value: (row) => (row.prevision ? FORECAST_DATA_TEXT : MEASURED_DATA_TEXT),
      width: 22,
    },
  ];
}
const DAILY_COLUMNS = withType(blightDailyIndexColumns);
const HOURLY_COLUMNS = withType(blightHourlyIndexColumns);

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
/** One empty list for every render: the memos over the rows keep their value. */
const NO_ROWS: readonly never[] = [];
const LATEST_FIRST = { key: 'date', desc: true } as const;
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
  { key: 'pluie', label: 'Pluie', kind: 'bar', color: '#1971c2', unit: 'mm', axis: 'right' },
  { key: 'temperature', label: 'Température', kind: 'line', color: '#c92a2a', unit: '°C' },
  {
    key: 'hygrometrie',
    label: 'Humidité',
    kind: 'line',
    color: '#2b8a3e',
    unit: '%',
    axis: 'right',
    dashed: true,
  },
  {
    key: 'indexconta',
    label: 'Indice de contamination',
    kind: 'line',
    color: '#5f3dc4',
    fractionDigits: 2,
  },
];

function ViewSwitch({
  value,
  onChange,
  label,
}: {
  value: View;
  onChange(v: View): void;
  label: string;
}) {
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={(next) => onChange(next as View)}
      data={[
        { value: 'tableau', label: 'Tableau' },
        { value: 'graphique', label: 'Graphique' },
      ]}
    />
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
  const rows = days.data ?? NO_ROWS;
  const [range, setRange] = useState<DateRange | null>(null);
  const shownRange = range ?? defaultIndicesRange(today, rows);
  const shown = useMemo(
    () => dated(rowsWithin(rows, shownRange), forecastFrom),
    [rows, shownRange, forecastFrom],
  );
  const [view, setView] = useState<View>('tableau');
  const bounds = rowsBounds(rows, today);
  return (
    <LoadState
      query={days}
      failure={INDICES_LOAD_FAILED}
      loading="Chargement des indices journaliers"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <DateRangeFilter
            label="Période des indices journaliers"
            value={shownRange}
            onChange={setRange}
            min={bounds.min}
            max={bounds.max}
          />
          <ViewSwitch value={view} onChange={setView} label="Affichage des indices journaliers" />
        </Group>
        {view === 'graphique' ? (
          <RiskChart
            rows={shown}
            threshold={threshold}
            forecastFrom={forecastFrom}
            zoomed={false}
          />
        ) : (
          <DataTable
            label="Indices journaliers"
            columns={DAILY_COLUMNS}
            getRowColour={rowColour}
            display={DAILY_DISPLAY}
            rows={shown}
            getRowId={(row) => row.date}
            defaultPageSize={BLIGHT_INDICES_PAGE_SIZE}
            pageSizes={[BLIGHT_INDICES_PAGE_SIZE, 50, 100]}
            sortBy={LATEST_FIRST}
          />
        )}
      </Stack>
    </LoadState>
  );
}

function HourlyTab({ plotId, today, forecastFrom }: TabProps) {
  const hours = useHourlyIndices(plotId);
  const rows = hours.data ?? NO_ROWS;
  const [range, setRange] = useState<DateRange>({ from: today, to: today });
  const shown = useMemo(
    () => dated(rowsWithin(rows, range), forecastFrom),
    [rows, range, forecastFrom],
  );
  const [view, setView] = useState<View>('tableau');
  const bounds = rowsBounds(rows, today);
  return (
    <LoadState
      query={hours}
      failure={INDICES_LOAD_FAILED}
      loading="Chargement des indices horaires"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <DateRangeFilter
            label="Période des indices horaires"
            value={range}
            onChange={setRange}
            min={bounds.min}
            max={bounds.max}
          />
          <ViewSwitch value={view} onChange={setView} label="Affichage des indices horaires" />
        </Group>
        {view === 'graphique' ? (
          <TimeSeriesChart
            title="Indices horaires"
            data={shown}
            series={HOURLY_SERIES}
            forecast={forecastFrom === null ? undefined : { from: `${forecastFrom}T00:00:00.000Z` }}
            leftAxisLabel="°C, indice"
            rightAxisLabel="mm, %"
          />
        ) : (
          <DataTable
            label="Indices horaires"
            columns={HOURLY_COLUMNS}
            getRowColour={rowColour}
            display={HOURLY_DISPLAY}
            rows={shown}
            getRowId={(row) => row.date}
            pageSizes={BLIGHT_HOURLY_PAGE_SIZES}
            defaultPageSize={BLIGHT_HOURLY_PAGE_SIZES[1]}
            sortBy={LATEST_FIRST}
            exportName={hourlyExportName(plotId)}
            exportParameters={{ debut: range.from, fin: range.to }}
          />
        )}
      </Stack>
    </LoadState>
  );
}

export function IndicesSection(props: TabProps) {
  return (
    <SectionCard title="Indices">
      <Tabs defaultValue="jour" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="jour">Indices journaliers</Tabs.Tab>
          <Tabs.Tab value="heure">Indices horaires</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="jour">
          <DailyTab {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="heure">
          <HourlyTab {...props} />
        </Tabs.Panel>
      </Tabs>
    </SectionCard>
  );
}
