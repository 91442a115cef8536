// The BFF's own session answers, which no model API call gives: what the web app reads from
// GET /bff/session (and the login calls) and from the farmer's /bff/consent/session.
import { z } from 'zod';
import { user } from '../entities/platform.ts';

/** GET /bff/session, POST /bff/login and POST /bff/login-invite: the session now open. */
export const sessionAnswer = z.object({
  user,
  /** Effective rights computed by the BFF from droitsTPC (`CODE`, `CODE-ecriture`). */
  rights: z.array(z.string()),
  /**
   * A privileged recalage user (spec 4 §6, RECALAGE_PRIVILEGED_LOGINS): validates, integrates and
   * downloads the recalage file, and deletes others' unvalidated requests. Always sent.
   */
  recalagePrivileged: z.boolean(),
  /** Login of the administrator behind an invited connection; absent for the user's own session. */
  invitedBy: z.string().optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/** Whose consent area a signed link opens, and for which service (spec 1 §3 "Consent context"). */
export const consentContext = z.object({
  agri: z.string(),
  operateur: z.string(),
  client: z.string(),
  service: z.string(),
});
export type ConsentContext = z.infer<typeof consentContext>;

/** GET and POST /bff/consent/session: the farmer's context and when the consent session ends. */
export const consentSessionAnswer = consentContext.extend({
  /** End of the consent session, ISO 8601. */
  expiresAt: z.iso.datetime(),
});
export type ConsentSessionAnswer = z.infer<typeof consentSessionAnswer>;
