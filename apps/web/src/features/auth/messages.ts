// Login and password-reset messages of spec 1 §8, spelled as the spec spells them.
export { BAD_CREDENTIALS_MESSAGE } from '@agro/contracts/error-messages';
export const RESET_SUCCESS_TITLE = 'Réinitialisation du mot de passe';
/**
 * The spec's 'Un mail avec un nouveau mot de passe vous a été envoyé.', made neutral: the answer is
 * the same whether the address has an account or not (docs/spec-deviations.md).
 */
export const RESET_SUCCESS_MESSAGE =
  'Si un compte correspond à cette adresse, un mail avec un nouveau mot de passe vous a été envoyé.';
/** errors.services.auth-service-error: the authentication service could not be reached. */
export const AUTH_SERVICE_ERROR_MESSAGE = "Le service d'authentification est injoignable.";
export const SERVER_ERROR_TITLE = 'Erreur serveur';
