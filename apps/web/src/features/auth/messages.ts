// Login and password-reset messages of spec 1 §8: the spec's wording, its spelling and French
// typography corrected, one word for e-mail (docs/spec-deviations.md "French text corrections").
export { BAD_CREDENTIALS_MESSAGE } from '@agro/contracts/error-messages';
export const RESET_SUCCESS_TITLE = 'Réinitialisation du mot de passe';
/**
 * The spec's 'Un mail avec un nouveau mot de passe vous a été envoyé.', made neutral: the answer is
 * the same whether the address has an account or not (docs/spec-deviations.md).
 */
export const RESET_SUCCESS_MESSAGE =
  'Si un compte correspond à cette adresse, un e-mail avec un nouveau mot de passe vous a été envoyé.';
/** errors.services.auth-service-error: the authentication service could not be reached. */
export const AUTH_SERVICE_ERROR_MESSAGE = "Le service d'authentification est injoignable.";
export const SERVER_ERROR_TITLE = 'Erreur serveur';
/** The login page's link and the dialog it opens: the spec's 'Mot de passe oublié?'. */
export const FORGOTTEN_PASSWORD_TITLE = 'Mot de passe oublié\u202f?';
