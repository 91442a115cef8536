// The farmer consent area behind signed links (docs/spec-deviations.md, "BFF"): the README's demo
// link opens a consent session, a changed or expired link does not, and the open consent calls
// pass only inside the context of the link, link deletion and plot lists included.
import { readFileSync } from 'node:fs';
import { todayIso } from '@agro/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_LINK_INVALID_MESSAGE,
  CONSENT_OTHER_FARMER_MESSAGE,
} from '../src/plugins/app/consent/consent-session.ts';
import { consentLinkUrl, verifyConsentLink } from '../src/plugins/app/consent/link-signature.ts';
import { FORBIDDEN_MESSAGE, UNAUTHORISED_MESSAGE } from '../src/lib/errors.ts';
import { api, loginAs, platformToday, startPlatform, type Platform } from './harness.ts';

const repoFile = (path: string) =>
  readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

/** The demo world's key, as tools/start-platform.mjs gives it to the BFF on the simulator. */
const DEMO_KEY = /DEMO_CONSENT_LINK_SECRET = '([^']+)'/.exec(
  repoFile('tools/start-platform.mjs'),
)?.[1];
/** The demo farmer's link the README gives. */
const README_LINK = /http:\/\/localhost:8080\/consentement\/compte\?[^\s>)]+/.exec(
  repoFile('README.md'),
)?.[0];

const FARMER = '/api/agriculteurs/AGRI0001/operateurs/OP01/clients/CLI01';

let platform: Platform;

beforeAll(async () => {
  if (!DEMO_KEY) throw new Error('no DEMO_CONSENT_LINK_SECRET in tools/start-platform.mjs');
  platform = await startPlatform({ env: { CONSENT_LINK_SECRET: DEMO_KEY } });
});
afterAll(() => platform.close());

function linkQuery(link: string): Record<string, string> {
  return Object.fromEntries(new URL(link, 'http://localhost').searchParams);
}

const readmeQuery = () => {
  if (!README_LINK) throw new Error('no consent link in README.md');
  return linkQuery(README_LINK);
};

function openConsent(query: Record<string, string>) {
  return api(platform, 'post', '/bff/consent/session').send(query);
}

/** The `name=value` part of the consent cookie a response sets. */
function consentCookie(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = cookies.find((c) => c.includes('agro_consent='));
  if (!found) throw new Error('no consent cookie set');
  return found.split(';')[0] as string;
}

async function demoFarmerCookie(): Promise<string> {
  const res = await openConsent(readmeQuery());
  expect(res.status).toBe(200);
  return consentCookie(res.headers['set-cookie']);
}

/** Adviser links of the simulator's world: one of the demo farmer, one of another farmer. */
function linksOfWorld() {
  const world = platform.sim.world();
  const demo = world.farmers.find((f) => f.code === 'AGRI0001');
  // The world's links are those of the platform's campaign year, not the real one.
  const year = Number(platformToday(platform).slice(0, 4));
  const current = (l: { date_debut: string; date_fin: string }) =>
    l.date_debut <= `${year}-12-31` && l.date_fin >= `${year}-01-01`;
  const links = [...world.links.values()];
  const own = links.find((l) => l.farmerId === demo?.id && current(l));
  const other = links.find((l) => l.farmerId !== demo?.id);
  if (!own || !other) throw new Error('the test world needs a link of AGRI0001 and another one');
  return { own: own.id_agri_cons, other: other.id_agri_cons, links: world.links };
}

describe('opening the consent area from a signed link', () => {
  it("opens a consent session from the README's link, in a strict httpOnly cookie", async () => {
    const res = await openConsent(readmeQuery());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      agri: 'AGRI0001',
      operateur: 'OP01',
      client: 'CLI01',
      service: 'MILDIOU',
    });
    const minutes = (Date.parse(res.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(115);
    expect(minutes).toBeLessThanOrEqual(120);
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const raw = setCookie.find((c) => c.startsWith('__Host-agro_consent='));
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Strict/i);
    expect(raw).toMatch(/Secure/i);
    expect(raw).toMatch(/Path=\//);

    const cookie = consentCookie(setCookie);
    const current = await api(platform, 'get', '/bff/consent/session', cookie);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ agri: 'AGRI0001', service: 'MILDIOU' });
    expect((await api(platform, 'get', '/bff/consent/session')).status).toBe(401);

    const closed = await api(platform, 'delete', '/bff/consent/session', cookie);
    expect(closed.status).toBe(204);
    expect(([] as string[]).concat(closed.headers['set-cookie'] ?? []).join()).toMatch(
      /agro_consent=;/,
    );
  });

  it('refuses the link with another code or service, or an altered signature, in French', async () => {
    const query = readmeQuery();
    const signature = query.signature as string;
    const altered = [
      { ...query, agri: 'AGRI0002' },
      { ...query, operateur: 'OP02' },
      { ...query, client: 'CLI02' },
      { ...query, service: 'BILANHYDRIQUE' },
      { ...query, expire: '2031-12-31' },
      { ...query, signature: (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1) },
      { ...query, signature: '' },
    ];
    for (const body of altered) {
      const res = await openConsent(body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body).toEqual({ code: 403, message: CONSENT_LINK_INVALID_MESSAGE });
      expect(JSON.stringify(res.headers['set-cookie'] ?? '')).not.toMatch(/agro_consent=[^;]/);
    }
  });

  it('refuses an expired link, and one signed with another key', async () => {
    const yesterday = todayIso(new Date(Date.now() - 2 * 24 * 60 * 60 * 1000));
    const context = { agri: 'AGRI0001', operateur: 'OP01', client: 'CLI01', service: 'MILDIOU' };
    const expired = await openConsent(
      linkQuery(consentLinkUrl('', context, yesterday, DEMO_KEY as string)),
    );
    expect(expired.status).toBe(403);
    expect(expired.body.message).toBe(CONSENT_LINK_INVALID_MESSAGE);
    const foreign = consentLinkUrl(
      '',
      context,
      '2030-12-31',
      'another-key-of-at-least-32-characters!',
    );
    expect((await openConsent(linkQuery(foreign))).status).toBe(403);
  });

  it('refuses an incomplete link as an invalid one, and a request without the anti-forgery header', async () => {
    const { agri: _agri, ...missing } = readmeQuery();
    const incomplete = await openConsent(missing);
    expect(incomplete.status).toBe(403);
    expect(incomplete.body.message).toBe(CONSENT_LINK_INVALID_MESSAGE);
    const noCsrf = await platform.bff.inject({
      method: 'POST',
      url: '/bff/consent/session',
      payload: readmeQuery(),
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('the open consent calls, inside the link context only', () => {
  it("reads the farmer's own record, and no other farmer's", async () => {
    const cookie = await demoFarmerCookie();
    const own = await api(platform, 'get', FARMER, cookie);
    expect(own.status).toBe(200);
    expect(own.body).toHaveProperty('data');
    for (const path of [
      '/api/agriculteurs/AGRI0002/operateurs/OP01/clients/CLI01',
      '/api/agriculteurs/AGRI0001/operateurs/OP02/clients/CLI01',
      '/api/agriculteurs/AGRI0001/operateurs/OP01/clients/CLI02',
    ]) {
      const res = await api(platform, 'get', path, cookie);
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ code: 403, message: CONSENT_OTHER_FARMER_MESSAGE });
    }
  });

  it('refuses every consent call without a consent session, even to a logged-in user', async () => {
    const admin = await loginAs(platform, 'admin');
    for (const cookie of [undefined, admin]) {
      const record = await api(platform, 'get', FARMER, cookie);
      expect(record.status).toBe(403);
      expect(record.body.message).toBe(CONSENT_LINK_INVALID_MESSAGE);
      const overwrite = await api(platform, 'post', FARMER, cookie).send({
        nom_agri: 'X',
        prenom_agri: 'Y',
        raison_sociale: 'Z',
        cgu: 'v3',
      });
      expect(overwrite.status).toBe(403);
    }
  });

  it('refuses every consent call from an expired consent session, or one sealed with another key', async () => {
    const context = { agri: 'AGRI0001', operateur: 'OP01', client: 'CLI01', service: 'MILDIOU' };
    const name = consentCookie((await openConsent(readmeQuery())).headers['set-cookie']).split(
      '=',
    )[0];
    const expired = platform.bff.jwt.sign({
      typ: 'consent',
      ...context,
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    const otherKey = await startPlatform({ env: { BFF_SESSION_SECRET: 'x'.repeat(40) } });
    const foreign = otherKey.bff.jwt.sign({
      typ: 'consent',
      ...context,
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    await otherKey.close();
    for (const token of [expired, foreign]) {
      const cookie = `${name}=${token}`;
      for (const [method, path] of [
        ['get', FARMER],
        ['get', `${FARMER}/conseillers?campagne=2026`],
        ['get', `${FARMER}/services/MILDIOU`],
        ['get', '/api/conseillers/services/MILDIOU'],
        ['delete', '/api/agriculteurs/conseillers/1'],
      ] as const) {
        const res = await api(platform, method, path, cookie);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.message).toBe(CONSENT_LINK_INVALID_MESSAGE);
      }
      expect((await api(platform, 'get', '/bff/consent/session', cookie)).status).toBe(401);
    }
  });

  it('lists plots and advisers for the link service only', async () => {
    const cookie = await demoFarmerCookie();
    expect((await api(platform, 'get', `${FARMER}/services/MILDIOU`, cookie)).status).toBe(200);
    expect((await api(platform, 'get', `${FARMER}/services/BILANHYDRIQUE`, cookie)).status).toBe(
      403,
    );
    expect((await api(platform, 'get', '/api/conseillers/services/MILDIOU', cookie)).status).toBe(
      200,
    );
    const other = await api(platform, 'get', '/api/conseillers/services/BILANHYDRIQUE', cookie);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(CONSENT_OTHER_FARMER_MESSAGE);
    const year = platformToday(platform).slice(0, 4);
    expect(
      (await api(platform, 'get', `${FARMER}/conseillers?campagne=${year}`, cookie)).status,
    ).toBe(200);
  });

  it('deletes none of the links without a consent session (DELETE /api/agriculteurs/conseillers/68)', async () => {
    const { links } = linksOfWorld();
    const before = links.has(68);
    const res = await api(platform, 'delete', '/api/agriculteurs/conseillers/68');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(CONSENT_LINK_INVALID_MESSAGE);
    expect(links.has(68)).toBe(before);
  });

  it("deletes the farmer's own link, and not another farmer's", async () => {
    const cookie = await demoFarmerCookie();
    const { own, other, links } = linksOfWorld();
    const refused = await api(platform, 'delete', `/api/agriculteurs/conseillers/${other}`, cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CONSENT_OTHER_FARMER_MESSAGE);
    expect(links.has(other)).toBe(true);
    // Another spelling of the same id is not the id the farmer was shown.
    expect(
      (await api(platform, 'delete', `/api/agriculteurs/conseillers/0${own}`, cookie)).status,
    ).toBe(403);

    const deleted = await api(platform, 'delete', `/api/agriculteurs/conseillers/${own}`, cookie);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: 1 });
    expect(links.has(own)).toBe(false);
  });

  it("saves a link for the link's service only, and never rewrites another farmer's link", async () => {
    const cookie = await demoFarmerCookie();
    const { other } = linksOfWorld();
    const link = {
      id_conseiller: 1,
      date_debut: '2026-01-01',
      date_fin: '2026-12-31',
      parcelles_inclues: ['all'],
      parcelles_exclues: [],
    };
    const otherService = await api(platform, 'post', `${FARMER}/conseillers`, cookie).send({
      ...link,
      id_agri_cons: null,
      service: 'BILANHYDRIQUE',
    });
    expect(otherService.status).toBe(403);
    const otherLink = await api(platform, 'post', `${FARMER}/conseillers`, cookie).send({
      ...link,
      id_agri_cons: other,
      service: 'MILDIOU',
    });
    expect(otherLink.status).toBe(403);
    expect(otherLink.body.message).toBe(CONSENT_OTHER_FARMER_MESSAGE);
  });

  it('looks communes up for a consent session or a logged-in user, never for a stranger', async () => {
    const path = '/api/cp/data/gouv?q=35000';
    const stranger = await api(platform, 'get', path);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(CONSENT_LINK_INVALID_MESSAGE);
    for (const cookie of [await demoFarmerCookie(), await loginAs(platform, 'conseiller')]) {
      const res = await api(platform, 'get', path, cookie);
      expect(res.status).toBe(200);
      expect(res.body.data[0]).toMatchObject({ code_postal: '35000' });
    }
    // No upstream token travels with it: the call is the same for both.
    expect(platform.upstreamHeaders.at(-1)?.authorization).toBeUndefined();
  });

  it('leaves the other open calls (password reset) to their own rules', async () => {
    const res = await api(platform, 'post', '/api/password/reset').send({
      mail: 'inconnu@demo.fr',
    });
    expect(res.status).not.toBe(403);
  });
});

describe('links made by administrators (POST /bff/consent-links)', () => {
  const body = { agri: 'AGRI0001', operateur: 'OP01', client: 'CLI01', service: 'MILDIOU' };

  it('gives an administrator a signed link that opens the consent area', async () => {
    const admin = await loginAs(platform, 'admin');
    const res = await api(platform, 'post', '/bff/consent-links', admin).send({ ...body, days: 7 });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/consentement\/compte\?agri=AGRI0001&operateur=OP01&/);
    expect(res.body.expire).toBe(todayIso(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)));
    const query = linkQuery(res.body.url);
    expect(
      verifyConsentLink(
        query as unknown as Parameters<typeof verifyConsentLink>[0],
        DEMO_KEY as string,
        new Date(),
      ).valid,
    ).toBe(true);
    expect((await openConsent(query)).status).toBe(200);
    // Without a length, the configured default (30 days).
    const standard = await api(platform, 'post', '/bff/consent-links', admin).send(body);
    expect(standard.body.expire).toBe(todayIso(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)));
  });

  it('refuses an adviser with 403 and a visitor without session with 401', async () => {
    const adviser = await loginAs(platform, 'conseiller');
    const refused = await api(platform, 'post', '/bff/consent-links', adviser).send(body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(FORBIDDEN_MESSAGE);
    const anonymous = await api(platform, 'post', '/bff/consent-links').send(body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(UNAUTHORISED_MESSAGE);
  });
});
