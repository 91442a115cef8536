import { describe, expect, it } from 'vitest';
import { consentSessionAnswer, sessionAnswer } from './session.ts';

const user = {
  login: 'admin@demo.fr',
  userName: 'Admin',
  email: 'admin@demo.fr',
  externe: false,
  profilsADPU: [],
  droitsTPC: [{ code: 'ADMIN', lecture: true, ecriture: true }],
};

describe('the BFF session answer', () => {
  it('always says whether the user is a privileged recalage user; invitedBy only when invited', () => {
    expect(
      sessionAnswer.safeParse({ user, rights: ['ADMIN'], recalagePrivileged: false }).success,
    ).toBe(true);
    expect(sessionAnswer.safeParse({ user, rights: ['ADMIN'] }).success).toBe(false);
    expect(
      sessionAnswer.parse({ user, rights: [], recalagePrivileged: true, invitedBy: 'admin' })
        .invitedBy,
    ).toBe('admin');
  });
});

describe('the consent session answer', () => {
  it('holds the farmer context and an ISO end', () => {
    const context = { agri: 'A', operateur: 'O', client: 'C', service: 'MILDIOU' };
    expect(
      consentSessionAnswer.safeParse({ ...context, expiresAt: new Date(0).toISOString() }).success,
    ).toBe(true);
    expect(consentSessionAnswer.safeParse({ ...context, expiresAt: 'demain' }).success).toBe(false);
  });
});
