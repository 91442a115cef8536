// A throw-away Redis for the replica tests and benchmark (issue 24): Debian's `redis-server` on a
// free loopback port, without persistence, stopped, frozen and restarted at will (a Redis outage is
// part of what the tests prove). `.ci/run` installs the package when missing; `npm test` as root does too.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** Installs Debian's redis-server when it is missing and we may (root with apt-get). */
export function ensureRedisServer() {
  if (existsSync(REDIS_SERVER_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `redis-server introuvable (${REDIS_SERVER_PATH}). Installez le paquet Debian « redis-server » ` +
        '(apt-get install -y redis-server) ou indiquez son chemin dans REDIS_SERVER_PATH.',
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], {
    stdio: 'ignore',
    env,
  });
  if (!existsSync(REDIS_SERVER_PATH)) {
    throw new Error(`redis-server installé mais introuvable à ${REDIS_SERVER_PATH}.`);
  }
}

/** A port nobody listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function waitForReady(child, port) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server: not ready\n${output}`)), 10_000);
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        // Keep draining its log so a full pipe never blocks it.
        child.stdout.resume();
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}) before listening on ${port}\n${output}`));
    });
  });
}

/**
 * Starts redis-server on a free port. `stop()` ends it (SIGKILL: an outage, not a shutdown) and
 * `start()` brings it back on the same port, empty.
 */
export async function startRedisServer() {
  ensureRedisServer();
  const port = await freePort();
  let child = null;
  const handle = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (child) return;
      const args = [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ];
      child = spawn(REDIS_SERVER_PATH, args, { stdio: ['ignore', 'pipe', 'inherit'] });
      await waitForReady(child, port);
    },
    /** Freezes it (SIGSTOP): connections stay open, nothing answers, as a hung server. */
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      running.kill('SIGCONT');
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGKILL');
      });
    },
  };
  await handle.start();
  return handle;
}
