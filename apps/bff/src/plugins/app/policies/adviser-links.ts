// Object-level checks on the advisers' farmer links that the catalogue's rights alone do not give
// (issue 18 §6): the right EXTERNE lets any external adviser call `conseillers/{id}/agriculteurs`
// and the validation calls with any id, so the BFF lets an external adviser read only the farmers
// of their own adviser ids, validate only their own links and accept the terms (`conseillers/{id}/
// cgu`) only for their own adviser ids. Administrators read every adviser's
// farmers (adviser administration). The upstream checks the same; the BFF does not rely on it.
import { ownAdviserIds } from '@agro/domain/advisers';
import { hasRight } from '@agro/domain/rights';
import { BffError, upstreamFailure } from '../../../lib/errors.ts';
import { sessionPolicy, type ObjectPolicy } from '../authorization.ts';
import type { Session } from '../session.ts';
import type { Upstream } from '../../external/upstream.ts';

/** Told apart from a missing right: the right is there, the farmer's link is not theirs. */
export const OWN_FARMERS_ONLY_MESSAGE =
  'Vous ne pouvez consulter et valider que les agriculteurs qui vous ont choisi comme conseiller.';

/** Another adviser's terms are not the caller's to accept. */
export const OWN_ADVISER_ONLY_MESSAGE =
  "Vous ne pouvez accepter les conditions d'utilisation que pour vos propres identifiants de conseiller.";

const VALIDATION_CALLS: ReadonlySet<string> = new Set([
  'adviserValidationSet',
  'adviserValidationRemove',
]);

export function createAdviserLinkPolicy(upstream: Upstream): ObjectPolicy {
  /** The session's adviser ids, read from its user record each time: they may change upstream. */
  async function adviserIds(session: Session, requestId: string): Promise<Set<string>> {
    const answer = await upstream.call({
      method: 'GET',
      path: 'user',
      token: session.upstreamToken,
      requestId,
    });
    if (answer.status < 200 || answer.status >= 300) throw upstreamFailure(answer.status);
    const user = (answer.body as { data?: { externeInfos?: unknown } } | null)?.data;
    return new Set(ownAdviserIds(user?.externeInfos as Parameters<typeof ownAdviserIds>[0]));
  }

  /** Validation ids of the links of the session's own advisers. */
  async function ownValidationIds(session: Session, requestId: string): Promise<Set<string>> {
    const ids = new Set<string>();
    for (const adviserId of await adviserIds(session, requestId)) {
      const answer = await upstream.call({
        method: 'GET',
        path: `conseillers/${encodeURIComponent(adviserId)}/agriculteurs`,
        token: session.upstreamToken,
        requestId,
      });
      if (answer.status < 200 || answer.status >= 300) throw upstreamFailure(answer.status);
      const links = (answer.body as { data?: unknown } | null)?.data;
      if (!Array.isArray(links)) continue;
      for (const link of links) {
        const id = (link as { id_valid_cons_agri?: unknown } | null)?.id_valid_cons_agri;
        if (typeof id === 'number' || typeof id === 'string') ids.add(String(id));
      }
    }
    return ids;
  }

  return sessionPolicy(async (session, { entryId, params, request: { id: requestId } }) => {
    if (entryId === 'adviserFarmers') {
      if (hasRight(session.rights, 'ADMIN')) return;
      const wanted = params.id ?? '';
      if (!(await adviserIds(session, requestId)).has(wanted)) {
        throw new BffError(403, OWN_FARMERS_ONLY_MESSAGE);
      }
      return;
    }
    // Accepting the terms binds the adviser named in the path: only one of the caller's own.
    if (entryId === 'adviserAcceptTerms') {
      if (!(await adviserIds(session, requestId)).has(params.id ?? '')) {
        throw new BffError(403, OWN_ADVISER_ONLY_MESSAGE);
      }
      return;
    }
    if (VALIDATION_CALLS.has(entryId)) {
      const wanted = params.id_valid_cons_agri ?? '';
      if (!(await ownValidationIds(session, requestId)).has(wanted)) {
        throw new BffError(403, OWN_FARMERS_ONLY_MESSAGE);
      }
    }
  });
}
