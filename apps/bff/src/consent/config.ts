// Settings of the farmer consent area (docs/configuration.md, "BFF").
import { randomBytes } from 'node:crypto';
import { envInteger, type Env } from '@agro/contracts/env';

export interface ConsentConfig {
  /** Key of the HMAC signing the integrators' links; shared by every replica and the link tool. */
  linkSecret: string;
  /** True when no key was configured and a random one was drawn: no link from outside works. */
  linkSecretGenerated: boolean;
  /** Lifetime of the consent session a valid link opens. */
  sessionMinutes: number;
  /** Validity of a link made without a stated length, in days. */
  defaultLinkDays: number;
}

export const MIN_LINK_SECRET_LENGTH = 32;

export function readConsentConfig(env: Env = process.env): ConsentConfig {
  const secret = env.CONSENT_LINK_SECRET?.trim() ?? '';
  if (secret !== '' && secret.length < MIN_LINK_SECRET_LENGTH) {
    throw new Error(
      `CONSENT_LINK_SECRET doit compter au moins ${MIN_LINK_SECRET_LENGTH} caractères`,
    );
  }
  return {
    linkSecret: secret || randomBytes(32).toString('hex'),
    linkSecretGenerated: secret === '',
    sessionMinutes: envInteger(env, 'CONSENT_SESSION_MINUTES', 120, 1, 24 * 60),
    defaultLinkDays: envInteger(env, 'CONSENT_LINK_DAYS', 30, 1, 366),
  };
}
