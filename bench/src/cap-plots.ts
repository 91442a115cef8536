// The client plot list ("Parcelles clients", spec 4 §2.2) with 20,000 cereal plots, as the
// administrator, in Debian's Chromium against the production build: navigation until the table
// and the stage chart are shown (goal under 2 s), and a species chosen in its filter until the
// list is painted (goal under 200 ms). SIM_SCALE sets the cereal plots (module 'cap').
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

const SCALE = 20_000;
const VISITS = 5;
const RUNS = 5;
const LIST = '/stade/cap/tableaudebord';
const LIST_LABEL = 'Parcelles clients';
const SPECIES = ['Blé tendre', "Orge d'hiver", 'Blé dur', 'Triticale'];

const PARTS = {
  table: [{ selector: `table[aria-label="${LIST_LABEL}"] tbody tr td` }],
  chart: [{ selector: '.recharts-line-curve' }],
} as const;
type ListTimes = Awaited<ReturnType<typeof timeToParts<keyof typeof PARTS>>>;

export async function benchmarkCapPlots(): Promise<BenchResult[]> {
  const platform = await startDashboardPlatform(SCALE, { PLATFORM_DATE: '2026-06-15' });
  try {
    const { page, origin } = platform;
    const call = () => timeListCall<unknown>(page, `${origin}/api/previCap/plots?type=clients`);
    const firstCall = await call();
    const laterCall = await call();

    const url = `${origin}${LIST}`;
    const first = await timeToParts(page, url, PARTS);
    const later: ListTimes[] = [];
    for (let visit = 0; visit < VISITS; visit += 1) later.push(await timeToParts(page, url, PARTS));

    const filter = await timeFilterChoices(page, LIST_LABEL, 'Espèce', SPECIES, RUNS);

    const laterMedian = median(later.map((times) => times.shown));
    const part = (key: keyof ListTimes) => ms(median(later.map((times) => times[key])));
    return [
      {
        name: `Client plots, ${firstCall.rows.length.toLocaleString('en-US')} plots: previCap/plots call`,
        figure: `first (model runs) ${ms(firstCall.time)}, second ${ms(laterCall.time)}`,
      },
      {
        name: 'Client plots: navigation to table and stage chart shown',
        figure: `first visit ${ms(first.shown)}, later visits median ${ms(laterMedian)} of ${VISITS}: table ${part('table')}, chart ${part('chart')} (goal under 2 s: ${goal(laterMedian, 2000)})`,
      },
      {
        name: 'Client plots: a species chosen in its filter (click to list painted)',
        figure: filterFigure(filter),
      },
    ];
  } finally {
    await platform.close();
  }
}
