// A precompute worker (issue 42): generates the world the server generated, from the same seed,
// scale and day, then works out the rows of each module the server asks for and sends them in
// batches, so that the server's own thread keeps answering while the day is computed.
import { parentPort, workerData } from 'node:worker_threads';
import { generateWorld } from '../world/generate.ts';
import { PRECOMPUTED_MODULES, type PrecomputedModuleName } from './modules.ts';
import type { FromWorker, ToWorker, WorkerData } from './protocol.ts';

/** Rows per message: each message is read on the server's thread, between its calls. */
const BATCH_ROWS = 250;

const port = parentPort;
if (!port) throw new Error('the precompute worker runs in a worker thread');
const { generation } = workerData as WorkerData;
const world = generateWorld({ ...generation, now: new Date(generation.now) });
const send = (message: FromWorker) => port.postMessage(message);

function compute(name: PrecomputedModuleName) {
  const definition = PRECOMPUTED_MODULES[name] as (typeof PRECOMPUTED_MODULES)['blight'];
  const plots = definition.plots(world);
  for (let start = 0; start < plots.length; start += BATCH_ROWS) {
    const batch = plots.slice(start, start + BATCH_ROWS);
    const rows = batch.map((plot): [number, unknown] => [plot.id, definition.compute(world, plot)]);
    send({ kind: 'rows', module: name, rows });
    for (const plot of batch) definition.forget?.(world, plot);
  }
  send({ kind: 'done', module: name });
}

port.on('message', (message: ToWorker) => {
  try {
    compute(message.module);
  } catch (error) {
    send({ kind: 'failed', module: message.module, reason: String(error) });
  }
});
send({ kind: 'ready' });
