// Session state, terms of use, default profile and institute staff (spec 1, sections 3, 4, 6, 9).

/** Current version of the terms of use (CGU); any other stored value must be accepted again. */
export const TERMS_VERSION = 'v3';

/** Default institute name, used to recognise staff e-mails and domain-prefixed logins. */
export const DEFAULT_INSTITUTE_NAME = 'institut';

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE64URL_VALUES: ReadonlyMap<string, number> = new Map(
  [...BASE64URL_ALPHABET].map((char, index) => [char, index]),
);

/**
 * Decodes base64url text into bytes; null when the text is not base64url. Written by hand because
 * the domain runs in the browser and in Node alike (no Buffer, and atob is not in our ES lib).
 * Trailing `=` padding is tolerated although JWTs never carry it.
 */
function decodeBase64Url(text: string): number[] | null {
  const unpadded = text.replace(/={1,2}$/, '');
  // A single leftover character cannot encode a whole byte.
  if (unpadded.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of unpadded) {
    const value = BASE64URL_VALUES.get(char);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

/** UTF-8 bytes to text; null on invalid UTF-8 (decodeURIComponent rejects bad sequences). */
function decodeUtf8(bytes: readonly number[]): string | null {
  try {
    return decodeURIComponent(
      bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
    );
  } catch {
    return null;
  }
}

/**
 * Reads a JWT's payload WITHOUT verifying its signature: only for display and expiry checks on
 * the client side; the BFF and the upstream remain the authorities. Null when the token is not a
 * three-part compact JWT whose payload is a base64url JSON object.
 */
export function readJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const encoded = parts[1];
  if (encoded === undefined || encoded === '') return null;
  const bytes = decodeBase64Url(encoded);
  if (bytes === null) return null;
  const json = decodeUtf8(bytes);
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  return payload as Record<string, unknown>;
}

/**
 * The `exp` claim in seconds, or null. RFC 7519 makes it a JSON number: a numeric string is not
 * accepted, so a malformed token cannot keep a session alive.
 */
export function tokenExpirySeconds(token: string | null | undefined): number | null {
  const exp = readJwtPayload(token)?.['exp'];
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/** The instant the token expires, or null when it has no usable `exp`. */
export function tokenExpiresAt(token: string | null | undefined): Date | null {
  const exp = tokenExpirySeconds(token);
  return exp === null ? null : new Date(exp * 1000);
}

/**
 * Logged in means a token exists and its expiry is still in the future (spec 1 §4). The expiry
 * instant itself already counts as expired; an invalid `now` never logs anyone in.
 */
export function isLoggedIn(token: string | null | undefined, now: Date): boolean {
  const exp = tokenExpirySeconds(token);
  if (exp === null) return false;
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs)) return false;
  return exp * 1000 > nowMs;
}

export type SessionState = { loggedIn: true; expiresAt: Date } | { loggedIn: false };

/** Same rule as isLoggedIn, with the expiry kept for cookie lifetimes and refresh timers. */
export function sessionState(token: string | null | undefined, now: Date): SessionState {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null || !isLoggedIn(token, now)) return { loggedIn: false };
  return { loggedIn: true, expiresAt };
}

/** Exact comparison: 'V3' or ' v3' are other versions and must be accepted again. */
export function isCurrentTermsVersion(version: string | null | undefined): boolean {
  return version === TERMS_VERSION;
}

export interface TermsUser {
  externe?: boolean | null;
  externeInfos?: { cgu?: string | null } | null;
}

/** Whether the user's stored terms version (externeInfos.cgu) is the current one. */
export function userTermsAccepted(user: TermsUser | null | undefined): boolean {
  return isCurrentTermsVersion(user?.externeInfos?.cgu);
}

/**
 * Whether the terms modal must open by itself: only external users accept the terms (spec 1 §4
 * and §6); internal users have no stored version and nowhere to post one.
 */
export function mustAcceptTerms(user: TermsUser | null | undefined): boolean {
  return user?.externe === true && !userTermsAccepted(user);
}

/** A farmer's stored cgu: kept when current, otherwise reset to '' so it must be accepted again. */
export function normaliseFarmerTerms(cgu: string | null | undefined): string {
  return isCurrentTermsVersion(cgu) ? TERMS_VERSION : '';
}

export function farmerTermsAccepted(cgu: string | null | undefined): boolean {
  return isCurrentTermsVersion(cgu);
}

/** Saving the farmer form records acceptance of the current version (spec 1 §4 and §7). */
export function withAcceptedFarmerTerms<T extends { cgu?: string | null }>(
  farmer: T,
): T & { cgu: string } {
  return { ...farmer, cgu: TERMS_VERSION };
}

export interface Profile {
  code: string;
  isDefaut?: boolean | null;
}

/** The first profile flagged isDefaut, or null when none is (the current profile then stays unset). */
export function defaultProfile<T extends Profile>(
  profiles: readonly T[] | null | undefined,
): T | null {
  return profiles?.find((profile) => profile.isDefaut === true) ?? null;
}

/**
 * Institute staff are recognised by an e-mail containing the institute's name, ignoring case
 * (spec 1 §2 and §6). An empty name matches nobody rather than everybody.
 */
export function isInstituteStaff(
  email: string | null | undefined,
  instituteName: string = DEFAULT_INSTITUTE_NAME,
): boolean {
  const name = instituteName.trim().toLowerCase();
  if (email == null || name === '') return false;
  return email.toLowerCase().includes(name);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The login as displayed and used by the own-requests filter (spec 1 §3): a leading domain prefix
 * made of the institute's name (any case) directly followed by one backslash or slash, as in
 * `INSTITUT\jdupont` or `institut/jdupont`, is removed once. Other domains, a name elsewhere in
 * the login, and e-mail logins are kept as they are.
 */
export function displayLogin(
  login: string | null | undefined,
  instituteName: string = DEFAULT_INSTITUTE_NAME,
): string {
  if (login == null) return '';
  const name = instituteName.trim();
  if (name === '') return login;
  return login.replace(new RegExp(`^${escapeRegExp(name)}[\\\\/]`, 'i'), '');
}
