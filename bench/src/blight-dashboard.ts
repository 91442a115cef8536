// The blight dashboard with 20,000 plots (SIM_SCALE=20000), as the administrator who sees them
// all, in Debian's Chromium against the production build: navigation to the plot list and the
// map shown (goal under 2 s), a filter of the bar (goal under 200 ms), a switch of the map's day
// (goal under 200 ms), and the Excel export's rows per second.
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
import { ms } from './dashboard-timing.ts';
import type { BenchResult } from './measure.ts';

const SCALE = 20_000;
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

export function benchmarkBlightDashboard(): Promise<BenchResult[]> {
  return runDashboardBenchmark(SCALE, { PLATFORM_DATE: '2026-06-15' }, async ({ page, origin }) => {
    // The model's first run of every plot (docs/simulator.md, "Blight"), apart from the screen.
    const started = performance.now();
    const listed = await page.request.get(
      `${origin}/api/maladiesPdt/situationMildiou?campagne=2026`,
      { headers: { 'x-csrf': '1' } },
    );
    const firstCall = performance.now() - started;
    const plots = ((await listed.json()) as { data: unknown[] }).data.length;

    const visits = await timeDashboardVisits(page, `${origin}${DASHBOARD}`, LIST_LABEL, VISITS);

    const filterTimes = await timeRuns(RUNS, (run) =>
      timeFilterChoice(page, LIST_LABEL, 'Risque', optionAt(3), run),
    );

    // The map redraws the plots each filter change gave it; the day's switch is timed on a
    // settled map, and so is how long it took to settle.
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

    return [
      {
        name: `blight dashboard, ${plots.toLocaleString('en-US')} plots: first situationMildiou call (model runs)`,
        figure: ms(firstCall),
      },
      {
        name: 'blight dashboard: navigation to list and map shown',
        figure: visitsFigure(visits),
      },
      {
        name: "blight dashboard: apply the 'Risque' filter (click to list painted)",
        figure: runsFigure(filterTimes),
      },
      {
        name: "blight dashboard: switch the map's day (click to map drawn)",
        figure: `${runsFigure(tabTimes)}; the map settled ${ms(settled)} after the last filter run`,
      },
      {
        name: 'blight dashboard export',
        figure: `${Math.round((plots / exportMs) * 1000).toLocaleString('en-US')} rows/s (${plots.toLocaleString('en-US')} rows, ${(body.length / 1048576).toFixed(1)} MiB .xlsx in ${ms(exportMs)}, status ${exported.status()})`,
      },
    ];
  });
}
