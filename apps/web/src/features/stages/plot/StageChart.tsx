// Spec 4 §2.4: the chart of the plot's stage dates, disease dates and weather, 450 px high, its
// temperature axis up to 70, from sowing to maturity; the forecast days shaded.
import type { PlotDetail, WeatherRow } from '@agro/contracts/entities/stages';
import {
  CEREAL_DISEASES,
  CEREAL_STAGES,
  datedFields,
  DISEASE_DATE_FIELDS,
  DISEASE_SHORT,
  diseasesOfSpecies,
} from '@agro/domain/stages';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  TimeSeriesChart,
  type ChartMarker,
  type TimeSeries,
} from '../../../components/TimeSeriesChart';
import { chartRows } from './plot-model';

/** Spec 4 §9: chart height 450 px, temperature axis maximum 70. */
export const STAGE_CHART_HEIGHT = 450;
export const TEMPERATURE_AXIS: readonly [number, number] = [-15, 70];

const SERIES: readonly TimeSeries[] = [
  { key: 'pluie', label: 'Pluie', kind: 'bar', color: '#1c7ed6', unit: 'mm', axis: 'right' },
  { key: 'tmin', label: 'Température minimale', kind: 'line', color: '#1864ab', unit: '°C' },
  { key: 'tmax', label: 'Température maximale', kind: 'line', color: '#c92a2a', unit: '°C' },
];

export function StageChart({
  plot,
  weather,
  today,
}: {
  plot: PlotDetail;
  weather: readonly WeatherRow[];
  today: string;
}) {
  const rows = useMemo(() => chartRows(plot, weather), [plot, weather]);
  const markers = useMemo((): ChartMarker[] => {
    const record = plot as unknown as Readonly<Record<string, unknown>>;
    const stages = datedFields(record, CEREAL_STAGES).map((s) => ({
      date: s.date,
      label: s.short,
    }));
    const diseases = diseasesOfSpecies(plot.codeespece).flatMap((disease) =>
      datedFields(record, DISEASE_DATE_FIELDS[disease]).map((d) => ({
        date: d.date,
        label: `${DISEASE_SHORT[disease]} ${d.label}`,
      })),
    );
    return [...stages, ...diseases];
  }, [plot]);
  const abbreviations = [
    ...CEREAL_STAGES.map((stage) => `${stage.short} ${stage.label.toLowerCase()}`),
    ...diseasesOfSpecies(plot.codeespece).map(
      (disease) => `${DISEASE_SHORT[disease]} ${CEREAL_DISEASES[disease].toLowerCase()}`,
    ),
  ];
  return (
    <Stack gap={4}>
      <TimeSeriesChart
        title="Dates des stades et des maladies, températures et pluie"
        data={rows}
        series={SERIES}
        leftAxisLabel="°C"
        rightAxisLabel="mm"
        leftDomain={TEMPERATURE_AXIS}
        markers={markers}
        forecast={{ from: today }}
        height={STAGE_CHART_HEIGHT}
      />
      <Text size="xs" c="dimmed">
        Repères{'\u202f'}: {abbreviations.join('\u202f; ')}.
      </Text>
    </Stack>
  );
}
