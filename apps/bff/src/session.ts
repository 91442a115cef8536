// The session: one httpOnly cookie holding a BFF-signed JWT. The upstream token inside is
// encrypted, so the browser never holds a usable token, even by reading its own cookie jar.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { tokenExpirySeconds } from '@agro/domain/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from './config.ts';
import { createRevocations } from './revocations.ts';
import type { SharedState } from './shared-state.ts';

/** Without an expiry in the upstream token, a session lasts as long as the upstream's default. */
const FALLBACK_LIFETIME_S = 8 * 60 * 60;
/** Decoded sessions kept in memory; beyond this the oldest are decoded again when next seen. */
const DECODED_SESSIONS_KEPT = 10_000;

export interface Session {
  /** Random id of this session, drawn at login and kept by refreshes; a logout revokes it. */
  id: string;
  /** The upstream token, decrypted. */
  upstreamToken: string;
  /** Effective rights (`CODE`, `CODE-ecriture`). */
  rights: string[];
  login: string;
  /** For an invited connection, the login of the administrator who opened it. */
  invitedBy?: string;
  /** Expiry, seconds since the epoch: the upstream token's. */
  exp: number;
}

interface SessionClaims {
  sid: string;
  /** Encrypted upstream token. */
  ut: string;
  rights: string[];
  login: string;
  /** Administrator behind an invited connection. */
  inv?: string;
  exp: number;
}

export interface SessionStore {
  cookieName: string;
  /** The request's session, or null when it has none, or an expired, forged or revoked one. */
  read(request: FastifyRequest): Promise<Session | null>;
  /**
   * Sets the session cookie. A refresh passes the session's id, so the refreshed cookie belongs to
   * the same session: a logout then revokes every cookie the session was ever given.
   */
  issue(reply: FastifyReply, session: Omit<Session, 'exp' | 'id'>, id?: string): void;
  /**
   * Clears the cookie and revokes its session, so every copy and older cookie of it is refused, on
   * every replica (once the revocation is shared: see revocations.ts).
   */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

function keyFrom(secret: string): Buffer {
  return createHash('sha256').update(`upstream-token:${secret}`).digest();
}

function encrypt(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

function decrypt(key: Buffer, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function createSessionStore(
  app: FastifyInstance,
  config: BffConfig,
  shared: SharedState,
): SessionStore {
  // The __Host- prefix makes browsers refuse the cookie unless Secure, Path=/ and host-only.
  const cookieName = config.cookieSecure ? '__Host-agro_session' : 'agro_session';
  const key = keyFrom(config.sessionSecret);
  const cookieOptions = {
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'strict' as const,
    path: '/',
  };
  // Every proxied call reads the session: verifying the signature and decrypting the token each
  // time cost more than the rest of the proxy, so a verified cookie is decoded once; whether its
  // session was revoked since, maybe on another replica, is asked on every request all the same.
  const decoded = new Map<string, Session>();
  const revocations = createRevocations(shared);

  function decode(raw: string): Session | null {
    let claims: SessionClaims;
    try {
      claims = app.jwt.verify<SessionClaims>(raw);
    } catch {
      return null;
    }
    if (typeof claims.sid !== 'string') return null;
    const upstreamToken = decrypt(key, claims.ut);
    if (upstreamToken === null) return null;
    const { sid: id, rights, login, exp, inv } = claims;
    return inv === undefined
      ? { id, upstreamToken, rights, login, exp }
      : { id, upstreamToken, rights, login, exp, invitedBy: inv };
  }

  function remember(raw: string, session: Session): void {
    if (decoded.size >= DECODED_SESSIONS_KEPT) {
      const oldest = decoded.keys().next().value;
      if (oldest !== undefined) decoded.delete(oldest);
    }
    decoded.set(raw, session);
  }

  function clear(reply: FastifyReply): void {
    reply.clearCookie(cookieName, cookieOptions);
  }

  return {
    cookieName,
    async read(request) {
      const raw = request.cookies[cookieName];
      if (!raw) return null;
      const session = decoded.get(raw) ?? decode(raw);
      if (!session) return null;
      if (session.exp <= nowSeconds() || (await revocations.isRevoked(session.id, session.exp))) {
        decoded.delete(raw);
        return null;
      }
      if (!decoded.has(raw)) remember(raw, session);
      return session;
    },
    issue(reply, session, id) {
      const now = nowSeconds();
      const exp = tokenExpirySeconds(session.upstreamToken) ?? now + FALLBACK_LIFETIME_S;
      const claims: SessionClaims = {
        sid: id ?? randomBytes(16).toString('base64url'),
        ut: encrypt(key, session.upstreamToken),
        rights: session.rights,
        login: session.login,
        ...(session.invitedBy === undefined ? {} : { inv: session.invitedBy }),
        exp,
      };
      reply.setCookie(cookieName, app.jwt.sign(claims), {
        ...cookieOptions,
        maxAge: Math.max(0, exp - now),
      });
    },
    async end(request, reply) {
      const raw = request.cookies[cookieName];
      const session = raw ? (decoded.get(raw) ?? decode(raw)) : null;
      if (raw) decoded.delete(raw);
      clear(reply);
      if (session && session.exp > nowSeconds()) await revocations.revoke(session.id, session.exp);
    },
  };
}
