// Issue 41, finding 14: on the demo world (the simulator's default scale, as `npm start` runs it)
// each filter, sort or card click took 1.7–2.0 s while no call took 2 s: the page's own rendering.
// For each module's list, as of 15/06/2026 and as the administrator who sees every plot, the
// milliseconds from the click until the list's change is painted: a filter's option chosen, a
// header's sort pressed, a decision card pressed. Goal: under 200 ms each (median of the runs).
import type { Page } from 'playwright-core';
import {
  optionAt,
  runDashboardBenchmark,
  timeFilterChoice,
  timeRunsUntilFailure,
  timedRunsFigure,
} from './dashboard-runner.ts';
import { timeToFilter } from './dashboard-timing.ts';
import type { BenchResult } from './measure.ts';

/** The simulator's own default: the world `npm start` shows. */
const DEMO_SCALE = 300;
const RUNS = 6;

interface DashboardClicks {
  name: string;
  path: string;
  list: string;
  /** A multi-select filter of the bar; its first options are chosen in turn. */
  filter: string;
  /** A column whose header's sort button is pressed run after run (ascending, descending...). */
  sortBy: string;
  /** The decision card that filters the list when pressed, pressed and released in turn. */
  card: string | null;
}

const DASHBOARDS: readonly DashboardClicks[] = [
  {
    name: 'blight dashboard',
    path: '/mildiou/tableaudebord',
    list: 'Liste des parcelles',
    filter: 'Risque',
    sortBy: 'Parcelle',
    card: 'Parcelles à traiter',
  },
  {
    name: 'water-balance dashboard',
    path: '/bilanhydrique/tableaudebord',
    list: 'Liste des parcelles',
    filter: 'Culture',
    sortBy: 'Parcelle',
    card: 'Parcelles à irriguer',
  },
  {
    name: 'CHN follow-up',
    path: '/ferti/chn/suivi',
    list: 'Parcelles CHN',
    filter: 'Client',
    sortBy: 'Parcelle',
    card: 'Parcelles à apporter maintenant',
  },
  {
    name: 'QN follow-up',
    path: '/ferti/qn/suivi',
    list: 'Parcelles QN',
    filter: 'Client',
    sortBy: 'Client',
    card: null,
  },
];

async function openList(page: Page, origin: string, dashboard: DashboardClicks): Promise<void> {
  await page.goto(`${origin}${dashboard.path}`);
  await page
    .getByRole('table', { name: dashboard.list })
    .locator('tbody tr')
    .first()
    .waitFor({ timeout: 120_000 });
}

/**
 * The header's sort button, whatever it says now: 'Trier par Parcelle croissant', then once the
 * list is sorted on it 'Trié par Parcelle croissant' (mantine-react-table's French words).
 */
const sortButton = (page: Page, dashboard: DashboardClicks) =>
  page
    .getByRole('table', { name: dashboard.list })
    .getByRole('button', { name: new RegExp(`^Tri(er|é) par ${dashboard.sortBy} `) });

/** The card's own button (the figure card is a group named by its title). */
const cardButton = (page: Page, title: string) =>
  page.getByRole('group', { name: title }).getByRole('button', { name: new RegExp(`^${title} `) });

async function measureDashboard(
  page: Page,
  origin: string,
  dashboard: DashboardClicks,
): Promise<BenchResult[]> {
  await openList(page, origin, dashboard);
  const filter = await timeRunsUntilFailure(RUNS, (run) =>
    timeFilterChoice(page, dashboard.list, dashboard.filter, optionAt(3), run),
  );
  const sort = await timeRunsUntilFailure(RUNS, () =>
    timeToFilter(page, dashboard.list, () => sortButton(page, dashboard).click()),
  );
  const results: BenchResult[] = [
    {
      name: `${dashboard.name}, demo world: choose a '${dashboard.filter}' filter (click to list painted)`,
      figure: timedRunsFigure(filter),
    },
    {
      name: `${dashboard.name}, demo world: sort by '${dashboard.sortBy}' (click to list painted)`,
      figure: timedRunsFigure(sort),
    },
  ];
  const { card } = dashboard;
  if (card !== null) {
    const cardTimes = await timeRunsUntilFailure(RUNS, () =>
      timeToFilter(page, dashboard.list, () => cardButton(page, card).click()),
    );
    results.push({
      name: `${dashboard.name}, demo world: press and release the card '${card}' (click to list painted)`,
      figure: timedRunsFigure(cardTimes),
    });
  }
  return results;
}

export function benchmarkDashboardClicks(): Promise<BenchResult[]> {
  return runDashboardBenchmark(
    DEMO_SCALE,
    { PLATFORM_DATE: '2026-06-15' },
    async ({ page, origin }) => {
      const results: BenchResult[] = [];
      for (const dashboard of DASHBOARDS) {
        // A first visit loads the screen's code and runs the model: the clicks are timed after it.
        await openList(page, origin, dashboard);
        results.push(...(await measureDashboard(page, origin, dashboard)));
      }
      return results;
    },
  );
}
