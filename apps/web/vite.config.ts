/// <reference types="vitest/config" />
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

function packageVersion(path: string): string | undefined {
  try {
    const { version } = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as {
      version?: unknown;
    };
    return typeof version === 'string' && version.trim() !== '' ? version.trim() : undefined;
  } catch {
    return undefined;
  }
}

function git(...args: string[]): string | undefined {
  try {
    const out = execFileSync('git', args, {
      cwd: new URL('.', import.meta.url),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out === '' ? undefined : out;
  } catch {
    // No git (a source archive) or no repository.
    return undefined;
  }
}

/**
 * The release shown on the About page (src/lib/version.ts), fixed at build time:
 * `APP_VERSION` when set (docs/configuration.md), else the release tag (`git describe --tags`,
 * e.g. `v1.2.0`, or `v1.2.0-3-gabc1234` three commits after it), else the repository's version
 * (root package.json, else this package's) with the short commit hash, e.g. `0.0.0+abc1234`.
 */
function appVersion(): string {
  const configured = process.env['APP_VERSION']?.trim();
  if (configured) return configured;
  const tag = git('describe', '--tags');
  if (tag) return tag;
  const version =
    packageVersion('../../package.json') ?? packageVersion('./package.json') ?? '0.0.0';
  const commit = git('rev-parse', '--short', 'HEAD');
  return commit ? `${version}+${commit}` : version;
}

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

// The production build (`pnpm build`) runs on rolldown-vite, the Vite team's Rolldown-based Vite 7:
// the same config and plugins, 5 s instead of 40 s of processor (ADR 0008). The dev server and
// Vitest stay on Vite 7 (Vitest 3 needs it); the e2e tests and benchmarks run the built bundle.
export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
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
    // The files share the imported libraries (Mantine, React, jsdom) inside each worker and get a
    // fresh context each: 427 s instead of 500 s in one worker (ADR 0008).
    pool: 'vmThreads',
    // Recharts' CommonJS build requires Redux Toolkit's ES module, which the VM pools cannot load:
    // bundled once by Vitest's optimizer instead.
    deps: { optimizer: { web: { enabled: true, include: ['recharts'] } } },
    // Both cores, not Vitest's cores - 1: turbo starts this task when it will, often last, and
    // the other tasks' processes then share the cores with it rather than leave one idle.
    maxWorkers: 2,
    setupFiles: ['./src/test/setup.ts'],
    // The editor and calendar tests type and click through jsdom: on a loaded 2-core CI machine a
    // test can take several seconds, which says nothing about the product; one that also waits
    // for a lazily loaded chunk (src/test/timeouts.ts) needs room beyond that wait.
    testTimeout: 60_000,
  },
});
