import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Schemas and pure functions: one module graph per worker instead of one per file, so the 28
    // files no longer each rebuild the contracts' zod schemas (20 s -> 5 s, ADR 0008).
    isolate: false,
  },
});
