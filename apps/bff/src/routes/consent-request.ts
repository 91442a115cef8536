// An external adviser asks a farmer for their consent (issue 41, finding 4; docs/spec-deviations.md
// "BFF"). The BFF, not the browser, signs the farmer's consent-area link and mails it to the
// address the farmer registered in that area (the upstream's farmer record): the link opens the
// farmer's area, so it never goes to an address the adviser chose. The adviser is the session's,
// read from the session's user record; the body names only the farmer's codes and the service.
import {
  CONSENT_MAIL_FAILED_MESSAGE,
  NO_FARMER_MAIL_MESSAGE,
  NOT_ADVISER_SERVICE_MESSAGE,
  consentRequestBody,
  type ConsentRequestAnswer,
} from '@agro/contracts/bff/consent-request';
import type { User } from '@agro/contracts/entities/platform';
import { adviserIdsByService } from '@agro/domain/advisers';
import { consentRequestEmail } from '@agro/domain/consent-request';
import { isValidEmail } from '@agro/domain/validation';
import type { FastifyInstance } from 'fastify';
import type { ConsentConfig } from '../config.ts';
import { BffError, upstreamFailure } from '../lib/errors.ts';
import { parseInput } from '../lib/input.ts';
import type { Mailer } from '../mail/mailer.ts';
import { requireRights, requireSession } from '../plugins/app/authorization.ts';
import { consentLinkUrl, expireAfterDays } from '../plugins/app/consent/link-signature.ts';
import type { SessionStore } from '../plugins/app/session.ts';
import type { Upstream } from '../plugins/external/upstream.ts';
import type { SensitiveLimits } from '../plugins/external/rate-limits.ts';

export const MAIL_NOT_CONFIGURED_MESSAGE =
  "L'envoi d'e-mails n'est pas configuré sur cette plateforme\u202f: demandez le lien à l'administrateur.";

export interface ConsentRequestDependencies {
  config: Pick<ConsentConfig, 'linkSecret' | 'defaultLinkDays'>;
  sessions: Pick<SessionStore, 'read'>;
  upstream: Upstream;
  mailer: Mailer;
  /** Mails one user sends per hour (the "mail" family, shared with `send-email`). */
  limits: Pick<SensitiveLimits, 'mail'>;
  /**
   * The site's address the link starts with: the first configured origin, never the request's
   * Host header, which the caller writes.
   */
  siteOrigin: string;
  productName: string;
  /** The real clock; tests move it. */
  now: () => Date;
}

const segment = (value: string) => encodeURIComponent(value);

export function registerConsentRequestRoute(
  app: FastifyInstance,
  deps: ConsentRequestDependencies,
): void {
  const { config, sessions, upstream, mailer, limits, now } = deps;

  app.post('/bff/consent-requests', async (request): Promise<ConsentRequestAnswer> => {
    const session = await requireSession(sessions, request);
    // Spec 1 §2: the farmers list is the EXTERNE right's; nobody else asks through it.
    requireRights(session, ['EXTERNE']);
    const { agri, operateur, client, service } = parseInput(
      consentRequestBody,
      request.body,
      'corps',
    );
    const requestId = request.id;
    const { data: user } = await upstream.data<{ data: User }>({
      method: 'GET',
      path: 'user',
      token: session.upstreamToken,
      requestId,
    });
    if (!adviserIdsByService(user.externeInfos).some((entry) => entry.service === service)) {
      throw new BffError(403, NOT_ADVISER_SERVICE_MESSAGE);
    }
    // Counted before the farmer is looked up: the answers tell which codes have an address.
    await limits.mail(session.login, 1);
    const answer = await upstream.call({
      method: 'GET',
      path: `agriculteurs/${segment(agri)}/operateurs/${segment(operateur)}/clients/${segment(client)}`,
      requestId,
    });
    if (answer.status !== 404 && (answer.status < 200 || answer.status >= 300)) {
      throw upstreamFailure(answer.status);
    }
    const mail = (answer.body as { data?: { mail?: unknown } | null } | null)?.data?.mail;
    if (answer.status === 404 || typeof mail !== 'string' || !isValidEmail(mail)) {
      throw new BffError(404, NO_FARMER_MAIL_MESSAGE);
    }
    if (!mailer.configured) throw new BffError(503, MAIL_NOT_CONFIGURED_MESSAGE);
    const expire = expireAfterDays(now(), config.defaultLinkDays);
    const context = { agri, operateur, client, service };
    const url = consentLinkUrl(deps.siteOrigin, context, expire, config.linkSecret);
    const { subject, text } = consentRequestEmail({
      url,
      expire,
      productName: deps.productName,
      adviserName: user.userName,
      service,
    });
    try {
      await mailer.send({ to: mail.trim(), subject, text });
    } catch (error) {
      request.log.warn({ err: error }, 'consent request mail not sent');
      throw new BffError(502, CONSENT_MAIL_FAILED_MESSAGE);
    }
    request.log.info({ service }, 'consent request mailed');
    return { sent: true, expire };
  });
}
