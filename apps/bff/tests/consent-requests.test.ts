// An external adviser asks a farmer for consent (issue 41, finding 4): the BFF mails the farmer's
// signed consent link to the farmer's registered address, for the session's own adviser and
// services only. Requests are sent as an attacker would write them.
import { buildSimulator, type Simulator } from '@agro/model-api-sim/server';
import { DEMO_PASSWORD } from '@agro/model-api-sim/world/personas';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONSENT_MAIL_FAILED_MESSAGE,
  NO_FARMER_MAIL_MESSAGE,
  NOT_ADVISER_SERVICE_MESSAGE,
} from '@agro/contracts/bff/consent-request';
import { readConfig } from '../src/config.ts';
import { CSRF_MESSAGE } from '../src/lib/errors.ts';
import { verifyConsentLink } from '../src/plugins/app/consent/link-signature.ts';
import { MAIL_NOT_CONFIGURED_MESSAGE } from '../src/routes/consent-request.ts';
import { buildBff } from '../src/server.ts';
import { loginOf, SESSION_SECRET, sessionCookie } from './harness.ts';

const LINK_SECRET = 'consent-request-tests-link-secret-0123456789';
const SITE = 'https://agro.example.fr';

interface SentMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Keeps every mail the BFF hands over; `fail` makes the server refuse them. */
function memoryTransport(sent: SentMail[], state: { fail: boolean }) {
  return nodemailer.createTransport({
    name: 'memory',
    version: '1',
    send(mail, callback) {
      if (state.fail) {
        callback(new Error('550 refused'), undefined);
        return;
      }
      sent.push(mail.data as unknown as SentMail);
      callback(null, { envelope: mail.message.getEnvelope(), messageId: 'test' });
    },
  });
}

let sim: Simulator;
let bff: FastifyInstance;
let unmailed: FastifyInstance;
/** One mail an hour per user. */
let sparing: FastifyInstance;
const sent: SentMail[] = [];
const transportState = { fail: false };

beforeAll(async () => {
  sim = buildSimulator({ config: { seed: 'bff-tests', scale: 60, testHooks: true } });
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  const env = {
    UPSTREAM_URL: `${simUrl}/api`,
    BFF_SESSION_SECRET: SESSION_SECRET,
    BFF_RATE_LIMIT_PER_MINUTE: '100000',
    CONSENT_LINK_SECRET: LINK_SECRET,
    BFF_ALLOWED_ORIGINS: SITE,
  };
  bff = await buildBff(readConfig(env), { mailTransport: memoryTransport(sent, transportState) });
  unmailed = await buildBff(readConfig(env));
  sparing = await buildBff(readConfig({ ...env, BFF_MAIL_RECIPIENTS_PER_HOUR: '1' }), {
    mailTransport: memoryTransport(sent, transportState),
  });
  await Promise.all([bff.ready(), unmailed.ready(), sparing.ready()]);
});
afterAll(async () => {
  await bff.close();
  await unmailed.close();
  await sparing.close();
  await sim.close();
});
beforeEach(() => {
  sent.length = 0;
  transportState.fail = false;
});

async function login(app: FastifyInstance, key: 'externe' | 'conseiller' | 'admin') {
  const res = await request(app.server)
    .post('/bff/login')
    .set('X-CSRF', '1')
    .send({ login: loginOf(key), password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return sessionCookie(res.headers['set-cookie']);
}

/** A farmer of the world with a registered address and blight plots, and one without a record. */
function farmers() {
  const world = sim.world();
  const codes = (farmer: (typeof world.farmers)[number]) => ({
    agri: farmer.code,
    operateur: world.operateurs.find((o) => o.id === farmer.operateurId)?.code ?? '',
    client: world.clients.find((c) => c.id === farmer.clientId)?.code ?? '',
  });
  const blight = (farmer: (typeof world.farmers)[number]) =>
    world.plots.some((p) => p.farmerId === farmer.id && p.module === 'mildiou');
  const withMail = world.farmers.find((f) => f.record?.mail && blight(f));
  const without = world.farmers.find((f) => f.record === null);
  if (!withMail || !without) throw new Error('the test world needs both kinds of farmer');
  return {
    withMail: { ...codes(withMail), mail: withMail.record?.mail ?? '' },
    without: codes(without),
  };
}

function ask(app: FastifyInstance, cookie: string | null, body: unknown, csrf = true) {
  const req = request(app.server).post('/bff/consent-requests');
  if (csrf) req.set('X-CSRF', '1');
  if (cookie) req.set('Cookie', cookie);
  return req.send(body as object);
}

describe('an external adviser asks a farmer for consent', () => {
  it("mails the farmer's signed link to the farmer's registered address", async () => {
    const cookie = await login(bff, 'externe');
    const { withMail } = farmers();
    const { mail, ...codes } = withMail;
    const res = await ask(bff, cookie, { ...codes, service: 'MILDIOU' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sent: true });
    expect(sent).toHaveLength(1);
    const [message] = sent;
    expect(message?.to).toBe(mail);
    expect(message?.from).toBe(readConfig({}).platform.supportEmail);
    expect(message?.subject).toContain('vous demande l’accès à vos données Mildiou');
    const url = message?.text.split('\n').find((line) => line.startsWith(SITE));
    expect(url).toBeDefined();
    const link = Object.fromEntries(new URL(url ?? '').searchParams);
    expect(link).toMatchObject({ ...codes, service: 'MILDIOU', expire: res.body.expire });
    const signed = {
      agri: link.agri ?? '',
      operateur: link.operateur ?? '',
      client: link.client ?? '',
      service: link.service ?? '',
      expire: link.expire ?? '',
      signature: link.signature ?? '',
    };
    const check = verifyConsentLink(signed, LINK_SECRET, new Date());
    expect(check).toEqual({ valid: true });
    // The link opens that farmer's consent area.
    const opened = await request(bff.server)
      .post('/bff/consent/session')
      .set('X-CSRF', '1')
      .send(link);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ ...codes, service: 'MILDIOU' });
  });

  it('never sends to an address or for an adviser the body names', async () => {
    const cookie = await login(bff, 'externe');
    const { mail: _mail, ...codes } = farmers().withMail;
    for (const extra of [
      { mail: 'attaquant@example.fr' },
      { id_conseiller: 1 },
      { to: 'x@y.fr' },
    ]) {
      const res = await ask(bff, cookie, { ...codes, service: 'MILDIOU', ...extra });
      expect(res.status).toBe(400);
    }
    expect(sent).toHaveLength(0);
  });

  it('refuses a service the adviser is not subscribed to', async () => {
    const cookie = await login(bff, 'externe');
    const { mail: _mail, ...codes } = farmers().withMail;
    const res = await ask(bff, cookie, { ...codes, service: 'BILANHYDRIQUE' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(NOT_ADVISER_SERVICE_MESSAGE);
    expect(sent).toHaveLength(0);
  });

  it('says the same for an unknown farmer and a farmer without an address', async () => {
    const cookie = await login(bff, 'externe');
    const { without } = farmers();
    for (const codes of [without, { agri: 'INCONNU', operateur: 'OP01', client: 'CLI01' }]) {
      const res = await ask(bff, cookie, { ...codes, service: 'MILDIOU' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NO_FARMER_MAIL_MESSAGE);
    }
    expect(sent).toHaveLength(0);
  });

  it('says so when the mail server refuses the mail', async () => {
    const cookie = await login(bff, 'externe');
    const { mail: _mail, ...codes } = farmers().withMail;
    transportState.fail = true;
    const res = await ask(bff, cookie, { ...codes, service: 'MILDIOU' });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(CONSENT_MAIL_FAILED_MESSAGE);
  });

  it('says so when no mail server is configured', async () => {
    const cookie = await login(unmailed, 'externe');
    const { mail: _mail, ...codes } = farmers().withMail;
    const res = await ask(unmailed, cookie, { ...codes, service: 'MILDIOU' });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(MAIL_NOT_CONFIGURED_MESSAGE);
  });
});

describe('who may ask', () => {
  const body = () => {
    const { mail: _mail, ...codes } = farmers().withMail;
    return { ...codes, service: 'MILDIOU' };
  };

  it('refuses a request without the anti-forgery header', async () => {
    const cookie = await login(bff, 'externe');
    const res = await ask(bff, cookie, body(), false);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(CSRF_MESSAGE);
    expect(sent).toHaveLength(0);
  });

  it('refuses a request from another site', async () => {
    const cookie = await login(bff, 'externe');
    const res = await ask(bff, cookie, body()).set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(sent).toHaveLength(0);
  });

  it('refuses a stranger', async () => {
    const res = await ask(bff, null, body());
    expect(res.status).toBe(401);
    expect(sent).toHaveLength(0);
  });

  it.each(['conseiller', 'admin'] as const)('refuses %s, who has no farmers list', async (key) => {
    const cookie = await login(bff, key);
    const res = await ask(bff, cookie, body());
    expect(res.status).toBe(403);
    expect(sent).toHaveLength(0);
  });
});

describe('how often', () => {
  it("counts the user's requests in the mail limit, before any farmer is looked up", async () => {
    const cookie = await login(sparing, 'externe');
    const { mail: _mail, ...codes } = farmers().withMail;
    expect((await ask(sparing, cookie, { ...codes, service: 'MILDIOU' })).status).toBe(200);
    const again = await ask(sparing, cookie, { ...codes, service: 'MILDIOU' });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Trop d'e-mails envoyés/);
    expect(sent).toHaveLength(1);
  });
});
