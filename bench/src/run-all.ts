// Runs every benchmark, or those named on the command line (`pnpm bench water-balance-dashboard`),
// and prints its figures. Benchmarks measure, they never fail on a timing.
import { benchmarkBffExport } from './bff-export.ts';
import { benchmarkBffLists } from './bff-lists.ts';
import { benchmarkBlightDashboard, benchmarkBlightDashboard100k } from './blight-dashboard.ts';
import { benchmarkChnFollowUp } from './chn-follow-up.ts';
import { benchmarkDashboardClicks } from './dashboard-clicks.ts';
import { benchmarkQnFollowUp, benchmarkQnFollowUp100k } from './qn-follow-up.ts';
import { benchmarkCapPlots } from './cap-plots.ts';
import { benchmarkMycolisCheck } from './mycolis-check.ts';
import { benchmarkOwnPlotCsv } from './own-plot-csv.ts';
import { benchmarkBffProxy } from './bff-proxy.ts';
import { benchmarkBffReplicas } from './bff-replicas.ts';
import { benchmarkEndpointMatching } from './endpoint-matching.ts';
import type { BenchResult } from './measure.ts';
import { benchmarkSimulatorStart } from './simulator-start.ts';
import { benchmarkStationsDashboard } from './stations-dashboard.ts';
import { benchmarkWaterBalanceDashboard } from './water-balance-dashboard.ts';
import { benchmarkWaterBalance } from './water-balance.ts';
import { benchmarkWebBundle } from './web-bundle.ts';

type Benchmark = () => BenchResult | BenchResult[] | Promise<BenchResult | BenchResult[]>;

const benchmarks: Readonly<Record<string, Benchmark>> = {
  'endpoint-matching': benchmarkEndpointMatching,
  'simulator-start': benchmarkSimulatorStart,
  'water-balance': benchmarkWaterBalance,
  'bff-proxy': benchmarkBffProxy,
  'bff-replicas': benchmarkBffReplicas,
  'bff-export': benchmarkBffExport,
  'bff-lists': benchmarkBffLists,
  'web-bundle': benchmarkWebBundle,
  'water-balance-dashboard': benchmarkWaterBalanceDashboard,
  'stations-dashboard': benchmarkStationsDashboard,
  'blight-dashboard': benchmarkBlightDashboard,
  'blight-dashboard-100k': benchmarkBlightDashboard100k,
  'chn-follow-up': benchmarkChnFollowUp,
  'dashboard-clicks': benchmarkDashboardClicks,
  'qn-follow-up': benchmarkQnFollowUp,
  'qn-follow-up-100k': benchmarkQnFollowUp100k,
  'cap-plots': benchmarkCapPlots,
  'own-plot-csv': benchmarkOwnPlotCsv,
  'mycolis-check': benchmarkMycolisCheck,
};

const wanted = process.argv.slice(2).filter((name) => name !== '--');
const unknown = wanted.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  throw new Error(
    `unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`,
  );
}

for (const [name, benchmark] of Object.entries(benchmarks)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const results = await benchmark();
  for (const result of [results].flat()) console.log(`${result.name}: ${result.figure}`);
}
