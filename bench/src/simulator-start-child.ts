// Run in a fresh process by simulator-start.ts: builds the simulator at the scale given, listens,
// answers one call, and prints what it took as JSON.
import { buildSimulator } from '@agro/model-api-sim/server';

const scale = Number(process.argv[2] ?? 300);
const started = performance.now();
const app = buildSimulator({ config: { scale, seed: 'bench' } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const startMs = performance.now() - started;
const res = await fetch(`${address}/api/conseillers/services/MILDIOU`);
await res.arrayBuffer();
const memory = process.memoryUsage();
console.log(
  JSON.stringify({
    scale,
    plots: app.world().plots.length,
    startMs,
    rssMiB: memory.rss / 2 ** 20,
    heapMiB: memory.heapUsed / 2 ** 20,
  }),
);
await app.close();
