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
import { ActionIcon, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DataTable, type DataTableProps, type TableRow } from '../../../components/DataTable';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { DayHourSwitch } from '../../../components/DayHourTabs';
import { FORECAST_ROW_COLOUR, LATEST_FIRST } from '../../../components/forecast-rows';
import { LoadingSection } from '../../../components/LoadingSection';
import { LoadState } from '../../../components/LoadState';
import { SeasonHeatmap } from '../../../components/SeasonHeatmap';
import type { PlotSeasonProps } from './CalendarCards';
import { useAlternariaDaily, useAlternariaHourly } from './plot-api';
import {
  ALTERNARIA_HEATMAP_PIECES,
  alternariaCalendarDays,
  dataYear,
  noValueText,
} from './plot-model';
import { stationPath } from './PlotCards';
import { useIndicesPeriod } from './use-indices-period';

export const ALTERNARIA_LOAD_FAILED = "Les données d'alternariose n'ont pas pu être chargées.";
export const alternariaDailyExportName = (id: string): ExportPath => `alternaria-jour/${id}`;
export const alternariaHourlyExportName = (id: string): ExportPath => `alternaria-horaires/${id}`;

/** The words of a tab's period and table: 'Période des données journalières d'alternariose'. */
const STEP_NAMES = { day: 'journalières', hour: 'horaires' } as const;

/** A tab's period above its rows, latest first, and their Excel file over that period. */
function AlternariaRows<Row extends TableRow & { date: string }>({
  step,
  data,
  today,
  exportName,
  ...table
}: {
  step: 'day' | 'hour';
  data: readonly Row[] | undefined;
  today: string;
  exportName: ExportPath;
} & Pick<
  DataTableProps<Row>,
  | 'columns'
  | 'loading'
  | 'searchable'
  | 'pageSizes'
  | 'defaultPageSize'
  | 'getRowColour'
  | 'renderRowActions'
>) {
  const { shown, filter, exportParameters } = useIndicesPeriod(data, today, step);
  const name = STEP_NAMES[step];
  return (
    <Stack gap="md">
      <DateRangeFilter label={`Période des données ${name} d'alternariose`} {...filter} />
      <DataTable
        label={`Alternariose, données ${name}`}
        rows={shown}
        getRowId={(row) => row.date}
        sortBy={LATEST_FIRST}
        exportName={exportName}
        exportParameters={exportParameters}
        {...table}
      />
    </Stack>
  );
}

function DailyTab({ plotId, today }: { plotId: string; today: string }) {
  const days = useAlternariaDaily(plotId);
  return (
    <AlternariaRows
      step="day"
      data={days.data}
      today={today}
      columns={alternariaDailyColumns}
      loading={days.isPending}
      defaultPageSize={BLIGHT_INDICES_PAGE_SIZE}
      pageSizes={[BLIGHT_INDICES_PAGE_SIZE, 50, 100]}
      exportName={alternariaDailyExportName(plotId)}
    />
  );
}

function HourlyTab({ plotId, today }: { plotId: string; today: string }) {
  const hours = useAlternariaHourly(plotId);
  return (
    <LoadState
      query={hours}
      failure={ALTERNARIA_LOAD_FAILED}
      loading="Chargement des données horaires d'alternariose"
    >
      <AlternariaRows
        step="hour"
        data={hours.data}
        today={today}
        columns={alternariaHourlyColumns}
        searchable={false}
        pageSizes={BLIGHT_HOURLY_PAGE_SIZES}
        defaultPageSize={BLIGHT_HOURLY_PAGE_SIZES[1]}
        getRowColour={(row: BlightAlternariaHourlyRow) => (row.previ ? FORECAST_ROW_COLOUR : null)}
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
      />
    </LoadState>
  );
}

export function AlternariaSection({ plotId, today, campaignYear }: PlotSeasonProps) {
  const days = useAlternariaDaily(plotId);
  const year = dataYear(days.data ?? [], campaignYear);
  const calendar = useMemo(() => alternariaCalendarDays(days.data ?? []), [days.data]);
  return (
    <LoadingSection
      title="Alternariose"
      query={days}
      failure={ALTERNARIA_LOAD_FAILED}
      loading="Chargement des données d'alternariose"
    >
      <Stack gap="lg">
        <SeasonHeatmap
          title={`Risque alternariose par jour, ${year}`}
          year={year}
          days={calendar}
          pieces={ALTERNARIA_HEATMAP_PIECES}
          formatValue={noValueText}
        />
        <DayHourSwitch
          dayLabel="Données journalières"
          hourLabel="Données horaires"
          day={<DailyTab plotId={plotId} today={today} />}
          hour={<HourlyTab plotId={plotId} today={today} />}
        />
      </Stack>
    </LoadingSection>
  );
}
