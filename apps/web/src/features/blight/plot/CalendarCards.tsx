// The plot's heat maps (spec 3 §2.3, §4, §9), 1 March to 31 October: the mildiou calendar (each
// day's risk, 'P' on protected days) and the weather-reception planning (missing hours per day,
// 'Correction' with a triangle on corrected days).
import type { BlightDailyIndex } from '@agro/contracts/entities/blight';
import { useMemo } from 'react';
import {
  RECEPTION_PIECES_WITH_CORRECTION,
  receptionValueText,
} from '../../../components/calendar-heatmap';
import { LoadingSection } from '../../../components/LoadingSection';
import type { LoadingQuery, LoadStateProps } from '../../../components/LoadState';
import { SeasonHeatmap, type SeasonHeatmapProps } from '../../../components/SeasonHeatmap';
import { useReceptionDays } from './plot-api';
import {
  dataYear,
  MILDIOU_HEATMAP_PIECES,
  mildiouCalendarDays,
  noValueText,
  plotReceptionDays,
} from './plot-model';

export const RECEPTION_LOAD_FAILED =
  "Le planning de réception météo de la parcelle n'a pas pu être chargé.";
export const CALENDAR_LOAD_FAILED = "Le calendrier mildiou de la parcelle n'a pas pu être chargé.";

/** A campaign heat map in its card, read by one query and titled with its data's year. */
function SeasonCard({
  title,
  query,
  failure,
  loading,
  measure,
  year,
  ...heatmap
}: Omit<LoadStateProps, 'children'> &
  Omit<SeasonHeatmapProps, 'title'> & {
    title: string;
    /** What each day shows: 'Risque mildiou' reads 'Risque mildiou par jour, 2026'. */
    measure: string;
  }) {
  return (
    <LoadingSection title={title} query={query} failure={failure} loading={loading}>
      <SeasonHeatmap title={`${measure} par jour, ${year}`} year={year} {...heatmap} />
    </LoadingSection>
  );
}

export function MildiouCalendarCard({
  days,
  query,
  campaignYear,
}: {
  days: readonly BlightDailyIndex[];
  query: LoadingQuery;
  campaignYear: number;
}) {
  const calendar = useMemo(() => mildiouCalendarDays(days), [days]);
  return (
    <SeasonCard
      title="Calendrier mildiou"
      query={query}
      failure={CALENDAR_LOAD_FAILED}
      loading="Chargement du calendrier mildiou"
      measure="Risque mildiou"
      year={dataYear(days, campaignYear)}
      days={calendar}
      pieces={MILDIOU_HEATMAP_PIECES}
      formatValue={noValueText}
    />
  );
}

/** A section of the plot's campaign: the plot, the platform's day and the campaign's year. */
export interface PlotSeasonProps {
  plotId: string;
  today: string;
  campaignYear: number;
}

export function ReceptionPlanningCard({ plotId, today, campaignYear }: PlotSeasonProps) {
  const reception = useReceptionDays(plotId);
  const days = useMemo(
    () => plotReceptionDays(reception.data ?? [], today),
    [reception.data, today],
  );
  return (
    <SeasonCard
      title="Planning de réception météo"
      query={reception}
      failure={RECEPTION_LOAD_FAILED}
      loading="Chargement du planning de réception"
      measure="Heures manquantes"
      year={dataYear(reception.data ?? [], campaignYear)}
      days={days}
      pieces={RECEPTION_PIECES_WITH_CORRECTION}
      formatValue={receptionValueText}
    />
  );
}
