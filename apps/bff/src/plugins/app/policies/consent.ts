// The open consent calls pass only inside the context of the request's consent session (a signed
// link opened it: consent/consent-session.ts). Without it, anyone could read a farmer's record or
// delete any adviser link by guessing codes and sequential ids.
import { catalogue, type EndpointId } from '@agro/contracts/catalogue/catalogue';
import { currentYear } from '@agro/domain/dates';
import { platformNow } from '@agro/domain/platform-date';
import { BffError, upstreamFailure } from '../../../lib/errors.ts';
import type { Upstream } from '../../external/upstream.ts';
import type { ObjectPolicy } from '../authorization.ts';
import {
  CONSENT_LINK_INVALID_MESSAGE,
  CONSENT_OTHER_FARMER_MESSAGE,
  type ConsentSessions,
} from '../consent/consent-session.ts';
import type { ConsentContext } from '../consent/link-signature.ts';

export interface ConsentPolicyDependencies {
  consentSessions: Pick<ConsentSessions, 'read'>;
  upstream: Upstream;
  /**
   * The day the platform runs as (PLATFORM_DATE), or null: the campaigns of the upstream's link
   * lists follow it. Link and session expiries keep the real clock.
   */
  platformDate: string | null;
  /** The real clock; tests move it. */
  now: () => Date;
}

/**
 * Open calls the consent area shares with logged-in users (the farmer's commune from the postal
 * code): they pass with a login session or a consent session, never for a stranger.
 */
const SHARED_WITH_CONSENT: ReadonlySet<string> = new Set(['postalCodes' satisfies EndpointId]);

/**
 * The calls of the farmer's consent area: the open calls of the catalogue named `consent…`. The
 * other open calls (password reset) are not the policy's business.
 */
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

export function createConsentPolicy(deps: ConsentPolicyDependencies): ObjectPolicy {
  const { consentSessions, upstream, now } = deps;

  /**
   * Ids of the farmer's adviser links. The farmer's screen lists the current year's campaign
   * (spec 1 §9); a link is listed in every campaign its dates overlap, so the years around it are
   * asked too, for links made just before or after the turn of the year.
   */
  async function ownLinkIds(context: ConsentContext, requestId: string): Promise<Set<string>> {
    const year = currentYear(platformNow(deps.platformDate, now()));
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

  return async ({ request, session, entryId, params, body }) => {
    if (SHARED_WITH_CONSENT.has(entryId)) {
      if (session === null && !(await consentSessions.read(request))) {
        throw new BffError(403, CONSENT_LINK_INVALID_MESSAGE);
      }
      return;
    }
    if (!CONSENT_CALLS.has(entryId)) return;
    const claims = await consentSessions.read(request);
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
      const fields = body as { service?: unknown; id_agri_cons?: unknown } | null;
      if (fields !== null && typeof fields === 'object') {
        if (fields.service !== undefined && fields.service !== claims.service) {
          throw new BffError(403, CONSENT_OTHER_FARMER_MESSAGE);
        }
        const id = fields.id_agri_cons;
        if (id !== undefined && id !== null) {
          await requireOwnLink(claims, String(id), request.id);
        }
      }
    }
  };
}
