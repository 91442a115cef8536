// The day's rows of every module, worked out ahead by worker threads while the server answers
// (issue 42). Each worker generates the server's world again from the same seed, scale and day
// (what a module's rows are a function of), then takes the next module of the queue, in the
// order the first screens need them; a list call arriving before its module's rows are kept
// waits for that module only, which moves to the front of the queue. The server keeps a row only
// while no write the module's list can show has been taken since its world was generated: from
// the first such write on it stops keeping them, and the list works out what it lacks itself, as
// it did before this existed. A worker that fails leaves its modules to be worked out that way.
import { availableParallelism } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { World } from '../world/world.ts';
import { PRECOMPUTE_ORDER, PRECOMPUTED_MODULES, type PrecomputedModuleName } from './modules.ts';
import type { FromWorker, WorkerData, WorldGeneration } from './protocol.ts';
import { StringPool } from './string-pool.ts';

export type ModuleState = 'queued' | 'computing' | 'ready';

export interface ModuleProgress {
  state: ModuleState;
  rows: number;
  stale: boolean;
}

export interface PrecomputeOptions {
  world: World;
  generation: WorldGeneration;
  /** Worker threads; at most one per module. */
  workers: number;
  /** The write count a list call sees now (server.ts): the rows hold while it stays. */
  writesSeenBy(listId: string): number;
  /** Told when a worker could not work out a module (its list works it out itself). */
  onFailure?(module: PrecomputedModuleName, reason: string): void;
  /** Told when a module is ready, with what was kept. */
  onReady?(module: PrecomputedModuleName, figures: { rows: number; ms: number }): void;
}

interface Progress {
  state: ModuleState;
  /** The list's write count when the world was generated. */
  writes: number;
  /** Rows no longer kept: a write the list shows was taken. */
  stale: boolean;
  rows: number;
  done: Promise<void>;
  resolve(): void;
}

/** Two workers on a machine of two cores or more: the server's thread mostly waits meanwhile. */
export const defaultPrecomputeWorkers = () => Math.max(1, Math.min(2, availableParallelism()));

/** The worker's script: the TypeScript source under tsx (tests, benchmarks), else the bundle's. */
function workerScript(): { url: URL } {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? { url: new URL('./worker-under-tsx.mjs', here) }
    : { url: new URL('./precompute-worker.mjs', here) };
}

export class Precompute {
  private readonly progress = new Map<PrecomputedModuleName, Progress>();
  private readonly queue: PrecomputedModuleName[] = [...PRECOMPUTE_ORDER];
  private readonly workers = new Set<Worker>();
  private readonly started = performance.now();
  private closed = false;
  /** One copy of each text of the rows kept, while rows arrive (dropped once every module is). */
  private strings: StringPool | null = new StringPool();

  constructor(private readonly options: PrecomputeOptions) {
    for (const name of PRECOMPUTE_ORDER) {
      let resolve = () => {};
      const done = new Promise<void>((settle) => (resolve = settle));
      const definition: { lists: readonly string[]; rowsFollow?: string } =
        PRECOMPUTED_MODULES[name];
      const followed = definition.rowsFollow ?? definition.lists[0] ?? name;
      this.progress.set(name, {
        state: 'queued',
        writes: options.writesSeenBy(followed),
        stale: false,
        rows: 0,
        done,
        resolve,
      });
    }
    const count = Math.min(options.workers, PRECOMPUTE_ORDER.length);
    for (let i = 0; i < count; i++) this.spawn();
  }

  /** Each module's state, the rows kept, and whether a write stopped their keeping. */
  states(): Record<PrecomputedModuleName, ModuleProgress> {
    return Object.fromEntries(
      [...this.progress].map(([name, { state, rows, stale }]) => [name, { state, rows, stale }]),
    ) as Record<PrecomputedModuleName, ModuleProgress>;
  }

  /** Null once the module's rows are kept; else when they will be (its turn comes first). */
  pending(name: PrecomputedModuleName): Promise<void> | null {
    const progress = this.progress.get(name);
    if (!progress || progress.state === 'ready') return null;
    if (progress.state === 'queued') {
      this.queue.splice(this.queue.indexOf(name), 1);
      this.queue.unshift(name);
    }
    return progress.done;
  }

  /** Stops the workers; the modules not ready are left to their lists. */
  async close(): Promise<void> {
    this.closed = true;
    for (const name of PRECOMPUTE_ORDER) this.finish(name);
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
    this.workers.clear();
  }

  private spawn() {
    const { url } = workerScript();
    const worker = new Worker(url, {
      workerData: { generation: this.options.generation } satisfies WorkerData,
      // The worker holds a whole world, as large as the server's: the server's heap limit.
      resourceLimits: {
        maxOldGenerationSizeMb: Math.ceil(getHeapStatistics().heap_size_limit / 2 ** 20),
      },
    });
    this.workers.add(worker);
    let current: PrecomputedModuleName | null = null;
    const next = () => {
      current = this.queue.shift() ?? null;
      if (current === null || this.closed) {
        this.workers.delete(worker);
        void worker.terminate();
        return;
      }
      const progress = this.progress.get(current);
      if (progress) progress.state = 'computing';
      worker.postMessage({ module: current });
    };
    worker.on('message', (message: FromWorker) => {
      if (this.closed) return;
      switch (message.kind) {
        case 'ready':
          next();
          break;
        case 'rows':
          this.keep(message.module, message.rows);
          break;
        case 'failed':
          this.options.onFailure?.(message.module, message.reason);
          this.finish(message.module);
          next();
          break;
        case 'done':
          this.finish(message.module);
          next();
          break;
      }
    });
    const abandon = () => {
      this.workers.delete(worker);
      if (current !== null) this.finish(current);
      // The modules still queued go to the other workers, or to their lists when none is left.
      if (this.workers.size === 0) for (const name of this.queue.splice(0)) this.finish(name);
    };
    worker.on('error', (error) => {
      if (current !== null) this.options.onFailure?.(current, String(error));
      abandon();
    });
    worker.on('exit', abandon);
  }

  private keep(name: PrecomputedModuleName, rows: [number, unknown][]) {
    const progress = this.progress.get(name);
    if (!progress || progress.state === 'ready' || progress.stale) return;
    const definition = PRECOMPUTED_MODULES[name] as (typeof PRECOMPUTED_MODULES)['blight'];
    const followed = definition.rowsFollow ?? definition.lists[0];
    if (this.options.writesSeenBy(followed) !== progress.writes) {
      progress.stale = true;
      this.finish(name);
      return;
    }
    const { world } = this.options;
    const strings = (this.strings ??= new StringPool());
    for (const [id, payload] of rows) {
      const plot = world.plotsById.get(id);
      if (plot) definition.keep(world, plot, strings.share(payload) as never, progress.writes);
    }
    progress.rows += rows.length;
  }

  private finish(name: PrecomputedModuleName) {
    const progress = this.progress.get(name);
    if (!progress || progress.state === 'ready') return;
    const queued = this.queue.indexOf(name);
    if (queued >= 0) this.queue.splice(queued, 1);
    progress.state = 'ready';
    progress.resolve();
    // The rows keep the texts they share; the pool itself is needed only while rows arrive.
    if ([...this.progress.values()].every((each) => each.state === 'ready')) this.strings = null;
    if (!this.closed) {
      this.options.onReady?.(name, {
        rows: progress.rows,
        ms: performance.now() - this.started,
      });
    }
  }
}
