#!/usr/bin/env node
// `npm run dev`: the development loop, from the sources, each part reloading on change.
// - the model API simulator under `tsx watch` on 127.0.0.1:4010 (test hooks off), restarted on
//   change;
// - the BFF under `tsx watch` on port 8080 in front of it, plain http, serving no web app;
// - Vite on http://localhost:5173, hot-reloading the web app and forwarding `/api` and `/bff` to the
//   BFF (apps/web/vite.config.ts), so the browser still sees one origin.
// Ctrl-C stops all three, as tools/start-platform.mjs does for `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SIM_PORT = '4010';
const BFF_PORT = '8080';
const WEB_PORT = '5173';
const webUrl = `http://localhost:${WEB_PORT}`;
/** Like Vite, the BFF answers this machine only (IPv4 and IPv6 loopback). */
const LOCAL = 'localhost';
/**
 * The simulator answers without the BFF's protections: the IPv4 loopback alone, its default, which
 * the BFF reaches by that address (`localhost` may resolve to ::1 first).
 */
const SIM_HOST = '127.0.0.1';
const simUrl = `http://${SIM_HOST}:${SIM_PORT}/api`;

/**
 * Development-only keys, fixed so that a restart after an edit keeps everyone logged in: the BFF's
 * session cookies and the simulator's tokens stay valid. Never used outside `npm run dev`; the
 * environment's own values win.
 */
const DEV_SESSION_SECRET = 'developpement-uniquement-cle-des-sessions-du-bff';
const DEV_SIM_JWT_SECRET = 'developpement-uniquement-cle-des-jetons-du-simulateur';

/** The JavaScript file of a package's command, run with this Node (no shell, any platform). */
function binOf(appDir, name, command = name) {
  const require = createRequire(join(root, appDir, 'package.json'));
  const manifestPath = require.resolve(`${name}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const file = typeof bin === 'string' ? bin : bin[command];
  return join(dirname(manifestPath), file);
}

const children = [];
let stopping = false;

function start(name, appDir, args, env, stdin = 'ignore') {
  const child = spawn(process.execPath, args, {
    cwd: join(root, appDir),
    stdio: [stdin, 'inherit', 'inherit'],
    env,
  });
  child.on('error', (error) => {
    console.error(`${name} : ${error.message}`);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} s'est arrêté (${signal ?? code}) : arrêt de l'environnement.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

/**
 * Stops the children. Ctrl-C reaches every process of the terminal at once: they are given a moment
 * to stop on their own before being told again (tsx would report the second signal).
 */
function stop(code, grace = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  const running = () => children.filter((child) => child.exitCode === null && !child.signalCode);
  setTimeout(() => {
    for (const child of running()) child.kill('SIGTERM');
    // A child that ignores SIGTERM does not keep the terminal.
    setTimeout(() => {
      for (const child of running()) child.kill('SIGKILL');
    }, 5_000).unref();
  }, grace).unref();
}

process.on('SIGINT', () => stop(0, 1_000));
process.on('SIGTERM', () => stop(0));

// The help notices Vite serves from public/aide/, as `pnpm --filter @agro/web dev` builds them.
const notices = spawnSync(process.execPath, ['scripts/build-help-notices.mjs'], {
  cwd: join(root, 'apps/web'),
  stdio: 'inherit',
});
if (notices.status !== 0) process.exit(notices.status ?? 1);

const tsxSim = binOf('apps/model-api-sim', 'tsx');
const tsxBff = binOf('apps/bff', 'tsx');
// tsx watch must not clear the terminal the three share.
const watch = (cli) => [cli, 'watch', '--clear-screen=false', 'src/main.ts'];

// Unset rather than empty, so that the apps' own defaults apply.
const { SIM_TEST_HOOKS: _hooks, ...simEnv } = process.env;
const { WEB_ROOT: _webRoot, ...bffEnv } = process.env;

start('model-api-sim', 'apps/model-api-sim', watch(tsxSim), {
  ...simEnv,
  PORT: SIM_PORT,
  HOST: SIM_HOST,
  SIM_JWT_SECRET: process.env.SIM_JWT_SECRET || DEV_SIM_JWT_SECRET,
});
start('bff', 'apps/bff', watch(tsxBff), {
  ...bffEnv,
  PORT: BFF_PORT,
  HOST: LOCAL,
  UPSTREAM_URL: simUrl,
  // Plain http through Vite: no Secure cookie, and the page's origin is Vite's.
  BFF_COOKIE_SECURE: 'false',
  BFF_ALLOWED_ORIGINS:
    process.env.BFF_ALLOWED_ORIGINS ||
    `${webUrl},http://127.0.0.1:${WEB_PORT},http://[::1]:${WEB_PORT}`,
  BFF_SESSION_SECRET: process.env.BFF_SESSION_SECRET || DEV_SESSION_SECRET,
});
// Vite keeps the terminal's input for its shortcuts (h for help, q to quit).
start(
  'web',
  'apps/web',
  [binOf('apps/web', 'vite'), '--port', WEB_PORT, '--strictPort', '--clearScreen', 'false'],
  process.env,
  'inherit',
);

console.log(
  `Développement : ${webUrl} (BFF http://localhost:${BFF_PORT}, simulateur ${simUrl}). Ctrl-C arrête tout.`,
);
