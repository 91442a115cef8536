// The QN follow-up with 20,000 QN plots, as the administrator who sees them all, in Debian's
// Chromium against the production build: navigation until the charts, the table and the map are
// shown (goal under 2 s), and a filter applied, a client chosen until the list is painted (goal
// under 200 ms). QN follows the CHN cereal plots (docs/simulator.md, "Nitrogen, QN"), about 92 %
// of them: a scale of 21,750 gives 20,000 QN plots; the figure names the exact count.
import {
  optionNamed,
  runDashboardBenchmark,
  timedRunsFigure,
  timeFilterChoice,
  timePartsVisits,
  timeRunsUntilFailure,
  timeTwoListCalls,
  twoCallsFigure,
  visitsFigure,
} from './dashboard-runner.ts';
import type { BenchResult } from './measure.ts';

const SCALE = 21_750;
const VISITS = 5;
const RUNS = 5;
const FOLLOW_UP = '/ferti/qn/suivi';
const LIST_LABEL = 'Parcelles QN';

/** The follow-up's parts: the table's first cell, the six charts, the map drawn. */
const PARTS = {
  table: [{ selector: `table[aria-label="${LIST_LABEL}"] tbody tr td` }],
  // Five column charts and the pie.
  charts: [{ selector: '.recharts-bar', atLeast: 5 }, { selector: '.recharts-pie-sector' }],
  map: [{ selector: '[data-map-state="drawn"]' }],
} as const;

export function benchmarkQnFollowUp(): Promise<BenchResult[]> {
  return runDashboardBenchmark(SCALE, { PLATFORM_DATE: '2026-06-15' }, async ({ page, origin }) => {
    // The model's first run of every plot, apart from the screen; then a second call, as every
    // later visit gets.
    const calls = await timeTwoListCalls<{ client: string | null }>(
      page,
      `${origin}/api/qn/results`,
    );
    const clients = [...new Set(calls.first.rows.map((row) => row.client ?? ''))].sort();

    const visits = await timePartsVisits(page, `${origin}${FOLLOW_UP}`, PARTS, VISITS);

    const filterRuns = await timeRunsUntilFailure(RUNS, (run) =>
      timeFilterChoice(page, LIST_LABEL, 'Client', optionNamed(clients), run),
    );

    return [
      {
        name: `QN follow-up, ${calls.first.rows.length.toLocaleString('en-US')} plots: qn/results call`,
        figure: twoCallsFigure(calls),
      },
      {
        name: 'QN follow-up: navigation to charts, table and map shown',
        figure: visitsFigure(visits),
      },
      {
        name: 'QN follow-up: a client chosen in its filter (click to list painted)',
        figure: timedRunsFigure(filterRuns),
      },
    ];
  });
}
