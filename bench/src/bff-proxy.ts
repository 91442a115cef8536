// The BFF in front of the model API must cost little: the same list call, measured side by side in
// one run, straight to the simulator and through the BFF (goal: ≥ 85 % of the direct throughput,
// p99 overhead under 5 ms).
import { startChild } from './children.ts';
import { runLoad, type LoadFigures } from './load.ts';
import type { BenchResult } from './measure.ts';

const PASSWORD = 'Demo-Agro-2026!';
const DURATION_MS = 4_000;

async function json(url: string, init: RequestInit) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res;
}

const describe = (f: LoadFigures) =>
  `${Math.round(f.perSecond).toLocaleString('en-US')} req/s, p50 ${f.p50Ms.toFixed(2)} ms, p99 ${f.p99Ms.toFixed(2)} ms${f.failures ? `, ${f.failures} failures` : ''}`;

export async function benchmarkBffProxy(): Promise<BenchResult[]> {
  const sim = await startChild('sim');
  const bff = await startChild('bff', {
    UPSTREAM_URL: `${sim.url}/api`,
    BFF_SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    BFF_RATE_LIMIT_PER_MINUTE: '100000',
  });
  try {
    const body = JSON.stringify({ login: 'admin@demo.fr', password: PASSWORD });
    const headers = { 'content-type': 'application/json', 'x-csrf': '1' };
    const direct = await json(`${sim.url}/api/login`, { method: 'POST', headers, body });
    const { token } = (await direct.json()) as { token: string };
    const viaBff = await json(`${bff.url}/bff/login`, { method: 'POST', headers, body });
    const cookie = (viaBff.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    const path = '/api/conseillers';
    await runLoad(sim.url, path, { authorization: `Bearer ${token}` }, 500);
    await runLoad(bff.url, path, { cookie, 'x-csrf': '1' }, 500);
    const straight = await runLoad(
      sim.url,
      path,
      { authorization: `Bearer ${token}` },
      DURATION_MS,
    );
    const proxied = await runLoad(bff.url, path, { cookie, 'x-csrf': '1' }, DURATION_MS);
    const ratio = (proxied.perSecond / straight.perSecond) * 100;
    return [
      { name: 'list call straight to the simulator', figure: describe(straight) },
      { name: 'same call through the BFF', figure: describe(proxied) },
      {
        name: 'BFF cost',
        figure: `${ratio.toFixed(1)} % of direct throughput, p99 overhead ${(proxied.p99Ms - straight.p99Ms).toFixed(2)} ms`,
      },
    ];
  } finally {
    bff.stop();
    sim.stop();
  }
}
