// The run every dashboard benchmark makes, written once: the platform started and always closed,
// the screen's list call made twice (the model's first run, then what a later visit gets), the
// screen visited once to load its code then again from the browser's cache, a filter chosen run
// after run, and the figures these give, in the same words for every dashboard. What only one
// dashboard has (a summary cell, the map's day, a threshold) stays in its benchmark, timed with
// `timeRuns` or `timeRunsUntilFailure` and said with `runsFigure` or `timedRunsFigure`.
import type { Locator, Page } from 'playwright-core';
import { startDashboardPlatform, type DashboardPlatform } from './dashboard-platform.ts';
import {
  goal,
  median,
  ms,
  timeListCall,
  timeToDashboard,
  timeToFilter,
  timeToParts,
  type PartShown,
} from './dashboard-timing.ts';
import type { BenchResult } from './measure.ts';

/**
 * Starts the platform (`scale`, `env` as `startDashboardPlatform` takes them), measures with it
 * and closes it, whether the measure ends or fails: a failed benchmark leaves no process behind.
 */
export async function runDashboardBenchmark(
  scale: number,
  env: Record<string, string>,
  measure: (platform: DashboardPlatform) => Promise<BenchResult[]>,
): Promise<BenchResult[]> {
  const platform = await startDashboardPlatform(scale, env);
  try {
    return await measure(platform);
  } finally {
    await platform.close();
  }
}

/** A list call made twice through the BFF: the first runs the model, the second is a later visit's. */
export interface TwoCalls<Row> {
  first: { rows: Row[]; time: number };
  second: { rows: Row[]; time: number };
}

export async function timeTwoListCalls<Row>(page: Page, url: string): Promise<TwoCalls<Row>> {
  const first = await timeListCall<Row>(page, url);
  const second = await timeListCall<Row>(page, url);
  return { first, second };
}

export const twoCallsFigure = ({ first, second }: TwoCalls<unknown>) =>
  `first (model runs) ${ms(first.time)}, second ${ms(second.time)}`;

/** Each part's milliseconds from the navigation's start, and `shown`, the last of them. */
type ShownTimes<Part extends string> = Record<Part | 'shown', number>;

/** The visits of a screen: the first loads its code, the later ones find it in the cache. */
export interface Visits<Part extends string> {
  /** The parts timed, in the order the figure names them. */
  parts: readonly Part[];
  first: ShownTimes<Part>;
  later: ShownTimes<Part>[];
}

async function timeVisits<Part extends string>(
  parts: readonly Part[],
  laterVisits: number,
  visit: () => Promise<ShownTimes<Part>>,
): Promise<Visits<Part>> {
  const first = await visit();
  const later: ShownTimes<Part>[] = [];
  for (let run = 0; run < laterVisits; run += 1) later.push(await visit());
  return { parts, first, later };
}

/** Visits of a dashboard made of a list (its accessible name `listLabel`) and a map. */
export function timeDashboardVisits(
  page: Page,
  url: string,
  listLabel: string,
  laterVisits: number,
): Promise<Visits<'list' | 'map'>> {
  return timeVisits(['list', 'map'], laterVisits, () => timeToDashboard(page, url, listLabel));
}

/** Visits of a screen shown when each of its `parts` is (see `timeToParts`). */
export function timePartsVisits<Part extends string>(
  page: Page,
  url: string,
  parts: Readonly<Record<Part, readonly PartShown[]>>,
  laterVisits: number,
): Promise<Visits<Part>> {
  return timeVisits(Object.keys(parts) as Part[], laterVisits, () => timeToParts(page, url, parts));
}

/**
 * The first visit, the later visits' median and each part's, against the goal of a later visit
 * (2 s by default; 1 s for a screen the BFF pages, issue 43).
 */
export function visitsFigure<Part extends string>(
  { parts, first, later }: Visits<Part>,
  goalMs = 2000,
): string {
  const laterMedian = median(later.map((times) => times.shown));
  const each = parts.map((part) => `${part} ${ms(median(later.map((times) => times[part])))}`);
  return `first visit ${ms(first.shown)}, later visits median ${ms(laterMedian)} of ${later.length}: ${each.join(', ')} (goal under ${goalMs / 1000} s: ${goal(laterMedian, goalMs)})`;
}

/** Times `once` for each run in turn; a failure ends the benchmark. */
export async function timeRuns(
  runs: number,
  once: (run: number) => Promise<number>,
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await once(run));
  return times;
}

/** Runs timed until one fails: the times before it, and its message's first line. */
export interface TimedRuns {
  times: number[];
  failure: string | null;
}

/** `timeRuns`, a failure ending the runs and said in the figure rather than ending the benchmark. */
export async function timeRunsUntilFailure(
  runs: number,
  once: (run: number) => Promise<number>,
): Promise<TimedRuns> {
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) times.push(await once(run));
    return { times, failure: null };
  } catch (error) {
    const failure = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    return { times, failure };
  }
}

/**
 * The median and max of timed runs against the goal of a change on screen (200 ms by default;
 * 100 ms for a screen the BFF pages, 300 ms for its map's day, issue 43).
 */
export function runsFigure(times: readonly number[], goalMs = 200): string {
  const middle = median(times);
  return `median ${ms(middle)} of ${times.length}, max ${ms(Math.max(...times))} (goal under ${goalMs} ms: ${goal(middle, goalMs)})`;
}

/** `runsFigure`, or why the runs were not measured. */
export const timedRunsFigure = ({ times, failure }: TimedRuns) =>
  failure === null ? runsFigure(times) : `not measured: ${failure}`;

/** Which option of a filter's open list a run chooses. */
export type OptionOfRun = (page: Page, run: number) => Locator;

/** The options by their place in the list, the first `count` in turn (whatever their names). */
export const optionAt =
  (count: number): OptionOfRun =>
  (page, run) =>
    page.getByRole('option').nth(run % count);

/** The options named, in turn. */
export const optionNamed =
  (names: readonly string[]): OptionOfRun =>
  (page, run) =>
    page.getByRole('option', { name: names[run % names.length] as string, exact: true });

/**
 * One run of a multi-select filter of the bar: its list opened, the run's option chosen, timed by
 * `timeToFilter` from the option's click to the list painted; then, untimed, the list closed,
 * the filters cleared and the list's first row back, so that every run starts from the whole list.
 */
export async function timeFilterChoice(
  page: Page,
  listLabel: string,
  filterLabel: string,
  option: OptionOfRun,
  run: number,
  /** How the change is timed: `timeToPagedRows` for a table the BFF pages. */
  timer: typeof timeToFilter = timeToFilter,
): Promise<number> {
  await page.getByRole('combobox', { name: filterLabel }).click();
  const time = await timer(page, listLabel, () => option(page, run).click());
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await page.getByRole('table', { name: listLabel }).locator('tbody tr').first().waitFor();
  return time;
}
