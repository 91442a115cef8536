// 'Alternariose' (spec 3 §2.3), for plots with alternaria: the calendar (no risk 0–10, risk
// 11–60, 'P' on protected days), then the days and the hours over a chosen period, each with its
// Excel file. Hours open their station in a new tab; forecast hours are orange and say so.
import type { ExportPath } from '@agro/contracts/bff/exports';
import {
  BLIGHT_HOURLY_PAGE_SIZES,
  BLIGHT_INDICES_PAGE_SIZE,
  alternariaDailyColumns,
  alternariaHourlyColumns,
} from '@agro/contracts/columns/blight-plot';
import type { BlightAlternariaHourlyRow } from '@agro/contracts/entities/blight';
import { ActionIcon, Stack, Tabs } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { CalendarHeatmap } from '../../../components/CalendarHeatmap';
import { plotHeatmapRange } from '../../../components/calendar-heatmap';
import { DataTable } from '../../../components/DataTable';
import { rowsWithin, type DateRange } from '../../../components/date-range';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { SectionCard } from '../../../components/SectionCard';
import { FORECAST_ROW_COLOUR } from '../../../components/forecast-rows';
import { LoadState } from '../../../components/LoadState';
import { useAlternariaDaily, useAlternariaHourly } from './plot-api';
import {
  ALTERNARIA_HEATMAP_PIECES,
  alternariaCalendarDays,
  defaultIndicesRange,
  rowsBounds,
} from './plot-model';
import { stationPath } from './PlotCards';

export const ALTERNARIA_LOAD_FAILED = "Les données d'alternariose n'ont pas pu être chargées.";
export const alternariaDailyExportName = (id: string): ExportPath => `alternaria-jour/${id}`;
export const alternariaHourlyExportName = (id: string): ExportPath => `alternaria-horaires/${id}`;
/** One empty list for every render: the memos over the rows keep their value. */
const NO_ROWS: readonly never[] = [];
const LATEST_FIRST = { key: 'date', desc: true } as const;
const noValueText = () => null;

function DailyTab({ plotId, today }: { plotId: string; today: string }) {
  const days = useAlternariaDaily(plotId);
  const rows = days.data ?? NO_ROWS;
  const [range, setRange] = useState<DateRange | null>(null);
  const shownRange = range ?? defaultIndicesRange(today, rows);
  const shown = useMemo(() => rowsWithin(rows, shownRange), [rows, shownRange]);
  const bounds = rowsBounds(rows, today);
  return (
    <Stack gap="md">
      <DateRangeFilter
        label="Période des données journalières d'alternariose"
        value={shownRange}
        onChange={setRange}
        min={bounds.min}
        max={bounds.max}
      />
      <DataTable
        label="Alternariose, données journalières"
        columns={alternariaDailyColumns}
        rows={shown}
        getRowId={(row) => row.date}
        loading={days.isPending}
        defaultPageSize={BLIGHT_INDICES_PAGE_SIZE}
        pageSizes={[BLIGHT_INDICES_PAGE_SIZE, 50, 100]}
        sortBy={LATEST_FIRST}
        exportName={alternariaDailyExportName(plotId)}
        exportParameters={{ debut: shownRange.from, fin: shownRange.to }}
      />
    </Stack>
  );
}

function HourlyTab({ plotId, today }: { plotId: string; today: string }) {
  const hours = useAlternariaHourly(plotId);
  const rows = hours.data ?? NO_ROWS;
  const [range, setRange] = useState<DateRange>({ from: today, to: today });
  const shown = useMemo(() => rowsWithin(rows, range), [rows, range]);
  const bounds = rowsBounds(rows, today);
  return (
    <LoadState
      query={hours}
      failure={ALTERNARIA_LOAD_FAILED}
      loading="Chargement des données horaires d'alternariose"
    >
      <Stack gap="md">
        <DateRangeFilter
          label="Période des données horaires d'alternariose"
          value={range}
          onChange={setRange}
          min={bounds.min}
          max={bounds.max}
        />
        <DataTable
          label="Alternariose, données horaires"
          columns={alternariaHourlyColumns}
          rows={shown}
          getRowId={(row) => row.date}
          searchable={false}
          pageSizes={BLIGHT_HOURLY_PAGE_SIZES}
          defaultPageSize={BLIGHT_HOURLY_PAGE_SIZES[1]}
          sortBy={LATEST_FIRST}
          getRowColour={(row: BlightAlternariaHourlyRow) =>
            row.previ ? FORECAST_ROW_COLOUR : null
          }
          renderRowActions={(row) =>
            row.iot_id === null ? null : (
              <ActionIcon
                component="a"
                href={stationPath(row.iot_id)}
                target="_blank"
                rel="noopener"
                variant="subtle"
                aria-label="Voir la station (nouvel onglet)"
              >
                <IconEye size={18} aria-hidden />
              </ActionIcon>
            )
          }
          exportName={alternariaHourlyExportName(plotId)}
          exportParameters={{ debut: range.from, fin: range.to }}
        />
      </Stack>
    </LoadState>
  );
}

export function AlternariaSection({
  plotId,
  today,
  campaignYear,
}: {
  plotId: string;
  today: string;
  campaignYear: number;
}) {
  const days = useAlternariaDaily(plotId);
  const year = days.data?.[0] ? Number(days.data[0].date.slice(0, 4)) : campaignYear;
  const range = useMemo(() => plotHeatmapRange(year), [year]);
  const calendar = useMemo(() => alternariaCalendarDays(days.data ?? []), [days.data]);
  return (
    <SectionCard title="Alternariose">
      <LoadState
        query={days}
        failure={ALTERNARIA_LOAD_FAILED}
        loading="Chargement des données d'alternariose"
      >
        <Stack gap="lg">
          <CalendarHeatmap
            title={`Risque alternariose par jour, ${year}`}
            range={range}
            days={calendar}
            pieces={ALTERNARIA_HEATMAP_PIECES}
            formatValue={noValueText}
          />
          <Tabs defaultValue="jour" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="jour">Données journalières</Tabs.Tab>
              <Tabs.Tab value="heure">Données horaires</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="jour">
              <DailyTab plotId={plotId} today={today} />
            </Tabs.Panel>
            <Tabs.Panel value="heure">
              <HourlyTab plotId={plotId} today={today} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </LoadState>
    </SectionCard>
  );
}
