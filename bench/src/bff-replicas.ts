// BFF replicas sharing their state in Redis (issue 24): requests per second on the same list call,
// measured in one run with 16 callers, (a) through one replica without Redis (in-process stores)
// and (b) through two replicas with REDIS_URL, each proxied call then asking Redis whether its
// session was revoked (one EXISTS). The ratio b/a is printed; the issue sets no goal for it.
//
// The load is balanced by the load generator itself: half the callers on each replica's address
// (round-robin, `runLoad` with two base URLs), no balancing proxy in between, so the figure is the
// replicas' and Redis's, not a proxy's. The cookie of one login on replica A must work on replica
// B (shared BFF_SESSION_SECRET), and a session ended on A must be refused by B (revocations shared
// in Redis): without both, (b) would not be replicas sharing their state, and the bench stops.
//
// On a 2-core machine the ratio says little about scaling: the load generator, the simulator,
// Redis and the BFFs share the same two cores, which one replica already keeps busy with the
// others, so a second replica brings no processor of its own. What (b) adds is work per request:
// a round trip to Redis (the BFF's share: a command to write and an answer to read; Redis's share)
// and a second event loop competing for the same cores, less busy, so batching less. So the ratio
// reads as what that costs per request, not as what two machines would serve. To tell the two
// apart, (c) two replicas without Redis are measured in the same run: b/c is the Redis check's
// own cost. The processor time per request of the BFFs (summed over the replicas), of Redis, of
// the simulator and of the load generator says where the difference goes.
//
// Every replica is first warmed alone with the same number of requests (a fresh BFF costs several
// times more per request until V8 has optimised it). The machine is shared and its load drifts:
// each set-up is then measured in two slices, in the order a b c c b a, and the slices of one
// set-up pooled (requests, time, latencies, processor time).
import { readdirSync, readFileSync } from 'node:fs';
import { startRedisServer } from '../../tools/redis-server.mjs';
import { processCpuMs, startChild, type Child } from './children.ts';
import { percentile, runLoad } from './load.ts';
import type { BenchResult } from './measure.ts';

const PASSWORD = 'Demo-Agro-2026!';
/**
 * Requests each replica serves before the measure: a fresh BFF needs thousands before its
 * processor time per request settles (about 1.2 ms for the first few hundred, under 0.3 ms after
 * 10,000 here); a replica warmed less than another would make its set-up look slower.
 */
const WARM_UP_REQUESTS = 12_000;
/** Two slices per set-up: 4 s of measure each. */
const SLICE_MS = 2_000;
const CALLERS = 16;
const PATH = '/api/conseillers';
const SCALE = 300;

/** Same settings as the bff-proxy benchmark, and one secret for every replica. */
const BFF_ENV = {
  BFF_SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
  BFF_RATE_LIMIT_PER_MINUTE: '100000',
  // 16 callers share one session here, where a browser has a few calls under way.
  BFF_MAX_CONCURRENT_CALLS: '64',
};

async function ok(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res;
}

/**
 * The redis-server process listening on `port`, found by its command line (it renames itself
 * `redis-server 127.0.0.1:<port>`); null when not found, its processor time then left out.
 */
function redisPid(port: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let command: string;
    try {
      command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue; // ended meanwhile
    }
    if (
      command.includes('redis-server') &&
      (command.includes(`:${port}`) || command.includes(`--port ${port} `))
    )
      return Number(entry);
  }
  return null;
}

async function warm(replica: Child, headers: Record<string, string>): Promise<void> {
  let served = 0;
  while (served < WARM_UP_REQUESTS) {
    served += (await runLoad(replica.url, PATH, headers, 1_000, CALLERS)).requests;
  }
}

/** One set-up's figures, pooled over its slices. */
interface SetUp {
  bffs: Child[];
  requests: number;
  elapsedMs: number;
  failures: number;
  requestsPerReplica: number[];
  latenciesMs: number[];
  /** Processor time, ms, over the slices. */
  cpuMs: { bffs: number[]; redis: number; sim: number; load: number };
}

function setUp(bffs: Child[]): SetUp {
  return {
    bffs,
    requests: 0,
    elapsedMs: 0,
    failures: 0,
    requestsPerReplica: bffs.map(() => 0),
    latenciesMs: [],
    cpuMs: { bffs: bffs.map(() => 0), redis: 0, sim: 0, load: 0 },
  };
}

/** `redis`: pid of redis-server, whose processor time is counted in every set-up alike. */
async function slice(
  into: SetUp,
  sim: Child,
  redis: number | null,
  headers: Record<string, string>,
): Promise<void> {
  const before = {
    sim: sim.cpuMs(),
    bffs: into.bffs.map((bff) => bff.cpuMs()),
    redis: redis === null ? 0 : processCpuMs(redis),
    load: process.cpuUsage(),
  };
  const urls = into.bffs.map((bff) => bff.url);
  const figures = await runLoad(urls, PATH, headers, SLICE_MS, CALLERS);
  const load = process.cpuUsage(before.load);
  into.requests += figures.requests;
  into.elapsedMs += (figures.requests * 1000) / figures.perSecond;
  into.failures += figures.failures;
  figures.requestsPerUrl.forEach(
    (n, i) => (into.requestsPerReplica[i] = n + (into.requestsPerReplica[i] ?? 0)),
  );
  into.latenciesMs.push(...figures.latenciesMs);
  into.bffs.forEach((bff, i) => {
    into.cpuMs.bffs[i] = (into.cpuMs.bffs[i] ?? 0) + bff.cpuMs() - (before.bffs[i] ?? 0);
  });
  if (redis !== null) into.cpuMs.redis += processCpuMs(redis) - before.redis;
  into.cpuMs.sim += sim.cpuMs() - before.sim;
  into.cpuMs.load += (load.user + load.system) / 1000;
}

interface Figures {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  requestsPerReplica: number[];
  /** Processor time per request, µs. */
  cpu: { bffs: number[]; bff: number; redis: number; sim: number; load: number };
}

function figuresOf(measured: SetUp): Figures {
  const latencies = [...measured.latenciesMs].sort((a, b) => a - b);
  const perRequest = (ms: number) => (ms * 1000) / measured.requests;
  const bffs = measured.cpuMs.bffs.map(perRequest);
  return {
    perSecond: (measured.requests * 1000) / measured.elapsedMs,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    failures: measured.failures,
    requestsPerReplica: measured.requestsPerReplica,
    cpu: {
      bffs,
      bff: bffs.reduce((a, b) => a + b, 0),
      redis: perRequest(measured.cpuMs.redis),
      sim: perRequest(measured.cpuMs.sim),
      load: perRequest(measured.cpuMs.load),
    },
  };
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => n.toFixed(2);

export async function benchmarkBffReplicas(): Promise<BenchResult[]> {
  const started: { stop(): unknown }[] = [];
  try {
    const redis = await startRedisServer();
    started.push(redis);
    const sim = await startChild('sim', { SIM_SCALE: String(SCALE) });
    started.push(sim);
    const bff = async (redisUrl: string | undefined) => {
      // REDIS_URL undefined: not inherited from the shell either, the stores stay in process.
      const child = await startChild('bff', {
        UPSTREAM_URL: `${sim.url}/api`,
        ...BFF_ENV,
        REDIS_URL: redisUrl,
      });
      started.push(child);
      return child;
    };
    const replicaA = await bff(redis.url);
    const replicaB = await bff(redis.url);
    const alone = await bff(undefined);
    const aloneTwin = await bff(undefined);

    const body = JSON.stringify({ login: 'admin@demo.fr', password: PASSWORD });
    const json = { 'content-type': 'application/json', 'x-csrf': '1' };
    const login = async () => {
      const res = await ok(`${replicaA.url}/bff/login`, { method: 'POST', headers: json, body });
      const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      return { cookie, 'x-csrf': '1' };
    };
    const headers = await login();
    const size = (await (await ok(`${replicaA.url}${PATH}`, { headers })).arrayBuffer()).byteLength;
    for (const [label, replica] of [
      ['replica B', replicaB],
      ['a replica without Redis', alone],
      ['a replica without Redis', aloneTwin],
    ] as const) {
      const res = await fetch(`${replica.url}${PATH}`, { headers });
      if (!res.ok) {
        throw new Error(
          `${label} refused the session cookie given by replica A (${res.status}): the replicas do not share BFF_SESSION_SECRET`,
        );
      }
    }
    // A second session, ended on A, must be refused by B at once: the revocation is in Redis.
    const ended = await login();
    await ok(`${replicaB.url}${PATH}`, { headers: ended });
    await ok(`${replicaA.url}/bff/logout`, { method: 'POST', headers: ended });
    const afterLogout = await fetch(`${replicaB.url}${PATH}`, { headers: ended });
    if (afterLogout.status !== 401) {
      throw new Error(
        `replica B answered ${afterLogout.status} to a session ended on replica A: the replicas do not share revocations in Redis (is REDIS_URL supported by this BFF?)`,
      );
    }

    const redisProcess = redisPid(redis.port);
    for (const replica of [alone, aloneTwin, replicaA, replicaB]) await warm(replica, headers);
    const one = setUp([alone]);
    const two = setUp([replicaA, replicaB]);
    const twoWithout = setUp([alone, aloneTwin]);
    const order = [one, two, twoWithout];
    for (const measured of [...order, ...[...order].reverse()]) {
      await slice(measured, sim, redisProcess, headers);
    }
    const a = figuresOf(one);
    const b = figuresOf(two);
    const c = figuresOf(twoWithout);

    const name = `advisers list (${(size / 1024).toFixed(0)} KiB), demo world (SIM_SCALE=${SCALE}), ${CALLERS} callers`;
    const failures = a.failures + b.failures + c.failures;
    const [requestsA = 0, requestsB = 0] = b.requestsPerReplica;
    const redisCpu = (f: Figures) => (redisProcess === null ? '?' : count(f.cpu.redis));
    return [
      {
        name: `${name}, (a) one BFF without Redis against (b) two BFF replicas with Redis, client-side round-robin (no balancing proxy)`,
        figure: `(a) ${count(a.perSecond)} req/s, (b) ${count(b.perSecond)} req/s (A ${count(requestsA)} / B ${count(requestsB)} requests): ratio b/a ${(b.perSecond / a.perSecond).toFixed(2)}; (c) two replicas without Redis ${count(c.perSecond)} req/s: b/c ${(b.perSecond / c.perSecond).toFixed(2)}${failures > 0 ? `; failures a ${a.failures}, b ${b.failures}, c ${c.failures}` : ''}`,
      },
      {
        name: `${name}, latency`,
        figure: `(a) p50 ${ms(a.p50Ms)} / p99 ${ms(a.p99Ms)} ms, (b) p50 ${ms(b.p50Ms)} / p99 ${ms(b.p99Ms)} ms, (c) p50 ${ms(c.p50Ms)} / p99 ${ms(c.p99Ms)} ms`,
      },
      {
        name: `${name}, processor time per request (a / b / c)`,
        figure: `BFF ${count(a.cpu.bff)} / ${count(b.cpu.bff)} (A ${count(b.cpu.bffs[0] ?? Number.NaN)} + B ${count(b.cpu.bffs[1] ?? Number.NaN)}) / ${count(c.cpu.bff)} µs; Redis ${redisCpu(a)} / ${redisCpu(b)} / ${redisCpu(c)} µs${redisProcess === null ? ' (process not found)' : ''}; simulator ${count(a.cpu.sim)} / ${count(b.cpu.sim)} / ${count(c.cpu.sim)} µs; load generator ${count(a.cpu.load)} / ${count(b.cpu.load)} / ${count(c.cpu.load)} µs`,
      },
    ];
  } finally {
    // Each one, even when stopping another failed.
    await Promise.allSettled(started.reverse().map((running) => running.stop()));
  }
}
