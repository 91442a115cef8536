// The farmer's consent session, opened by the BFF from the signed link of their integrator
// (docs/spec-deviations.md, "BFF"): the farmer has no login, the link is their key.
import type { ConsentSessionAnswer } from '@agro/contracts/bff/session';
import { request } from '../../lib/api';

/** Query fields of a consent link (spec 1 §2: agri, operateur, client, service; then the seal). */
export const CONSENT_LINK_FIELDS = [
  'agri',
  'operateur',
  'client',
  'service',
  'expire',
  'signature',
] as const;

export type ConsentLink = Record<(typeof CONSENT_LINK_FIELDS)[number], string>;

/** The farmer's context the BFF answers, and when the consent session ends (ISO 8601). */
export type ConsentSession = ConsentSessionAnswer;

/**
 * The link carried by the page's address, or null when it carries none: the spec then uses the
 * values kept from an earlier visit, which the consent session holds. A link missing some of its
 * fields is still sent, so that the BFF refuses it in the words it uses for any invalid link.
 */
export function consentLinkOf(search: URLSearchParams): ConsentLink | null {
  if (!CONSENT_LINK_FIELDS.some((field) => search.has(field))) return null;
  return Object.fromEntries(
    CONSENT_LINK_FIELDS.map((field) => [field, search.get(field) ?? '']),
  ) as ConsentLink;
}

export function openConsentSession(link: ConsentLink, signal?: AbortSignal) {
  return request<ConsentSession>('POST', '/bff/consent/session', { body: link, signal });
}

export function currentConsentSession(signal?: AbortSignal) {
  return request<ConsentSession>('GET', '/bff/consent/session', { signal });
}
