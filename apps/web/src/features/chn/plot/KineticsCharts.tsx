// Spec 2 §2 "Charts" of the CHN plot detail: nitrogen nutrition state, LAI, absorbed nitrogen
// (Nabs), INN, soil water deficit and delta N kinetics, from the sowing date on, with the stage
// markers E1C, 1N, 2N, DFP and Epi; the comparison date's figures drawn dashed beside the main
// date's.
import type { ChnDailyResults, ChnPlotResult } from '@agro/contracts/entities/ferti';
import { fromSowing, stageMarkers } from '@agro/domain/chn';
import { formatDateFr } from '@agro/domain/dates';
import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { TimeSeriesChart, type TimeSeries } from '../../../components/TimeSeriesChart';
import { COMPARISON_SUFFIX, kineticsRows } from './plot-model';

interface ChartDefinition {
  title: string;
  axis: string;
  series: readonly TimeSeries[];
}

const CHARTS: readonly ChartDefinition[] = [
  {
    title: 'État de nutrition azotée',
    axis: 'kgN/ha',
    series: [
      {
        key: 'apportsmineraux',
        label: 'Apports minéraux',
        kind: 'bar',
        color: '#1c7ed6',
        unit: 'kgN/ha',
        fractionDigits: 0,
      },
      {
        key: 'deltaqn_opt_inf',
        label: 'Delta QN optimal inférieur',
        kind: 'line',
        color: '#e8590c',
        unit: 'kgN/ha',
      },
      {
        key: 'deltaqn_opt_plante',
        label: 'Delta QN optimal plante',
        kind: 'line',
        color: '#2b8a3e',
        unit: 'kgN/ha',
      },
      {
        key: 'sn_sol_disponible',
        label: 'Azote du sol disponible',
        kind: 'line',
        color: '#862e9c',
        unit: 'kgN/ha',
      },
    ],
  },
  {
    title: 'Cinétique du LAI',
    axis: 'LAI',
    series: [
      { key: 'lai', label: 'LAI', kind: 'line', color: '#2b8a3e', fractionDigits: 2 },
      {
        key: 'laipotentiel',
        label: 'LAI potentiel',
        kind: 'line',
        color: '#868e96',
        fractionDigits: 2,
        dashed: true,
      },
      {
        key: 'lai_satellite',
        label: 'LAI satellite',
        kind: 'line',
        color: '#c92a2a',
        fractionDigits: 2,
        sparse: true,
      },
    ],
  },
  {
    title: "Cinétique de l'azote absorbé (Nabs)",
    axis: 'kgN/ha',
    series: [
      {
        key: 'azoteaerienabsorbe',
        label: 'Azote absorbé après assimilation',
        kind: 'line',
        color: '#1864ab',
        unit: 'kgN/ha',
      },
      {
        key: 'azote_avant',
        label: 'Azote absorbé avant assimilation',
        kind: 'line',
        color: '#868e96',
        unit: 'kgN/ha',
        sparse: true,
      },
    ],
  },
  {
    title: "Cinétique de l'INN",
    axis: 'INN',
    series: [{ key: 'inn', label: 'INN', kind: 'line', color: '#e8590c', fractionDigits: 2 }],
  },
  {
    title: 'Déficit en eau du sol',
    axis: 'mm',
    series: [
      { key: 'pluie', label: 'Pluie', kind: 'bar', color: '#1c7ed6', unit: 'mm' },
      { key: 'irrigation', label: 'Irrigation', kind: 'bar', color: '#15aabf', unit: 'mm' },
      {
        key: 'ruracinaire',
        label: 'RU racinaire',
        kind: 'line',
        color: '#495057',
        unit: 'mm',
        dashed: true,
      },
      { key: 'rfuracinaire', label: 'RFU racinaire', kind: 'line', color: '#2b8a3e', unit: 'mm' },
      {
        key: 'etatreserveracinaire',
        label: 'État de la réserve racinaire',
        kind: 'line',
        color: '#c92a2a',
        unit: 'mm',
      },
    ],
  },
];

/** A chart's series, then the comparison date's, dashed, named with their date. */
function withComparison(series: readonly TimeSeries[], comparison: string | null): TimeSeries[] {
  if (comparison === null) return [...series];
  return [
    ...series,
    ...series
      .filter((item) => item.kind === 'line')
      .map((item) => ({
        ...item,
        key: `${item.key}${COMPARISON_SUFFIX}`,
        label: `${item.label} (calcul du ${formatDateFr(comparison)})`,
        dashed: true,
        color: '#adb5bd',
      })),
  ];
}

export function KineticsCharts({
  result,
  daily,
  comparison,
  comparisonDate,
  deltaEvolution,
}: {
  result: ChnPlotResult;
  daily: ChnDailyResults;
  comparison: ChnDailyResults | null;
  comparisonDate: string | null;
  deltaEvolution: readonly { calcul_end_timestamp: string; delta_n: number | null }[];
}) {
  const rows = useMemo(
    () => kineticsRows(daily, comparison, result.semis_date),
    [daily, comparison, result.semis_date],
  );
  const markers = useMemo(() => stageMarkers(result), [result]);
  const deltaRows = useMemo(
    () =>
      fromSowing(
        deltaEvolution.map((entry) => ({
          date: entry.calcul_end_timestamp.slice(0, 10),
          delta_n: entry.delta_n,
        })),
        result.semis_date,
      ),
    [deltaEvolution, result.semis_date],
  );
  const shownComparison = comparison ? comparisonDate : null;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      {CHARTS.map((chart) => (
        <TimeSeriesChart
          key={chart.title}
          title={chart.title}
          data={rows}
          series={withComparison(chart.series, shownComparison)}
          leftAxisLabel={chart.axis}
          markers={markers}
          height={300}
        />
      ))}
      <TimeSeriesChart
        title="Cinétique du delta N"
        data={deltaRows}
        series={[
          {
            key: 'delta_n',
            label: 'Delta N',
            kind: 'line',
            color: '#1864ab',
            unit: 'kgN/ha',
            sparse: true,
          },
        ]}
        leftAxisLabel="kgN/ha"
        markers={markers}
        height={300}
      />
    </SimpleGrid>
  );
}
