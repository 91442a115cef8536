// The QN follow-up with 20,000 QN plots, as the administrator who sees them all, in Debian's
// Chromium against the production build: navigation until the charts, the table and the map are
// shown (goal under 2 s), and a filter applied, a client chosen until the list is painted (goal
// under 200 ms). QN follows the CHN cereal plots (docs/simulator.md, "Nitrogen, QN"), about 92 %
// of them: a scale of 21,750 gives 20,000 QN plots; the figure names the exact count.
import { startDashboardPlatform } from './dashboard-platform.ts';
import {
  filterFigure,
  goal,
  median,
  ms,
  timeFilterChoices,
  timeListCall,
  timeToParts,
} from './dashboard-timing.ts';
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
type FollowUpTimes = Awaited<ReturnType<typeof timeToParts<keyof typeof PARTS>>>;

export async function benchmarkQnFollowUp(): Promise<BenchResult[]> {
  const platform = await startDashboardPlatform(SCALE, { PLATFORM_DATE: '2026-06-15' });
  try {
    const { page, origin } = platform;
    // The model's first run of every plot, apart from the screen; then a second call, as every
    // later visit gets.
    const call = () => timeListCall<{ client: string | null }>(page, `${origin}/api/qn/results`);
    const firstCall = await call();
    const laterCall = await call();
    const clients = [...new Set(firstCall.rows.map((row) => row.client ?? ''))].sort();

    const url = `${origin}${FOLLOW_UP}`;
    const first = await timeToParts(page, url, PARTS);
    const later: FollowUpTimes[] = [];
    for (let visit = 0; visit < VISITS; visit += 1) later.push(await timeToParts(page, url, PARTS));

    const filter = await timeFilterChoices(page, LIST_LABEL, 'Client', clients, RUNS);

    const laterMedian = median(later.map((times) => times.shown));
    const part = (key: keyof FollowUpTimes) => ms(median(later.map((times) => times[key])));
    return [
      {
        name: `QN follow-up, ${firstCall.rows.length.toLocaleString('en-US')} plots: qn/results call`,
        figure: `first (model runs) ${ms(firstCall.time)}, second ${ms(laterCall.time)}`,
      },
      {
        name: 'QN follow-up: navigation to charts, table and map shown',
        figure: `first visit ${ms(first.shown)}, later visits median ${ms(laterMedian)} of ${VISITS}: table ${part('table')}, charts ${part('charts')}, map ${part('map')} (goal under 2 s: ${goal(laterMedian, 2000)})`,
      },
      {
        name: 'QN follow-up: a client chosen in its filter (click to list painted)',
        figure: filterFigure(filter),
      },
    ];
  } finally {
    await platform.close();
  }
}
