// The simulator must start in a few seconds even at SIM_SCALE=20000 (six modules, 120,000 plots):
// this measures its start (reference data, world, routes, listening) and memory in a fresh process.
import { startChild } from './children.ts';
import type { BenchResult } from './measure.ts';

export async function benchmarkSimulatorStart(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const scale of [300, 20_000]) {
    const sim = await startChild('sim', { SIM_SCALE: String(scale) });
    sim.stop();
    const { plots = 0, startMs = 0, rssMiB = 0, heapMiB = 0 } = sim.details;
    results.push({
      name: `simulator start, SIM_SCALE=${scale} (${plots.toLocaleString('en-US')} plots)`,
      figure: `${Math.round(startMs)} ms, ${Math.round(rssMiB)} MiB resident, ${Math.round(heapMiB)} MiB heap`,
    });
  }
  return results;
}
