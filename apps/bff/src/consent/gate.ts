// The farmer consent area has no login (spec 1 §2): a valid signed link opens a short consent
// session, in a cookie of its own, and the open consent calls pass only inside that farmer's
// context. Without it, anyone could read a farmer's record or delete any adviser link by guessing
// codes and sequential ids.
import { catalogue, type EndpointId } from '@agro/contracts/catalogue/catalogue';
import { currentYear } from '@agro/domain/dates';
import { platformNow } from '@agro/domain/platform-date';
import { hasRight } from '@agro/domain/rights';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { BffError, FORBIDDEN_MESSAGE, upstreamFailure } from '../errors.ts';
import { parseInput } from '../input.ts';
import type { SensitiveLimits } from '../rate-limits.ts';
import type { Revocations } from '../revocations.ts';
import { requireSession } from '../routes/auth.ts';
import type { SessionStore } from '../session.ts';
import type { Upstream } from '../upstream.ts';
import type { ConsentConfig } from './config.ts';
import {
  consentLinkUrl,
  expireAfterDays,
  isCleanField,
  verifyConsentLink,
  type ConsentContext,
} from './link-signature.ts';

export const CONSENT_LINK_INVALID_MESSAGE =
  "Ce lien de consentement n'est pas valide ou a expiré. Demandez un nouveau lien à votre organisme.";
export const CONSENT_OTHER_FARMER_MESSAGE =
  'Vous ne pouvez consulter que votre propre espace de consentement.';
export const CONSENT_NO_SESSION_MESSAGE =
  "Aucun espace de consentement n'est ouvert. Utilisez le lien transmis par votre organisme.";

export interface ConsentSessionAnswer extends ConsentContext {
  /** End of the consent session, ISO 8601. */
  expiresAt: string;
}

export interface ConsentGate {
  /** Name of the consent cookie (`__Host-agro_consent` when Secure). */
  cookieName: string;
  /**
   * Lets a consent call (an open catalogue call whose id starts with `consent`; any other call
   * passes untouched) through only inside the context of the request's consent session;
   * otherwise throws a 403 BffError with a message a farmer understands.
   */
  authorise(
    request: FastifyRequest,
    entryId: string,
    params: Record<string, string>,
    loggedIn: boolean,
  ): Promise<void>;
}

export interface ConsentDependencies {
  config: ConsentConfig;
  cookieSecure: boolean;
  sessions: SessionStore;
  upstream: Upstream;
  /** Ended consent sessions, refused on every replica until their expiry (revocations.ts). */
  revocations: Pick<Revocations, 'revoke' | 'isRevoked'>;
  /**
   * Rate limits: the "consent" family (per client address) applies to the opening of a consent
   * session, where signatures could be guessed.
   */
  limits?: Pick<SensitiveLimits, 'consent'>;
  /**
   * The day the platform runs as (PLATFORM_DATE), or null: the campaigns of the upstream's link
   * lists follow it. Link and session expiries keep the real clock.
   */
  platformDate?: string | null;
  /** The real clock; tests move it. */
  now?: () => Date;
}

interface ConsentClaims extends ConsentContext {
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
const contextSchema = z.object({ agri: code, operateur: code, client: code, service: code });
const openBody = contextSchema.extend({
  expire: z.string().trim().max(20),
  signature: z.string().trim().max(100),
});
const linkRequestBody = contextSchema.extend({
  days: z.number().int().min(1).max(366).optional(),
});

/**
 * The calls of the farmer's consent area: the open calls of the catalogue named `consent…`. The
 * other open calls (password reset) are not the gate's business.
 */
/**
 * Open calls the consent area shares with logged-in users (the farmer's commune from the postal
 * code): they pass with a login session or a consent session, never for a stranger.
 */
const SHARED_WITH_CONSENT: ReadonlySet<string> = new Set(['postalCodes' satisfies EndpointId]);

const CONSENT_CALLS: ReadonlySet<string> = new Set(
  catalogue
    .filter((e) => (e.rights as readonly string[]).includes('open') && e.id.startsWith('consent'))
    .map((e) => e.id),
);

/** Path parameters of the consent calls and the context field each must equal. */
const CONTEXT_PARAMS: Readonly<Record<string, keyof ConsentContext>> = {
  agri: 'agri',
  op: 'operateur',
  client: 'client',
  service: 'service',
};

function linksListPath(context: ConsentContext, campagne: number): string {
  const template = catalogue.find((e) => e.id === ('consentLinksList' satisfies EndpointId))?.path;
  if (!template) throw new Error('catalogue entry consentLinksList missing');
  const values: Record<string, string> = {
    agri: context.agri,
    op: context.operateur,
    client: context.client,
  };
  // Each value is encoded, so that no code can reshape the path sent upstream.
  const path = template.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
  return `${path}?campagne=${campagne}`;
}

export function registerConsent(app: FastifyInstance, deps: ConsentDependencies): ConsentGate {
  const { config, cookieSecure, sessions, upstream, revocations } = deps;
  const now = deps.now ?? (() => new Date());
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

  /** The claims of the request's consent cookie, signed and unexpired, revoked or not. */
  function verified(request: FastifyRequest): ConsentClaims | null {
    const raw = request.cookies[cookieName];
    if (!raw) return null;
    try {
      const claims = app.jwt.verify<ConsentClaims>(raw);
      if (claims.typ !== 'consent' || typeof claims.sid !== 'string') return null;
      // The verifier checks exp too; the clock of the tests is ours.
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now().getTime()) return null;
      const context = contextSchema.safeParse(claims);
      return context.success
        ? { ...context.data, typ: 'consent', sid: claims.sid, exp: claims.exp }
        : null;
    } catch {
      return null;
    }
  }

  /** The request's consent session, unless it was closed (here or on another replica). */
  async function read(request: FastifyRequest): Promise<ConsentClaims | null> {
    const claims = verified(request);
    if (!claims) return null;
    return (await revocations.isRevoked({ id: claims.sid, exp: claims.exp })) ? null : claims;
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

  /**
   * Ids of the farmer's adviser links. The farmer's screen lists the current year's campaign
   * (spec 1 §9); a link is listed in every campaign its dates overlap, so the years around it are
   * asked too, for links made just before or after the turn of the year.
   */
  async function ownLinkIds(context: ConsentContext, requestId: string): Promise<Set<string>> {
    const year = currentYear(platformNow(deps.platformDate ?? null, now()));
    const answers = await Promise.all(
      [year, year - 1, year + 1].map((campagne) =>
        upstream.call({ method: 'GET', path: linksListPath(context, campagne), requestId }),
      ),
    );
    const ids = new Set<string>();
    for (const answer of answers) {
      // An unknown farmer has no link; any other failure cannot prove the link is theirs.
      if (answer.status === 404) continue;
      if (answer.status < 200 || answer.status >= 300) throw upstreamFailure(answer.status);
      const links = (answer.body as { data?: unknown } | null)?.data;
      if (!Array.isArray(links)) continue;
      for (const link of links) {
        const id = (link as { id_agri_cons?: unknown } | null)?.id_agri_cons;
        if (typeof id === 'number' || typeof id === 'string') ids.add(String(id));
      }
    }
    return ids;
  }

  async function requireOwnLink(
    context: ConsentContext,
    id: string,
    requestId: string,
  ): Promise<void> {
    if (!(await ownLinkIds(context, requestId)).has(id)) {
      throw new BffError(403, CONSENT_OTHER_FARMER_MESSAGE);
    }
  }

  app.post('/bff/consent/session', async (request, reply) => {
    await deps.limits?.consent(request);
    // A farmer cannot fix a link's fields: a malformed link is refused as any invalid one is.
    const parsed = openBody.safeParse(request.body ?? {});
    const check = parsed.success
      ? verifyConsentLink(parsed.data, config.linkSecret, now())
      : ({ valid: false, reason: 'malformed' } as const);
    if (!parsed.success || !check.valid) {
      request.log.info(
        { reason: check.valid ? 'malformed' : check.reason },
        'consent link refused',
      );
      clear(reply);
      throw new BffError(403, CONSENT_LINK_INVALID_MESSAGE);
    }
    const { agri, operateur, client, service } = parsed.data;
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
  });

  app.get('/bff/consent/session', async (request) => {
    const claims = await read(request);
    if (!claims) throw new BffError(401, CONSENT_NO_SESSION_MESSAGE);
    return answerOf(claims);
  });

  // Closing the area ends the session itself, not only this browser's cookie: a copy of the
  // cookie (a shared computer, a stolen one) no longer opens the farmer's record.
  app.delete('/bff/consent/session', async (request, reply) => {
    const claims = verified(request);
    clear(reply);
    if (claims) await revocations.revoke(claims.sid, claims.exp);
    return reply.code(204).send();
  });

  // The institute's administrators make links for the integrators (spec 1 §2: "a link given by
  // an integrator"); `pnpm consent-link` does the same from a terminal.
  app.post('/bff/consent-links', async (request) => {
    const session = await requireSession(sessions, request);
    if (!hasRight(session.rights, 'ADMIN')) throw new BffError(403, FORBIDDEN_MESSAGE);
    const { days, ...context } = parseInput(linkRequestBody, request.body, 'corps');
    const expire = expireAfterDays(now(), days ?? config.defaultLinkDays);
    return { url: consentLinkUrl('', context, expire, config.linkSecret), expire };
  });

  return {
    cookieName,
    async authorise(request, entryId, params, loggedIn) {
      if (SHARED_WITH_CONSENT.has(entryId)) {
        if (!loggedIn && !(await read(request))) {
          throw new BffError(403, CONSENT_LINK_INVALID_MESSAGE);
        }
        return;
      }
      if (!CONSENT_CALLS.has(entryId)) return;
      const claims = await read(request);
      if (!claims) throw new BffError(403, CONSENT_LINK_INVALID_MESSAGE);
      for (const [name, value] of Object.entries(params)) {
        if (name === 'idLink' && entryId === 'consentLinkDelete') continue;
        const field = CONTEXT_PARAMS[name];
        // Deny by default: a consent call with a parameter we do not know how to check is refused.
        if (field === undefined || value !== claims[field]) {
          throw new BffError(403, CONSENT_OTHER_FARMER_MESSAGE);
        }
      }
      if (entryId === 'consentLinkDelete') {
        const id = params.idLink;
        if (id === undefined) throw new BffError(403, CONSENT_OTHER_FARMER_MESSAGE);
        await requireOwnLink(claims, id, request.id);
      }
      if (entryId === 'consentLinkSave') {
        // The farmer grants access for the service of the link only, and may change only a link
        // of their own (the upstream path names the farmer, but need not check the link's owner).
        const body = request.body as { service?: unknown; id_agri_cons?: unknown } | null;
        if (body !== null && typeof body === 'object') {
          if (body.service !== undefined && body.service !== claims.service) {
            throw new BffError(403, CONSENT_OTHER_FARMER_MESSAGE);
          }
          const id = body.id_agri_cons;
          if (id !== undefined && id !== null) {
            await requireOwnLink(claims, String(id), request.id);
          }
        }
      }
    },
  };
}
