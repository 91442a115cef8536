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
import type { LoadingQuery } from '../../../components/LoadState';
import { SeasonHeatmap } from '../../../components/SeasonHeatmap';
import { useReceptionDays } from './plot-api';
import { MILDIOU_HEATMAP_PIECES, mildiouCalendarDays, plotReceptionDays } from './plot-model';

export const RECEPTION_LOAD_FAILED =
  "Le planning de réception météo de la parcelle n'a pas pu être chargé.";
export const CALENDAR_LOAD_FAILED = "Le calendrier mildiou de la parcelle n'a pas pu être chargé.";

/** The year of the data (its first day's), else the campaign's. */
const dataYear = (rows: readonly { date: string }[], campaignYear: number) =>
  rows[0] ? Number(rows[0].date.slice(0, 4)) : campaignYear;

const noValueText = () => null;

export function MildiouCalendarCard({
  days,
  query,
  campaignYear,
}: {
  days: readonly BlightDailyIndex[];
  query: LoadingQuery;
  campaignYear: number;
}) {
  const year = dataYear(days, campaignYear);
  const calendar = useMemo(() => mildiouCalendarDays(days), [days]);
  return (
    <LoadingSection
      title="Calendrier mildiou"
      query={query}
      failure={CALENDAR_LOAD_FAILED}
      loading="Chargement du calendrier mildiou"
    >
      <SeasonHeatmap
        title={`Risque mildiou par jour, ${year}`}
        year={year}
        days={calendar}
        pieces={MILDIOU_HEATMAP_PIECES}
        formatValue={noValueText}
      />
    </LoadingSection>
  );
}

export function ReceptionPlanningCard({
  plotId,
  today,
  campaignYear,
}: {
  plotId: string;
  today: string;
  campaignYear: number;
}) {
  const reception = useReceptionDays(plotId);
  const rows = reception.data ?? [];
  const year = dataYear(rows, campaignYear);
  const days = useMemo(
    () => plotReceptionDays(reception.data ?? [], today),
    [reception.data, today],
  );
  return (
    <LoadingSection
      title="Planning de réception météo"
      query={reception}
      failure={RECEPTION_LOAD_FAILED}
      loading="Chargement du planning de réception"
    >
      <SeasonHeatmap
        title={`Heures manquantes par jour, ${year}`}
        year={year}
        days={days}
        pieces={RECEPTION_PIECES_WITH_CORRECTION}
        formatValue={receptionValueText}
      />
    </LoadingSection>
  );
}
