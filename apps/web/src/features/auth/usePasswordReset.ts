import { useMutation } from '@tanstack/react-query';
import { apiCall, callApi } from '../../lib/api';
import { RESET_SUCCESS_MESSAGE, RESET_SUCCESS_TITLE } from './messages';
import { reportPasswordOutcome } from '../../lib/password-outcome';

const passwordReset = apiCall('passwordReset', 'POST', 'password/reset');

/**
 * Asks for a new password by mail (the login page's dialog and the password-forgotten page), and
 * tells the user how it went; `onSent` runs only when the mail went out.
 */
export function usePasswordReset({ onSent }: { onSent?: () => void } = {}) {
  return useMutation({
    mutationFn: (mail: string) => callApi(passwordReset, { body: { mail } }),
    onSuccess: (answer) => {
      if (
        reportPasswordOutcome(answer, {
          title: RESET_SUCCESS_TITLE,
          message: RESET_SUCCESS_MESSAGE,
        })
      )
        onSent?.();
    },
  });
}
