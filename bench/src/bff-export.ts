// Excel exports stream: 100,000 advisers exported through the BFF, with rows/s and the BFF's peak
// resident memory growth (goal: under 100 MiB).
import { startChild } from './children.ts';
import type { BenchResult } from './measure.ts';

const ROWS = 100_000;

export async function benchmarkBffExport(): Promise<BenchResult[]> {
  const upstream = await startChild('big-upstream', { BIG_UPSTREAM_ROWS: String(ROWS) });
  const bff = await startChild('bff', {
    UPSTREAM_URL: `${upstream.url}/api`,
    BFF_SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    BFF_RATE_LIMIT_PER_MINUTE: '100000',
  });
  try {
    const login = await fetch(`${bff.url}/bff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1' },
      body: JSON.stringify({ login: 'bench@demo.fr', password: 'x' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const before = bff.peakRssMiB();
    const started = performance.now();
    const res = await fetch(`${bff.url}/bff/exports/conseillers.xlsx`, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - started) / 1000;
    const growth = bff.peakRssMiB() - before;
    return [
      {
        name: `advisers export, ${ROWS.toLocaleString('en-US')} rows (${(bytes / 2 ** 20).toFixed(1)} MiB .xlsx)`,
        figure: `${Math.round(ROWS / seconds).toLocaleString('en-US')} rows/s, peak RSS growth ${growth.toFixed(0)} MiB`,
      },
    ];
  } finally {
    bff.stop();
    upstream.stop();
  }
}
