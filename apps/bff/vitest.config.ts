import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Suites start a simulator and a BFF; shared CI machines are slow.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
