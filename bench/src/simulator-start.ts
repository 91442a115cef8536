// The simulator must start in a few seconds even at SIM_SCALE=20000 (six modules, 120,000 plots,
// some 3,000 weather stations): this measures its start (reference data, world, routes,
// listening) and memory in a fresh process, then the first station list and a year of one
// station's hourly weather, which the simulator computes on demand (docs/simulator.md).
import { startChild, type Child } from './children.ts';
import type { BenchResult } from './measure.ts';

const DEMO_LOGIN = { login: 'conseiller@demo.fr', password: 'Demo-Agro-2026!' };

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

async function stationFigures(sim: Child): Promise<BenchResult[]> {
  const login = await fetch(`${sim.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const list = await timed(async () => {
    const answer = await fetch(`${sim.url}/api/iot/stations`, { headers });
    return ((await answer.json()) as { data: { id: number; indicateur: number | null }[] }).data;
  });
  const station = list.value.find((s) => s.indicateur !== null) ?? list.value[0];
  const today = new Date();
  const yearAgo = new Date(today.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
  const year = await timed(async () => {
    const answer = await fetch(
      `${sim.url}/api/iot/station/${station?.id}/data/hour?debut=${yearAgo}&fin=${today.toISOString().slice(0, 10)}`,
      { headers },
    );
    return ((await answer.json()) as { data: unknown[] }).data.length;
  });
  return [
    {
      name: `first iot/stations answer (${list.value.length.toLocaleString('en-US')} stations)`,
      figure: `${Math.round(list.ms)} ms`,
    },
    {
      name: `one station's hourly weather over a year (${year.value.toLocaleString('en-US')} rows, not cached)`,
      figure: `${Math.round(year.ms)} ms`,
    },
  ];
}

export async function benchmarkSimulatorStart(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const scale of [300, 20_000]) {
    const sim = await startChild('sim', { SIM_SCALE: String(scale) });
    const { plots = 0, startMs = 0, rssMiB = 0, heapMiB = 0 } = sim.details;
    results.push({
      name: `simulator start, SIM_SCALE=${scale} (${plots.toLocaleString('en-US')} plots)`,
      figure: `${Math.round(startMs)} ms, ${Math.round(rssMiB)} MiB resident, ${Math.round(heapMiB)} MiB heap`,
    });
    if (scale === 20_000) {
      try {
        results.push(...(await stationFigures(sim)));
      } finally {
        sim.stop();
      }
    } else sim.stop();
  }
  return results;
}
