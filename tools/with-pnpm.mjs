#!/usr/bin/env node
// Entry point of the README's two commands (`npm start`, `npm test`): a fresh machine has only
// Node and npm, so this brings the pnpm version pinned in package.json#packageManager, installs the
// workspace from the lockfile when needed, then runs the requested pnpm command.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordStage } from './stage-timings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const wanted = String(manifest.packageManager).replace(/^pnpm@/, '');

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function localPnpmVersion() {
  const probe = spawnSync('pnpm', ['--version'], { cwd: root, encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim() : null;
}

const pnpm =
  localPnpmVersion() === wanted
    ? (args) => run('pnpm', args)
    : (args) => run('npx', ['--yes', `pnpm@${wanted}`, ...args]);

function installIsStale() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return true;
  return statSync(join(root, 'pnpm-lock.yaml')).mtimeMs > statSync(marker).mtimeMs;
}

if (installIsStale()) {
  const started = Date.now();
  const status = pnpm(['install', '--frozen-lockfile']);
  recordStage('install', (Date.now() - started) / 1000);
  if (status !== 0) process.exit(status);
}
process.exit(pnpm(process.argv.slice(2)));
