// What the QN follow-up shows of its plots (spec 2 §2): the rows its six filters keep, the cards'
// figures and the six charts' columns, from the domain's rules (average delivered dose, buckets of
// 10, acquisition ticks 15 to 30 days apart, stage order).
import type { QnListRow } from '@agro/contracts/columns/qn';
import { formatDateFr } from '@agro/domain/dates';
import {
  acquisitionDateTicks,
  averageDeliveredDose,
  compareQnStages,
  doseBuckets,
  QN_DETAIL_STAGE_ORDER,
  QN_STAGE_LABELS,
} from '@agro/domain/qn';
import { addDays, daysBetween } from '@agro/domain/calendar-days';
import type { Column } from '../../../components/ColumnChart';

export interface QnFigures {
  plots: number;
  averageDose: number | null;
}

export function qnFigures(rows: readonly QnListRow[]): QnFigures {
  return {
    plots: rows.length,
    averageDose: averageDeliveredDose(rows.map((row) => row.preco_livree)),
  };
}

/** Columns of a dose distribution: '0–10' … up to the bucket holding the maximum. */
export function doseColumns(doses: readonly (number | null | undefined)[]): Column[] {
  return doseBuckets(doses).map((bucket) => ({
    label: `${bucket.from}–${bucket.to}`,
    value: bucket.count,
  }));
}

const shortDay = (iso: string) => formatDateFr(iso).slice(0, 5);

/**
 * The acquisition dates as one column a day from the first to the last (days without an image
 * count 0, so the axis is time), and the days the axis names, 15 to 30 days apart.
 */
export function acquisitionColumns(rows: readonly QnListRow[]): {
  columns: Column[];
  ticks: string[];
} {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const day = row.derniere_date_acquisition;
    if (day) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const days = [...counts.keys()].sort();
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return { columns: [], ticks: [] };
  const columns: Column[] = [];
  for (let i = 0; i <= daysBetween(first, last); i += 1) {
    const day = addDays(first, i);
    columns.push({ label: shortDay(day), value: counts.get(day) ?? 0 });
  }
  const ticks = acquisitionDateTicks(first, last)
    .filter((day) => day <= last)
    .map(shortDay);
  return { columns, ticks };
}

const STAGE_OF_LABEL = new Map<string, string>(
  QN_DETAIL_STAGE_ORDER.map((stage) => [QN_STAGE_LABELS[stage], stage]),
);

/** Plots per acquisition stage, in the crop's order. */
export function stageColumns(rows: readonly QnListRow[]): Column[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.nom_stade_acquisition) {
      counts.set(row.nom_stade_acquisition, (counts.get(row.nom_stade_acquisition) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort(([a], [b]) => compareQnStages(STAGE_OF_LABEL.get(a) ?? a, STAGE_OF_LABEL.get(b) ?? b))
    .map(([label, value]) => ({ label, value }));
}

export interface ClientFigure {
  client: string;
  plots: number;
  averageDose: number | null;
}

/** Per client (by name): its plots and its average delivered dose, the most plots first. */
export function clientFigures(rows: readonly QnListRow[]): ClientFigure[] {
  const byClient = new Map<string, QnListRow[]>();
  for (const row of rows) {
    const client = row.client ?? 'Sans client';
    const list = byClient.get(client) ?? [];
    list.push(row);
    byClient.set(client, list);
  }
  return [...byClient.entries()]
    .map(([client, list]) => ({
      client,
      plots: list.length,
      averageDose: averageDeliveredDose(list.map((row) => row.preco_livree)),
    }))
    .sort((a, b) => b.plots - a.plots || a.client.localeCompare(b.client, 'fr'));
}

/** The QN detail of a plot, opened from the map's popup and the table. */
export function qnPlotPath(plotId: string | number): string {
  return `/ferti/qn/parcelle/${encodeURIComponent(String(plotId))}`;
}
