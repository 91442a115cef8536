#!/usr/bin/env node
// Every package's `typecheck` script: TypeScript 7, the compiler ported to native code, checks the
// package (its arguments are tsc's) with the same tsconfig as 5.9, in a quarter of the processor
// time (ADR 0008). One thread: turbo already runs two tasks on the two cores, and 7's parallel
// checkers spent twice the processor time for the web. TypeScript 5.9 stays installed as
// `typescript`: typescript-eslint parses with its JavaScript API, which 7 does not offer.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');
const result = spawnSync(process.execPath, [tsc, '--singleThreaded', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
