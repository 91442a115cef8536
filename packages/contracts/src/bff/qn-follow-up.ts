// What the QN follow-up (spec 2 §2) draws besides its table, worked out by the BFF over the plots
// its six filters keep (issue 43): the two cards, the six charts' columns (the domain's rules:
// average delivered dose, buckets of 10, acquisition ticks 15 to 30 days apart, stage order), and
// the map's points coloured by delivered dose. The BFF's list `qn` answers them with each page; the
// web's tests build their fake pages with them.
import { addDays, daysBetween } from '@agro/domain/calendar-days';
import { formatDateFr } from '@agro/domain/dates';
import {
  acquisitionDateTicks,
  averageDeliveredDose,
  compareQnStages,
  doseBuckets,
  QN_DETAIL_STAGE_ORDER,
  QN_STAGE_LABELS,
} from '@agro/domain/qn';
import type { QnListRow } from '../columns/qn.ts';
import type { MapPlace } from './map-layer.ts';

/** A chart's column: the category as the axis writes it ('10–20', '1 nœud', '12/04'), its value. */
export interface ChartColumn {
  label: string;
  value: number;
}

export interface QnFigures {
  plots: number;
  averageDose: number | null;
}

export interface ClientFigure {
  client: string;
  plots: number;
  averageDose: number | null;
}

export interface QnListSummary {
  figures: QnFigures;
  /** The delivered and the raw doses, in buckets of 10. */
  delivered: ChartColumn[];
  raw: ChartColumn[];
  /** One column a day from the first acquisition to the last, and the days the axis names. */
  acquisitions: { columns: ChartColumn[]; ticks: string[] };
  stages: ChartColumn[];
  clients: ClientFigure[];
}

export function qnFigures(rows: readonly QnListRow[]): QnFigures {
  return {
    plots: rows.length,
    averageDose: averageDeliveredDose(rows.map((row) => row.preco_livree)),
  };
}

/** Columns of a dose distribution: '0–10' … up to the bucket holding the maximum. */
export function doseColumns(doses: readonly (number | null | undefined)[]): ChartColumn[] {
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
  columns: ChartColumn[];
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
  const columns: ChartColumn[] = [];
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
export function stageColumns(rows: readonly QnListRow[]): ChartColumn[] {
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

export function qnListSummary(rows: readonly QnListRow[]): QnListSummary {
  return {
    figures: qnFigures(rows),
    delivered: doseColumns(rows.map((row) => row.preco_livree)),
    raw: doseColumns(rows.map((row) => row.sortie_precoBrute)),
    acquisitions: acquisitionColumns(rows),
    stages: stageColumns(rows),
    clients: clientFigures(rows),
  };
}

/** The map's colour classes of a delivered dose (spec 2 §2: the plots coloured by dose). */
export type QnDoseClass = 'none' | 'low' | 'mid' | 'high';

export function qnDoseClass(dose: number | null): QnDoseClass {
  if (dose === null) return 'none';
  if (dose < 60) return 'low';
  return dose < 100 ? 'mid' : 'high';
}

/** The map's one colour set: the delivered dose's class. */
export const QN_MAP_COLOURS = 'dose';

export function qnMapPlace(row: QnListRow): MapPlace {
  return {
    id: String(row.uuid_plot),
    latitude: row.latitude,
    longitude: row.longitude,
    colours: { [QN_MAP_COLOURS]: qnDoseClass(row.preco_livree) },
  };
}

/** A plot's id in the list, as its map point and its detail's address name it. */
export const qnPlotId = (row: QnListRow): string => String(row.uuid_plot);
