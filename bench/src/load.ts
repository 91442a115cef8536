// A small closed-loop load generator: `concurrency` callers repeat one request for `durationMs`.
import { Pool } from 'undici';

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export async function runLoad(
  url: string,
  path: string,
  headers: Record<string, string>,
  durationMs: number,
  concurrency = 16,
): Promise<LoadFigures> {
  const pool = new Pool(url, { connections: concurrency });
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + durationMs;
  async function caller() {
    while (performance.now() < end) {
      const started = performance.now();
      const res = await pool.request({ method: 'GET', path, headers });
      await res.body.arrayBuffer();
      if (res.statusCode !== 200) failures++;
      latencies.push(performance.now() - started);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, caller));
  const elapsed = performance.now() - started;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: (latencies.length * 1000) / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    failures,
  };
}
