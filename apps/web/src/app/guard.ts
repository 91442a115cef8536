// The route guard's decision (spec 1 §2 "Guard rules") from what is known of the session.
import { guardRoute } from '@agro/domain/rights';
import { viewerOf, type SessionData } from '../lib/session';

export type GuardOutcome =
  /** The session is not known yet. */
  | 'wait'
  /** The session could not be checked (server failure) and nothing is known from before. */
  | 'error'
  /** Nobody is logged in: log out and go to the login page. */
  | 'login'
  /** Logged in without a listed right: back to '/'. */
  | 'forbidden'
  | 'allow';

export interface SessionStatus {
  status: 'pending' | 'error' | 'success';
  data: SessionData | undefined;
}

/**
 * A failed refresh keeps the session known from before: the BFF ends the session itself when the
 * upstream refuses the token, so a transient failure is no reason to throw the user out.
 */
export function decideGuard(session: SessionStatus, access: readonly string[]): GuardOutcome {
  if (session.data === undefined) return session.status === 'error' ? 'error' : 'wait';
  return guardRoute(viewerOf(session.data), access);
}
