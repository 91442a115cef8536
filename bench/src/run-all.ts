// Runs every benchmark and prints its figures. Benchmarks measure, they never fail on a timing.
import { benchmarkBffExport } from './bff-export.ts';
import { benchmarkBffProxy } from './bff-proxy.ts';
import { benchmarkEndpointMatching } from './endpoint-matching.ts';
import type { BenchResult } from './measure.ts';
import { benchmarkSimulatorStart } from './simulator-start.ts';
import { benchmarkWaterBalance } from './water-balance.ts';
import { benchmarkWebBundle } from './web-bundle.ts';

const benchmarks: (() => BenchResult | BenchResult[] | Promise<BenchResult | BenchResult[]>)[] = [
  benchmarkEndpointMatching,
  benchmarkSimulatorStart,
  benchmarkWaterBalance,
  benchmarkBffProxy,
  benchmarkBffExport,
  benchmarkWebBundle,
];

for (const benchmark of benchmarks) {
  const results = await benchmark();
  for (const result of [results].flat()) console.log(`${result.name}: ${result.figure}`);
}
