import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_MESSAGE } from '../src/lib/errors.ts';
import { loginAs, startPlatform, type Platform } from './harness.ts';

let platform: Platform;
let cookie: string;
beforeAll(async () => {
  platform = await startPlatform();
  cookie = await loginAs(platform, 'admin');
});
afterAll(() => platform.close());

describe('anti-forgery', () => {
  it('refuses an /api call without X-CSRF: 1, even with a valid session', async () => {
    const res = await request(platform.bff.server).get('/api/conseillers').set('Cookie', cookie);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, message: CSRF_MESSAGE });
    const wrong = await request(platform.bff.server)
      .get('/api/conseillers')
      .set('Cookie', cookie)
      .set('X-CSRF', '0');
    expect(wrong.status).toBe(403);
  });

  it('refuses a foreign Origin', async () => {
    const res = await request(platform.bff.server)
      .get('/api/conseillers')
      .set('Cookie', cookie)
      .set('X-CSRF', '1')
      .set('Origin', 'https://attaquant.example');
    expect(res.status).toBe(403);
  });

  it('accepts the configured origins: by default the BFF’s local address', async () => {
    const res = await request(platform.bff.server)
      .get('/api/conseillers')
      .set('Cookie', cookie)
      .set('X-CSRF', '1')
      .set('Origin', 'http://localhost:8080');
    expect(res.status).toBe(200);
    const configured = await startPlatform({
      env: { BFF_ALLOWED_ORIGINS: 'https://plateforme.test' },
    });
    try {
      const own = await loginAs(configured, 'admin');
      const call = (origin: string) =>
        request(configured.bff.server)
          .get('/api/conseillers')
          .set('Cookie', own)
          .set('X-CSRF', '1')
          .set('Origin', origin);
      expect((await call('https://plateforme.test')).status).toBe(200);
      expect((await call('http://localhost:8080')).status).toBe(403);
    } finally {
      await configured.close();
    }
  });

  it('guards state-changing /bff calls, not reads', async () => {
    expect(
      (await request(platform.bff.server).post('/bff/logout').set('Cookie', cookie)).status,
    ).toBe(403);
    expect(
      (await request(platform.bff.server).post('/bff/login').send({ login: 'a', password: 'b' }))
        .status,
    ).toBe(403);
    expect(
      (await request(platform.bff.server).get('/bff/session').set('Cookie', cookie)).status,
    ).toBe(200);
  });
});
