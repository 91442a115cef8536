import { useMutation } from '@tanstack/react-query';
import { request } from '../../lib/api';
import { RESET_SUCCESS_MESSAGE, RESET_SUCCESS_TITLE } from './messages';
import { reportPasswordOutcome } from '../../lib/password-outcome';

/** Only the BFF calls password/reset, and answers the same whatever the address. */
const PASSWORD_RESET_URL = '/bff/password-reset';

/**
 * Asks for a new password by mail (the login page's dialog and the password-forgotten page), and
 * tells the user how it went; `onSent` runs only when the mail went out.
 */
export function usePasswordReset({ onSent }: { onSent?: () => void } = {}) {
  return useMutation({
    mutationFn: (mail: string) =>
      request<{ envoi: number }>('POST', PASSWORD_RESET_URL, { body: { mail } }),
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
