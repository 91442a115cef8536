// A throw-away Redis for the replica tests and benchmark (issue 24): Debian's `redis-server` on a
// free loopback port, without persistence, stopped, frozen and restarted at will (a Redis outage is
// part of what the tests prove). `.ci/run` installs the package when missing; `npm test` as root does too.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { ensureDebianPackage } from './debian-package.mjs';

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** Installs Debian's redis-server when it is missing and we may (root with apt-get). */
export function ensureRedisServer() {
  ensureDebianPackage('redis-server', REDIS_SERVER_PATH, 'REDIS_SERVER_PATH');
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
