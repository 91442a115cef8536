// Spec 2 §2 "Calendars" of the CHN plot detail: the favourable or unfavourable days from 1 January
// to 30 June, and the nitrogen inputs of the whole year, planned inputs coded 5 and realised ones
// marked with the letter A (spec 2 §9).
import type { ChnDailyResults, ChnPlotResult } from '@agro/contracts/entities/ferti';
import {
  favourableCalendarRange,
  inputsCalendarRange,
  NO_INPUT_CODE,
  PLANNED_INPUT_CODE,
  REALISED_INPUT_MARK,
} from '@agro/domain/chn';
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { CalendarHeatmap } from '../../../components/CalendarHeatmap';
import type { CalendarMark, HeatmapPiece } from '../../../components/calendar-heatmap';
import { favourableDays, inputDays } from './plot-model';

const FAVOURABLE_PIECES: readonly HeatmapPiece[] = [
  { min: 0, max: 0, color: STATUS_COLOUR_HEX.red, label: 'Défavorable' },
  { min: 1, max: 1, color: STATUS_COLOUR_HEX.green, label: 'Favorable' },
];

const INPUT_PIECES: readonly HeatmapPiece[] = [
  { min: NO_INPUT_CODE, max: NO_INPUT_CODE, color: '#f1f3f5', label: 'Pas d’apport prévu' },
  { min: PLANNED_INPUT_CODE, max: PLANNED_INPUT_CODE, color: '#1c7ed6', label: 'Apport prévu' },
];

const REALISED_MARK: CalendarMark = {
  kind: 'letter',
  letter: REALISED_INPUT_MARK,
  label: 'Apport réalisé',
};

export function PlotCalendars({
  result,
  daily,
  year,
}: {
  result: ChnPlotResult;
  daily: ChnDailyResults | undefined;
  year: number;
}) {
  const favourable = useMemo(() => (daily ? favourableDays(daily) : []), [daily]);
  const inputs = useMemo(
    () =>
      inputDays(result, year).map((day) => ({
        date: day.date,
        value: day.value,
        mark: day.realised ? REALISED_MARK : null,
      })),
    [result, year],
  );
  return (
    <Stack gap="lg">
      <CalendarHeatmap
        title="Périodes favorables et défavorables aux apports"
        range={favourableCalendarRange(year)}
        days={favourable}
        pieces={FAVOURABLE_PIECES}
      />
      <CalendarHeatmap
        title="Calendrier des apports d’azote"
        range={inputsCalendarRange(year)}
        days={inputs}
        pieces={INPUT_PIECES}
      />
    </Stack>
  );
}
