// A small closed-loop load generator: `concurrency` callers repeat one request for `durationMs`.
// Given several base URLs (replicas), the callers are dealt round-robin over them: caller i calls
// urls[i % urls.length], so the load is balanced by the client, with no proxy in between.
import { Pool } from 'undici';

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** Requests answered by each base URL, in the order given. */
  requestsPerUrl: number[];
  /** Every request's latency, sorted: to pool several runs' percentiles. */
  latenciesMs: number[];
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export async function runLoad(
  url: string | readonly string[],
  path: string,
  headers: Record<string, string>,
  durationMs: number,
  concurrency = 16,
): Promise<LoadFigures> {
  const urls = typeof url === 'string' ? [url] : url;
  if (urls.length === 0) throw new Error('runLoad: no URL');
  const pools = urls.map(
    (base, i) =>
      // As many connections to each replica as callers dealt to it.
      new Pool(base, { connections: Math.max(1, Math.ceil((concurrency - i) / urls.length)) }),
  );
  const latencies: number[] = [];
  let failures = 0;
  const requestsPerUrl = urls.map(() => 0);
  const end = performance.now() + durationMs;
  async function caller(_: unknown, index: number) {
    const which = index % pools.length;
    const pool = pools[which] as Pool;
    while (performance.now() < end) {
      const started = performance.now();
      const res = await pool.request({ method: 'GET', path, headers });
      await res.body.arrayBuffer();
      if (res.statusCode !== 200) failures++;
      latencies.push(performance.now() - started);
      requestsPerUrl[which] = (requestsPerUrl[which] ?? 0) + 1;
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, caller));
  const elapsed = performance.now() - started;
  await Promise.all(pools.map((pool) => pool.close()));
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: (latencies.length * 1000) / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    failures,
    requestsPerUrl,
    latenciesMs: latencies,
  };
}
