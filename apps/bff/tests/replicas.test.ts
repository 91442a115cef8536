// Two BFF processes sharing one Redis in front of one simulator, as behind a load balancer (issue
// 24): a logout on one replica ends the session on the other, so do a password change and the
// closing of a consent session, a write on one drops the other's paged lists (issue 43), login
// failures count on both, and a Redis outage leaves both
// answering (docs/adr/0006-bff-replicas-and-redis.md). Real
// processes and Debian's redis-server, installed when missing (tools/redis-server.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildSimulator, type Simulator } from '@agro/model-api-sim/server';
import { DEMO_PASSWORD } from '@agro/model-api-sim/world/personas';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedisServer, type RedisServer } from '../../../tools/redis-server.mjs';
import { loginOf } from './harness.ts';

const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));
// Failures one address may make on one account before it is refused for it.
const FAILURES_PER_ADDRESS = 4;
const LIST = '/api/conseillers';

interface Replica {
  name: string;
  url: string;
  /** Everything the process wrote, for the log assertions. */
  log(): string;
  stop(): Promise<void>;
}

async function waitFor<T>(what: string, check: () => Promise<T | null>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  let last: unknown = null;
  while (Date.now() < end) {
    try {
      const value = await check();
      if (value !== null) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${ms} ms (${String(last)})`);
}

async function startReplica(name: string, env: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: BFF_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`replica ${name} listening`, async () => {
    if (child.exitCode !== null) throw new Error(`exited: ${output}`);
    return (await fetch(`${url}/healthz`)).ok ? true : null;
  });
  return {
    name,
    url,
    log: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const asBrowser = (cookie?: string) => ({ 'x-csrf': '1', ...(cookie ? { cookie } : {}) });

async function logIn(
  replica: Replica,
  login: string,
  password = DEMO_PASSWORD,
  /** The client's address, as the load balancer (trusted: loopback) forwards it. */
  from = '192.0.2.1',
) {
  const res = await fetch(`${replica.url}/bff/login`, {
    method: 'POST',
    headers: { ...asBrowser(), 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ login, password }),
  });
  const cookie = (
    res.headers.getSetCookie().find((c) => c.startsWith('agro_session=')) ?? ''
  ).split(';', 1)[0] as string;
  return { status: res.status, cookie };
}

/** A session cookie of a successful login. */
async function sessionOn(replica: Replica, login: string): Promise<string> {
  const { status, cookie } = await logIn(replica, login);
  expect(status, `login of ${login} on ${replica.name}`).toBe(200);
  return cookie;
}

async function listStatus(replica: Replica, cookie: string): Promise<number> {
  const res = await fetch(`${replica.url}${LIST}`, { headers: asBrowser(cookie) });
  await res.arrayBuffer();
  return res.status;
}

async function readiness(replica: Replica): Promise<{ status: number; body: { status?: string } }> {
  const res = await fetch(`${replica.url}/readyz`);
  return { status: res.status, body: (await res.json()) as { status?: string } };
}

async function logOut(replica: Replica, cookie: string): Promise<number> {
  const res = await fetch(`${replica.url}/bff/logout`, {
    method: 'POST',
    headers: asBrowser(cookie),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('two BFF replicas sharing Redis', () => {
  let sim: Simulator;
  let redis: RedisServer;
  let a: Replica;
  let b: Replica;
  const admin = loginOf('admin');
  /** The administrator's session opened by the first test, used while nothing revokes it. */
  let adminCookie = '';

  beforeAll(async () => {
    sim = buildSimulator({ config: { seed: 'bff-replicas', scale: 60 } });
    const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
    redis = await startRedisServer();
    // No BFF_SESSION_SECRET nor CONSENT_LINK_SECRET: the replicas share the keys through Redis.
    const env = {
      UPSTREAM_URL: `${simUrl}/api`,
      REDIS_URL: redis.url,
      BFF_COOKIE_SECURE: 'false',
      BFF_RATE_LIMIT_PER_MINUTE: '1000',
      BFF_LOGIN_FAILURES_PER_ADDRESS: String(FAILURES_PER_ADDRESS),
      BFF_TRUST_PROXY: '127.0.0.1',
    };
    [a, b] = await Promise.all([startReplica('A', env), startReplica('B', env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    await sim?.close();
  });

  it('accepts on replica B the session opened on A: the replicas share the session key', async () => {
    adminCookie = await sessionOn(a, admin);
    const cookie = adminCookie;
    expect(await listStatus(a, cookie)).toBe(200);
    expect(await listStatus(b, cookie)).toBe(200);
    expect((await readiness(a)).body.status).toBe('ok');
  });

  it('drops on replica B the paged list a write on A changes: the list generations are shared', async () => {
    const cookie = await sessionOn(b, admin);
    const advisers = async () => {
      const res = await fetch(`${b.url}/bff/lists/conseillers?pageSize=1`, {
        headers: asBrowser(cookie),
      });
      return ((await res.json()) as { data: { total: number } }).data.total;
    };
    const before = await advisers();
    const created = await fetch(`${a.url}/api/conseillers`, {
      method: 'POST',
      headers: { ...asBrowser(cookie), 'content-type': 'application/json' },
      body: JSON.stringify({
        nom_conseiller: 'Lemoine',
        prenom_conseiller: 'Agnès',
        mail: 'agnes.lemoine@conseil-demo.fr',
        organisme: "Chambre d'agriculture",
        telephone: '02 47 00 00 00',
        type_conseiller: 'AGRO',
        region_bsv_mildiou: null,
        departements: ['37', '41'],
        nb_cas_type: null,
      }),
    });
    expect(created.status).toBe(200);
    expect(await advisers()).toBe(before + 1);
  });

  it('opens on replica B the consent link an administrator made on A: the link key is shared', async () => {
    const cookie = adminCookie;
    const made = await fetch(`${a.url}/bff/consent-links`, {
      method: 'POST',
      headers: { ...asBrowser(cookie), 'content-type': 'application/json' },
      body: JSON.stringify({
        agri: 'AGRI0001',
        operateur: 'OP01',
        client: 'CLI01',
        service: 'MILDIOU',
      }),
    });
    expect(made.status).toBe(200);
    const { url } = (await made.json()) as { url: string };
    const query = Object.fromEntries(new URL(url, 'http://localhost').searchParams);
    const opened = await fetch(`${b.url}/bff/consent/session`, {
      method: 'POST',
      headers: { ...asBrowser(), 'content-type': 'application/json' },
      body: JSON.stringify(query),
    });
    expect(opened.status).toBe(200);
    // Closed by the farmer on B, the consent session is refused on A too.
    const consent = (
      opened.headers.getSetCookie().find((c) => c.startsWith('agro_consent=')) ?? ''
    ).split(';', 1)[0] as string;
    const seen = () => fetch(`${a.url}/bff/consent/session`, { headers: asBrowser(consent) });
    expect((await seen()).status).toBe(200);
    const closed = await fetch(`${b.url}/bff/consent/session`, {
      method: 'DELETE',
      headers: asBrowser(consent),
    });
    expect(closed.status).toBe(204);
    expect((await seen()).status).toBe(401);
  });

  it('ends on replica B the sessions of a user who changed the password on A', async () => {
    const login = loginOf('externe');
    const onB = await sessionOn(b, login);
    const onA = await sessionOn(a, login);
    const changed = await fetch(`${a.url}/bff/password-change`, {
      method: 'POST',
      headers: { ...asBrowser(onA), 'content-type': 'application/json' },
      body: JSON.stringify({ mail: login, oldMdp: DEMO_PASSWORD, newMdp: 'Autre-Mdp-2026!' }),
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ envoi: 1 });
    expect((await fetch(`${b.url}/bff/session`, { headers: asBrowser(onB) })).status).toBe(401);
  });

  it('ends on replica B, at once, the session logged out on replica A', async () => {
    const cookie = await sessionOn(a, admin);
    expect(await listStatus(b, cookie)).toBe(200);
    expect(await logOut(a, cookie)).toBe(204);
    expect(await listStatus(b, cookie)).toBe(401);
    expect(await listStatus(a, cookie)).toBe(401);
    const session = await fetch(`${b.url}/bff/session`, { headers: asBrowser(cookie) });
    expect(session.status).toBe(401);
  });

  it('counts the login failures of one address on one account on both replicas together', async () => {
    const login = loginOf('conseiller');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < FAILURES_PER_ADDRESS; attempt++) {
      const replica = attempt % 2 === 0 ? a : b;
      statuses.push((await logIn(replica, login, 'mauvais-mot-de-passe', '198.51.100.9')).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    // Half the failures on each replica: counted alone, each would still allow as many again.
    const refusedA = await logIn(a, login, DEMO_PASSWORD, '198.51.100.9');
    const refusedB = await logIn(b, login, DEMO_PASSWORD, '198.51.100.9');
    expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
    // The account still opens from another address, and another account from that one.
    expect((await logIn(b, login, DEMO_PASSWORD, '192.0.2.9')).status).toBe(200);
    expect((await logIn(a, loginOf('bsv'), DEMO_PASSWORD, '198.51.100.9')).status).toBe(200);
  });

  it('keeps in Redis only hashed counter keys, each expiring with its window', async () => {
    const client = new Redis(redis.url, { lazyConnect: true });
    await client.connect();
    try {
      const keys = await client.keys('agro:limit:*');
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        // The family and a SHA-256 in base64url: nothing typed, whatever its length.
        expect(key).toMatch(/^agro:limit:[a-z-]+:[A-Za-z0-9_-]{43}$/);
        expect(await client.pttl(key)).toBeGreaterThan(0);
      }
      for (const key of await client.keys('agro:alias:*')) {
        expect(await client.ttl(key)).toBeGreaterThan(0);
      }
    } finally {
      client.disconnect();
    }
  });

  it('keeps both replicas answering while Redis hangs, and shares the logouts made meanwhile', async () => {
    const cookie = adminCookie;
    const loggedOutMeanwhile = await sessionOn(a, admin);
    redis.pause();
    try {
      // The first request of each replica meets the time-out; the following skip Redis.
      for (let round = 0; round < 5; round++) {
        expect(await listStatus(a, cookie)).toBe(200);
        expect(await listStatus(b, cookie)).toBe(200);
      }
      for (const replica of [a, b]) expect((await readiness(replica)).body.status).toBe('degraded');
      expect(await logOut(a, loggedOutMeanwhile)).toBe(204);
      expect(await listStatus(a, loggedOutMeanwhile)).toBe(401);
    } finally {
      redis.resume();
    }
    await waitFor('both replicas ready again', async () => {
      const states = await Promise.all([readiness(a), readiness(b)]);
      return states.every((state) => state.body.status === 'ok') ? true : null;
    });
    // Redis answering again on the same connection is a return like any other: the replica
    // connects afresh and writes back what it revoked.
    await waitFor('the logout made while Redis hung shared', async () =>
      (await listStatus(b, loggedOutMeanwhile)) === 401 ? true : null,
    );
  });

  it('keeps both replicas answering while Redis is down, then shares again when it is back', async () => {
    const before = adminCookie;
    const loggedOutBefore = await sessionOn(b, admin);
    expect(await logOut(b, loggedOutBefore)).toBe(204);
    await redis.stop();

    // Sessions, new logins and the list call still work on both replicas.
    expect(await listStatus(a, before)).toBe(200);
    expect(await listStatus(b, before)).toBe(200);
    const during = await sessionOn(b, admin);
    expect(await listStatus(a, during)).toBe(200);
    for (const replica of [a, b]) {
      const ready = await readiness(replica);
      expect(ready.status).toBe(200);
      expect(ready.body.status).toBe('degraded');
    }
    // Login failures are still limited, each replica counting its own.
    const guessed = loginOf('ferti');
    for (let attempt = 0; attempt < FAILURES_PER_ADDRESS; attempt++) {
      expect((await logIn(a, guessed, 'mauvais-mot-de-passe')).status).toBe(401);
    }
    expect((await logIn(a, guessed, 'mauvais-mot-de-passe')).status).toBe(429);
    expect((await logIn(b, guessed, 'mauvais-mot-de-passe')).status).toBe(401);
    await waitFor('outage warning in both logs', async () =>
      a.log().includes('Redis injoignable') && b.log().includes('Redis injoignable') ? true : null,
    );
    // A session logged out on B before the outage stays refused by B, which ended it; A never met
    // it and cannot ask Redis: accepted there until Redis is back (the ADR's choice).
    expect(await listStatus(b, loggedOutBefore)).toBe(401);
    expect(await listStatus(a, loggedOutBefore)).toBe(200);
    // A logout during the outage ends the session on its replica at once...
    expect(await logOut(a, during)).toBe(204);
    expect(await listStatus(a, during)).toBe(401);
    expect(await listStatus(b, during)).toBe(200);
    // ...and on every replica once Redis is back, even emptied: each replica writes back what it
    // revoked.
    await redis.start();
    await waitFor('both replicas ready again', async () => {
      const states = await Promise.all([readiness(a), readiness(b)]);
      return states.every((state) => state.body.status === 'ok') ? true : null;
    });
    await waitFor('the outage logout shared', async () =>
      (await listStatus(b, during)) === 401 ? true : null,
    );
    expect(await listStatus(a, loggedOutBefore)).toBe(401);
    // Sessions still cross replicas: the shared key was written back too.
    const after = await sessionOn(b, admin);
    expect(await listStatus(a, after)).toBe(200);
    expect(await listStatus(a, before)).toBe(200);
  });
});
