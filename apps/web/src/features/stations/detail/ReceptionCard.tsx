// The station's reception planning (spec 3 §2.8, §4, §9): a heat map over a whole year, each day
// coloured by its missing hours (24 − the smallest of the three value counts).
import { Group, SegmentedControl } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CalendarHeatmap } from '../../../components/CalendarHeatmap';
import {
  RECEPTION_PIECES,
  receptionValueText,
  stationHeatmapRange,
} from '../../../components/calendar-heatmap';
import { SectionCard } from '../../../components/SectionCard';
import { LoadState } from '../../../components/LoadState';
import { countYears, receptionDays } from './detail-model';
import { useReceptionCounts } from './station-api';

export const RECEPTION_LOAD_FAILED =
  "Le planning de réception de la station n'a pas pu être chargé.";

export function ReceptionCard({ stationId, today }: { stationId: string; today: string }) {
  const counts = useReceptionCounts(stationId);
  const years = useMemo(() => countYears(counts.data ?? [], today), [counts.data, today]);
  const [year, setYear] = useState<number | null>(null);
  const shownYear = year ?? years[0] ?? Number(today.slice(0, 4));
  const days = useMemo(() => receptionDays(counts.data ?? [], today), [counts.data, today]);
  const range = useMemo(() => stationHeatmapRange(shownYear), [shownYear]);

  return (
    <SectionCard
      title="Planning de réception"
      aside={
        years.length > 1 ? (
          <Group gap="xs">
            <SegmentedControl
              aria-label="Année du planning"
              size="xs"
              value={String(shownYear)}
              onChange={(value) => setYear(Number(value))}
              data={years.map((y) => ({ value: String(y), label: String(y) }))}
            />
          </Group>
        ) : null
      }
    >
      <LoadState
        query={counts}
        failure={RECEPTION_LOAD_FAILED}
        loading="Chargement du planning de réception"
      >
        <CalendarHeatmap
          title={`Heures manquantes par jour, ${shownYear}`}
          range={range}
          days={days}
          pieces={RECEPTION_PIECES}
          formatValue={receptionValueText}
        />
      </LoadState>
    </SectionCard>
  );
}
