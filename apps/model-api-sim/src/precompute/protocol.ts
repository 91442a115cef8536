// The messages between the server and its precompute workers (issue 42).
import type { PrecomputedModuleName } from './modules.ts';

/** What a worker needs to generate the server's world again: the same seed, scale and day. */
export interface WorldGeneration {
  seed: string;
  scale: number;
  /** The instant the server generated its world at (ISO). */
  now: string;
  instituteKeyword: string;
}

export interface WorkerData {
  generation: WorldGeneration;
}

/** Server to worker: work out a module's rows. */
export interface ToWorker {
  module: PrecomputedModuleName;
}

/** Worker to server. */
export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'rows'; module: PrecomputedModuleName; rows: [number, unknown][] }
  | { kind: 'done'; module: PrecomputedModuleName }
  | { kind: 'failed'; module: PrecomputedModuleName; reason: string };
