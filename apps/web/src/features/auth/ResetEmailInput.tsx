// The address field of the forms that ask for a new password (the login page's dialog and the
// password-forgotten page): one field, so that both word and check the address alike.
import { TextInput } from '@mantine/core';
import type { useResetRequestForm } from './useResetRequestForm';

export function ResetEmailInput({
  form,
  autoFocus = false,
}: {
  form: ReturnType<typeof useResetRequestForm>;
  /** Inside a dialog, the field the dialog focuses when it opens. */
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label="Adresse e-mail"
      type="email"
      autoComplete="email"
      required
      {...form.inputProps}
      data-autofocus={autoFocus || undefined}
    />
  );
}
