// Regression tests of the outside security review (issue 13): each finding replayed with the raw
// request the reviewer sent, through a client that changes nothing of its path or headers.
import { DEMO_PASSWORD } from '@agro/model-api-sim/world/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_MESSAGE,
  FORBIDDEN_MESSAGE,
  HEADERS_TOO_LARGE_MESSAGE,
  INVALID_JSON_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  NOT_FOUND_MESSAGE,
  TOO_MANY_CALLS_MESSAGE,
} from '../src/lib/errors.ts';
import {
  JSON_CSRF,
  loginAs,
  loginOf,
  rawRequest,
  sessionCookie,
  startPlatform,
  type Platform,
} from './harness.ts';

const wrongLogin = (login: string) => JSON.stringify({ login, password: 'pas-le-bon-mdp' });

let platform: Platform;
let admin: string;
let adviser: string;
beforeAll(async () => {
  platform = await startPlatform();
  admin = await loginAs(platform, 'admin');
  adviser = await loginAs(platform, 'conseiller');
});
afterAll(() => platform.close());

describe('finding 1: checks decide on the routed path, not the raw URL', () => {
  it('refuses POST /%62ff/login and /%62ff/logout without X-CSRF', async () => {
    const login = await rawRequest(
      platform,
      'POST',
      '/%62ff/login',
      { 'content-type': 'application/json' },
      wrongLogin('admin@demo.fr'),
    );
    expect(login.status).toBe(403);
    expect(login.json).toEqual({ code: 403, message: CSRF_MESSAGE });
    const logout = await rawRequest(platform, 'POST', '/%62ff/logout', { cookie: admin });
    expect(logout.status).toBe(403);
    expect((await rawRequest(platform, 'GET', '/bff/session', { cookie: admin })).status).toBe(200);
  });

  it('counts /%62ff/login and /bff/logi%6e in the login bucket', async () => {
    const limited = await startPlatform({ env: { BFF_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (const path of [
        '/bff/login',
        '/bff/login',
        '/bff/login',
        '/%62ff/login',
        '/bff/logi%6e',
      ]) {
        const res = await rawRequest(limited, 'POST', path, JSON_CSRF, wrongLogin('x@demo.fr'));
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // And the right password gets no further once the bucket is full.
      const right = await rawRequest(
        limited,
        'POST',
        '/%62ff/login',
        JSON_CSRF,
        JSON.stringify({ login: loginOf('admin'), password: DEMO_PASSWORD }),
      );
      expect(right.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('finding 2: calls only the BFF makes are never reachable under /api', () => {
  it.each([
    ['POST', '/api/login', { login: 'admin@demo.fr', password: DEMO_PASSWORD }],
    ['POST', '/api/loginInvite', { login: 'conseiller@demo.fr' }],
    ['POST', '/api/logi%6eInvite', { login: 'conseiller@demo.fr' }],
    ['POST', '/api/password/reset', { mail: 'conseiller@demo.fr' }],
    [
      'POST',
      '/api/password/change',
      { mail: 'admin@demo.fr', oldMdp: DEMO_PASSWORD, newMdp: 'Autre-Mdp-2026!' },
    ],
  ])('%s %s answers 404 with no token and no upstream call', async (method, path, body) => {
    platform.upstreamUrls.length = 0;
    const res = await rawRequest(
      platform,
      method,
      path,
      { ...JSON_CSRF, cookie: admin },
      JSON.stringify(body),
    );
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 404, message: NOT_FOUND_MESSAGE });
    expect(res.text).not.toMatch(/token|eyJ/);
    expect(platform.upstreamUrls).toEqual([]);
  });
});

describe('finding 5: the path checked is the path sent', () => {
  it('routes an encoded static segment to its own entry and rights', async () => {
    platform.upstreamUrls.length = 0;
    const res = await rawRequest(platform, 'GET', '/api/bhs/tableaudebor%64', {
      'x-csrf': '1',
      cookie: adviser,
    });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ code: 403, message: FORBIDDEN_MESSAGE });
    expect(platform.upstreamUrls).toEqual([]);
  });

  it.each(['.', '%2e', '%2E%2e', '..', 'a%5Cb', 'a\\b'])(
    'refuses the parameter %s without calling upstream',
    async (value) => {
      platform.upstreamUrls.length = 0;
      const res = await rawRequest(platform, 'GET', `/api/conseillers/${value}`, {
        'x-csrf': '1',
        cookie: admin,
      });
      expect([400, 404]).toContain(res.status);
      expect(platform.upstreamUrls).toEqual([]);
    },
  );

  it('sends the canonical path built from the template and the checked parameters', async () => {
    platform.upstreamUrls.length = 0;
    const res = await rawRequest(platform, 'GET', '/api/%63onseillers/1%32', {
      'x-csrf': '1',
      cookie: admin,
    });
    expect(res.status).not.toBe(403);
    expect(platform.upstreamUrls).toEqual(['GET /api/conseillers/12']);
  });
});

describe('finding 6: logout revokes the session, not one cookie', () => {
  it('refuses every cookie the session was given once it is logged out', async () => {
    const first = await loginAs(platform, 'ferti');
    const refreshed: string[] = [first];
    for (let i = 0; i < 2; i += 1) {
      const res = await rawRequest(platform, 'GET', '/bff/session', {
        cookie: refreshed.at(-1) as string,
      });
      expect(res.status).toBe(200);
      refreshed.push(sessionCookie(res.headers['set-cookie']));
    }
    const out = await rawRequest(platform, 'POST', '/bff/logout', {
      'x-csrf': '1',
      cookie: refreshed.at(-1) as string,
    });
    expect(out.status).toBe(204);
    for (const cookie of refreshed) {
      expect((await rawRequest(platform, 'GET', '/bff/session', { cookie })).status).toBe(401);
    }
  });
});

describe('finding 7: rate limits per route family, login failures per account and address', () => {
  it('keeps consent look-ups from locking users out of login, and refuses the address that failed too often on one account', async () => {
    const limited = await startPlatform({
      env: {
        BFF_RATE_LIMIT_PER_MINUTE: '5',
        BFF_LOGIN_FAILURES_PER_ADDRESS: '3',
        BFF_TRUST_PROXY: '127.0.0.1',
      },
    });
    try {
      const from = (address: string) => ({ ...JSON_CSRF, 'x-forwarded-for': address });
      for (let i = 0; i < 5; i += 1) {
        await rawRequest(
          limited,
          'GET',
          '/api/agriculteurs/AGRI0001/operateurs/OP01/clients/CLI01',
          from('203.0.113.7'),
        );
      }
      const consent = await rawRequest(
        limited,
        'GET',
        '/api/agriculteurs/AGRI0001/operateurs/OP01/clients/CLI01',
        from('203.0.113.7'),
      );
      expect(consent.status).toBe(429);
      const login = await rawRequest(
        limited,
        'POST',
        '/bff/login',
        from('203.0.113.7'),
        JSON.stringify({ login: loginOf('admin'), password: DEMO_PASSWORD }),
      );
      expect(login.status).toBe(200);

      // Three failures on admin from one address, however the login is typed...
      for (const typed of [' Admin@demo.fr', 'admin@demo.fr', 'ADMIN@DEMO.FR ']) {
        const res = await rawRequest(
          limited,
          'POST',
          '/bff/login',
          from('198.51.100.1'),
          wrongLogin(typed),
        );
        expect(res.status).toBe(401);
      }
      // ...and that address is refused for admin, even with the right password...
      const locked = await rawRequest(
        limited,
        'POST',
        '/bff/login',
        from('198.51.100.1'),
        JSON.stringify({ login: loginOf('admin'), password: DEMO_PASSWORD }),
      );
      expect(locked.status).toBe(429);
      expect(locked.json?.message).toMatch(
        /^Trop de tentatives\u202f: veuillez réessayer dans \d+ secondes\.$/,
      );
      // ...while admin logs in from another address, and another account from that one.
      const elsewhere = await rawRequest(
        limited,
        'POST',
        '/bff/login',
        from('198.51.100.4'),
        JSON.stringify({ login: loginOf('admin'), password: DEMO_PASSWORD }),
      );
      expect(elsewhere.status).toBe(200);
      const other = await rawRequest(
        limited,
        'POST',
        '/bff/login',
        from('198.51.100.1'),
        JSON.stringify({ login: loginOf('ferti'), password: DEMO_PASSWORD }),
      );
      expect(other.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('finding 8: a password reset tells nobody who has an account', () => {
  it('answers the same for a known and an unknown address, and the old password still opens the account', async () => {
    const known = await rawRequest(
      platform,
      'POST',
      '/bff/password-reset',
      JSON_CSRF,
      JSON.stringify({ mail: 'ferti@demo.fr' }),
    );
    const unknown = await rawRequest(
      platform,
      'POST',
      '/bff/password-reset',
      JSON_CSRF,
      JSON.stringify({ mail: 'personne@inconnu.fr' }),
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    expect(await loginAs(platform, 'ferti')).toMatch(/agro_session=/);
  });

  it('changes only the session’s own password', async () => {
    const res = await rawRequest(
      platform,
      'POST',
      '/bff/password-change',
      { ...JSON_CSRF, cookie: adviser },
      JSON.stringify({ mail: 'admin@demo.fr', oldMdp: DEMO_PASSWORD, newMdp: 'Pris-Par-2026!' }),
    );
    expect(res.status).toBe(403);
    expect(await loginAs(platform, 'admin')).toMatch(/agro_session=/);
  });
});

describe('finding 9: what crosses the proxy, and how long it may take', () => {
  it('forwards the checked query only, and an allow-list of request headers', async () => {
    platform.upstreamUrls.length = 0;
    platform.upstreamHeaders.length = 0;
    await rawRequest(platform, 'GET', '/api/cp/data/gouv?q=Chartres&q2=x&__proto__=1', {
      'x-csrf': '1',
      cookie: admin,
      'x-http-method-override': 'DELETE',
      'x-original-url': '/api/conseillers/1',
      'proxy-authorization': 'Basic eA==',
      'x-forwarded-host': 'attaquant.example',
    });
    expect(platform.upstreamUrls).toEqual(['GET /api/cp/data/gouv?q=Chartres']);
    const seen = platform.upstreamHeaders[0] ?? {};
    for (const name of [
      'x-http-method-override',
      'x-original-url',
      'proxy-authorization',
      'x-forwarded-host',
      'cookie',
      'x-csrf',
    ]) {
      expect(seen[name], name).toBeUndefined();
    }
  });

  it('sends no body with a DELETE', async () => {
    const bodies: string[] = [];
    const sim = await startPlatform({
      adjustSimulator: (upstream) =>
        upstream.addHook('onRequest', async (request) => {
          if (request.method === 'DELETE') {
            bodies.push(String(request.headers['content-length'] ?? ''));
          }
        }),
    });
    try {
      const cookie = await loginAs(sim, 'admin');
      const withBody = await rawRequest(
        sim,
        'DELETE',
        '/api/conseillers/abos/1',
        { ...JSON_CSRF, cookie },
        JSON.stringify({ tout: 'effacer' }),
      );
      // Refused before the upstream, or forwarded without it: the body never travels.
      expect([200, 400]).toContain(withBody.status);
      const plain = await rawRequest(sim, 'DELETE', '/api/conseillers/abos/2', {
        'x-csrf': '1',
        cookie,
      });
      expect(plain.status).toBe(200);
      expect(bodies.length).toBeGreaterThanOrEqual(1);
      for (const length of bodies) expect(['', '0']).toContain(length);
    } finally {
      await sim.close();
    }
  });

  it('passes back an allow-list of response headers', async () => {
    const leaky = await startPlatform({
      adjustSimulator: (sim) =>
        sim.addHook('onSend', async (_request, reply) => {
          reply.header('access-control-allow-origin', '*');
          reply.header('location', 'http://interne.example/api');
          reply.header('x-internal-node', 'calc-03');
        }),
    });
    try {
      const cookie = await loginAs(leaky, 'admin');
      const res = await rawRequest(leaky, 'GET', '/api/conseillers', { 'x-csrf': '1', cookie });
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['x-internal-node']).toBeUndefined();
    } finally {
      await leaky.close();
    }
  });

  it('limits the upstream calls one session has under way', async () => {
    const slow = await startPlatform({
      env: { BFF_MAX_CONCURRENT_CALLS: '2' },
      adjustSimulator: (sim) =>
        sim.addHook('onRequest', async (request) => {
          if (request.url.startsWith('/api/conseillers')) {
            await new Promise((resolve) => setTimeout(resolve, 300));
          }
        }),
    });
    try {
      const cookie = await loginAs(slow, 'admin');
      const answers = await Promise.all(
        [1, 2, 3].map(() => rawRequest(slow, 'GET', '/api/conseillers', { 'x-csrf': '1', cookie })),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 200, 429]);
      expect(answers.find((a) => a.status === 429)?.json?.message).toBe(TOO_MANY_CALLS_MESSAGE);
      // Once they are over, the session calls again.
      expect(
        (await rawRequest(slow, 'GET', '/api/conseillers', { 'x-csrf': '1', cookie })).status,
      ).toBe(200);
    } finally {
      await slow.close();
    }
  });

  it('ends a call whose answer trickles past the total deadline', async () => {
    const trickling = await startPlatform({
      env: { UPSTREAM_TIMEOUT_MS: '600' },
      adjustSimulator: (sim) =>
        sim.addHook('onRequest', async (request, reply) => {
          if (!request.url.startsWith('/api/conseillers')) return;
          reply.hijack();
          reply.raw.writeHead(200, { 'content-type': 'application/json' });
          // A chunk every 200 ms never trips the per-chunk time-out, for 3 s in all.
          reply.raw.write('{"data":[');
          let sent = 0;
          const timer = setInterval(() => {
            sent += 1;
            if (sent >= 15 || reply.raw.destroyed) {
              clearInterval(timer);
              reply.raw.end(']}');
              return;
            }
            reply.raw.write(sent > 1 ? ',1' : '1');
          }, 200);
        }),
    });
    try {
      const cookie = await loginAs(trickling, 'admin');
      const started = Date.now();
      const res = await rawRequest(trickling, 'GET', '/api/conseillers', {
        'x-csrf': '1',
        cookie,
      }).catch(() => null);
      const elapsed = Date.now() - started;
      expect(elapsed).toBeLessThan(2_500);
      // Either a cut response (the client sees a failure) or a JSON error, never the data.
      if (res) expect(res.json?.data).toBeUndefined();
    } finally {
      await trickling.close();
    }
  });

  it('answers framework errors in French without repeating the request', async () => {
    const badUrl = await rawRequest(platform, 'GET', '/api/%E0%A4%A<script>', {
      'x-csrf': '1',
      cookie: admin,
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.json).toEqual({ code: 400, message: INVALID_REQUEST_MESSAGE });
    const badJson = await rawRequest(platform, 'POST', '/bff/login', JSON_CSRF, '{"login": <b>');
    expect(badJson.status).toBe(400);
    expect(badJson.json).toEqual({ code: 400, message: INVALID_JSON_MESSAGE });
    const hugeHeader = await rawRequest(platform, 'GET', '/bff/session', {
      'x-remplissage': 'a'.repeat(20_000),
    });
    expect(hugeHeader.status).toBe(431);
    expect(hugeHeader.json).toEqual({ code: 431, message: HEADERS_TOO_LARGE_MESSAGE });
  });

  it('checks the Origin of exports, and takes accepted origins from configuration, never from Host', async () => {
    const foreignExport = await rawRequest(platform, 'GET', '/bff/exports/conseillers.xlsx', {
      cookie: admin,
      origin: 'https://attaquant.example',
    });
    expect(foreignExport.status).toBe(403);
    const hostChosen = await rawRequest(platform, 'GET', '/api/conseillers', {
      'x-csrf': '1',
      cookie: admin,
      host: 'attaquant.example',
      origin: 'http://attaquant.example',
    });
    expect(hostChosen.status).toBe(403);
    expect(hostChosen.json).toEqual({ code: 403, message: CSRF_MESSAGE });
  });
});
