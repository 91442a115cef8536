// Issue 43: the BFF's paged lists over the simulator at 20,000 plots a module (BFF_LISTS_SCALE for
// another), as of a day in June: for each big list, the first page (the model API's whole list read
// and kept), a later page, a search, a sort by a header, the largest answer, and the BFF's resident
// memory growth once the list is kept. Goals (issue 43): a filter, sort or page change under
// 100 ms, no answer over 1 MB, one 20,000-plot list under 20 MB of BFF memory. Figures only.
import { withSharedStrings } from '@agro/contracts/bff/shared-strings';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { residentMB, startChild, type Child } from './children.ts';
import type { BenchResult } from './measure.ts';

const PLATFORM_DATE = '2026-06-15';
const PASSWORD = 'Demo-Agro-2026!';
const RUNS = 5;
const MB = 1_000_000;

/** The big lists, as those who see every plot ask for them, and a column each sorts by. */
const LISTS: readonly { name: string; who: string; sort: string; source: string }[] = [
  {
    name: 'mildiou',
    who: 'admin@demo.fr',
    sort: 'agriculteur',
    source: `/api/maladiesPdt/situationMildiou?campagne=${PLATFORM_DATE.slice(0, 4)}`,
  },
  { name: 'qn', who: 'ferti@demo.fr', sort: 'statut', source: '/api/qn/results' },
  {
    name: 'previlis',
    who: 'admin@demo.fr',
    sort: 'variete',
    source: '/api/previCap/plots?type=clients',
  },
  { name: 'bilan-hydrique', who: 'admin@demo.fr', sort: 'parcelle', source: '/api/bhs' },
  { name: 'stations', who: 'admin@demo.fr', sort: 'station', source: '/api/iot/stations' },
];

/** The garbage collector, for heap figures that hold only what is kept. */
setFlagsFromString('--expose_gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapUsedMB = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed / MB;
};

/**
 * The heap a list's rows take once parsed, as the read model keeps them, and once their repeated
 * texts are shared (withSharedStrings): measured in this process, where the BFF's resident memory
 * moves by tens of megabytes from run to run with its collector's own pace.
 */
async function keptHeapMB(bff: Child, cookie: string, source: string) {
  const answer = await fetch(`${bff.url}${source}`, { headers: { cookie, 'x-csrf': '1' } });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${source}: ${answer.status}`);
  const before = heapUsedMB();
  const rows = (JSON.parse(text) as { data: unknown[] }).data;
  const parsed = heapUsedMB() - before;
  withSharedStrings(rows);
  const shared = heapUsedMB() - before;
  return { answerMB: text.length / MB, parsed, shared, rows: rows.length };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function until(url: string): Promise<void> {
  for (;;) {
    const answer = await fetch(url).catch(() => null);
    await answer?.arrayBuffer();
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function loginCookie(bff: Child, login: string): Promise<string> {
  const answer = await fetch(`${bff.url}/bff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ login, password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`login ${login}: ${answer.status}`);
  return (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function timedPage(bff: Child, cookie: string, path: string) {
  const started = performance.now();
  const answer = await fetch(`${bff.url}${path}`, { headers: { cookie, 'x-csrf': '1' } });
  const bytes = (await answer.arrayBuffer()).byteLength;
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return { ms: performance.now() - started, bytes };
}

const goal = (value: number, limit: number, unit: string) =>
  ` (goal under ${limit} ${unit}: ${value < limit ? 'met' : 'NOT met'})`;

export async function benchmarkBffLists(): Promise<BenchResult[]> {
  const scale = Number(process.env.BFF_LISTS_SCALE ?? 20_000);
  const sim = await startChild('sim', {
    SIM_SCALE: String(scale),
    PLATFORM_DATE,
    NODE_OPTIONS: '--max-old-space-size=12288',
  });
  const bff = await startChild('bff', {
    UPSTREAM_URL: `${sim.url}/api`,
    PLATFORM_DATE,
    BFF_SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    BFF_RATE_LIMIT_PER_MINUTE: '100000',
    BFF_COOKIE_SECURE: 'false',
  });
  const results: BenchResult[] = [];
  try {
    await until(`${sim.url}/readyz`);
    for (const list of LISTS) {
      const cookie = await loginCookie(bff, list.who);
      const base = `/bff/lists/${list.name}?pageSize=25`;
      const before = residentMB(bff);
      const first = await timedPage(bff, cookie, base);
      const kept = residentMB(bff) - before;
      const heap = await keptHeapMB(bff, cookie, list.source);
      const timings = { page: [] as number[], search: [] as number[], sort: [] as number[] };
      let largest = first.bytes;
      for (let run = 0; run < RUNS; run++) {
        const page = await timedPage(bff, cookie, `${base}&page=${run + 2}`);
        const search = await timedPage(bff, cookie, `${base}&search=${run + 1}`);
        const order = run % 2 === 0 ? 'desc' : 'asc';
        const sort = await timedPage(bff, cookie, `${base}&sort=${list.sort}&order=${order}`);
        timings.page.push(page.ms);
        timings.search.push(search.ms);
        timings.sort.push(sort.ms);
        largest = Math.max(largest, page.bytes, search.bytes, sort.bytes);
      }
      const at = `SIM_SCALE=${scale}: /bff/lists/${list.name}`;
      const [page, search, sort] = [timings.page, timings.search, timings.sort].map(median) as [
        number,
        number,
        number,
      ];
      results.push(
        {
          name: `${at}, first page (the whole list read from the model API and kept)`,
          figure: `${Math.round(first.ms)} ms`,
        },
        {
          name: `${at}, median of ${RUNS}: page change, search, sort by '${list.sort}'`,
          figure: `${Math.round(page)} ms${goal(page, 100, 'ms')}, ${Math.round(search)} ms${goal(search, 100, 'ms')}, ${Math.round(sort)} ms${goal(sort, 100, 'ms')}`,
        },
        {
          name: `${at}, largest answer; BFF resident memory growth once the list is kept`,
          figure: `${(largest / 1024).toFixed(0)} KB${goal(largest / MB, 1, 'MB')}; ${kept.toFixed(0)} MB${goal(kept, 20, 'MB')}`,
        },
        {
          name: `${at}, heap of the ${heap.rows.toLocaleString('en-US')} rows kept (answer of ${heap.answerMB.toFixed(1)} MB): parsed, then with shared texts`,
          figure: `${heap.parsed.toFixed(1)} MB, ${heap.shared.toFixed(1)} MB${goal(heap.shared, 20, 'MB')}`,
        },
      );
    }
  } finally {
    bff.stop();
    sim.stop();
  }
  return results;
}
