// The simulator's settings (docs/configuration.md, "Model API simulator"). The listening address is
// a security matter (security review, finding 9): the simulator answers without the BFF's
// protections, so by default only this machine reaches it.
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { readSimConfig } from '../src/config.ts';
import type { Simulator } from '../src/server.ts';
import { startSimulator } from './helpers.ts';

let app: Simulator | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** An IPv4 address of this machine other than the loopback, or null when it has none. */
function outsideAddress(): string | null {
  const addresses = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  return addresses.find((a) => a.family === 'IPv4' && !a.internal)?.address ?? null;
}

/** 'connected', or the error code of a TCP connection to host:port. */
function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

/** Starts a simulator on the configuration's address, on a free port. */
async function listeningOn(host: string): Promise<number> {
  app = startSimulator();
  await app.listen({ port: 0, host });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('the listening address', () => {
  it('is the loopback by default, and HOST changes it', () => {
    expect(readSimConfig({}).host).toBe('127.0.0.1');
    expect(readSimConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(readSimConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  const outside = outsideAddress();
  it.skipIf(outside === null)(
    'keeps a simulator started by default out of reach of the machine’s other addresses',
    async () => {
      const port = await listeningOn(readSimConfig({}).host);
      expect(await tryConnect('127.0.0.1', port)).toBe('connected');
      expect(await tryConnect(outside ?? '', port)).toBe('ECONNREFUSED');
    },
  );

  it.skipIf(outside === null)('answers on those addresses with HOST=0.0.0.0', async () => {
    // The check above could not tell a refusal from an unreachable address without this one.
    const port = await listeningOn(readSimConfig({ HOST: '0.0.0.0' }).host);
    expect(await tryConnect(outside ?? '', port)).toBe('connected');
  });
});

describe('SIM_MAIL_RECIPIENT_DOMAINS', () => {
  it('reads comma-separated domains, in lower case, an @ before one allowed', () => {
    expect(readSimConfig({}).mailRecipientDomains).toEqual([]);
    expect(
      readSimConfig({ SIM_MAIL_RECIPIENT_DOMAINS: ' @Partenaire.fr, coop-exemple.com,, ' })
        .mailRecipientDomains,
    ).toEqual(['partenaire.fr', 'coop-exemple.com']);
  });

  it('stops the start on a value that is no domain, naming the variable', () => {
    expect(() => readSimConfig({ SIM_MAIL_RECIPIENT_DOMAINS: 'exemple.fr, a@b.fr' })).toThrow(
      /^SIM_MAIL_RECIPIENT_DOMAINS .*a@b\.fr/,
    );
    expect(() => readSimConfig({ SIM_MAIL_RECIPIENT_DOMAINS: 'localhost' })).toThrow(
      /SIM_MAIL_RECIPIENT_DOMAINS/,
    );
  });
});
