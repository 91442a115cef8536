import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each suite builds its own world (a fraction of a second); shared CI machines are slow.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
