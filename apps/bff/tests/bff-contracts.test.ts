// The BFF's own answers against their contracts (@agro/contracts/bff/*), which the web app reads:
// a field the BFF stops sending, or an export it stops serving, fails here and not in a browser.
import { LIST_EXPORT_NAMES, RECORD_EXPORT_NAMES } from '@agro/contracts/bff/exports';
import { LIST_NAMES, type ListPage } from '@agro/contracts/bff/lists';
import { consentSessionAnswer, sessionAnswer } from '@agro/contracts/bff/session';
import { DEMO_PASSWORD } from '@agro/model-api-sim/world/personas';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireAfterDays, signConsentLink } from '../src/plugins/app/consent/link-signature.ts';
import { EXPORTS } from '../src/routes/exports/registry.ts';
import { api, loginAs, sessionCookie, startPlatform, type Platform } from './harness.ts';

const CONSENT_KEY = 'bff-contracts-consent-key-0123456789abcdef';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ env: { CONSENT_LINK_SECRET: CONSENT_KEY } });
});
afterAll(() => platform.close());

describe('the session answers', () => {
  it('are what the contract says, at login and at each refresh', async () => {
    const login = await request(platform.bff.server)
      .post('/bff/login')
      .set('X-CSRF', '1')
      .send({ login: 'admin@demo.fr', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const opened = sessionAnswer.parse(login.body);
    expect(opened.recalagePrivileged).toBe(true);
    expect(opened.invitedBy).toBeUndefined();

    const cookie = sessionCookie(login.headers['set-cookie']);
    const refreshed = await api(platform, 'get', '/bff/session', cookie);
    expect(refreshed.status).toBe(200);
    expect(sessionAnswer.parse(refreshed.body)).toEqual(opened);
  });

  it('say who opened an invited connection, and a user without the privilege is told so', async () => {
    const cookie = await loginAs(platform, 'admin');
    const invited = await api(platform, 'post', '/bff/login-invite', cookie).send({
      login: 'bsv@demo.fr',
    });
    expect(invited.status).toBe(200);
    const answer = sessionAnswer.parse(invited.body);
    expect(answer.invitedBy).toBe('admin@demo.fr');
    expect(answer.recalagePrivileged).toBe(false);
  });

  it('of the consent area are what the contract says', async () => {
    const context = { agri: 'AGRI0001', operateur: 'OP01', client: 'CLI01', service: 'MILDIOU' };
    const expire = expireAfterDays(new Date(), 5);
    const link = { ...context, expire, signature: signConsentLink(context, expire, CONSENT_KEY) };
    const opened = await api(platform, 'post', '/bff/consent/session').send(link);
    expect(opened.status).toBe(200);
    expect(consentSessionAnswer.parse(opened.body)).toMatchObject(context);
    const consentCookie = ([] as string[])
      .concat(opened.headers['set-cookie'] ?? [])
      .find((c) => c.includes('agro_consent='))
      ?.split(';')[0];
    const current = await api(platform, 'get', '/bff/consent/session', consentCookie);
    expect(current.status).toBe(200);
    expect(consentSessionAnswer.parse(current.body)).toEqual(opened.body);
  });
});

describe('the exports', () => {
  it('are exactly the contract’s, each of its kind', () => {
    const lists = EXPORTS.filter((e) => e.kind !== 'record').map((e) => e.name);
    const records = EXPORTS.filter((e) => e.kind === 'record').map((e) => e.name);
    expect([...lists].sort()).toEqual([...LIST_EXPORT_NAMES].sort());
    expect([...records].sort()).toEqual([...RECORD_EXPORT_NAMES].sort());
  });
});

describe('the paged lists', () => {
  it('are served for exactly the names the contract lists, each answering a page', async () => {
    const cookie = await loginAs(platform, 'admin');
    expect(
      EXPORTS.filter((definition) => definition.kind === 'list')
        .map((definition) => definition.name)
        .sort(),
    ).toEqual([...LIST_NAMES].sort());
    for (const name of LIST_NAMES) {
      const res = await api(platform, 'get', `/bff/lists/${name}?pageSize=3`, cookie);
      expect(res.status, name).toBe(200);
      const page = (res.body as { data: ListPage<unknown> }).data;
      expect(page.rows.length, name).toBeLessThanOrEqual(3);
      expect(page.total, name).toBeGreaterThanOrEqual(page.rows.length);
      expect(Date.parse(page.readAt), name).not.toBeNaN();
    }
  });
});
