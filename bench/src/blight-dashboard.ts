// The blight dashboard with 20,000 plots (SIM_SCALE=20000), and with 100,000, as the
// administrator who sees them all, in Debian's Chromium against the production build (issue 43's
// goals, ./paged-dashboard.ts), and what only it has: a switch of the map's day (under 300 ms).
import type { Page } from 'playwright-core';
import { optionAt, runsFigure } from './dashboard-runner.ts';
import { ms } from './dashboard-timing.ts';
import { pagedDashboardBenchmark, type PagedDashboard } from './paged-dashboard.ts';

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

const blightDashboard: PagedDashboard = {
  title: 'blight dashboard',
  list: 'mildiou',
  path: '/mildiou/tableaudebord',
  listLabel: 'Liste des parcelles',
  filter: { label: 'Risque', option: optionAt(3) },
  sortBy: 'Parcelle',
  exportName: 'mildiou',
  async more(page, timeRuns) {
    // The map's day is switched on a settled map, and so is how long it took to settle.
    const settleStart = performance.now();
    await page.waitForSelector('[data-map-state="drawn"]', { timeout: 120_000 });
    const settled = performance.now() - settleStart;
    const tabTimes = await timeRuns(5, (run) =>
      timeToMapDay(page, DAYS[run % DAYS.length] as string),
    );
    return [
      {
        name: "switch the map's day (click to map drawn)",
        figure: `${runsFigure(tabTimes, 300)}; the map settled ${ms(settled)} after the last page run`,
      },
    ];
  },
};

export const benchmarkBlightDashboard = pagedDashboardBenchmark(blightDashboard, 20_000);
export const benchmarkBlightDashboard100k = pagedDashboardBenchmark(blightDashboard, 100_000);
