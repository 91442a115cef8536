// Regression tests of the review of the complete platform (issue 38): each finding replayed with
// the raw requests the reviewer sent, through a client that changes nothing of their path or
// headers. Row numbers are the review's. Redis-backed behaviour (the replicas counting together,
// a consent session closed on one replica refused on the other) is in replicas.test.ts.
import { DEMO_PASSWORD } from '@agro/model-api-sim/world/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_ADVISER_ONLY_MESSAGE } from '../src/plugins/app/policies/adviser-links.ts';
import { readConfig } from '../src/config.ts';
import { consentLinkUrl } from '../src/plugins/app/consent/link-signature.ts';
import { FORBIDDEN_MESSAGE, TOO_MANY_CALLS_MESSAGE } from '../src/lib/errors.ts';
import {
  JSON_CSRF,
  loginAs,
  loginOf,
  rawRequest,
  sessionCookie,
  startPlatform,
  type Platform,
  type RawAnswer,
} from './harness.ts';

const TOO_MANY_ATTEMPTS = /^Trop de tentatives\u202f: veuillez réessayer dans \d+ secondes\.$/;
/** The test platforms trust the loopback address as their proxy, so X-Forwarded-For sets the client. */
const BEHIND_PROXY = { BFF_TRUST_PROXY: '127.0.0.1' };

const credentials = (login: string, password = DEMO_PASSWORD) =>
  JSON.stringify({ login, password });
const wrong = (login: string) => credentials(login, 'pas-le-bon-mdp');

function logIn(platform: Platform, address: string, body: string): Promise<RawAnswer> {
  return rawRequest(
    platform,
    'POST',
    '/bff/login',
    { ...JSON_CSRF, 'x-forwarded-for': address },
    body,
  );
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** A cookie as the BFF issued it, with some of its claims as they were some time ago. */
function agedCookie(
  platform: Platform,
  cookie: string,
  change: (claims: Record<string, unknown>) => Record<string, unknown>,
): string {
  const [name, raw = ''] = cookie.split('=', 2) as [string, string];
  const claims = platform.bff.jwt.verify<Record<string, unknown>>(raw);
  return `${name}=${platform.bff.jwt.sign(change(claims))}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('finding 1: nobody locks an account out', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform({ env: BEHIND_PROXY });
  });
  afterAll(() => platform.close());

  it('refuses the address that failed, never the right password from another address', async () => {
    const answers: RawAnswer[] = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push(await logIn(platform, '198.51.100.10', wrong('admin@demo.fr')));
    }
    // Five failures (BFF_LOGIN_FAILURES_PER_ADDRESS), then that address is refused for admin.
    expect(answers.map((a) => a.status)).toEqual([
      401, 401, 401, 401, 401, 429, 429, 429, 429, 429,
    ]);
    expect(answers[9]?.json?.message).toMatch(TOO_MANY_ATTEMPTS);
    const victim = await logIn(platform, '192.0.2.20', credentials(loginOf('admin')));
    expect(victim.status).toBe(200);
  });

  it('does not count successful logins', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      statuses.push((await logIn(platform, '192.0.2.21', credentials(loginOf('bsv')))).status);
    }
    expect(statuses).toEqual(Array(15).fill(200));
  });

  it('empties the failures of the account and address at a success', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await logIn(platform, '198.51.100.11', wrong('ferti@demo.fr'))).status);
    }
    statuses.push((await logIn(platform, '198.51.100.11', credentials('ferti@demo.fr'))).status);
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await logIn(platform, '198.51.100.11', wrong('ferti@demo.fr'))).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401, 401]);
    expect((await logIn(platform, '198.51.100.11', wrong('ferti@demo.fr'))).status).toBe(429);
  });

  it('makes every attempt on an account failing from many addresses wait longer, and still opens it', async () => {
    const slowed = await startPlatform({
      env: {
        ...BEHIND_PROXY,
        BFF_LOGIN_FAILURES_PER_ADDRESS: '2',
        BFF_LOGIN_FAILURES_BEFORE_DELAY: '4',
        BFF_LOGIN_DELAY_MS: '150',
        BFF_LOGIN_DELAY_MAX_MS: '600',
      },
    });
    try {
      for (const address of ['198.51.100.30', '198.51.100.31']) {
        for (let i = 0; i < 2; i += 1) {
          expect((await logIn(slowed, address, wrong('bsv@demo.fr'))).status).toBe(401);
        }
      }
      // 4 failures: 150 ms, then 300, then 600, and 600 at most.
      const waits: number[] = [];
      for (const address of ['198.51.100.32', '198.51.100.33', '198.51.100.34']) {
        const { result, ms } = await timed(() => logIn(slowed, address, wrong('bsv@demo.fr')));
        expect(result.status).toBe(401);
        waits.push(ms);
      }
      expect(waits[0]).toBeGreaterThanOrEqual(150 - 5);
      expect(waits[1]).toBeGreaterThanOrEqual(300 - 5);
      expect(waits[2]).toBeGreaterThanOrEqual(600 - 5);
      const { result, ms } = await timed(() =>
        logIn(slowed, '192.0.2.22', credentials('bsv@demo.fr')),
      );
      expect(result.status).toBe(200);
      expect(ms).toBeGreaterThanOrEqual(600 - 5);
    } finally {
      await slowed.close();
    }
  });
});

describe('finding 2: no input is unbounded, in length or in memory', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('refuses a login of a megabyte before it is counted or sent upstream', async () => {
    platform.upstreamUrls.length = 0;
    const res = await rawRequest(
      platform,
      'POST',
      '/bff/login',
      JSON_CSRF,
      credentials('a'.repeat(1_000_000)),
    );
    expect(res.status).toBe(400);
    expect(res.json?.message).toMatch(/^Requête invalide \(corps\)\u202f: login\u202f: /);
    expect(platform.upstreamUrls).toEqual([]);
  });

  it('refuses a password of ten thousand characters', async () => {
    const res = await rawRequest(
      platform,
      'POST',
      '/bff/login',
      JSON_CSRF,
      credentials('admin@demo.fr', 'x'.repeat(10_000)),
    );
    expect(res.status).toBe(400);
  });
});

describe('finding 3: send-email is no open relay', () => {
  let platform: Platform;
  let admin: string;
  const mail = (fields: Record<string, unknown> = {}) =>
    JSON.stringify({
      subject: 'Rapport',
      body: 'Bonjour',
      recipients: ['ferti@demo.fr'],
      ...fields,
    });
  const send = (cookie: string, body: string) =>
    rawRequest(platform, 'POST', '/api/send-email', { ...JSON_CSRF, cookie }, body);
  const outbox = async () => {
    const res = await platform.sim.inject({ method: 'GET', url: '/__sim/outbox' });
    return (res.json() as { data: { sender: string; recipients: string[] }[] }).data;
  };
  beforeAll(async () => {
    platform = await startPlatform({ env: { BFF_MAIL_RECIPIENTS_PER_HOUR: '3' } });
    admin = await loginAs(platform, 'admin');
  });
  afterAll(() => platform.close());

  it('is refused to anyone but administrators', async () => {
    const adviser = await loginAs(platform, 'conseiller');
    const res = await send(adviser, mail());
    expect(res.status).toBe(403);
    expect(res.json?.message).toBe(FORBIDDEN_MESSAGE);
  });

  it('sends from the platform’s address, whatever sender the page names', async () => {
    const before = (await outbox()).length;
    const res = await send(admin, mail({ sender: 'pirate@attaquant.example' }));
    expect(res.status).toBe(200);
    const sent = (await outbox()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.sender).toBe(platform.config.platform.supportEmail);
  });

  it('refuses 11 recipients and a body over 20,000 characters', async () => {
    const many = Array.from({ length: 11 }, (_, i) => `agent${i}@demo.fr`);
    expect((await send(admin, mail({ recipients: many }))).status).toBe(400);
    expect((await send(admin, mail({ body: 'x'.repeat(20_001) }))).status).toBe(400);
  });

  it('limits the recipients one user writes to per hour', async () => {
    const other = await loginAs(platform, 'admin');
    // One recipient sent above: two more pass, the fourth is refused, for any session of the user.
    expect((await send(admin, mail())).status).toBe(200);
    expect((await send(other, mail())).status).toBe(200);
    const refused = await send(admin, mail());
    expect(refused.status).toBe(429);
    expect(refused.json?.message).toMatch(
      /^Trop d'e-mails envoyés\u202f: veuillez réessayer dans \d+ minutes?\.$/,
    );
  });
});

describe('finding 4: comments follow the plots their tool shows', () => {
  let platform: Platform;
  let ferti: string;
  let hidden: number;
  let shown: number;
  beforeAll(async () => {
    platform = await startPlatform();
    ferti = await loginAs(platform, 'ferti');
    const admin = await loginAs(platform, 'admin');
    const ids = async (cookie: string) => {
      const res = await rawRequest(platform, 'GET', '/api/chns/results', { 'x-csrf': '1', cookie });
      expect(res.status).toBe(200);
      return (res.json?.data as { uuid_plot: number | string }[]).map((row) =>
        Number(row.uuid_plot),
      );
    };
    const mine = new Set(await ids(ferti));
    const all = await ids(admin);
    hidden = all.find((id) => !mine.has(id)) as number;
    shown = [...mine][0] as number;
    expect(hidden).toBeDefined();
    expect(shown).toBeDefined();
  });
  afterAll(() => platform.close());

  const commentCalls = () => platform.upstreamUrls.filter((url) => url.includes('/comments/'));

  it('refuses the CHN comments of a plot the engineer does not see, before the model API', async () => {
    platform.upstreamUrls.length = 0;
    const read = await rawRequest(platform, 'GET', `/api/comments/plots/${hidden}/oads/CHN`, {
      'x-csrf': '1',
      cookie: ferti,
    });
    const write = await rawRequest(
      platform,
      'POST',
      `/api/comments/plots/${hidden}/oads/CHN`,
      { ...JSON_CSRF, cookie: ferti },
      JSON.stringify({ commentaire: 'Vu sur place' }),
    );
    expect([read.status, write.status]).toEqual([404, 404]);
    expect(commentCalls()).toEqual([]);
  });

  it('lets the engineer comment a plot it sees', async () => {
    const write = await rawRequest(
      platform,
      'POST',
      `/api/comments/plots/${shown}/oads/CHN`,
      { ...JSON_CSRF, cookie: ferti },
      JSON.stringify({ commentaire: 'Reliquat mesuré' }),
    );
    expect(write.status).toBe(200);
    const read = await rawRequest(platform, 'GET', `/api/comments/plots/${shown}/oads/CHN`, {
      'x-csrf': '1',
      cookie: ferti,
    });
    expect((read.json?.data as { commentaire: string }[]).map((c) => c.commentaire)).toContain(
      'Reliquat mesuré',
    );
  });

  it('refuses another tool’s comments to whoever lacks its right, and an unknown tool', async () => {
    platform.upstreamUrls.length = 0;
    const water = await rawRequest(platform, 'GET', `/api/comments/plots/${shown}/oads/BH`, {
      'x-csrf': '1',
      cookie: ferti,
    });
    expect(water.status).toBe(403);
    expect(water.json?.message).toBe(FORBIDDEN_MESSAGE);
    const unknown = await rawRequest(
      platform,
      'PUT',
      `/api/comments/1/oads/QN`,
      {
        ...JSON_CSRF,
        cookie: ferti,
      },
      JSON.stringify({ commentaire: 'x' }),
    );
    expect(unknown.status).toBe(404);
    expect(commentCalls()).toEqual([]);
  });
});

describe('finding 5: a closed consent session stays closed', () => {
  it('refuses a copy of the cookie once the farmer closed the area', async () => {
    const secret = 'cle-de-liens-de-test-0123456789abcdef';
    const platform = await startPlatform({ env: { CONSENT_LINK_SECRET: secret } });
    try {
      const context = { agri: 'AGRI0001', operateur: 'OP01', client: 'CLI01', service: 'MILDIOU' };
      const link = new URL(consentLinkUrl('', context, '2030-12-31', secret), 'http://x');
      const opened = await rawRequest(
        platform,
        'POST',
        '/bff/consent/session',
        JSON_CSRF,
        JSON.stringify(Object.fromEntries(link.searchParams)),
      );
      expect(opened.status).toBe(200);
      const set = opened.headers['set-cookie'] ?? [];
      const cookie = (set.find((c) => c.includes('agro_consent=')) ?? '').split(';')[0] as string;
      const farmer = '/api/agriculteurs/AGRI0001/operateurs/OP01/clients/CLI01';
      expect((await rawRequest(platform, 'GET', farmer, { 'x-csrf': '1', cookie })).status).toBe(
        200,
      );
      const closed = await rawRequest(platform, 'DELETE', '/bff/consent/session', {
        'x-csrf': '1',
        cookie,
      });
      expect(closed.status).toBe(204);
      expect(
        (await rawRequest(platform, 'GET', '/bff/consent/session', { 'x-csrf': '1', cookie }))
          .status,
      ).toBe(401);
      expect((await rawRequest(platform, 'GET', farmer, { 'x-csrf': '1', cookie })).status).toBe(
        403,
      );
    } finally {
      await platform.close();
    }
  });
});

describe('finding 6: X-Forwarded-For is read from the trusted proxy’s side', () => {
  it('refuses BFF_TRUST_PROXY=true and hop counts', () => {
    expect(() => readConfig({ BFF_TRUST_PROXY: 'true' })).toThrow(/BFF_TRUST_PROXY/);
    expect(() => readConfig({ BFF_TRUST_PROXY: '1' })).toThrow(/BFF_TRUST_PROXY/);
    expect(readConfig({ BFF_TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
    ]);
  });

  it('keeps counting one client whatever it writes to the left of the proxy’s address', async () => {
    const platform = await startPlatform({
      env: { ...BEHIND_PROXY, BFF_RATE_LIMIT_PER_MINUTE: '3' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await rawRequest(
          platform,
          'POST',
          '/bff/password-reset',
          // The client wrote the first address; the proxy appended the one it saw.
          { ...JSON_CSRF, 'x-forwarded-for': `203.0.113.${i}, 198.51.100.77` },
          JSON.stringify({ mail: `personne${i}@inconnu.fr` }),
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    } finally {
      await platform.close();
    }
  });
});

describe('finding 7: an account’s aliases share its failures', () => {
  it('counts jdupont, INSTITUT\\jdupont and the e-mail as one account', async () => {
    const platform = await startPlatform({
      env: { ...BEHIND_PROXY, BFF_LOGIN_FAILURES_PER_ADDRESS: '3' },
    });
    try {
      // The e-mail alias is known to be jdupont's once the account has opened once.
      expect((await logIn(platform, '192.0.2.40', credentials('jdupont'))).status).toBe(200);
      const keyword = platform.config.platform.instituteKeyword.toUpperCase();
      const statuses: number[] = [];
      for (const alias of ['jdupont', `${keyword}\\jdupont`, 'Jean.Dupont@institut-demo.fr']) {
        statuses.push((await logIn(platform, '198.51.100.40', wrong(alias))).status);
      }
      statuses.push((await logIn(platform, '198.51.100.40', wrong('JDUPONT'))).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await platform.close();
    }
  });
});

describe('finding 8: exports count among the calls under way', () => {
  it('refuses the exports past BFF_MAX_CONCURRENT_CALLS for one session', async () => {
    const platform = await startPlatform({
      env: { BFF_MAX_CONCURRENT_CALLS: '2' },
      sim: { faults: { latencyMs: 400, errorRate: 0, malformedRate: 0, hangRate: 0 } },
    });
    try {
      const cookie = await loginAs(platform, 'admin');
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          rawRequest(platform, 'GET', '/bff/exports/conseillers.xlsx', { 'x-csrf': '1', cookie }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(2);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
      const refused = answers.find((a) => a.status === 429);
      expect(refused?.json?.message).toBe(TOO_MANY_CALLS_MESSAGE);
    } finally {
      await platform.close();
    }
  });
});

describe('finding 10: sessions end when idle, and at a password change elsewhere', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  it('ends a session unused for 30 minutes, and renews the time of an active one', async () => {
    const cookie = await loginAs(platform, 'bsv');
    const idle = agedCookie(platform, cookie, (claims) => ({
      ...claims,
      act: nowSeconds() - 31 * 60,
    }));
    expect(
      (await rawRequest(platform, 'GET', '/bff/session', { 'x-csrf': '1', cookie: idle })).status,
    ).toBe(401);
    expect(
      (await rawRequest(platform, 'GET', '/api/user', { 'x-csrf': '1', cookie: idle })).status,
    ).toBe(401);
    // Another session: presenting the idle cookie ended that one, every copy of it.
    const active = agedCookie(platform, await loginAs(platform, 'bsv'), (claims) => ({
      ...claims,
      act: nowSeconds() - 29 * 60,
    }));
    const res = await rawRequest(platform, 'GET', '/api/user', { 'x-csrf': '1', cookie: active });
    expect(res.status).toBe(200);
    const renewed = sessionCookie(res.headers['set-cookie']);
    const claims = platform.bff.jwt.verify<{ act: number }>(renewed.split('=')[1] as string);
    expect(claims.act).toBeGreaterThanOrEqual(nowSeconds() - 5);
  });

  it('reads the rights again once they are 5 minutes old', async () => {
    const cookie = await loginAs(platform, 'ferti');
    // ferti's cookie as if, 6 minutes ago, the account had held ADMIN.
    const stale = agedCookie(platform, cookie, (claims) => ({
      ...claims,
      rights: [...(claims.rights as string[]), 'ADMIN'],
      rat: nowSeconds() - 6 * 60,
    }));
    platform.upstreamUrls.length = 0;
    const res = await rawRequest(platform, 'GET', '/api/bhs/tableaudebord', {
      'x-csrf': '1',
      cookie: stale,
    });
    expect(res.status).toBe(403);
    expect(res.json?.message).toBe(FORBIDDEN_MESSAGE);
    expect(platform.upstreamUrls.some((url) => url.includes('tableaudebord'))).toBe(false);
    // The same old copy again, within the minute: the rights read stay the session's.
    const again = await rawRequest(platform, 'GET', '/api/bhs/tableaudebord', {
      'x-csrf': '1',
      cookie: stale,
    });
    expect(again.status).toBe(403);
    expect(platform.upstreamUrls.some((url) => url.includes('tableaudebord'))).toBe(false);
  });

  it('ends the user’s other sessions at a password change, and keeps the one that changed it', async () => {
    const elsewhere = await loginAs(platform, 'conseiller');
    const here = await loginAs(platform, 'conseiller');
    const other = await loginAs(platform, 'bsv');
    const changed = await rawRequest(
      platform,
      'POST',
      '/bff/password-change',
      { ...JSON_CSRF, cookie: here },
      JSON.stringify({
        mail: 'conseiller@demo.fr',
        oldMdp: DEMO_PASSWORD,
        newMdp: 'Nouveau-Mdp-2026!',
      }),
    );
    try {
      expect(changed.status).toBe(200);
      expect(changed.json).toEqual({ envoi: 1 });
      const kept = sessionCookie(changed.headers['set-cookie']);
      expect(
        (await rawRequest(platform, 'GET', '/bff/session', { 'x-csrf': '1', cookie: kept })).status,
      ).toBe(200);
      for (const cookie of [elsewhere, here]) {
        expect(
          (await rawRequest(platform, 'GET', '/bff/session', { 'x-csrf': '1', cookie })).status,
        ).toBe(401);
      }
      expect(
        (await rawRequest(platform, 'GET', '/bff/session', { 'x-csrf': '1', cookie: other }))
          .status,
      ).toBe(200);
      // A session opened after the change is not ended by it.
      const after = await logIn(
        platform,
        '127.0.0.1',
        credentials('conseiller@demo.fr', 'Nouveau-Mdp-2026!'),
      );
      expect(after.status).toBe(200);
      const cookie = sessionCookie(after.headers['set-cookie']);
      expect(
        (await rawRequest(platform, 'GET', '/bff/session', { 'x-csrf': '1', cookie })).status,
      ).toBe(200);
    } finally {
      await platform.sim.inject({
        method: 'POST',
        url: '/__sim/accounts/conseiller@demo.fr/restore',
      });
    }
  });
});

describe('finding 11: password resets are limited per account too', () => {
  it('sends at most 3 resets an hour for one address, from any client', async () => {
    const platform = await startPlatform({ env: BEHIND_PROXY });
    try {
      const reset = (address: string, mail: string) =>
        rawRequest(
          platform,
          'POST',
          '/bff/password-reset',
          { ...JSON_CSRF, 'x-forwarded-for': address },
          JSON.stringify({ mail }),
        );
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await reset(`203.0.113.${50 + i}`, 'Ferti@demo.fr')).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect((await reset('203.0.113.60', 'bsv@demo.fr')).status).toBe(200);
    } finally {
      await platform.close();
    }
  });
});

describe('finding 12: the BFF checks whose terms an adviser accepts', () => {
  it('refuses another adviser’s id before the model API', async () => {
    const platform = await startPlatform();
    try {
      const cookie = await loginAs(platform, 'externe');
      platform.upstreamUrls.length = 0;
      const res = await rawRequest(
        platform,
        'POST',
        '/api/conseillers/999999/cgu',
        { ...JSON_CSRF, cookie },
        JSON.stringify({ cgu: 'v3' }),
      );
      expect(res.status).toBe(403);
      expect(res.json?.message).toBe(OWN_ADVISER_ONLY_MESSAGE);
      expect(platform.upstreamUrls.some((url) => url.includes('/cgu'))).toBe(false);
    } finally {
      await platform.close();
    }
  });
});

describe('finding 13: a production BFF never draws its keys', () => {
  it('refuses to start without BFF_SESSION_SECRET and CONSENT_LINK_SECRET', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /BFF_SESSION_SECRET et CONSENT_LINK_SECRET doivent être définies/,
    );
    expect(() =>
      readConfig({ NODE_ENV: 'production', BFF_SESSION_SECRET: 'k'.repeat(32) }),
    ).toThrow(/CONSENT_LINK_SECRET doit être définie/);
    const config = readConfig({
      NODE_ENV: 'production',
      BFF_SESSION_SECRET: 'k'.repeat(32),
      CONSENT_LINK_SECRET: 'c'.repeat(32),
    });
    expect(config.sessionSecretGenerated).toBe(false);
    expect(readConfig({}).sessionSecretGenerated).toBe(true);
  });
});
