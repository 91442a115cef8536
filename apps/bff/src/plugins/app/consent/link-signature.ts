// The integrator's link to a farmer's consent area is signed, so that nobody reaches another
// farmer's record by guessing codes (docs/spec-deviations.md, "BFF"). The signature is an
// HMAC-SHA256, in base64url, of the canonical message `agri\noperateur\nclient\nservice\nexpire`;
// `expire` is the last day the link works, `YYYY-MM-DD`, as a calendar day in Paris.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { todayIso } from '@agro/domain/dates';

/** Whose consent area a link opens, and for which service (spec 1 §3 "Consent context"). */
export interface ConsentContext {
  agri: string;
  operateur: string;
  client: string;
  service: string;
}

export interface SignedConsentLink extends ConsentContext {
  /** Last day of validity, `YYYY-MM-DD` (Paris calendar). */
  expire: string;
  /** HMAC-SHA256 of the canonical message, base64url without padding. */
  signature: string;
}

export type LinkCheck =
  { valid: true } | { valid: false; reason: 'malformed' | 'signature' | 'expired' };

/** The web route the link opens (screen `consentement-compte`). */
export const CONSENT_PAGE_PATH = '/consentement/compte';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A SHA-256 digest is 32 bytes, 43 base64url characters. */
const SIGNATURE_LENGTH = 43;

/** A real calendar day written `YYYY-MM-DD` (2030-02-30 is not one). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A field may not hold a line break or another control character: the fields are joined with line
 * breaks, and one inside a field would let two different contexts share a message.
 */
export function isCleanField(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return value !== '' && !/[\u0000-\u001f\u007f]/.test(value);
}

function fieldsOf(context: ConsentContext, expire: string): string[] {
  return [context.agri, context.operateur, context.client, context.service, expire];
}

/** The message the signature covers; null when a field cannot be part of one. */
export function canonicalMessage(context: ConsentContext, expire: string): string | null {
  const fields = fieldsOf(context, expire);
  if (!fields.every(isCleanField) || !isIsoDay(expire)) return null;
  return fields.join('\n');
}

function hmac(message: string, key: string): Buffer {
  return createHmac('sha256', key).update(message, 'utf8').digest();
}

/** The signature of a link; throws on a field no link may carry (a programming error). */
export function signConsentLink(context: ConsentContext, expire: string, key: string): string {
  const message = canonicalMessage(context, expire);
  if (message === null) {
    throw new Error(
      'Lien de consentement impossible : champ vide, caractère de contrôle ou date invalide',
    );
  }
  return hmac(message, key).toString('base64url');
}

/**
 * Checks a link's signature in constant time, then its expiry against `now`: the link works up to
 * and including its `expire` day in Paris.
 */
export function verifyConsentLink(link: SignedConsentLink, key: string, now: Date): LinkCheck {
  const message = canonicalMessage(link, link.expire);
  if (message === null || !/^[A-Za-z0-9_-]+$/.test(link.signature)) {
    return { valid: false, reason: 'malformed' };
  }
  // The texts are compared, not the decoded bytes: base64url ignores the last character's low
  // bits, and a link must have exactly one valid spelling.
  const given = Buffer.from(link.signature, 'ascii');
  const expected = Buffer.from(hmac(message, key).toString('base64url'), 'ascii');
  if (given.length !== SIGNATURE_LENGTH || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'signature' };
  }
  if (todayIso(now) > link.expire) return { valid: false, reason: 'expired' };
  return { valid: true };
}

/** The day `days` days after `now` (Paris calendar), as an `expire` value. */
export function expireAfterDays(now: Date, days: number): string {
  return todayIso(new Date(now.getTime() + days * 24 * 60 * 60 * 1000));
}

/**
 * The full link a farmer receives: `baseUrl` is the site's address (e.g. `https://site.example`),
 * or '' for a link relative to the site.
 */
export function consentLinkUrl(
  baseUrl: string,
  context: ConsentContext,
  expire: string,
  key: string,
): string {
  const query = new URLSearchParams({
    agri: context.agri,
    operateur: context.operateur,
    client: context.client,
    service: context.service,
    expire,
    signature: signConsentLink(context, expire, key),
  });
  return `${baseUrl.replace(/\/+$/, '')}${CONSENT_PAGE_PATH}?${query.toString()}`;
}
