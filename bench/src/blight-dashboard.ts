// The blight dashboard with 20,000 plots (SIM_SCALE=20000), and with 100,000, as the
// administrator who sees them all, in Debian's Chromium against the production build (issue 43's
// goals): navigation to the plot list and the map shown (a later visit under 1 s, 1.5 s at
// 100,000), the browser's JS heap after it (under 100 MiB at 100,000), a filter of the bar, a
// sort and a page change (under 100 ms), a switch of the map's day (under 300 ms), the largest
// answer received (under 1 MB) and the Excel export's rows per second.
import type { Page } from 'playwright-core';
import {
  optionAt,
  runDashboardBenchmark,
  runsFigure,
  timeDashboardVisits,
  timeFilterChoice,
  timeRuns,
  visitsFigure,
} from './dashboard-runner.ts';
import { jsHeapMiB, ms, timeToPagedRows, watchAnswerSizes } from './dashboard-timing.ts';
import type { BenchResult } from './measure.ts';

const VISITS = 5;
const RUNS = 5;
const DASHBOARD = '/mildiou/tableaudebord';
const LIST_LABEL = 'Liste des parcelles';
const DAYS = ['J PREVI', 'J+1', 'J REEL'] as const;

/**
 * Milliseconds from the click on a day of the map until the map has drawn its new colours: a
 * MutationObserver sees the map leave 'drawn' and come back to it (both may happen between two
 * animation frames, which polling would miss).
 */
async function timeToMapDay(page: Page, day: string): Promise<number> {
  await page.evaluate(() => {
    const state = window as unknown as { benchClick?: number; benchDrawn?: number };
    state.benchClick = undefined;
    state.benchDrawn = undefined;
    document.addEventListener('click', () => (state.benchClick ??= performance.now()), {
      capture: true,
      once: true,
    });
    const map = document.querySelector('[data-map-state]');
    if (!map) throw new Error('no map');
    let left = false;
    const observer = new MutationObserver(() => {
      const now = map.getAttribute('data-map-state');
      if (now !== 'drawn') left = true;
      else if (left) {
        state.benchDrawn = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(map, { attributes: true, attributeFilter: ['data-map-state'] });
  });
  await page
    .getByRole('radiogroup', { name: 'Jour du risque affiché sur la carte' })
    .getByText(day, { exact: true })
    .click();
  const done = await page.waitForFunction(
    () => {
      const state = window as unknown as { benchClick?: number; benchDrawn?: number };
      return state.benchDrawn !== undefined && state.benchClick !== undefined
        ? state.benchDrawn - state.benchClick
        : false;
    },
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await done.jsonValue()) as number;
}

/** Times `click` on a button of the list, by its name, until the list shows its new rows. */
const timeListButton = (page: Page, name: RegExp) => () =>
  timeToPagedRows(page, LIST_LABEL, () =>
    page.getByRole('region', { name: LIST_LABEL }).getByRole('button', { name }).first().click(),
  );

function benchmarkAt(scale: number): () => Promise<BenchResult[]> {
  // Issue 43's goals: a later visit under 1 s at 20,000 plots, 1.5 s at 100,000.
  const visitGoal = scale > 20_000 ? 1500 : 1000;
  return () =>
    runDashboardBenchmark(scale, { PLATFORM_DATE: '2026-06-15' }, async ({ page, origin }) => {
      // The model's first run of every plot (docs/simulator.md, "Blight"), apart from the screen,
      // read by the BFF into its read model: at 100,000 plots the model API's answer weighs 76 MB,
      // which Playwright's own request gave up reading. At that size the first run takes minutes,
      // longer than the BFF waits for an answer (a 504): the page is asked again until it comes.
      const started = performance.now();
      let plots = 0;
      for (;;) {
        const listed = await page.request.get(`${origin}/bff/lists/mildiou?pageSize=1`, {
          headers: { 'x-csrf': '1' },
          timeout: 600_000,
        });
        if (listed.ok()) {
          plots = ((await listed.json()) as { data: { all: number } }).data.all;
          break;
        }
        if (performance.now() - started > 900_000) {
          throw new Error(`the blight list still answers ${listed.status()} after 15 minutes`);
        }
        await new Promise((resolve) => setTimeout(resolve, 5_000));
      }
      const firstCall = performance.now() - started;
      const largest = watchAnswerSizes(page);

      // The first visit also has the BFF read the list from the model API and keep it.
      const visits = await timeDashboardVisits(page, `${origin}${DASHBOARD}`, LIST_LABEL, VISITS);
      const heap = await jsHeapMiB(page);

      const filterTimes = await timeRuns(RUNS, (run) =>
        timeFilterChoice(page, LIST_LABEL, 'Risque', optionAt(3), run, timeToPagedRows),
      );
      // By plot: ascending, descending, then the list's own order, in turn.
      const sortTimes = await timeRuns(RUNS, timeListButton(page, /^Tri(er|é) par Parcelle/));
      const pageTimes = await timeRuns(RUNS, timeListButton(page, /^Aller à la page suivante$/));

      // The map's day is switched on a settled map, and so is how long it took to settle.
      const settleStart = performance.now();
      await page.waitForSelector('[data-map-state="drawn"]', { timeout: 120_000 });
      const settled = performance.now() - settleStart;
      const tabTimes = await timeRuns(RUNS, (run) =>
        timeToMapDay(page, DAYS[run % DAYS.length] as string),
      );

      const exportStart = performance.now();
      const exported = await page.request.get(`${origin}/bff/exports/mildiou.xlsx`);
      const body = await exported.body();
      const exportMs = performance.now() - exportStart;
      const biggest = largest();
      const count = plots.toLocaleString('en-US');

      return [
        {
          name: `blight dashboard, ${count} plots: first read of the list by the BFF (model runs)`,
          figure: ms(firstCall),
        },
        {
          name: `blight dashboard, ${count} plots: navigation to list and map shown`,
          figure: visitsFigure(visits, visitGoal),
        },
        {
          name: `blight dashboard, ${count} plots: browser JS heap after the visits`,
          figure: `${heap.toFixed(1)} MiB${scale > 20_000 ? ` (goal under 100 MiB: ${heap < 100 ? 'met' : 'NOT met'})` : ''}`,
        },
        {
          name: `blight dashboard, ${count} plots: apply the 'Risque' filter (click to list painted)`,
          figure: runsFigure(filterTimes, 100),
        },
        {
          name: `blight dashboard, ${count} plots: sort by 'Parcelle' (click to list painted)`,
          figure: runsFigure(sortTimes, 100),
        },
        {
          name: `blight dashboard, ${count} plots: next page (click to list painted)`,
          figure: runsFigure(pageTimes, 100),
        },
        {
          name: `blight dashboard, ${count} plots: switch the map's day (click to map drawn)`,
          figure: `${runsFigure(tabTimes, 300)}; the map settled ${ms(settled)} after the last filter run`,
        },
        {
          name: `blight dashboard, ${count} plots: largest answer the browser received`,
          figure: `${(biggest.bytes / 1024).toFixed(0)} KiB, ${biggest.url} (goal under 1 MB: ${biggest.bytes < 1_000_000 ? 'met' : 'NOT met'})`,
        },
        {
          name: `blight dashboard, ${count} plots: export`,
          figure: `${Math.round((plots / exportMs) * 1000).toLocaleString('en-US')} rows/s (${count} rows, ${(body.length / 1048576).toFixed(1)} MiB .xlsx in ${ms(exportMs)}, status ${exported.status()})`,
        },
      ];
    });
}

export const benchmarkBlightDashboard = benchmarkAt(20_000);
export const benchmarkBlightDashboard100k = benchmarkAt(100_000);
