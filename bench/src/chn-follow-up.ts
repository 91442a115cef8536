// The CHN follow-up with 20,000 CHN plots (SIM_SCALE=20000), as the administrator who sees them
// all, in Debian's Chromium against the production build: navigation until the table, the cards,
// the two charts and the map are shown (goal under 2 s), and a change of the delta-N threshold
// restricting the list (goal under 200 ms).
import {
  runDashboardBenchmark,
  timedRunsFigure,
  timePartsVisits,
  timeRunsUntilFailure,
  timeTwoListCalls,
  twoCallsFigure,
  visitsFigure,
} from './dashboard-runner.ts';
import { timeToFilter } from './dashboard-timing.ts';
import type { BenchResult } from './measure.ts';

const SCALE = 20_000;
const VISITS = 5;
const RUNS = 5;
const FOLLOW_UP = '/ferti/chn/suivi';
const LIST_LABEL = 'Parcelles CHN';

/** The follow-up's parts: the table's first cell, the cards' figure, both charts, the map. */
const PARTS = {
  table: [{ selector: `table[aria-label="${LIST_LABEL}"] tbody tr td` }],
  cards: [{ selector: '[role="group"]', text: 'Nombre de parcelles' }],
  charts: [{ selector: '.recharts-scatter-symbol' }, { selector: '.recharts-bar-rectangle' }],
  map: [{ selector: '[data-map-state="drawn"]' }],
} as const;

export function benchmarkChnFollowUp(): Promise<BenchResult[]> {
  return runDashboardBenchmark(SCALE, { PLATFORM_DATE: '2026-06-15' }, async ({ page, origin }) => {
    // The model's first run of every plot (docs/simulator.md, "Nitrogen, CHN"), apart from the
    // screen; then a second call, as every later visit gets.
    const calls = await timeTwoListCalls(page, `${origin}/api/chns/results`);

    const visits = await timePartsVisits(page, `${origin}${FOLLOW_UP}`, PARTS, VISITS);

    // The threshold restricts the list once its switch is on.
    await page.getByText('Delta N hors seuil uniquement').click();
    await page.getByRole('table', { name: LIST_LABEL }).locator('tbody tr').first().waitFor();
    const threshold = page.getByRole('textbox', { name: /Seuil delta N/ });
    const thresholdRuns = await timeRunsUntilFailure(RUNS, (run) => {
      // A new threshold typed, from the input to the list painted: 30 and 40 in turn, each
      // restricting the list differently (a run from one empty list to another would paint
      // nothing, which is how the first version of this benchmark timed out).
      const value = run % 2 === 0 ? '30' : '40';
      return timeToFilter(page, LIST_LABEL, () => threshold.fill(value), 'input');
    });

    return [
      {
        name: `CHN follow-up, ${calls.first.rows.length.toLocaleString('en-US')} plots: chns/results call`,
        figure: twoCallsFigure(calls),
      },
      {
        name: 'CHN follow-up: navigation to table, cards, charts and map shown',
        figure: visitsFigure(visits),
      },
      {
        name: 'CHN follow-up: change the delta-N threshold (click to list painted)',
        figure: timedRunsFigure(thresholdRuns),
      },
    ];
  });
}
