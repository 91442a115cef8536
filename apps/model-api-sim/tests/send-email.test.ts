// send-email as the real API must answer it (security review, finding 3): the server sets the
// sender, and writes only to the people it knows and to the domains the deployment allows.
import { describe, expect, it } from 'vitest';
import { readSimConfig } from '../src/config.ts';
import type { SentEmail } from '../src/world/types.ts';
import { call, ok, tokenOf, useFreshSimulator } from './helpers.ts';

const SUPPORT = 'support@plateforme-test.fr';
const ALLOWED_DOMAIN = 'partenaire-test.fr';
const NNBSP = '\u202f';

const app = useFreshSimulator({
  platform: { ...readSimConfig({}).platform, supportEmail: SUPPORT },
  mailRecipientDomains: [ALLOWED_DOMAIN],
});

type Data<T> = { data: T };

async function outbox(): Promise<SentEmail[]> {
  const res = await app.inject({ method: 'GET', url: '/__sim/outbox' });
  return (res.json() as Data<SentEmail[]>).data;
}

/** Sends as the administrator, the body's sender forged unless the message sets another. */
async function send(message: { recipients: string[]; subject?: string; body?: string }) {
  const token = await tokenOf(app, 'admin');
  return call(app, {
    method: 'POST',
    path: 'send-email',
    token,
    body: { subject: 'Essai', body: 'Bonjour', sender: 'pirate@exemple.com', ...message },
  });
}

/** Sent: 200, and in the outbox to those recipients, from the support address. */
async function expectSent(recipients: string[]) {
  const res = await send({ recipients });
  expect(res.statusCode, res.body).toBe(200);
  expect((await outbox()).at(-1)).toMatchObject({ recipients, sender: SUPPORT });
}

describe('the sender', () => {
  it('is the support address, whatever the body says', async () => {
    await expectSent(['conseiller@demo.fr']);
    expect((await outbox()).map((mail) => mail.sender)).toEqual([SUPPORT]);
  });
});

describe('the recipients', () => {
  it('refuses an unknown recipient (400), naming it, and sends nothing', async () => {
    const one = await send({ recipients: ['conseiller@demo.fr', 'inconnu@exemple.com'] });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({
      code: 400,
      message: `Destinataire inconnu${NNBSP}: inconnu@exemple.com`,
    });
    const two = await send({ recipients: ['x@exemple.com', `y@${ALLOWED_DOMAIN}.exemple.com`] });
    expect(two.json()).toMatchObject({
      message: `Destinataires inconnus${NNBSP}: x@exemple.com, y@${ALLOWED_DOMAIN}.exemple.com`,
    });
    expect(await outbox()).toEqual([]);
  });

  it('accepts any address of a configured domain, and no sub-domain of it', async () => {
    await expectSent([`nouveau.contact@${ALLOWED_DOMAIN}`, 'Autre@Partenaire-Test.FR']);
    expect((await send({ recipients: [`a@agence.${ALLOWED_DOMAIN}`] })).statusCode).toBe(400);
  });

  it('accepts no domain by default', () => {
    expect(readSimConfig({}).mailRecipientDomains).toEqual([]);
  });

  it("accepts a farmer's e-mail: the consent-link mail an administrator sends", async () => {
    const farmer = app.world().farmers.find((f) => f.record?.mail);
    const mail = farmer?.record?.mail;
    if (!mail) throw new Error('no farmer with an e-mail in the world');
    await expectSent([mail]);
  });

  it("accepts an account's e-mail in any case, and the support address", async () => {
    await expectSent(['Ferti@Demo.fr', SUPPORT]);
  });
});

describe("the simulator's own mails", () => {
  it('sends every recalage report to its requester, with or without an account', async () => {
    const admin = await tokenOf(app, 'admin');
    const reports = await ok<Data<{ subject: string; body: string; recipients: string[] }[]>>(app, {
      method: 'GET',
      path: 'previRecalage/mail/rapport',
      token: admin,
    });
    // The seeded report goes to a requester who has no account.
    expect(reports.data.length).toBeGreaterThan(0);
    for (const report of reports.data) {
      await expectSent(report.recipients);
    }
  });

  it('sends the Mycolis report of unknown previous crops to the support address', async () => {
    await expectSent([SUPPORT]);
  });
});
