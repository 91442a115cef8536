// Who may do what, decided in one place (docs/architecture.md, "BFF"): a route asks for the
// session (401 without one), then for the rights its catalogue call or export needs (403 without
// them), then every object-level policy has its say on the objects the call names — what the
// catalogue's rights cannot tell: whose farmer link, whose recalage request, whose consent area,
// which plot's comments.
import { canAccess } from '@agro/domain/rights';
import type { FastifyRequest } from 'fastify';
import { BffError, FORBIDDEN_MESSAGE, UNAUTHORISED_MESSAGE } from '../../lib/errors.ts';
import type { Session, SessionStore } from './session.ts';

/** The request's session; a 401 without one (or an expired, forged or revoked one). */
export async function requireSession(
  sessions: Pick<SessionStore, 'read'>,
  request: FastifyRequest,
): Promise<Session> {
  const session = await sessions.read(request);
  if (!session) throw new BffError(401, UNAUTHORISED_MESSAGE);
  return session;
}

/** Whether the session holds one of the listed rights (an any-of list, as the catalogue's). */
export function holdsRights(session: Pick<Session, 'rights'>, needed: readonly string[]): boolean {
  return canAccess({ loggedIn: true, rights: session.rights }, needed);
}

/** The one rights check: a 403 unless the session holds one of the listed rights. */
export function requireRights(session: Pick<Session, 'rights'>, needed: readonly string[]): void {
  if (!holdsRights(session, needed)) throw new BffError(403, FORBIDDEN_MESSAGE);
}

/** A catalogue call about to be proxied, its rights and inputs already checked. */
export interface GuardedCall {
  request: FastifyRequest;
  /** Null only for an open call (the consent area, the commune look-up) made without a login. */
  session: Session | null;
  entryId: string;
  /** The path parameters, as checked against the catalogue. */
  params: Readonly<Record<string, string>>;
  /** The body, as checked against the catalogue (what travels upstream). */
  body: unknown;
}

/**
 * An object-level policy: throws a BffError unless this call may be made on the objects it names;
 * a call the policy does not govern passes untouched.
 */
export type ObjectPolicy = (call: GuardedCall) => Promise<void>;

/** A policy of logged-in calls: an open call made without a session is not its business. */
export function sessionPolicy(
  check: (session: Session, call: GuardedCall) => Promise<void>,
): ObjectPolicy {
  return async (call) => {
    if (call.session !== null) await check(call.session, call);
  };
}

/** Every policy, in order: the first to refuse answers. */
export async function authoriseObjects(
  policies: readonly ObjectPolicy[],
  call: GuardedCall,
): Promise<void> {
  for (const policy of policies) await policy(call);
}
