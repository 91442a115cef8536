// The session: one httpOnly cookie holding a BFF-signed JWT. The upstream token inside is
// encrypted, so the browser never holds a usable token, even by reading its own cookie jar.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { tokenExpirySeconds } from '@agro/domain/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from './config.ts';

/** Without an expiry in the upstream token, a session lasts as long as the upstream's default. */
const FALLBACK_LIFETIME_S = 8 * 60 * 60;

export interface Session {
  /** The upstream token, decrypted. */
  upstreamToken: string;
  /** Effective rights (`CODE`, `CODE-ecriture`). */
  rights: string[];
  login: string;
  /** Expiry, seconds since the epoch: the upstream token's. */
  exp: number;
}

interface SessionClaims {
  /** Encrypted upstream token. */
  ut: string;
  rights: string[];
  login: string;
  exp: number;
}

export interface SessionStore {
  cookieName: string;
  read(request: FastifyRequest): Session | null;
  issue(reply: FastifyReply, session: Omit<Session, 'exp'>): void;
  clear(reply: FastifyReply): void;
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

export function createSessionStore(app: FastifyInstance, config: BffConfig): SessionStore {
  // The __Host- prefix makes browsers refuse the cookie unless Secure, Path=/ and host-only.
  const cookieName = config.cookieSecure ? '__Host-agro_session' : 'agro_session';
  const key = keyFrom(config.sessionSecret);
  const cookieOptions = {
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'strict' as const,
    path: '/',
  };

  return {
    cookieName,
    read(request) {
      const raw = request.cookies[cookieName];
      if (!raw) return null;
      let claims: SessionClaims;
      try {
        claims = app.jwt.verify<SessionClaims>(raw);
      } catch {
        return null;
      }
      const upstreamToken = decrypt(key, claims.ut);
      if (upstreamToken === null) return null;
      return { upstreamToken, rights: claims.rights, login: claims.login, exp: claims.exp };
    },
    issue(reply, session) {
      const now = Math.floor(Date.now() / 1000);
      const exp = tokenExpirySeconds(session.upstreamToken) ?? now + FALLBACK_LIFETIME_S;
      const claims: SessionClaims = {
        ut: encrypt(key, session.upstreamToken),
        rights: session.rights,
        login: session.login,
        exp,
      };
      reply.setCookie(cookieName, app.jwt.sign(claims), {
        ...cookieOptions,
        maxAge: Math.max(0, exp - now),
      });
    },
    clear(reply) {
      reply.clearCookie(cookieName, cookieOptions);
    },
  };
}
