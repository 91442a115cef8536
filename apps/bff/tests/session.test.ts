import { createHmac } from 'node:crypto';
import { readJwtPayload } from '@agro/domain/session';
import { DEMO_PASSWORD } from '@agro/model-api-sim/world/personas';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BAD_CREDENTIALS_MESSAGE, UNAUTHORISED_MESSAGE } from '../src/lib/errors.ts';
import {
  api,
  loginAs,
  SESSION_SECRET,
  sessionCookie,
  startPlatform,
  type Platform,
} from './harness.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

function hs256(payload: object, secret: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('login', () => {
  it('sets one httpOnly, Secure, SameSite=Strict session cookie and answers the user without token', async () => {
    const res = await request(platform.bff.server)
      .post('/bff/login')
      .set('X-CSRF', '1')
      .send({ login: 'admin@demo.fr', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies).toHaveLength(1);
    const cookie = cookies[0] as string;
    expect(cookie).toMatch(/^__Host-agro_session=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(res.body.user.email).toBe('admin@demo.fr');
    expect(res.body.rights).toEqual(expect.arrayContaining(['ADMIN', 'ADMIN-ecriture']));
    expect(res.body).not.toHaveProperty('token');
    expect(JSON.stringify(res.body)).not.toMatch(/eyJ/);
  });

  it('keeps the upstream token out of the cookie, even decoded', async () => {
    const cookie = await loginAs(platform, 'conseiller');
    const value = decodeURIComponent(cookie.split('=')[1] ?? '');
    const payload = readJwtPayload(value) as Record<string, unknown>;
    expect(payload.login).toBe('conseiller@demo.fr');
    expect(JSON.stringify(payload)).not.toMatch(/eyJ/);
    expect(typeof payload.exp).toBe('number');
  });

  it('answers 401 with the spec message for wrong credentials', async () => {
    const res = await request(platform.bff.server)
      .post('/bff/login')
      .set('X-CSRF', '1')
      .send({ login: 'admin@demo.fr', password: 'mauvais' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: BAD_CREDENTIALS_MESSAGE });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 with French field messages for an empty form', async () => {
    const res = await request(platform.bff.server).post('/bff/login').set('X-CSRF', '1').send({});
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['login', 'password']);
  });

  it('answers 502 for the server-error card when the model API fails', async () => {
    const failing = await startPlatform({
      sim: { faults: { latencyMs: 0, errorRate: 1, malformedRate: 0, hangRate: 0 } },
    });
    const res = await request(failing.bff.server)
      .post('/bff/login')
      .set('X-CSRF', '1')
      .send({ login: 'admin@demo.fr', password: DEMO_PASSWORD });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 502, message: expect.any(String) });
    await failing.close();
  });
});

describe('session', () => {
  it('refreshes the user and rights from the model API', async () => {
    const cookie = await loginAs(platform, 'externe');
    const res = await api(platform, 'get', '/bff/session', cookie);
    expect(res.status).toBe(200);
    expect(res.body.user.externeInfos.non_valid).toBeGreaterThan(0);
    expect(res.body.rights).toEqual(['EXTERNE', 'MILDIOU', 'METEO']);
  });

  it('answers 401 without a session', async () => {
    const res = await api(platform, 'get', '/bff/session');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: UNAUTHORISED_MESSAGE });
  });

  it('ends access at logout', async () => {
    const cookie = await loginAs(platform, 'admin');
    expect((await api(platform, 'get', '/api/conseillers', cookie)).status).toBe(200);
    const out = await api(platform, 'post', '/bff/logout', cookie);
    expect(out.status).toBe(204);
    expect(sessionCookie(out.headers['set-cookie'])).toMatch(/=$/);
    expect(String(out.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
    // A copy of the cookie taken before logging out is refused too.
    expect((await api(platform, 'get', '/api/conseillers', cookie)).status).toBe(401);
    expect((await api(platform, 'get', '/bff/session', cookie)).status).toBe(401);
  });

  it('ends only the session logged out, not the other sessions of the same user', async () => {
    const kept = await loginAs(platform, 'admin');
    const ended = await loginAs(platform, 'admin');
    await api(platform, 'post', '/bff/logout', ended);
    expect((await api(platform, 'get', '/api/conseillers', kept)).status).toBe(200);
  });

  it('refuses a session that was in use once its expiry has passed', async () => {
    const cookie = await loginAs(platform, 'admin');
    expect((await api(platform, 'get', '/api/conseillers', cookie)).status).toBe(200);
    const { exp } = readJwtPayload(cookie.split('=')[1] ?? '') as { exp: number };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((exp + 1) * 1000);
      const res = await api(platform, 'get', '/api/conseillers', cookie);
      expect(res.status).toBe(401);
      expect(String(res.headers['set-cookie'])).toMatch(/__Host-agro_session=;/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses and clears an expired session', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = hs256(
      { ut: 'x', rights: ['ADMIN'], login: 'admin@demo.fr', exp: now - 60, iat: now - 3600 },
      SESSION_SECRET,
    );
    const res = await api(platform, 'get', '/api/conseillers', `__Host-agro_session=${expired}`);
    expect(res.status).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/__Host-agro_session=;/);
  });

  it('refuses a session cookie signed with another key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = hs256(
      { ut: 'x', rights: ['ADMIN'], login: 'admin@demo.fr', exp: now + 3600 },
      'another-key-another-key-another-key',
    );
    const res = await api(platform, 'get', '/api/conseillers', `__Host-agro_session=${forged}`);
    expect(res.status).toBe(401);
  });
});

describe('invited connection', () => {
  it('switches an administrator to the invited user', async () => {
    const cookie = await loginAs(platform, 'admin');
    const res = await api(platform, 'post', '/bff/login-invite', cookie).send({
      login: 'bsv@demo.fr',
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('bsv@demo.fr');
    // The page says whose account it is and who opened it, through refreshes too.
    expect(res.body.invitedBy).toBe('admin@demo.fr');
    const invited = sessionCookie(res.headers['set-cookie']);
    const me = await api(platform, 'get', '/bff/session', invited);
    expect(me.body.user.email).toBe('bsv@demo.fr');
    expect(me.body.invitedBy).toBe('admin@demo.fr');
    const own = await api(platform, 'get', '/bff/session', cookie);
    expect(own.body.invitedBy).toBeUndefined();
  });

  it("answers 404 with the BFF's message for an unknown address, and keeps the administrator's session", async () => {
    const cookie = await loginAs(platform, 'admin');
    const res = await api(platform, 'post', '/bff/login-invite', cookie).send({
      login: 'inconnu@demo.fr',
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 404,
      message: 'Aucun utilisateur ne correspond à cette adresse.',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    const me = await api(platform, 'get', '/bff/session', cookie);
    expect(me.body.user.email).toBe('admin@demo.fr');
  });

  it('is refused to anyone without ADMIN', async () => {
    const cookie = await loginAs(platform, 'conseiller');
    const res = await api(platform, 'post', '/bff/login-invite', cookie).send({
      login: 'bsv@demo.fr',
    });
    expect(res.status).toBe(403);
  });
});

describe('password change', () => {
  it('answers envoi 0 for a wrong old password and keeps the session open', async () => {
    const cookie = await loginAs(platform, 'conseiller');
    const res = await api(platform, 'post', '/bff/password-change', cookie).send({
      mail: 'conseiller@demo.fr',
      oldMdp: 'pas-le-bon',
      newMdp: 'Nouveau-Mdp-2026',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ envoi: 0 });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await api(platform, 'get', '/bff/session', cookie)).status).toBe(200);
    // Nothing changed: the demo password still opens the account.
    expect(await loginAs(platform, 'conseiller')).toMatch(/agro_session=/);
  });
});
