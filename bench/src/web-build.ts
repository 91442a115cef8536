// The production build of the web app, for the benchmarks that read or serve it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const turbo = fileURLToPath(new URL('../../node_modules/.bin/turbo', import.meta.url));

/** Where the build lies, with a trailing slash. */
export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

/**
 * Builds the web app through Turborepo, which rebuilds it when a source changed since the last
 * build and restores its cached output otherwise: the figures are never those of a stale build.
 */
export function buildWeb(): void {
  const build = spawnSync(
    turbo,
    ['run', 'build', '--filter=@agro/web', '--output-logs=errors-only'],
    { cwd: root, encoding: 'utf8' },
  );
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
    throw new Error(`the build of apps/web failed (${build.error?.message ?? build.status})`);
  }
}
