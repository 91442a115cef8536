import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One module graph per worker, not per file: each file builds its own simulator and resets it,
    // so nothing a file writes reaches the next, and the 26 files no longer each spend 1.8 s
    // evaluating the simulator's sources and the contracts' schemas (115 s -> 50 s, ADR 0008).
    isolate: false,
    // Each suite builds its own world (a fraction of a second); shared CI machines are slow.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The simulators of the tests work out each list on its first call: worker threads computing
    // every module ahead for each of their small worlds would only load the machine. The tests of
    // the precompute itself turn it on (apps/model-api-sim/tests/precompute.test.ts).
    env: { SIM_PRECOMPUTE_WORKERS: '0' },
  },
});
