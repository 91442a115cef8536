// Object-level checks of the recalage calls (spec 4 §6, issue 23). The old product hid the
// privileged buttons from the screen and trusted six hard-coded logins; the catalogue's rights
// alone let any STADES holder call validation, integration and the recalage file, and delete or
// correct anybody's request. Here the privileged logins come from configuration
// (RECALAGE_PRIVILEGED_LOGINS) and the BFF refuses, before the upstream, what they alone may do:
// the upstream checks the same, the BFF does not rely on it.
import { canDeleteRequest, isOwnRequest, isPrivilegedRecalageUser } from '@agro/domain/recalage';
import { BffError, upstreamFailure } from '../../../lib/errors.ts';
import { sessionPolicy, type ObjectPolicy } from '../authorization.ts';
import type { Session } from '../session.ts';
import type { Upstream } from '../../external/upstream.ts';

/** Told apart from a missing right: the right is there, the request is somebody else's. */
export const OWN_REQUESTS_ONLY_MESSAGE =
  'Seul le demandeur, ou un gestionnaire des recalages, peut modifier ou supprimer cette demande, et seulement avant sa validation.';
export const PRIVILEGED_ONLY_MESSAGE = 'Action réservée aux gestionnaires des recalages.';
export const REQUEST_NOT_FOUND_MESSAGE = "Cette demande de recalage n'existe pas.";

/** Calls only privileged users make, whatever the request. */
const PRIVILEGED_CALLS: ReadonlySet<string> = new Set([
  'recalageStadeValidate',
  'recalageIntegrate',
  'recalageApiFile',
]);

/** Where the requests a correction may refer to are listed, per creating call. */
const REQUEST_LISTS: Readonly<Record<string, string>> = {
  recalageStadeRequestCreate: 'previRecalage/demandes/stades',
  recalageMaladieRequestCreate: 'previRecalage/demandes/maladies',
  recalageStadeRequestDelete: 'previRecalage/demandes/stades',
};

interface ListedRequest {
  id: number | string;
  codeagent_demandeur?: string | null;
  demandeur?: string | null;
  validation_gestion: boolean | null;
}

export interface RecalageChecks {
  /** True when the session's login is one of the configured privileged logins. */
  isPrivileged(login: string): boolean;
  /** Throws a 403 (or a 404) unless the session may make this call; other calls pass. */
  policy: ObjectPolicy;
}

export function createRecalageChecks(
  upstream: Upstream,
  privilegedLogins: readonly string[],
  instituteName: string,
): RecalageChecks {
  const isPrivileged = (login: string) =>
    isPrivilegedRecalageUser(login, privilegedLogins, instituteName);

  /** The listed request of this id, read with the session's own token (null when unknown). */
  async function listedRequest(
    session: Session,
    listPath: string,
    id: string,
    requestId: string,
  ): Promise<ListedRequest | null> {
    const answer = await upstream.call({
      method: 'GET',
      path: listPath,
      token: session.upstreamToken,
      requestId,
    });
    if (answer.status < 200 || answer.status >= 300) throw upstreamFailure(answer.status);
    const requests = (answer.body as { data?: unknown } | null)?.data;
    if (!Array.isArray(requests)) return null;
    const found = (requests as ListedRequest[]).find((request) => String(request?.id) === id);
    return found ?? null;
  }

  /** The request a correction refers to, if the body is a correction. */
  function correctedId(body: unknown): string | null {
    const fields = body as { typeDemandeRecalage?: unknown; refRecalageCorrige?: unknown } | null;
    if (fields?.typeDemandeRecalage !== 'Correction') return null;
    const ref = fields.refRecalageCorrige;
    return typeof ref === 'number' || typeof ref === 'string' ? String(ref) : null;
  }

  return {
    isPrivileged,
    policy: sessionPolicy(
      async (session, { entryId, params, body, request: { id: requestId } }) => {
        if (PRIVILEGED_CALLS.has(entryId)) {
          if (!isPrivileged(session.login)) throw new BffError(403, PRIVILEGED_ONLY_MESSAGE);
          return;
        }
        const listPath = REQUEST_LISTS[entryId];
        if (listPath === undefined) return;
        const id = entryId === 'recalageStadeRequestDelete' ? (params.id ?? '') : correctedId(body);
        if (id === null) return; // A new request, or a duplicate: nobody else's.
        const privileged = isPrivileged(session.login);
        const request = await listedRequest(session, listPath, id, requestId);
        if (request === null) throw new BffError(404, REQUEST_NOT_FOUND_MESSAGE);
        const allowed =
          entryId === 'recalageStadeRequestDelete'
            ? canDeleteRequest(request, session.login, privileged, instituteName)
            : privileged || isOwnRequest(request, session.login, instituteName);
        if (!allowed) throw new BffError(403, OWN_REQUESTS_ONLY_MESSAGE);
      },
    ),
  };
}
