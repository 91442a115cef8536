// The simulator must start in a few seconds even at SIM_SCALE=20000 (six modules, 120,000 plots):
// this measures its start (reference data, world, routes, listening) and memory in a fresh process.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './measure.ts';

interface StartFigures {
  scale: number;
  plots: number;
  startMs: number;
  rssMiB: number;
  heapMiB: number;
}

function measureStart(scale: number): StartFigures {
  const child = fileURLToPath(new URL('./simulator-start-child.ts', import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', child, String(scale)], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`simulator start failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as StartFigures;
}

export function benchmarkSimulatorStart(): BenchResult[] {
  return [300, 20_000].map((scale) => {
    const figures = measureStart(scale);
    return {
      name: `simulator start, SIM_SCALE=${scale} (${figures.plots.toLocaleString('en-US')} plots)`,
      figure: `${Math.round(figures.startMs)} ms, ${Math.round(figures.rssMiB)} MiB resident, ${Math.round(figures.heapMiB)} MiB heap`,
    };
  });
}
