// The BFF's own mail (docs/adr/0009-consent-request-mail.md): a nodemailer transport over SMTP
// (`SMTP_URL`), the platform's support address as sender. `npm start` and the e2e platform point
// it at a development mailbox (maildev); without SMTP_URL the BFF sends nothing and says so.
// Kept small and free of any screen's wording, so that other mails (alerts) reuse it.
import nodemailer, { type Transporter } from 'nodemailer';

type Env = Record<string, string | undefined>;

export interface MailConfig {
  /** `smtp://host:port` or `smtps://user:pass@host:port`; null: no mail is sent. */
  smtpUrl: string | null;
  /** The `From` of every mail: `MAIL_FROM`, else the platform's support address. */
  from: string;
}

export function readMailConfig(env: Env, supportEmail: string): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl !== null && !/^smtps?:$/.test(URL.parse(smtpUrl)?.protocol ?? '')) {
    throw new Error('SMTP_URL doit être une adresse smtp:// ou smtps://');
  }
  return { smtpUrl, from: env.MAIL_FROM?.trim() || supportEmail };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** False when no SMTP server is configured: `send` would fail. */
  readonly configured: boolean;
  /** Sends one mail; rejects when the server refuses it or cannot be reached. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Without a server: every send fails, which the routes turn into a clear answer. */
export class MailNotConfiguredError extends Error {
  constructor() {
    super("SMTP_URL absent : l'envoi d'e-mails n'est pas configuré");
  }
}

/**
 * A mailer on the configured SMTP server, or on `transport` (tests give nodemailer's JSON
 * transport, which keeps what would have been sent).
 */
export function createMailer(config: MailConfig, transport?: Transporter): Mailer {
  const transporter =
    transport ??
    (config.smtpUrl === null
      ? null
      : nodemailer.createTransport({
          url: config.smtpUrl,
          // A mail is part of a request the user waits for: fail in seconds, not minutes.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        }));
  return {
    configured: transporter !== null,
    async send(mail) {
      if (transporter === null) throw new MailNotConfiguredError();
      await transporter.sendMail({ from: config.from, ...mail });
    },
    close() {
      transporter?.close();
    },
  };
}
