// The error texts of spec 1 §8 that both the BFF and the web app show, in the spec's wording with
// its spelling and French typography corrected (docs/spec-deviations.md "French text corrections").
// Plain constants, so the browser bundle imports them without the catalogue or zod.

/** Any call answered 401. */
export const UNAUTHORISED_MESSAGE = "Vous n'êtes pas autorisé à effectuer cette action";
/** Any other failing status. */
export const API_ERROR_MESSAGE = 'Erreur API (services.errors)';
/** Login refused (401); the spec's 'Votre Adresse mail/Mot de passe est incorrect'. */
export const BAD_CREDENTIALS_MESSAGE = 'Votre adresse e-mail/mot de passe est incorrect';
/** A write that does not answer 1 (adviser, link, validation, terms, comment delete). */
export const WRITE_FAILURE_MESSAGE = 'Un problème est survenu.';
/** A password change or reset that does not answer envoi=1. */
export const PASSWORD_FAILURE_MESSAGE =
  'Un problème est survenu. Veuillez recommencer. Si cela se reproduit, merci de nous contacter.';
