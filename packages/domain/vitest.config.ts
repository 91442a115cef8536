import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Pure functions: one module graph per worker instead of one per file (ADR 0008).
    isolate: false,
    // Property tests run hundreds of cases; on a shared 2-core machine running every package's
    // checks at once, the 5 s default is a timing assertion in disguise.
    testTimeout: 30_000,
  },
});
