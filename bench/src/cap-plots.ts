// The client plot list ("Parcelles clients", spec 4 §2.2) with 20,000 cereal plots, as the
// administrator, in Debian's Chromium against the production build: navigation until the table
// and the stage chart are shown (goal under 2 s), and a species chosen in its filter until the
// list is painted (goal under 200 ms). SIM_SCALE sets the cereal plots (module 'cap').
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

export function benchmarkCapPlots(): Promise<BenchResult[]> {
  return runDashboardBenchmark(SCALE, { PLATFORM_DATE: '2026-06-15' }, async ({ page, origin }) => {
    const calls = await timeTwoListCalls(page, `${origin}/api/previCap/plots?type=clients`);

    const visits = await timePartsVisits(page, `${origin}${LIST}`, PARTS, VISITS);

    const filterRuns = await timeRunsUntilFailure(RUNS, (run) =>
      timeFilterChoice(page, LIST_LABEL, 'Espèce', optionNamed(SPECIES), run),
    );

    return [
      {
        name: `Client plots, ${calls.first.rows.length.toLocaleString('en-US')} plots: previCap/plots call`,
        figure: twoCallsFigure(calls),
      },
      {
        name: 'Client plots: navigation to table and stage chart shown',
        figure: visitsFigure(visits),
      },
      {
        name: 'Client plots: a species chosen in its filter (click to list painted)',
        figure: timedRunsFigure(filterRuns),
      },
    ];
  });
}
