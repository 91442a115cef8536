#!/usr/bin/env node
// Starts the whole platform from built apps: the model API simulator, then the BFF serving the web
// app on one origin. Ports and upstream come from the environment (docs/configuration.md).
import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
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

/**
 * The development mailbox (docs/adr/0009-consent-request-mail.md): with the simulator and no
 * SMTP_URL, maildev receives the BFF's mails on MAILBOX_SMTP_PORT and shows them, web view and
 * REST API (`GET /api/email`), on MAILBOX_PORT. Both listen on the loopback only. With a real
 * model API, the deployment's SMTP_URL is used, or no mail is sent.
 */
const mailboxPort = process.env.MAILBOX_PORT ?? '1080';
const mailboxSmtpPort = process.env.MAILBOX_SMTP_PORT ?? '1025';
const MAILDEV = join(root, 'node_modules/maildev/dist/bin/maildev.js');
const runsMailbox = onSimulator && !process.env.SMTP_URL && existsSync(MAILDEV);
const smtpUrl =
  process.env.SMTP_URL || (runsMailbox ? `smtp://${SIM_HOST}:${mailboxSmtpPort}` : '');

const children = [];
let stopping = false;

function start(name, script, env, args = [], { optional = false } = {}) {
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, script), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    // The mailbox is a convenience: its port taken by another platform's, the platform runs on
    // and the BFF says the mails it could not send.
    if (optional && !stopping) {
      console.error(`${name} stopped (${signal ?? code}); the platform runs on without it.`);
      return;
    }
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
  const args = [cli, 'src/cli/consent-link.ts', 'AGRI0001', 'OP01', 'CLI01', 'MILDIOU'];
  execFile(
    process.execPath,
    [...args, '--base', `http://localhost:${bffPort}`],
    {
      cwd: join(root, 'apps/bff'),
      env: { ...process.env, CONSENT_LINK_SECRET: consentLinkSecret },
    },
    (error, stdout) => {
      if (!error)
        console.log(
          `Espace de consentement de l'agriculteur de démonstration\u202f: ${stdout.trim()}`,
        );
    },
  );
}

if (runsMailbox) {
  start(
    'maildev',
    'node_modules/maildev/dist/bin/maildev.js',
    {},
    [
      ...['--smtp', mailboxSmtpPort, '--ip', SIM_HOST],
      ...['--web', mailboxPort, '--web-ip', SIM_HOST, '--silent'],
    ],
    { optional: true },
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
  ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
});
console.log(`Plateforme disponible sur http://localhost:${bffPort} (API amont : ${upstream})`);
if (runsMailbox) {
  console.log(`Boîte aux lettres de développement : http://localhost:${mailboxPort}`);
}
if (onSimulator) printDemoConsentLink();
