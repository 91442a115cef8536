// Spec 1 §8: a password reset (login page, password-forgotten page) or change (profile) is done
// only when it answers envoi=1; both report the outcome the same way.
import { PASSWORD_FAILURE_MESSAGE } from '@agro/contracts/error-messages';
import { showDialog, showInfo } from './dialog-store';

export { PASSWORD_FAILURE_MESSAGE };

/**
 * Shows the success message for envoi=1 and the failure modal (empty code) for anything else;
 * true when it succeeded.
 */
export function reportPasswordOutcome(
  answer: { envoi: number },
  success: { title: string; message: string },
): boolean {
  if (answer.envoi === 1) {
    showInfo(success.title, success.message);
    return true;
  }
  showDialog({ kind: 'error', code: '', description: PASSWORD_FAILURE_MESSAGE });
  return false;
}
