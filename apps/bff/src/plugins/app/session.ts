// The session: one httpOnly cookie holding a BFF-signed JWT. The upstream token inside is
// encrypted, so the browser never holds a usable token, even by reading its own cookie jar.
//
// A session ends (docs/adr/0007-login-throttling-and-sessions.md): at its expiry, the upstream
// token's but never more than `maxMs` after it opened; after `idleMs` without a call (the cookie
// carries the time of the last one, renewed at most once a minute); at a logout; and, for every
// other session of the user, at a password change. The rights it carries are read again from the
// model API once they are `rightsRefreshMs` old.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { tokenExpirySeconds } from '@agro/domain/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from '../../config.ts';
import type { Revocations } from './revocations.ts';

/** Without an expiry in the upstream token, a session lasts as long as the upstream's default. */
const FALLBACK_LIFETIME_S = 8 * 60 * 60;
/** Decoded sessions kept in memory; beyond this the oldest are decoded again when next seen. */
const DECODED_SESSIONS_KEPT = 10_000;
/** The time of the last call is renewed in the cookie at most this often. */
const ACTIVITY_STEP_S = 60;

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
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** When the session opened, ms since the epoch (a password change ends those opened before). */
  startedMs: number;
  /** The last call, seconds since the epoch, to within `ACTIVITY_STEP_S`. */
  activeAt: number;
  /** When the rights were read from the model API, seconds since the epoch. */
  rightsAt: number;
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
  st: number;
  act: number;
  rat: number;
}

/** What a new or renewed cookie holds; the rest is the store's. */
export type SessionContent = Pick<Session, 'upstreamToken' | 'rights' | 'login' | 'invitedBy'>;

/** The session a cookie continues: its id and opening, kept by every renewal. */
export type SessionContinued = Pick<Session, 'id' | 'startedMs'>;

/** The user's rights as the model API says them now; `refused` when it refuses the token. */
export type RightsReader = (
  upstreamToken: string,
  requestId: string,
) => Promise<string[] | 'refused' | null>;

export interface SessionStore {
  cookieName: string;
  /**
   * The request's session, or null when it has none, or an expired, idle, forged or revoked one.
   * Read once per request.
   */
  read(request: FastifyRequest): Promise<Session | null>;
  /**
   * Sets the session cookie. A renewal passes the session it continues, so the cookie belongs to
   * the same session: a logout then revokes every cookie the session was ever given.
   */
  issue(
    request: FastifyRequest,
    reply: FastifyReply,
    content: SessionContent,
    continued?: SessionContinued,
  ): Session;
  /**
   * Renews the cookie of an active session: the time of this call (so that it does not end idle)
   * and, when they are old, the rights. Ends the session the model API no longer accepts.
   */
  keepAlive(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * Clears the cookie and revokes its session, so every copy and older cookie of it is refused, on
   * every replica (once the revocation is shared: see revocations.ts).
   */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every other session of the user, on every replica; this one goes on with a new cookie. */
  endOtherSessions(request: FastifyRequest, reply: FastifyReply, session: Session): Promise<void>;
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

/** What a renewed cookie of the session holds, with the rights given. */
function contentOf(session: Session, rights: string[]): SessionContent {
  const { upstreamToken, login, invitedBy } = session;
  return invitedBy === undefined
    ? { upstreamToken, rights, login }
    : { upstreamToken, rights, login, invitedBy };
}
const isTime = (value: unknown): value is number => typeof value === 'number' && value > 0;

export function createSessionStore(
  app: FastifyInstance,
  config: Pick<BffConfig, 'cookieSecure' | 'sessionSecret' | 'session'>,
  revocations: Revocations,
  readRights: RightsReader,
): SessionStore {
  // The __Host- prefix makes browsers refuse the cookie unless Secure, Path=/ and host-only.
  const cookieName = config.cookieSecure ? '__Host-agro_session' : 'agro_session';
  const key = keyFrom(config.sessionSecret);
  const idleS = Math.floor(config.session.idleMs / 1000);
  const maxS = Math.floor(config.session.maxMs / 1000);
  const rightsRefreshS = Math.floor(config.session.rightsRefreshMs / 1000);
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
  /** The session each request read (hooks and handlers read it several times). */
  const reads = new WeakMap<FastifyRequest, Promise<Session | null>>();
  /**
   * What this process last renewed of each session: when (seconds), and the rights it read then.
   * The calls a page sends at once, or a client that keeps an older cookie, would otherwise each
   * sign a new cookie: one renewal a minute is enough, the browser keeping the newest. The rights
   * read apply to every later call of the session here, whichever cookie it carries, so an older
   * copy of the cookie never brings back rights the model API withdrew.
   */
  const renewals = new Map<string, { at: number; rights: string[]; rightsAt: number }>();

  function noteRenewal(id: string, renewal: { at: number; rights: string[]; rightsAt: number }) {
    renewals.delete(id);
    if (renewals.size >= DECODED_SESSIONS_KEPT) {
      const oldest = renewals.keys().next().value;
      if (oldest !== undefined) renewals.delete(oldest);
    }
    renewals.set(id, renewal);
  }

  function decode(raw: string): Session | null {
    let claims: SessionClaims;
    try {
      claims = app.jwt.verify<SessionClaims>(raw);
    } catch {
      return null;
    }
    if (typeof claims.sid !== 'string') return null;
    // A cookie of an earlier version, without these times, cannot be held to the idle limit.
    if (!isTime(claims.st) || !isTime(claims.act) || !isTime(claims.rat)) return null;
    const upstreamToken = decrypt(key, claims.ut);
    if (upstreamToken === null) return null;
    const { sid: id, rights, login, exp, inv, st, act, rat } = claims;
    const session: Session = {
      id,
      upstreamToken,
      rights,
      login,
      exp,
      startedMs: st,
      activeAt: act,
      rightsAt: rat,
    };
    if (inv !== undefined) session.invitedBy = inv;
    return session;
  }

  function remember(raw: string, session: Session): void {
    if (decoded.size >= DECODED_SESSIONS_KEPT) {
      const oldest = decoded.keys().next().value;
      if (oldest !== undefined) decoded.delete(oldest);
    }
    decoded.set(raw, session);
  }

  const owner = (session: Session) => ({ login: session.login, startedMs: session.startedMs });

  async function readCookie(request: FastifyRequest): Promise<Session | null> {
    const raw = request.cookies[cookieName];
    if (!raw) return null;
    const session = decoded.get(raw) ?? decode(raw);
    if (!session) return null;
    const now = nowSeconds();
    const over =
      session.exp <= now ||
      now - session.activeAt > idleS ||
      (await revocations.isRevoked({ id: session.id, exp: session.exp, owner: owner(session) }));
    if (over) {
      decoded.delete(raw);
      return null;
    }
    if (!decoded.has(raw)) remember(raw, session);
    const renewal = renewals.get(session.id);
    return renewal && renewal.rightsAt > session.rightsAt
      ? { ...session, rights: renewal.rights, rightsAt: renewal.rightsAt }
      : session;
  }

  function issue(
    request: FastifyRequest,
    reply: FastifyReply,
    content: SessionContent,
    continued?: SessionContinued,
    rightsAt = nowSeconds(),
  ): Session {
    const now = nowSeconds();
    const startedMs = continued?.startedMs ?? Date.now();
    const tokenExp = tokenExpirySeconds(content.upstreamToken) ?? now + FALLBACK_LIFETIME_S;
    const session: Session = {
      ...content,
      id: continued?.id ?? randomBytes(16).toString('base64url'),
      exp: Math.min(tokenExp, Math.floor(startedMs / 1000) + maxS),
      startedMs,
      activeAt: now,
      rightsAt,
    };
    const claims: SessionClaims = {
      sid: session.id,
      ut: encrypt(key, session.upstreamToken),
      rights: session.rights,
      login: session.login,
      ...(session.invitedBy === undefined ? {} : { inv: session.invitedBy }),
      exp: session.exp,
      st: session.startedMs,
      act: session.activeAt,
      rat: session.rightsAt,
    };
    reply.setCookie(cookieName, app.jwt.sign(claims), {
      ...cookieOptions,
      maxAge: Math.max(0, session.exp - now),
    });
    reads.set(request, Promise.resolve(session));
    return session;
  }

  async function end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const raw = request.cookies[cookieName];
    const session = raw ? (decoded.get(raw) ?? decode(raw)) : null;
    if (raw) decoded.delete(raw);
    reply.clearCookie(cookieName, cookieOptions);
    reads.set(request, Promise.resolve(null));
    if (session && session.exp > nowSeconds()) await revocations.revoke(session.id, session.exp);
  }

  return {
    cookieName,
    read(request) {
      let read = reads.get(request);
      if (!read) {
        read = readCookie(request);
        reads.set(request, read);
      }
      return read;
    },
    issue: (request, reply, content, continued) => issue(request, reply, content, continued),
    async keepAlive(request, reply) {
      const session = await this.read(request);
      if (!session) return;
      const now = nowSeconds();
      const rightsOld = now - session.rightsAt >= rightsRefreshS;
      // Renewed by this process within the minute (another call of the page, an older cookie):
      // nothing to sign again, and rights still old then mean the model API did not answer.
      const lastRenewal = Math.max(session.activeAt, renewals.get(session.id)?.at ?? 0);
      if (now - lastRenewal < ACTIVITY_STEP_S && (!rightsOld || renewals.has(session.id))) return;
      let { rights, rightsAt } = session;
      if (rightsOld) {
        const fresh = await readRights(session.upstreamToken, request.id);
        if (fresh === 'refused') return end(request, reply);
        // The model API did not answer: the rights stay, asked again in a minute.
        if (fresh === null) rightsAt = now - rightsRefreshS + ACTIVITY_STEP_S;
        else [rights, rightsAt] = [fresh, now];
      }
      noteRenewal(session.id, { at: now, rights, rightsAt });
      issue(request, reply, contentOf(session, rights), session, rightsAt);
    },
    end,
    async endOtherSessions(request, reply, session) {
      const moment = await revocations.revokeSessionsOf(session.login, nowSeconds() + maxS);
      const continued = { id: session.id, startedMs: moment };
      issue(request, reply, contentOf(session, session.rights), continued, session.rightsAt);
    },
  };
}
