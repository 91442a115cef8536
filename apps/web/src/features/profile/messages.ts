// Profile texts: spec 1 §8 for the password change, ours where the spec gives none
// (docs/spec-deviations.md "Web shell").
export const PASSWORD_CHANGED_TITLE = 'Modification du mot de passe';
/** The spec's 'modifé' corrected (docs/spec-deviations.md "French text corrections"). */
export const PASSWORD_CHANGED_MESSAGE = 'Votre mot de passe a bien été modifié.';

/** The confirmation differs from the new password; the spec checks it but gives no message. */
export const CONFIRMATION_MISMATCH_MESSAGE =
  'La confirmation ne correspond pas au nouveau mot de passe';

export function invitedConnectionMessage(name: string): string {
  return `Vous utilisez maintenant la plateforme en tant que ${name}.`;
}
