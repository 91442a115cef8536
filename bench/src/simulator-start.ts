// Issue 42: the simulator at production scale. For the demo world and 20,000 and 100,000 plots of
// each module, in a fresh process as of a day in June: the time until /healthz answers, the time
// until /readyz says every module's rows are computed (worker threads compute them ahead), each
// big list's first and later answer times once they are, the resident memory, and writes
// followed by lists. Goals (issue 42): at 20,000 every first answer under 2 s,
// every module ready under 30 s, resident memory under 1 GB, a write then its list under 500 ms;
// at 100,000 first answers under 8 s and memory under 3 GB. Figures only: nothing fails on them.
import { residentMB, startChild, type Child } from './children.ts';
import type { BenchResult } from './measure.ts';

const PLATFORM_DATE = '2026-06-15';
const CAMPAIGN = PLATFORM_DATE.slice(0, 4);
const PASSWORD = 'Demo-Agro-2026!';
const MB = 1_000_000;

interface Scale {
  plots: number;
  firstGoalMs: number | null;
  readyGoalMs: number | null;
  memoryGoalMB: number | null;
  writeGoalMs: number | null;
}

const SCALES: readonly Scale[] = [
  { plots: 300, firstGoalMs: null, readyGoalMs: null, memoryGoalMB: null, writeGoalMs: null },
  { plots: 20_000, firstGoalMs: 2_000, readyGoalMs: 30_000, memoryGoalMB: 1_000, writeGoalMs: 500 },
  { plots: 100_000, firstGoalMs: 8_000, readyGoalMs: null, memoryGoalMB: 3_000, writeGoalMs: null },
];

/** The big lists, as the administrator (who sees every plot) asks for them. */
const LISTS: readonly { name: string; path: string }[] = [
  { name: 'situationMildiou', path: `maladiesPdt/situationMildiou?campagne=${CAMPAIGN}` },
  { name: 'chns/results', path: 'chns/results' },
  { name: 'qn/results', path: 'qn/results' },
  { name: 'cereal list (previCap/plots)', path: 'previCap/plots?type=clients' },
  { name: 'grain maize list', path: 'previMais/grain/plots' },
  { name: 'fodder maize list', path: 'previMais/fourrage/plots' },
  { name: 'bhs', path: 'bhs' },
  { name: 'iot/stations', path: 'iot/stations' },
];

const goal = (value: number, limit: number | null, unit: string) =>
  limit === null
    ? ''
    : ` (goal under ${limit.toLocaleString('en-US')} ${unit}: ${value < limit ? 'met' : 'NOT met'})`;

async function login(sim: Child, who: string): Promise<Record<string, string>> {
  const answer = await fetch(`${sim.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: who, password: PASSWORD }),
  });
  const { token } = (await answer.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** One call, its body read whole: milliseconds, bytes and the parsed answer's data. */
async function timedCall(
  sim: Child,
  path: string,
  headers: Record<string, string>,
  init: { method?: string; body?: unknown } = {},
): Promise<{ ms: number; bytes: number; data: unknown }> {
  const start = performance.now();
  const answer = await fetch(`${sim.url}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await answer.text();
  const ms = performance.now() - start;
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${text.slice(0, 200)}`);
  return { ms, bytes: Buffer.byteLength(text), data: (JSON.parse(text) as { data: unknown }).data };
}

/** Milliseconds from `started` until `path` answers 200 (polled every 20 ms). */
async function until(sim: Child, path: string, started: number): Promise<number> {
  for (;;) {
    const answer = await fetch(`${sim.url}${path}`).catch(() => null);
    await answer?.arrayBuffer();
    if (answer?.ok) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Writes then reads the list that shows the write: a QN correction request, a blight treatment. */
async function writeThenList(sim: Child, scale: Scale): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const ferti = await login(sim, 'ferti@demo.fr');
  const qn = (await timedCall(sim, 'qn/results', ferti)).data as { uuid_plot: number }[];
  const qnPlot = qn[0];
  if (qnPlot) {
    const write = await timedCall(sim, 'qn/corrections', ferti, {
      method: 'POST',
      body: {
        parcelles: [qnPlot.uuid_plot],
        type_correction: 'QN_acq_facteur_delta',
        valeur_correction: [1.05, -4],
        commentaire: 'Banc de mesure',
      },
    });
    const list = await timedCall(sim, 'qn/results', ferti);
    const total = write.ms + list.ms;
    results.push({
      name: `SIM_SCALE=${scale.plots}: a QN correction request, then the regional engineer's qn/results`,
      figure: `${Math.round(total)} ms (write ${Math.round(write.ms)} ms, list ${Math.round(list.ms)} ms)${goal(total, scale.writeGoalMs, 'ms')}`,
    });
  }
  const adviser = await login(sim, 'conseiller@demo.fr');
  const blight = (
    await timedCall(sim, `maladiesPdt/situationMildiou?campagne=${CAMPAIGN}`, adviser)
  ).data as { id: number }[];
  const blightPlot = blight[0];
  if (blightPlot) {
    const write = await timedCall(sim, `maladiesPdt/plots/${blightPlot.id}/treatment`, adviser, {
      method: 'POST',
      body: {
        traitement_data: [
          {
            date: `${PLATFORM_DATE}T06:00:00Z`,
            remanence: 7,
            id_produit: 103,
            typeproduit: 'contact',
            dose: 2,
            unite: 'kg/ha',
            resistancelessivage: 40,
            remanence_alt: 0,
            resistancelessivage_alt: 0,
          },
        ],
      },
    });
    const list = await timedCall(sim, `maladiesPdt/situationMildiou?campagne=${CAMPAIGN}`, adviser);
    const total = write.ms + list.ms;
    results.push({
      name: `SIM_SCALE=${scale.plots}: a blight treatment, then the adviser's situationMildiou`,
      figure: `${Math.round(total)} ms (write ${Math.round(write.ms)} ms, list ${Math.round(list.ms)} ms)${goal(total, scale.writeGoalMs, 'ms')}`,
    });
  }
  // An adviser's own cereal plot, imported: the client list shows it at once, the rows of the
  // generated plots kept.
  const sowing = `12/10/${Number(CAMPAIGN) - 1}`;
  const importWrite = await timedCall(sim, 'previCap/plots/add', adviser, {
    method: 'POST',
    body: {
      csv: [
        {
          code_parcelle: 'banc01',
          castype: '0',
          culture: "ble tendre d'hiver",
          code_insee: '28085',
          precedent: 'colza',
          date_semis: sowing,
          date_mesure: '',
          mesure_epi: '',
        },
      ],
      equipe: false,
    },
  });
  const cereals = await timedCall(sim, 'previCap/plots?type=clients', adviser);
  const importTotal = importWrite.ms + cereals.ms;
  results.push({
    name: `SIM_SCALE=${scale.plots}: an own cereal plot imported, then the adviser's cereal list (previCap/plots)`,
    figure: `${Math.round(importTotal)} ms (write ${Math.round(importWrite.ms)} ms, list ${Math.round(cereals.ms)} ms)${goal(importTotal, scale.writeGoalMs, 'ms')}`,
  });
  // The writes above change blight, QN and the platform's own cereal plots only: the lists of
  // other modules keep their texts, the cereal list its generated plots' rows.
  const admin = await login(sim, 'admin@demo.fr');
  for (const list of LISTS.filter(
    (l) => l.path.startsWith('previCap') || l.path === 'chns/results',
  )) {
    const after = await timedCall(sim, list.path, admin);
    results.push({
      name: `SIM_SCALE=${scale.plots}: after those writes, the administrator's ${list.name}, which they do not change`,
      figure: `${Math.round(after.ms)} ms${goal(after.ms, scale.writeGoalMs, 'ms')}`,
    });
  }
  return results;
}

async function measureScale(scale: Scale): Promise<BenchResult[]> {
  const started = performance.now();
  const sim = await startChild('sim', {
    SIM_SCALE: String(scale.plots),
    PLATFORM_DATE,
    // A world of 100,000 plots a module outgrows the default heap limit.
    NODE_OPTIONS: '--max-old-space-size=12288',
  });
  const results: BenchResult[] = [];
  const at = `SIM_SCALE=${scale.plots} (${(sim.details.plots ?? 0).toLocaleString('en-US')} plots)`;
  try {
    const healthy = await until(sim, '/healthz', started);
    results.push({
      name: `${at}: start until /healthz answers`,
      figure: `${Math.round(healthy)} ms`,
    });
    const ready = await until(sim, '/readyz', started);
    results.push({
      name: `${at}: start until every module's rows are computed (/readyz)`,
      figure: `${Math.round(ready)} ms${goal(ready, scale.readyGoalMs, 'ms')}`,
    });
    const admin = await login(sim, 'admin@demo.fr');
    for (const list of LISTS) {
      const first = await timedCall(sim, list.path, admin);
      const later = await timedCall(sim, list.path, admin);
      const rows = Array.isArray(first.data) ? first.data.length : 0;
      results.push({
        name: `${at}: ${list.name} (${rows.toLocaleString('en-US')} rows, ${Math.round(first.bytes / MB)} MB), first and later answer once ready`,
        figure: `${Math.round(first.ms)} ms${goal(first.ms, scale.firstGoalMs, 'ms')}, then ${Math.round(later.ms)} ms`,
      });
    }
    const resident = residentMB(sim);
    const peak = (sim.peakRssMiB() * 2 ** 20) / MB;
    results.push({
      name: `${at}: resident memory once every list has answered (peak, workers included)`,
      figure: `${Math.round(resident)} MB (${Math.round(peak)} MB)${goal(resident, scale.memoryGoalMB, 'MB')}`,
    });
    results.push(...(await writeThenList(sim, scale)));
  } finally {
    sim.stop();
  }
  return results;
}

/**
 * Prints each scale's figures as soon as it is measured (the 100,000-plot world takes minutes),
 * so it hands nothing more to print. SIM_START_SCALES=300,20000 measures those scales only.
 */
export async function benchmarkSimulatorStart(): Promise<BenchResult[]> {
  const wanted = process.env.SIM_START_SCALES?.split(',').map(Number);
  for (const scale of SCALES) {
    if (wanted && !wanted.includes(scale.plots)) continue;
    for (const result of await measureScale(scale)) console.log(`${result.name}: ${result.figure}`);
  }
  return [];
}
