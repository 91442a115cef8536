import { createHmac } from 'node:crypto';
import { effectiveRights } from '@agro/domain/rights';
import { readJwtPayload } from '@agro/domain/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoPersonas } from '../src/world/personas.ts';
import { call, ok, startSimulator, TEST_SECRET, tokenOf } from './helpers.ts';

const app = startSimulator();
beforeAll(() => app.ready());
afterAll(() => app.close());

function hs256(payload: object, secret: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('demo personas', () => {
  for (const persona of demoPersonas('institut')) {
    it(`${persona.loginInput} logs in and reads its own rights`, async () => {
      const login = await ok<{ token: string; user: { login: string } }>(app, {
        method: 'POST',
        path: 'login',
        body: { login: persona.loginInput, password: DEMO_PASSWORD },
      });
      expect(login.user.login).toBe(persona.login);
      const me = await ok<{ data: { droitsTPC: { code: string }[]; email: string } }>(app, {
        method: 'GET',
        path: 'user',
        token: login.token,
      });
      expect(me.data.email).toBe(persona.email);
      expect(effectiveRights(me.data.droitsTPC as never).sort()).toEqual(
        effectiveRights(persona.droitsTPC).sort(),
      );
    });
  }

  it('gives the administrator write access to ADMIN, MILDIOU and BSV_MIL', async () => {
    const token = await tokenOf(app, 'admin');
    const me = await ok<{ data: { droitsTPC: never[] } }>(app, {
      method: 'GET',
      path: 'user',
      token,
    });
    expect(effectiveRights(me.data.droitsTPC)).toEqual(
      expect.arrayContaining(['ADMIN-ecriture', 'MILDIOU-ecriture', 'BSV_MIL-ecriture', 'STADES']),
    );
  });

  it('shows the external adviser with terms not accepted and consents to validate', async () => {
    const token = await tokenOf(app, 'externe');
    const me = await ok<{
      data: { externe: boolean; externeInfos: { cgu: null; non_valid: number } };
    }>(app, { method: 'GET', path: 'user', token });
    expect(me.data.externe).toBe(true);
    expect(me.data.externeInfos.cgu).toBeNull();
    expect(me.data.externeInfos.non_valid).toBeGreaterThan(0);
  });

  it('lets staff log in with the bare agent code and keeps the domain prefix in the login', async () => {
    const res = await call(app, {
      method: 'POST',
      path: 'login',
      body: { login: 'jdupont', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.login).toBe('INSTITUT\\jdupont');
    expect(res.json().user.email).toBe('jean.dupont@institut-demo.fr');
  });
});

describe('tokens', () => {
  it('carries an exp claim eight hours ahead by default', async () => {
    const token = await tokenOf(app, 'ferti');
    const payload = readJwtPayload(token);
    expect(payload?.exp).toEqual(expect.any(Number));
    expect((payload?.exp as number) - (payload?.iat as number)).toBe(8 * 3600);
  });

  it('refuses a wrong password with 401', async () => {
    const res = await call(app, {
      method: 'POST',
      path: 'login',
      body: { login: 'admin@demo.fr', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: expect.any(String) });
  });

  it('refuses a call without token with 401', async () => {
    const res = await call(app, { method: 'GET', path: 'user' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired token with 401', async () => {
    const expired = hs256(
      { sub: 'admin@demo.fr', iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 },
      TEST_SECRET,
    );
    const res = await call(app, { method: 'GET', path: 'user', token: expired });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token signed with another key with 401', async () => {
    const forged = hs256(
      { sub: 'admin@demo.fr', iat: nowSeconds(), exp: nowSeconds() + 3600 },
      'not-the-simulator-key',
    );
    const res = await call(app, { method: 'GET', path: 'user', token: forged });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a well-signed token for an unknown user with 401', async () => {
    const stranger = hs256(
      { sub: 'nobody@demo.fr', iat: nowSeconds(), exp: nowSeconds() + 3600 },
      TEST_SECRET,
    );
    const res = await call(app, { method: 'GET', path: 'user', token: stranger });
    expect(res.statusCode).toBe(401);
  });

  it('honours SIM_TOKEN_TTL_S', async () => {
    const short = startSimulator({ tokenTtlSeconds: 60 });
    await short.ready();
    const payload = readJwtPayload(await tokenOf(short, 'admin'));
    expect((payload?.exp as number) - (payload?.iat as number)).toBe(60);
    await short.close();
  });
});

describe('rights', () => {
  it('answers 403 to a caller without the right', async () => {
    const token = await tokenOf(app, 'ferti');
    const res = await call(app, { method: 'GET', path: 'bhs/tableaudebord', token });
    expect(res.statusCode).toBe(403);
  });

  it('lets only administrators sign in as another user', async () => {
    const adviser = await tokenOf(app, 'conseiller');
    const refused = await call(app, {
      method: 'POST',
      path: 'loginInvite',
      body: { login: 'bsv@demo.fr' },
      token: adviser,
    });
    expect(refused.statusCode).toBe(403);

    const admin = await tokenOf(app, 'admin');
    const invited = await ok<{ token: string; user: { email: string } }>(app, {
      method: 'POST',
      path: 'loginInvite',
      body: { login: 'bsv@demo.fr' },
      token: admin,
    });
    expect(invited.user.email).toBe('bsv@demo.fr');
    const me = await ok<{ data: { email: string } }>(app, {
      method: 'GET',
      path: 'user',
      token: invited.token,
    });
    expect(me.data.email).toBe('bsv@demo.fr');
  });

  it('answers open calls without a token', async () => {
    const res = await call(app, {
      method: 'GET',
      path: 'agriculteurs/{agri}/operateurs/{op}/clients/{client}',
      params: { agri: 'AGRI0001', op: 'OP01', client: 'CLI01' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps an external adviser to their own farmers', async () => {
    const token = await tokenOf(app, 'externe');
    const me = await ok<{ data: { externeInfos: { id_conseiller: number } } }>(app, {
      method: 'GET',
      path: 'user',
      token,
    });
    const own = me.data.externeInfos.id_conseiller;
    const mine = await call(app, {
      method: 'GET',
      path: 'conseillers/{id}/agriculteurs',
      params: { id: own },
      token,
    });
    expect(mine.statusCode).toBe(200);
    const other = await call(app, {
      method: 'GET',
      path: 'conseillers/{id}/agriculteurs',
      params: { id: own + 1 },
      token,
    });
    expect(other.statusCode).toBe(403);
  });
});
