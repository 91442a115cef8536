// The farmer consent area's own routes: opening a consent session from a signed link, reading and
// closing it, and the administrators' link maker. What the session then lets through is the
// consent policy's (plugins/app/policies/consent.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ConsentConfig } from '../config.ts';
import { BffError } from '../lib/errors.ts';
import { parseInput } from '../lib/input.ts';
import type { SensitiveLimits } from '../plugins/external/rate-limits.ts';
import { requireRights, requireSession } from '../plugins/app/authorization.ts';
import {
  CONSENT_LINK_INVALID_MESSAGE,
  CONSENT_NO_SESSION_MESSAGE,
  consentContextSchema,
  type ConsentSessions,
} from '../plugins/app/consent/consent-session.ts';
import {
  consentLinkUrl,
  expireAfterDays,
  verifyConsentLink,
} from '../plugins/app/consent/link-signature.ts';
import type { SessionStore } from '../plugins/app/session.ts';

export interface ConsentRouteDependencies {
  config: Pick<ConsentConfig, 'linkSecret' | 'defaultLinkDays'>;
  consentSessions: ConsentSessions;
  sessions: Pick<SessionStore, 'read'>;
  /**
   * Rate limits: the "consent" family (per client address) applies to the opening of a consent
   * session, where signatures could be guessed.
   */
  limits: Pick<SensitiveLimits, 'consent'>;
  /** The real clock; tests move it. */
  now: () => Date;
}

const openBody = consentContextSchema.extend({
  expire: z.string().trim().max(20),
  signature: z.string().trim().max(100),
});
const linkRequestBody = consentContextSchema.extend({
  days: z.number().int().min(1).max(366).optional(),
});

export function registerConsentRoutes(app: FastifyInstance, deps: ConsentRouteDependencies): void {
  const { config, consentSessions, sessions, limits, now } = deps;

  app.post('/bff/consent/session', async (request, reply) => {
    await limits.consent(request);
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
      consentSessions.clear(reply);
      throw new BffError(403, CONSENT_LINK_INVALID_MESSAGE);
    }
    const { agri, operateur, client, service } = parsed.data;
    return consentSessions.open(reply, { agri, operateur, client, service });
  });

  app.get('/bff/consent/session', async (request) => {
    const claims = await consentSessions.read(request);
    if (!claims) throw new BffError(401, CONSENT_NO_SESSION_MESSAGE);
    return consentSessions.answerOf(claims);
  });

  // Closing the area ends the session itself, not only this browser's cookie: a copy of the
  // cookie (a shared computer, a stolen one) no longer opens the farmer's record.
  app.delete('/bff/consent/session', async (request, reply) => {
    await consentSessions.close(request, reply);
    return reply.code(204).send();
  });

  // The institute's administrators make links for the integrators (spec 1 §2: "a link given by
  // an integrator"); `pnpm consent-link` does the same from a terminal.
  app.post('/bff/consent-links', async (request) => {
    const session = await requireSession(sessions, request);
    requireRights(session, ['ADMIN']);
    const { days, ...context } = parseInput(linkRequestBody, request.body, 'corps');
    const expire = expireAfterDays(now(), days ?? config.defaultLinkDays);
    return { url: consentLinkUrl('', context, expire, config.linkSecret), expire };
  });
}
