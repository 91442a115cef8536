// What the client plot list shows of its plots (spec 4 §2.2): the options of its column filters
// from the rows, and the share of plots that reached the chosen stage each day.
import type { CapPlot } from '@agro/contracts/entities/stages';
import type { Column } from '@agro/contracts/columns/column';
import { CAP_FILTER_KEYS } from '@agro/contracts/columns/cap';
import { stageShareByDay, type CerealStageField } from '@agro/domain/stages';
import type { FilterDefinition } from '../../../components/FilterBar';

/** Each filter offers the values its column shows, sorted as French words (numbers in order). */
export function capFilterDefinitions(
  columns: readonly Column<CapPlot>[],
  rows: readonly CapPlot[],
): FilterDefinition[] {
  return CAP_FILTER_KEYS.flatMap((key) => {
    const column = columns.find((c) => c.key === key);
    if (!column) return [];
    const values = new Set<string>();
    for (const row of rows) {
      const value = column.value(row);
      if (value !== null && value !== '') values.add(String(value));
    }
    return [
      {
        key,
        label: column.header,
        options: [...values].sort((a, b) => a.localeCompare(b, 'fr', { numeric: true })),
      },
    ];
  });
}

/** The chart's rows: each day's share (%) of the plots shown that reached the stage. */
export function stageShareRows(rows: readonly CapPlot[], field: CerealStageField) {
  return stageShareByDay(rows.map((row) => row[field] ?? null)).map(({ date, share }) => ({
    date,
    part: share,
  }));
}
