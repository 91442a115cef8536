// The farmer consent area has no login (spec 1 §2): a valid signed link opens a short consent
// session, in a cookie of its own, which the consent policy (policies/consent.ts) reads to let the
// open consent calls pass only inside that farmer's context, and the consent routes open and close.
import type { ConsentSessionAnswer } from '@agro/contracts/bff/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ConsentConfig } from '../../../config.ts';
import type { Revocations } from '../revocations.ts';
import { isCleanField, type ConsentContext } from './link-signature.ts';

export const CONSENT_LINK_INVALID_MESSAGE =
  "Ce lien de consentement n'est pas valide ou a expiré. Demandez un nouveau lien à votre organisme.";
export const CONSENT_OTHER_FARMER_MESSAGE =
  'Vous ne pouvez consulter que votre propre espace de consentement.';
export const CONSENT_NO_SESSION_MESSAGE =
  "Aucun espace de consentement n'est ouvert. Utilisez le lien transmis par votre organisme.";

export interface ConsentClaims extends ConsentContext {
  /** Tells this token from a session token: both are signed with the BFF's key. */
  typ: 'consent';
  /** Random id of the consent session: closing it revokes every copy of the cookie. */
  sid: string;
  exp: number;
}

/** A code as the consent context holds it (spec 1 §3: trimmed), one path segment at most. */
const code = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^/?#]+$/)
  .refine(isCleanField);
export const consentContextSchema = z.object({
  agri: code,
  operateur: code,
  client: code,
  service: code,
});

export interface ConsentSessions {
  /** Name of the consent cookie (`__Host-agro_consent` when Secure). */
  cookieName: string;
  /** The claims of the request's consent cookie, signed and unexpired, revoked or not. */
  verified(request: FastifyRequest): ConsentClaims | null;
  /** The request's consent session, unless it was closed (here or on another replica). */
  read(request: FastifyRequest): Promise<ConsentClaims | null>;
  /** Sets the cookie of a new consent session for this farmer's context. */
  open(reply: FastifyReply, context: ConsentContext): ConsentSessionAnswer;
  /** Clears the cookie and revokes the session it carried, if any. */
  close(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Clears the cookie only. */
  clear(reply: FastifyReply): void;
  answerOf(claims: ConsentClaims): ConsentSessionAnswer;
}

export interface ConsentSessionDependencies {
  config: Pick<ConsentConfig, 'linkSecretGenerated' | 'sessionMinutes'>;
  cookieSecure: boolean;
  /** Ended consent sessions, refused on every replica until their expiry (revocations.ts). */
  revocations: Pick<Revocations, 'revoke' | 'isRevoked'>;
  /** The real clock; tests move it. */
  now: () => Date;
}

export function createConsentSessions(
  app: FastifyInstance,
  deps: ConsentSessionDependencies,
): ConsentSessions {
  const { config, cookieSecure, revocations, now } = deps;
  // The __Host- prefix makes browsers refuse the cookie unless Secure, Path=/ and host-only.
  const cookieName = cookieSecure ? '__Host-agro_consent' : 'agro_consent';
  const cookieOptions = {
    httpOnly: true,
    secure: cookieSecure,
    sameSite: 'strict' as const,
    path: '/',
  };
  if (config.linkSecretGenerated) {
    app.log.warn(
      'CONSENT_LINK_SECRET absent : clé aléatoire, aucun lien de consentement signé avant ce démarrage ou ailleurs ne sera accepté',
    );
  }

  function verified(request: FastifyRequest): ConsentClaims | null {
    const raw = request.cookies[cookieName];
    if (!raw) return null;
    try {
      const claims = app.jwt.verify<ConsentClaims>(raw);
      if (claims.typ !== 'consent' || typeof claims.sid !== 'string') return null;
      // The verifier checks exp too; the clock of the tests is ours.
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now().getTime()) return null;
      const context = consentContextSchema.safeParse(claims);
      return context.success
        ? { ...context.data, typ: 'consent', sid: claims.sid, exp: claims.exp }
        : null;
    } catch {
      return null;
    }
  }

  function answerOf(claims: ConsentClaims): ConsentSessionAnswer {
    const { agri, operateur, client, service } = claims;
    return {
      agri,
      operateur,
      client,
      service,
      expiresAt: new Date(claims.exp * 1000).toISOString(),
    };
  }

  function clear(reply: FastifyReply): void {
    reply.clearCookie(cookieName, cookieOptions);
  }

  return {
    cookieName,
    verified,
    async read(request) {
      const claims = verified(request);
      if (!claims) return null;
      return (await revocations.isRevoked({ id: claims.sid, exp: claims.exp })) ? null : claims;
    },
    open(reply, { agri, operateur, client, service }) {
      const claims: ConsentClaims = {
        typ: 'consent',
        sid: randomBytes(16).toString('base64url'),
        agri,
        operateur,
        client,
        service,
        exp: Math.floor(now().getTime() / 1000) + config.sessionMinutes * 60,
      };
      reply.setCookie(cookieName, app.jwt.sign(claims), {
        ...cookieOptions,
        maxAge: config.sessionMinutes * 60,
      });
      return answerOf(claims);
    },
    async close(request, reply) {
      const claims = verified(request);
      clear(reply);
      if (claims) await revocations.revoke(claims.sid, claims.exp);
    },
    clear,
    answerOf,
  };
}
