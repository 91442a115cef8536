/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The web package's version, shown on the About page (src/lib/version.ts). */
const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/**
 * Libraries in chunks of their own: they change far less often than the app, so a new release
 * of the app leaves them in the browser's cache. Only what every screen needs goes here. Mantine
 * does not: a chunk of its own would take every Mantine component any screen uses (Rollup puts a
 * manual chunk's dependencies in it), so the login page carried the tables' and the maps'
 * components, 30 KiB gzip more; left to Rollup, each screen brings the components it uses.
 */
const VENDOR_CHUNKS: readonly (readonly [string, RegExp])[] = [
  ['react', /\/node_modules\/(react|react-dom|scheduler)\//],
  ['router', /\/node_modules\/react-router\//],
  ['query', /\/node_modules\/@tanstack\/(react-query|query-core)\//],
];

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    // dist/.vite/manifest.json: the import graph bench/src/web-bundle.ts measures. The BFF does
    // not serve dot folders.
    manifest: true,
    rollupOptions: {
      output: {
        manualChunks: (id) => VENDOR_CHUNKS.find(([, pattern]) => pattern.test(id))?.[0],
      },
    },
  },
  server: {
    port: 5173,
    // In development the BFF runs beside Vite; the browser still sees one origin.
    proxy: {
      '/api': 'http://localhost:8080',
      '/bff': 'http://localhost:8080',
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // The editor and calendar tests type and click through jsdom: on a loaded 2-core CI machine a
    // test can take several seconds, which says nothing about the product.
    testTimeout: 30_000,
  },
});
