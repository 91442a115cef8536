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
import { FORECAST_ROW_COLOUR } from '../../../components/forecast-rows';
import { LoadingSection } from '../../../components/LoadingSection';
import { LoadState } from '../../../components/LoadState';
import { SeasonHeatmap } from '../../../components/SeasonHeatmap';
import { usePeriodRows } from '../../../components/use-period-rows';
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
  const { shown, filter } = usePeriodRows(rows, {
    proposed: defaultIndicesRange(today, rows),
    ...rowsBounds(rows, today),
  });
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
        exportParameters={{ debut: filter.value.from, fin: filter.value.to }}
      />
    </Stack>
  );
}

function HourlyTab({ plotId, today }: { plotId: string; today: string }) {
  const hours = useAlternariaHourly(plotId);
  const rows = hours.data ?? NO_ROWS;
  const { shown, filter } = usePeriodRows(rows, {
    proposed: { from: today, to: today },
    ...rowsBounds(rows, today),
  });
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
          exportParameters={{ debut: filter.value.from, fin: filter.value.to }}
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
