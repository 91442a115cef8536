import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One module graph per worker, not per file: each file starts its own BFF and simulator, so
    // nothing a file writes reaches the next, and the 29 files no longer each spend 2 s evaluating
    // both apps' sources and the contracts' schemas (155 s -> 63 s, ADR 0008).
    isolate: false,
    // Suites start a simulator and a BFF; shared CI machines are slow.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The simulators of the tests work out each list on its first call: worker threads computing
    // every module ahead for each of their small worlds would only load the machine. The tests of
    // the precompute itself turn it on (apps/model-api-sim/tests/precompute.test.ts).
    env: { SIM_PRECOMPUTE_WORKERS: '0' },
  },
});
