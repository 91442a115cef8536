// The benchmark of a dashboard the BFF pages (issue 43), written once for every such screen: the
// model's first run read by the BFF into its read model, the screen's first and later visits (a
// later visit under 1 s at 20,000 plots, 1.5 s at 100,000), the browser's JS heap after them
// (under 100 MiB at 100,000), a filter of the bar, a sort by a header and a page change (under
// 100 ms each), what only the screen has (the blight map's day), the largest answer the browser
// received (under 1 MB) and the Excel export's rows per second.
import type { ListName } from '@agro/contracts/bff/lists';
import type { Page } from 'playwright-core';
import {
  runDashboardBenchmark,
  runsFigure,
  timeDashboardVisits,
  timeFilterChoice,
  timePartsVisits,
  timeRuns,
  visitsFigure,
  type OptionOfRun,
} from './dashboard-runner.ts';
import {
  jsHeapMiB,
  ms,
  timeToPagedRows,
  watchAnswerSizes,
  type PartShown,
} from './dashboard-timing.ts';
import type { BenchResult } from './measure.ts';

const VISITS = 5;
const RUNS = 5;
/** The platform's day: a June day of the season, as the e2e suite runs. */
const PLATFORM_DATE = '2026-06-15';

export interface PagedDashboard {
  /** How the figures name the screen: 'blight dashboard'. */
  title: string;
  /** The BFF's list the screen reads, and the screen's address. */
  list: ListName;
  path: string;
  /** The accessible name of its table (and of the section holding it). */
  listLabel: string;
  /** What a visit waits for besides the table (charts, a map); the table and the map without it. */
  parts?: Readonly<Record<string, readonly PartShown[]>>;
  /** The bar's filter timed, and the option each run chooses. */
  filter: { label: string; option: OptionOfRun };
  /** The header whose sort button is timed ('Parcelle'). */
  sortBy: string;
  /** What only this screen has, timed on the page the runs leave. */
  more?(page: Page, run: typeof timeRuns): Promise<BenchResult[]>;
  /** The Excel export of the whole list (`/bff/exports/<name>.xlsx`). */
  exportName: string;
}

/** Times a button of the list, by its name, from its click until the list shows its new rows. */
const timeListButton = (page: Page, listLabel: string, name: RegExp) => () =>
  timeToPagedRows(page, listLabel, () =>
    page.getByRole('region', { name: listLabel }).getByRole('button', { name }).first().click(),
  );

/**
 * The model's first run of every plot, apart from the screen, read by the BFF into its read model
 * (at 100,000 plots the model API's answer weighs tens of MB). At that size the first run may take
 * longer than the BFF waits for an answer (a 504): the page is asked again until it comes.
 */
async function firstRead(page: Page, origin: string, list: ListName) {
  const started = performance.now();
  for (;;) {
    const listed = await page.request.get(`${origin}/bff/lists/${list}?pageSize=1`, {
      headers: { 'x-csrf': '1' },
      timeout: 600_000,
    });
    if (listed.ok()) {
      const plots = ((await listed.json()) as { data: { all: number } }).data.all;
      return { plots, time: performance.now() - started };
    }
    if (performance.now() - started > 900_000) {
      throw new Error(`the list ${list} still answers ${listed.status()} after 15 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/** The benchmark of `screen` with the simulator at `scale`. */
export function pagedDashboardBenchmark(
  screen: PagedDashboard,
  scale: number,
): () => Promise<BenchResult[]> {
  const big = scale > 25_000;
  const visitGoal = big ? 1500 : 1000;
  return () =>
    runDashboardBenchmark(scale, { PLATFORM_DATE }, async ({ page, origin }) => {
      const read = await firstRead(page, origin, screen.list);
      const largest = watchAnswerSizes(page);
      const url = `${origin}${screen.path}`;
      // The first visit loads the screen's code; the later ones find it in the browser's cache.
      const visits = screen.parts
        ? await timePartsVisits(page, url, screen.parts, VISITS)
        : await timeDashboardVisits(page, url, screen.listLabel, VISITS);
      const heap = await jsHeapMiB(page);

      const filterTimes = await timeRuns(RUNS, (run) =>
        timeFilterChoice(
          page,
          screen.listLabel,
          screen.filter.label,
          screen.filter.option,
          run,
          timeToPagedRows,
        ),
      );
      // Ascending, descending, then the list's own order, in turn.
      const sortTimes = await timeRuns(
        RUNS,
        timeListButton(page, screen.listLabel, new RegExp(`^Tri(er|é) par ${screen.sortBy}`)),
      );
      const pageTimes = await timeRuns(
        RUNS,
        timeListButton(page, screen.listLabel, /^Aller à la page suivante$/),
      );
      const more = (await screen.more?.(page, timeRuns)) ?? [];

      const exportStart = performance.now();
      const exported = await page.request.get(`${origin}/bff/exports/${screen.exportName}.xlsx`);
      const body = await exported.body();
      const exportMs = performance.now() - exportStart;
      const biggest = largest();
      const named = `${screen.title}, ${read.plots.toLocaleString('en-US')} plots`;

      return [
        { name: `${named}: first read of the list by the BFF (model runs)`, figure: ms(read.time) },
        {
          name: `${named}: navigation to the screen shown`,
          figure: visitsFigure(visits, visitGoal),
        },
        {
          name: `${named}: browser JS heap after the visits`,
          figure: `${heap.toFixed(1)} MiB${big ? ` (goal under 100 MiB: ${heap < 100 ? 'met' : 'NOT met'})` : ''}`,
        },
        {
          name: `${named}: apply the '${screen.filter.label}' filter (click to list painted)`,
          figure: runsFigure(filterTimes, 100),
        },
        {
          name: `${named}: sort by '${screen.sortBy}' (click to list painted)`,
          figure: runsFigure(sortTimes, 100),
        },
        {
          name: `${named}: next page (click to list painted)`,
          figure: runsFigure(pageTimes, 100),
        },
        ...more.map((result) => ({ ...result, name: `${named}: ${result.name}` })),
        {
          name: `${named}: largest answer the browser received`,
          figure: `${(biggest.bytes / 1024).toFixed(0)} KiB, ${biggest.url} (goal under 1 MB: ${biggest.bytes < 1_000_000 ? 'met' : 'NOT met'})`,
        },
        {
          name: `${named}: export`,
          figure: `${Math.round((read.plots / exportMs) * 1000).toLocaleString('en-US')} rows/s (${(body.length / 1048576).toFixed(1)} MiB .xlsx in ${ms(exportMs)}, status ${exported.status()})`,
        },
      ];
    });
}
