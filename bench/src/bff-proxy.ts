// The BFF in front of the model API must cost little: the same list call, measured side by side in
// one run, straight to the simulator and through the BFF (goals: ≥ 85 % of the direct throughput,
// p99 overhead under 5 ms), in the demo world and in a world of production size. Throughput is
// measured with 16 callers keeping every process busy; latency with one caller, as a user sees it.
// The processor time of each process per request says where the difference comes from: on a
// 2-core machine the load generator, the simulator and the BFF share the same two cores. A bare
// Fastify with @fastify/http-proxy, measured in the same run, is the yardstick of what the BFF's
// checks cost (goal: at most twice its processor time per small call).
import { startChild, type Child } from './children.ts';
import { runLoad, type LoadFigures } from './load.ts';
import type { BenchResult } from './measure.ts';

const PASSWORD = 'Demo-Agro-2026!';
const DURATION_MS = 4_000;
const PATH = '/api/conseillers';

const WORLDS = [
  { label: 'demo world (SIM_SCALE=300)', scale: 300 },
  { label: 'production-size world (SIM_SCALE=20000)', scale: 20_000 },
];

async function ok(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res;
}

interface Measured extends LoadFigures {
  /** Processor time per request, µs: simulator, the proxy in front of it, load generator. */
  cpu: { sim: number; bff: number; load: number };
}

/** `proxy` is the process the calls go through (the BFF or the bare proxy), if any. */
async function measure(
  sim: Child,
  proxy: Child,
  url: string,
  headers: Record<string, string>,
  concurrency: number,
): Promise<Measured> {
  const before = { sim: sim.cpuMs(), proxy: proxy.cpuMs(), load: process.cpuUsage() };
  const figures = await runLoad(url, PATH, headers, DURATION_MS, concurrency);
  const load = process.cpuUsage(before.load);
  const perRequest = (ms: number) => (ms * 1000) / figures.requests;
  return {
    ...figures,
    cpu: {
      sim: perRequest(sim.cpuMs() - before.sim),
      bff: perRequest(proxy.cpuMs() - before.proxy),
      load: (load.user + load.system) / figures.requests,
    },
  };
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => n.toFixed(2);

async function benchmarkWorld(label: string, scale: number): Promise<BenchResult[]> {
  const sim = await startChild('sim', { SIM_SCALE: String(scale) });
  const bff = await startChild('bff', {
    UPSTREAM_URL: `${sim.url}/api`,
    BFF_SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    BFF_RATE_LIMIT_PER_MINUTE: '100000',
    // 16 callers share one session here, where a browser has a few calls under way.
    BFF_MAX_CONCURRENT_CALLS: '64',
  });
  const bare = await startChild('bare-proxy', { UPSTREAM_URL: `${sim.url}/api` });
  try {
    const body = JSON.stringify({ login: 'admin@demo.fr', password: PASSWORD });
    const json = { 'content-type': 'application/json', 'x-csrf': '1' };
    const direct = await ok(`${sim.url}/api/login`, { method: 'POST', headers: json, body });
    const { token } = (await direct.json()) as { token: string };
    const viaBff = await ok(`${bff.url}/bff/login`, { method: 'POST', headers: json, body });
    const cookie = (viaBff.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const straightHeaders = { authorization: `Bearer ${token}` };
    const bffHeaders = { cookie, 'x-csrf': '1' };
    const size = (await (await ok(`${bff.url}${PATH}`, { headers: bffHeaders })).arrayBuffer())
      .byteLength;

    await runLoad(sim.url, PATH, straightHeaders, 500);
    await runLoad(bff.url, PATH, bffHeaders, 500);
    await runLoad(bare.url, PATH, straightHeaders, 500);
    const busyStraight = await measure(sim, bff, sim.url, straightHeaders, 16);
    const busyBff = await measure(sim, bff, bff.url, bffHeaders, 16);
    const busyBare = await measure(sim, bare, bare.url, straightHeaders, 16);
    const calmStraight = await measure(sim, bff, sim.url, straightHeaders, 1);
    const calmBff = await measure(sim, bff, bff.url, bffHeaders, 1);

    const name = `advisers list (${(size / 1024).toFixed(0)} KiB), ${label}`;
    const ratio = (busyBff.perSecond / busyStraight.perSecond) * 100;
    return [
      {
        name: `${name}, throughput`,
        figure: `straight ${count(busyStraight.perSecond)} req/s, through the BFF ${count(busyBff.perSecond)} req/s: ${ratio.toFixed(0)} % (goal ≥ 85 %)${busyBff.failures + busyStraight.failures > 0 ? `, ${busyBff.failures + busyStraight.failures} failures` : ''}`,
      },
      {
        name: `${name}, latency`,
        figure: `straight p50 ${ms(calmStraight.p50Ms)} / p99 ${ms(calmStraight.p99Ms)} ms, through the BFF p50 ${ms(calmBff.p50Ms)} / p99 ${ms(calmBff.p99Ms)} ms: p99 overhead ${ms(calmBff.p99Ms - calmStraight.p99Ms)} ms (goal < 5 ms); with 16 callers p99 ${ms(busyStraight.p99Ms)} → ${ms(busyBff.p99Ms)} ms`,
      },
      {
        name: `${name}, processor time per request`,
        figure: `simulator ${count(busyBff.cpu.sim)} µs, BFF ${count(busyBff.cpu.bff)} µs, load generator ${count(busyStraight.cpu.load)} µs straight / ${count(busyBff.cpu.load)} µs through the BFF`,
      },
      {
        name: `${name}, BFF against a bare @fastify/http-proxy`,
        figure: `BFF ${count(busyBff.cpu.bff)} µs, bare @fastify/http-proxy ${count(busyBare.cpu.bff)} µs of processor time per call: ${(busyBff.cpu.bff / busyBare.cpu.bff).toFixed(2)}× (goal ≤ 2× for the small call)`,
      },
    ];
  } finally {
    bare.stop();
    bff.stop();
    sim.stop();
  }
}

export async function benchmarkBffProxy(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const world of WORLDS) results.push(...(await benchmarkWorld(world.label, world.scale)));
  return results;
}
