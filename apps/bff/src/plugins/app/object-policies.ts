// The one list of object-level policies every proxied call goes through (authorization.ts), in the
// order they are asked: the consent area's, then those of logged-in calls.
import type { Upstream } from '../external/upstream.ts';
import type { ObjectPolicy } from './authorization.ts';
import type { ConsentSessions } from './consent/consent-session.ts';
import { createAdviserLinkPolicy } from './policies/adviser-links.ts';
import { createCommentPolicy } from './policies/comments.ts';
import { createConsentPolicy } from './policies/consent.ts';
import type { RecalageChecks } from './policies/recalage.ts';

export interface ObjectPolicyDependencies {
  upstream: Upstream;
  consentSessions: Pick<ConsentSessions, 'read'>;
  /** Privileged recalage actions and others' requests (RECALAGE_PRIVILEGED_LOGINS). */
  recalage: Pick<RecalageChecks, 'policy'>;
  /** PLATFORM_DATE, or null: the consent area's campaigns follow it. */
  platformDate: string | null;
  now: () => Date;
}

export function createObjectPolicies(deps: ObjectPolicyDependencies): readonly ObjectPolicy[] {
  const { upstream, consentSessions, recalage, platformDate, now } = deps;
  return [
    // Open consent calls only inside the farmer's consent context (signed link).
    createConsentPolicy({ consentSessions, upstream, platformDate, now }),
    // External advisers: their own farmers, links and terms only.
    createAdviserLinkPolicy(upstream),
    // Plot comments: the tool's right, and a plot the caller sees.
    createCommentPolicy(upstream),
    recalage.policy,
  ];
}
