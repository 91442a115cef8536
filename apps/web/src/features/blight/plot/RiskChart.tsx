// 'Risque de contamination mildiou' (spec 3 §2.3): the contamination weight, spore reserve and
// sporulation potential on a 0–11 axis, the contamination index and cumulative weight on a 0–50
// axis, the plot's treatment threshold as a line, the forecast days shaded, opening on 45–100 %.
import type { BlightDailyIndex } from '@agro/contracts/entities/blight';
import {
  TimeSeriesChart,
  type ChartThreshold,
  type TimeSeries,
} from '../../../components/TimeSeriesChart';

export const RISK_CHART_TITLE = 'Risque de contamination mildiou';
/** Spec 3 §2.3, §9: the chart opens on 45 to 100 % of its days. */
export const RISK_CHART_ZOOM_FROM = 0.45;
export const WEIGHT_AXIS: readonly [number, number] = [0, 11];
export const INDEX_AXIS: readonly [number, number] = [0, 50];
export const THRESHOLD_LABEL = 'Seuil de traitement';

export const RISK_SERIES: readonly TimeSeries[] = [
  {
    key: 'l10poids',
    label: 'Poids de contamination',
    kind: 'bar',
    color: '#c92a2a',
    fractionDigits: 2,
  },
  {
    key: 'l10spores',
    label: 'Réserve de spores',
    kind: 'line',
    color: '#5f3dc4',
    fractionDigits: 2,
  },
  {
    key: 'l10spospo',
    label: 'Potentiel de sporulation',
    kind: 'line',
    color: '#2b8a3e',
    fractionDigits: 2,
    dashed: true,
  },
  {
    key: 'indexconta',
    label: 'Indice de contamination',
    kind: 'line',
    color: '#1971c2',
    fractionDigits: 2,
    axis: 'right',
  },
  {
    key: 'l10cumulpoidsconta',
    label: 'Cumul des poids de contamination',
    kind: 'area',
    color: '#e8590c',
    fractionDigits: 2,
    axis: 'right',
  },
];

export interface RiskChartProps {
  rows: readonly BlightDailyIndex[];
  threshold: number | null;
  /** First forecast day ('YYYY-MM-DD'), shaded. */
  forecastFrom: string | null;
  /** The slider and its default zoom: the whole season's chart has them, a chosen period not. */
  zoomed?: boolean;
}

export function RiskChart({ rows, threshold, forecastFrom, zoomed = true }: RiskChartProps) {
  const thresholds: ChartThreshold[] =
    threshold === null
      ? []
      : [{ value: threshold, label: THRESHOLD_LABEL, color: '#212529', axis: 'right' }];
  return (
    <TimeSeriesChart
      title={RISK_CHART_TITLE}
      data={rows}
      series={RISK_SERIES}
      forecast={forecastFrom === null ? undefined : { from: forecastFrom }}
      leftAxisLabel="Poids"
      rightAxisLabel="Indice"
      leftDomain={WEIGHT_AXIS}
      rightDomain={INDEX_AXIS}
      thresholds={thresholds}
      zoomFrom={zoomed ? RISK_CHART_ZOOM_FROM : undefined}
      height={360}
    />
  );
}
