// The rows of the stage lists (cereal client plots, grain and fodder maize), kept plot by plot
// until a write they can show (issue 42): the three cereal lists share their rows, and the
// precompute's workers hand rows over one plot at a time. `writes` is the rows' own count of
// such writes (CallContext.stageRowWrites, which the stage calls' imports and deletions of the
// platform's own plots leave as it is): a new count starts an empty store.
import type { World } from '../world.ts';

interface KeptRows {
  writes: number;
  rows: Map<string, unknown>;
}

const kept = new WeakMap<World, KeptRows>();

function rowsAt(world: World, writes: number): Map<string, unknown> {
  let store = kept.get(world);
  if (!store || store.writes !== writes) {
    store = { writes, rows: new Map() };
    kept.set(world, store);
  }
  return store.rows;
}

/** The row kept under `key` at `writes`, or `compute()` kept. */
export function keptStageRow<Row>(world: World, writes: number, key: string, compute: () => Row) {
  const rows = rowsAt(world, writes);
  let row = rows.get(key) as Row | undefined;
  if (row === undefined) {
    row = compute();
    rows.set(key, row);
  }
  return row;
}

/** Keeps a row worked out elsewhere (a precompute worker, on the same world, at `writes`). */
export function keepStageRow(world: World, writes: number, key: string, row: unknown): void {
  rowsAt(world, writes).set(key, row);
}

/** The name the rows' write count goes by (handlers/index.ts, ROW_READS). */
export const STAGE_ROWS = 'stageRows';

/** The keys of the rows: a client cereal plot's, a grain or fodder maize plot's. */
export const cerealRowKey = (plotId: number) => `cap|${plotId}`;
export const maizeRowKey = (plotId: number) => `mais|${plotId}`;
