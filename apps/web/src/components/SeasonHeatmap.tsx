// A plot's heat map over one campaign: 1 March to 31 October of its year (spec 3 §9), whatever the
// days it colours.
import { useMemo } from 'react';
import { CalendarHeatmap, type CalendarHeatmapProps } from './CalendarHeatmap';
import { plotHeatmapRange } from './calendar-heatmap';

export interface SeasonHeatmapProps extends Omit<CalendarHeatmapProps, 'range'> {
  /** The campaign's year. */
  year: number;
}

export function SeasonHeatmap({ year, ...heatmap }: SeasonHeatmapProps) {
  const range = useMemo(() => plotHeatmapRange(year), [year]);
  return <CalendarHeatmap range={range} {...heatmap} />;
}
