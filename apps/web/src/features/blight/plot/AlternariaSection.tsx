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
import { useMemo } from 'react';
import { DataTable } from '../../../components/DataTable';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { FORECAST_ROW_COLOUR, LATEST_FIRST } from '../../../components/forecast-rows';
import { LoadingSection } from '../../../components/LoadingSection';
import { LoadState } from '../../../components/LoadState';
import { SeasonHeatmap } from '../../../components/SeasonHeatmap';
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

function DailyTab({ plotId, today }: { plotId: string; today: string }) {
  const days = useAlternariaDaily(plotId);
  const { shown, filter, exportParameters } = useIndicesPeriod(days.data, today, 'day');
  return (
    <Stack gap="md">
      <DateRangeFilter label="Période des données journalières d'alternariose" {...filter} />
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
        exportParameters={exportParameters}
      />
    </Stack>
  );
}

function HourlyTab({ plotId, today }: { plotId: string; today: string }) {
  const hours = useAlternariaHourly(plotId);
  const { shown, filter, exportParameters } = useIndicesPeriod(hours.data, today, 'hour');
  return (
    <LoadState
      query={hours}
      failure={ALTERNARIA_LOAD_FAILED}
      loading="Chargement des données horaires d'alternariose"
    >
      <Stack gap="md">
        <DateRangeFilter label="Période des données horaires d'alternariose" {...filter} />
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
          exportParameters={exportParameters}
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
    </LoadingSection>
  );
}
