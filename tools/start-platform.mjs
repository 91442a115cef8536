#!/usr/bin/env node
// Starts the whole platform from built apps: the model API simulator, then the BFF serving the web
// app on one origin. Ports and upstream come from the environment (docs/configuration.md).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const simPort = process.env.SIM_PORT ?? '4010';
const bffPort = process.env.PORT ?? '8080';
const upstream = process.env.UPSTREAM_URL ?? `http://localhost:${simPort}/api`;

const children = [];
let stopping = false;

function start(name, script, env) {
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, script)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the platform.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (!process.env.UPSTREAM_URL) {
  start('model-api-sim', 'apps/model-api-sim/dist/main.mjs', { PORT: simPort });
}
start('bff', 'apps/bff/dist/main.mjs', {
  PORT: bffPort,
  UPSTREAM_URL: upstream,
  WEB_ROOT: join(root, 'apps/web/dist'),
});
console.log(`Plateforme disponible sur http://localhost:${bffPort} (API amont : ${upstream})`);
