// Every day and every hour of a station's period, the missing ones said (issue 41). The weather
// calls answer no row for the days or hours nothing came in (a silent station's days before its
// forecasts), so a table or chart drawn from the answer alone closes up the very gap the user came
// to see. These functions put the missing days and hours back, marked, in the answer's order.
import { eachDay } from './calendar-days.ts';

const HOUR_MS = 3_600_000;

/** A row of a station's weather, marked when nothing of it was received. */
export type WithMissing<Row> = Row & { manquant: boolean };

const isMeasure = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** Whether none of the measures (`keys`) of a row holds a value: a row of nothing is missing. */
export function hasNoMeasure(row: object, keys: readonly string[]): boolean {
  const record = row as Record<string, unknown>;
  return keys.every((key) => !isMeasure(record[key]));
}

/**
 * The rows in order of their keys with one row per slot of `slots` (ascending keys): a slot the
 * rows lack gets `empty(slot)`. Rows outside the slots are kept (a period filter drops them).
 */
function fill<Row extends { date: string }>(
  rows: readonly Row[],
  slots: readonly number[],
  keyOf: (date: string) => number,
  empty: (key: number) => Row,
  keys: readonly string[],
): WithMissing<Row>[] {
  const marked = (row: Row, missing: boolean): WithMissing<Row> => ({ ...row, manquant: missing });
  const byKey = new Map<number, Row>();
  const unreadable: Row[] = [];
  for (const row of rows) {
    const key = keyOf(row.date);
    if (Number.isNaN(key)) unreadable.push(row);
    else if (!byKey.has(key)) byKey.set(key, row);
  }
  for (const slot of slots) if (!byKey.has(slot)) byKey.set(slot, empty(slot));
  const filled = [...byKey.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => marked(row, hasNoMeasure(row, keys)));
  // A date nobody can read cannot be placed: it stays, after the others, as the answer gave it.
  return [...filled, ...unreadable.map((row) => marked(row, hasNoMeasure(row, keys)))];
}

const dayKey = (date: string) => {
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}/.test(date) ? time : Number.NaN;
};
const hourKey = (date: string) => {
  const time = Date.parse(date);
  return Number.isNaN(time) ? time : Math.floor(time / HOUR_MS) * HOUR_MS;
};

/**
 * Daily rows ('YYYY-MM-DD', UTC days) with every day from `from` to `to` (both included): a day the
 * answer lacks is `empty(day)`; every row says whether it is missing (no measure at all).
 */
export function everyDay<Row extends { date: string }>(
  rows: readonly Row[],
  period: { from: string; to: string } | null,
  keys: readonly string[],
  empty: (day: string) => Row,
): WithMissing<Row>[] {
  const days = period === null ? [] : eachDay(period.from, period.to);
  return fill(rows, days.map(dayKey), dayKey, (key) => empty(isoDay(key)), keys);
}

/**
 * Hourly rows (ISO instants) with every hour from `from` to `to` (instants, both included, taken
 * to their hour): an hour the answer lacks is `empty(instant)`, an ISO instant in UTC.
 */
export function everyHour<Row extends { date: string }>(
  rows: readonly Row[],
  period: { from: string; to: string } | null,
  keys: readonly string[],
  empty: (hour: string) => Row,
): WithMissing<Row>[] {
  const slots: number[] = [];
  if (period !== null) {
    const first = hourKey(period.from);
    const last = hourKey(period.to);
    for (let time = first; time <= last; time += HOUR_MS) slots.push(time);
  }
  return fill(rows, slots, hourKey, (key) => empty(new Date(key).toISOString()), keys);
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** A run of consecutive missing rows: its first and last dates and how many rows it holds. */
export interface MissingRun {
  from: string;
  to: string;
  count: number;
}

/** The runs of consecutive missing rows, in the rows' order. */
export function missingRuns(rows: readonly { date: string; manquant: boolean }[]): MissingRun[] {
  const runs: MissingRun[] = [];
  let current: MissingRun | null = null;
  for (const row of rows) {
    if (!row.manquant) {
      current = null;
      continue;
    }
    if (current === null) {
      current = { from: row.date, to: row.date, count: 1 };
      runs.push(current);
    } else {
      current.to = row.date;
      current.count += 1;
    }
  }
  return runs;
}
