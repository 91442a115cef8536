// What the file-check benchmarks share (own plots, Mycolis): the time from the user's action to a
// text the page shows once the Web Worker answered, read in the page at every frame, and the
// longest task the page's thread ran from that action on, from the browser's long-task entries
// (50 ms and more: 0 means none was that long).
import type { Page } from 'playwright-core';
import { median, ms } from './dashboard-timing.ts';
import type { BenchResult } from './measure.ts';

/** Records the page's long tasks from now, and marks the start at the next `event` (a file chosen, a button pressed). */
export async function watchFrom(page: Page, event: 'change' | 'click'): Promise<void> {
  await page.evaluate((type) => {
    const state = window as unknown as {
      benchTasks: { start: number; duration: number }[];
      benchStart?: number;
      benchEnd?: number;
    };
    state.benchTasks = [];
    state.benchStart = undefined;
    state.benchEnd = undefined;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.benchTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask' });
    document.addEventListener(type, () => (state.benchStart ??= performance.now()), {
      capture: true,
      once: true,
    });
  }, event);
}

/** Milliseconds from the marked start to the first frame whose page text matches `shown`. */
export async function timeUntilShown(
  page: Page,
  shown: RegExp,
  timeout = 180_000,
): Promise<number> {
  const done = await page.waitForFunction(
    (source) => {
      const state = window as unknown as { benchStart?: number; benchEnd?: number };
      if (
        state.benchEnd === undefined &&
        new RegExp(source).test(document.body.textContent ?? '')
      ) {
        state.benchEnd = performance.now();
      }
      return state.benchEnd !== undefined && state.benchStart !== undefined
        ? state.benchEnd - state.benchStart
        : false;
    },
    shown.source,
    { polling: 'raf', timeout },
  );
  return (await done.jsonValue()) as number;
}

/** The longest long task from the marked start on; waits for the last one to be reported. */
export async function longestTaskSinceStart(page: Page): Promise<number> {
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const state = window as unknown as {
      benchTasks: { start: number; duration: number }[];
      benchStart: number;
    };
    return Math.max(
      0,
      ...state.benchTasks.filter((task) => task.start >= state.benchStart).map((t) => t.duration),
    );
  });
}

/** The two figures: rows per second over the span measured, and the longest task (goal 100 ms). */
export function workerCheckFigures(
  check: string,
  rows: number,
  span: string,
  times: readonly number[],
  longest: readonly number[],
): BenchResult[] {
  const time = median(times);
  const worst = median(longest);
  const max = Math.max(...longest);
  return [
    {
      name: `${check}, ${rows.toLocaleString('en-US')} rows in a Web Worker`,
      figure: `median ${ms(time)} of ${times.length} (${Math.round(rows / (time / 1000)).toLocaleString('en-US')} rows/s), ${span}`,
    },
    {
      name: `${check}: longest main-thread task meanwhile`,
      figure: `${max === 0 ? 'no task of 50 ms or more in any' : `median ${ms(worst)}, max ${ms(max)}`} of ${longest.length} runs (goal under 100 ms: ${worst < 100 ? 'met' : 'NOT met'})`,
    },
  ];
}
