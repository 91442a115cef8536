#!/usr/bin/env node
// The e2e tests drive Debian's Chromium (never a downloaded browser: downloads fail on these
// machines). Installs it with apt-get when missing and we are root; otherwise explains what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as path } from '../tools/chromium.mjs';

if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(
    `Chromium introuvable (${path}). Installez le paquet Debian « chromium » (apt-get install -y chromium) ` +
      'ou indiquez son chemin dans CHROMIUM_PATH.',
  );
  process.exit(1);
}
console.log('Installation de Chromium (paquet Debian)…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
  stdio: 'inherit',
  env,
});
if (!existsSync(path)) {
  console.error(`Chromium installé mais introuvable à ${path}.`);
  process.exit(1);
}
