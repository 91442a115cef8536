// Password reset (security review, finding B): a reset only records a pending password; the old
// one keeps working until the mailed one is first used, so a reset requested by someone else
// locks nobody out.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/world/personas.ts';
import { call, ok, useFreshSimulator } from './helpers.ts';

const app = useFreshSimulator();

const USER = 'ferti@demo.fr';

async function login(password: string, who = USER): Promise<number> {
  const res = await call(app, { method: 'POST', path: 'login', body: { login: who, password } });
  return res.statusCode;
}

/** Asks for a reset and answers the password mailed to the user. */
async function resetAndRead(mail = USER): Promise<string> {
  const answer = await ok<{ envoi: number }>(app, {
    method: 'POST',
    path: 'password/reset',
    body: { mail },
  });
  expect(answer).toEqual({ envoi: 1 });
  const outbox = (await app.inject({ method: 'GET', url: '/__sim/outbox' })).json() as {
    data: { body: string; recipients: string[] }[];
  };
  const sent = outbox.data.filter((m) => m.recipients.includes(mail)).at(-1);
  const password = /mot de passe : (\S+)/.exec(sent?.body ?? '')?.[1];
  if (!password) throw new Error('no password mailed');
  return password;
}

describe('password reset', () => {
  it('keeps the old password valid while the mailed one is pending', async () => {
    const mailed = await resetAndRead();
    expect(mailed).not.toBe(DEMO_PASSWORD);
    expect(await login(DEMO_PASSWORD)).toBe(200);
    expect(await login('pas-le-bon')).toBe(401);
    // Logging in with the old password does not cancel the reset.
    expect(await login(mailed)).toBe(200);
  });

  it('makes the mailed password the password at its first use: the old one stops working', async () => {
    const mailed = await resetAndRead();
    expect(await login(mailed)).toBe(200);
    expect(await login(DEMO_PASSWORD)).toBe(401);
    expect(await login(mailed)).toBe(200);
  });

  it('replaces a pending password by the next reset', async () => {
    const first = await resetAndRead();
    const second = await resetAndRead();
    expect(second).not.toBe(first);
    expect(await login(first)).toBe(401);
    expect(await login(DEMO_PASSWORD)).toBe(200);
    expect(await login(second)).toBe(200);
    expect(await login(DEMO_PASSWORD)).toBe(401);
  });

  it('forgets the pending password when the user changes the password', async () => {
    const mailed = await resetAndRead();
    const token = (
      await ok<{ token: string }>(app, {
        method: 'POST',
        path: 'login',
        body: { login: USER, password: DEMO_PASSWORD },
      })
    ).token;
    await ok(app, {
      method: 'POST',
      path: 'password/change',
      token,
      body: { mail: USER, oldMdp: DEMO_PASSWORD, newMdp: 'Nouveau-Mdp-2026' },
    });
    expect(await login(mailed)).toBe(401);
    expect(await login('Nouveau-Mdp-2026')).toBe(200);
  });

  it('puts the pending password back as seeded (none) through the restore test hook', async () => {
    const mailed = await resetAndRead();
    const restore = await app.inject({
      method: 'POST',
      url: `/__sim/accounts/${encodeURIComponent(USER)}/restore`,
    });
    expect(restore.statusCode).toBe(200);
    expect(await login(mailed)).toBe(401);
    expect(await login(DEMO_PASSWORD)).toBe(200);
  });

  it('keeps the answer of the reset call: envoi 1 sent, envoi 0 for an unknown address', async () => {
    expect(await ok(app, { method: 'POST', path: 'password/reset', body: { mail: USER } })).toEqual(
      { envoi: 1 },
    );
    expect(
      await ok(app, { method: 'POST', path: 'password/reset', body: { mail: 'inconnu@demo.fr' } }),
    ).toEqual({ envoi: 0 });
  });
});
