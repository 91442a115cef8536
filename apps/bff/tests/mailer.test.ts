// The BFF's mail module (docs/adr/0009-consent-request-mail.md): its settings, and what it does
// without a server.
import { describe, expect, it } from 'vitest';
import { createMailer, MailNotConfiguredError, readMailConfig } from '../src/mail/mailer.ts';

describe('readMailConfig', () => {
  it('sends from the support address unless MAIL_FROM says otherwise', () => {
    expect(readMailConfig({}, 'support@site.fr')).toEqual({
      smtpUrl: null,
      from: 'support@site.fr',
    });
    expect(
      readMailConfig({ SMTP_URL: 'smtp://127.0.0.1:1025', MAIL_FROM: 'a@b.fr' }, 's@site.fr'),
    ).toEqual({ smtpUrl: 'smtp://127.0.0.1:1025', from: 'a@b.fr' });
  });

  it('refuses an address that is not smtp:// or smtps://', () => {
    expect(() => readMailConfig({ SMTP_URL: 'http://mail.example' }, 's@site.fr')).toThrow(
      /SMTP_URL/,
    );
    expect(() => readMailConfig({ SMTP_URL: 'pas une adresse' }, 's@site.fr')).toThrow(/SMTP_URL/);
  });
});

describe('createMailer', () => {
  it('without a server, says it is not configured and sends nothing', async () => {
    const mailer = createMailer({ smtpUrl: null, from: 's@site.fr' });
    expect(mailer.configured).toBe(false);
    await expect(mailer.send({ to: 'a@b.fr', subject: 's', text: 't' })).rejects.toBeInstanceOf(
      MailNotConfiguredError,
    );
  });
});
