// The water-balance dashboard's calls on a big world: SIM_SCALE=10000 gives 10,000 water-balance
// plots, each with its daily balance. Measures the simulator's start and its answers to the list,
// the filter sources and one plot's detail (balance rows computed on demand), from a fresh process.
import { startChild } from './children.ts';
import type { BenchResult } from './measure.ts';

const SCALE = 10_000;
const RUNS = 5;

async function timed(
  url: string,
  token: string,
): Promise<{ ms: number; bytes: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return { ms: performance.now() - started, bytes: Buffer.byteLength(body), body };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function benchmarkWaterBalance(): Promise<BenchResult[]> {
  const sim = await startChild('sim', { SIM_SCALE: String(SCALE) });
  try {
    const login = await fetch(`${sim.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin@demo.fr', password: 'Demo-Agro-2026!' }),
    });
    const { token } = (await login.json()) as { token: string };
    const results: BenchResult[] = [
      {
        name: `simulator start with ${SCALE.toLocaleString('en-US')} water-balance plots`,
        figure: `${Math.round(sim.details.startMs ?? 0)} ms`,
      },
    ];
    let firstId = 0;
    for (const [name, path] of [
      ['GET /api/bhs (every plot, administrator)', 'bhs'],
      ['GET /api/bhs/listes', 'bhs/listes'],
    ] as const) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await timed(`${sim.url}/api/${path}`, token));
      if (path === 'bhs') {
        const rows = (JSON.parse(runs[0]?.body ?? '{}') as { data: { id: number }[] }).data;
        firstId = rows[0]?.id ?? 0;
      }
      results.push({
        name,
        figure: `first ${Math.round(runs[0]?.ms ?? 0)} ms, median ${Math.round(median(runs.map((r) => r.ms)))} ms, ${((runs[0]?.bytes ?? 0) / 2 ** 20).toFixed(1)} MiB`,
      });
    }
    const detail = [];
    for (let i = 0; i < RUNS; i++) detail.push(await timed(`${sim.url}/api/bhs/${firstId}`, token));
    results.push({
      name: 'GET /api/bhs/{id} (plot with its balance rows)',
      figure: `first ${Math.round(detail[0]?.ms ?? 0)} ms, median ${Math.round(median(detail.map((r) => r.ms)))} ms`,
    });
    return results;
  } finally {
    sim.stop();
  }
}
