// Debian packages the tests need (Chromium for the e2e tests, redis-server for the BFF's replica
// tests): installed with apt-get when missing and we are root; otherwise the message says what to
// do. Never a binary downloaded by a test tool: only Debian's registry is reachable here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure `path` exists, installing Debian's `name` when it does not. `variable` is the
 * environment variable that points to another copy, named in the message.
 */
export function ensureDebianPackage(name, path, variable) {
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `${name} introuvable (${path}). Installez le paquet Debian « ${name} » ` +
        `(apt-get install -y ${name}) ou indiquez son chemin dans ${variable}.`,
    );
  }
  console.log(`Installation de ${name} (paquet Debian)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', name], {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(path)) throw new Error(`${name} installé mais introuvable à ${path}.`);
}
