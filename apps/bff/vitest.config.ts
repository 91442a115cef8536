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
  },
});
