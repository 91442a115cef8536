// POST /bff/consent-requests (issue 41, finding 4): an external adviser asks a farmer for their
// consent. The BFF signs the farmer's consent-area link and mails it to the e-mail address the
// farmer registered upstream, never to one the adviser types: the link opens the farmer's area,
// so an address chosen by the adviser would hand the adviser that area. The web form and the BFF
// check the same schema.
import { requiredMessage } from '@agro/domain/validation';
import { z } from 'zod';
import { CODE_MAX } from '../catalogue/input-limits.ts';

/** Services a consent is given for (spec 1 §3 "Subscription", the consent area's services). */
export const CONSENT_REQUEST_SERVICES = ['MILDIOU', 'BILANHYDRIQUE'] as const;

/**
 * A code of the consent context (farmer, integrator, client): trimmed, and letters, digits, '.',
 * '_' or '-' only, so that it is one path segment upstream and one line of the signed message.
 */
export const consentCode = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(CODE_MAX, `${label} compte au plus ${CODE_MAX} caractères`)
    .regex(
      /^[A-Za-z0-9._-]+$/,
      `${label} ne peut contenir que des lettres sans accent, des chiffres, '.', '_' ou '-'`,
    );

export const consentRequestBody = z
  .object({
    agri: consentCode('Code agriculteur'),
    operateur: consentCode('Opérateur'),
    client: consentCode('Client'),
    service: z.enum(CONSENT_REQUEST_SERVICES, { error: 'Service inconnu' }),
  })
  .strict();
export type ConsentRequestBody = z.infer<typeof consentRequestBody>;

/** The answer: the link went to the farmer's registered address, valid up to `expire`. */
export const consentRequestAnswer = z.object({
  sent: z.literal(true),
  /** Last day the link works, 'YYYY-MM-DD' (Paris calendar). */
  expire: z.string(),
});
export type ConsentRequestAnswer = z.infer<typeof consentRequestAnswer>;

/** Said when the farmer has no registered address (or is unknown: the two are not told apart). */
export const NO_FARMER_MAIL_MESSAGE =
  "Aucune adresse e-mail n'est enregistrée pour cet agriculteur avec ces codes\u202f: son organisme doit lui transmettre son lien de consentement.";
/** Said when the service is not one of the adviser's own. */
export const NOT_ADVISER_SERVICE_MESSAGE =
  'Vous ne pouvez demander un consentement que pour un service auquel vous êtes abonné.';
/** Said when the mail could not leave (SMTP down, refused). */
export const CONSENT_MAIL_FAILED_MESSAGE = "Erreur lors de l'envoi de l'e-mail";
