#!/usr/bin/env node
// Starts the whole platform from built apps: the model API simulator, then the BFF serving the web
// app on one origin. Ports and upstream come from the environment (docs/configuration.md).
import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const simPort = process.env.SIM_PORT ?? '4010';
const bffPort = process.env.PORT ?? '8080';
/**
 * The simulator answers without the BFF's protections: it listens on the IPv4 loopback alone,
 * whatever HOST the shell gives the BFF, and the BFF reaches it there. Not `localhost`, which
 * may resolve to ::1 first, where nothing listens.
 */
const SIM_HOST = '127.0.0.1';
const upstream = process.env.UPSTREAM_URL ?? `http://${SIM_HOST}:${simPort}/api`;
const onSimulator = !process.env.UPSTREAM_URL;

/**
 * Key of the demo world's consent links, public on purpose so that the README's signed link works
 * on `npm start`. It is used only with the simulator, never for production: with a real model API
 * (UPSTREAM_URL) the BFF takes CONSENT_LINK_SECRET from the environment or draws a random key.
 */
const DEMO_CONSENT_LINK_SECRET = 'demo-simulateur-uniquement-cle-des-liens-de-consentement';
const consentLinkSecret =
  process.env.CONSENT_LINK_SECRET || (onSimulator ? DEMO_CONSENT_LINK_SECRET : undefined);

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

/** Prints a fresh consent link of the demo farmer, signed by the BFF's own code (`pnpm consent-link`). */
function printDemoConsentLink() {
  let cli;
  try {
    cli = createRequire(join(root, 'apps/bff/package.json')).resolve('tsx/cli');
  } catch {
    return; // Without the development tools (an installation without them), no link is printed.
  }
  const args = [cli, 'src/consent/link-cli.ts', 'AGRI0001', 'OP01', 'CLI01', 'MILDIOU'];
  execFile(
    process.execPath,
    [...args, '--base', `http://localhost:${bffPort}`],
    {
      cwd: join(root, 'apps/bff'),
      env: { ...process.env, CONSENT_LINK_SECRET: consentLinkSecret },
    },
    (error, stdout) => {
      if (!error)
        console.log(`Espace de consentement de l'agriculteur de démonstration : ${stdout.trim()}`);
    },
  );
}

if (onSimulator) {
  start('model-api-sim', 'apps/model-api-sim/dist/main.mjs', { PORT: simPort, HOST: SIM_HOST });
}
start('bff', 'apps/bff/dist/main.mjs', {
  PORT: bffPort,
  UPSTREAM_URL: upstream,
  WEB_ROOT: join(root, 'apps/web/dist'),
  ...(consentLinkSecret ? { CONSENT_LINK_SECRET: consentLinkSecret } : {}),
});
console.log(`Plateforme disponible sur http://localhost:${bffPort} (API amont : ${upstream})`);
if (onSimulator) printDemoConsentLink();
