// The water-balance chart (spec 3 §2.11, §9): rain and irrigation bars, soil deficit, RFU and RU
// lines, the forecast days shaded, opening on the last 55 % of the days.
import type { BhBalanceRow } from '@agro/contracts/entities/water-balance';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { TimeSeriesChart } from '../../../components/TimeSeriesChart';
import { SectionCard } from '../../../components/SectionCard';
import { BALANCE_SERIES, balanceChartRows, firstForecastDay } from './plot-data';

/** Spec 3 §9: the plot charts open zoomed on 45 to 100 % of the days. */
export const BALANCE_CHART_ZOOM_FROM = 0.45;

export const NO_BALANCE_MESSAGE =
  "Aucun bilan hydrique n'est calculé pour cette parcelle (hors bilan).";

export function BalanceChartCard({ rows }: { rows: readonly BhBalanceRow[] }) {
  const data = useMemo(() => balanceChartRows(rows), [rows]);
  const forecastFrom = useMemo(() => firstForecastDay(rows), [rows]);
  return (
    <SectionCard title="Graphique du bilan hydrique">
      {data.length === 0 ? (
        <Text size="sm">{NO_BALANCE_MESSAGE}</Text>
      ) : (
        <>
          <Text size="sm" mb="xs">
            Les mêmes valeurs, jour par jour, sont dans le tableau « Bilan hydrique journalier »
            plus bas.
          </Text>
          <TimeSeriesChart
            title="Bilan hydrique de la parcelle"
            data={data}
            series={BALANCE_SERIES}
            forecast={forecastFrom === null ? undefined : { from: forecastFrom }}
            leftAxisLabel="mm"
            zoomFrom={BALANCE_CHART_ZOOM_FROM}
          />
        </>
      )}
    </SectionCard>
  );
}
