import { EMAIL_MAX } from '@agro/contracts/catalogue/input-limits';
import { isInstituteStaff } from '@agro/domain/session';
import { useState, type FormEvent } from 'react';
import { usePlatformConfig } from '../../lib/config';
import { usePasswordReset } from './usePasswordReset';

export interface ResetRequestFormOptions {
  /** The address's rule: the dialog and the page of the spec word their messages differently. */
  validate: (email: string) => string | null;
  /** Runs once the mail went out, after the form was emptied. */
  onSent?: () => void;
}

/**
 * The address form that asks for a new password by mail (the login page's dialog and the
 * password-forgotten page): its field, its messages shown once the field was left, the staff case,
 * and the request.
 */
export function useResetRequestForm({ validate, onSent }: ResetRequestFormOptions) {
  const { instituteKeyword } = usePlatformConfig();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const error = validate(email);
  // Staff passwords live in the institute's directory: this form cannot reset them.
  const staff = error === null && isInstituteStaff(email, instituteKeyword);

  const clear = () => {
    setEmail('');
    setTouched(false);
  };
  const reset = usePasswordReset({
    onSent: () => {
      clear();
      onSent?.();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error !== null || staff || reset.isPending) return;
    reset.mutate(email.trim());
  };

  return {
    instituteKeyword,
    staff,
    canSend: error === null && !staff,
    sending: reset.isPending,
    clear,
    submit,
    inputProps: {
      // No address is longer; the BFF refuses one that is (input-limits).
      maxLength: EMAIL_MAX,
      value: email,
      onChange: (event: { currentTarget: { value: string } }) =>
        setEmail(event.currentTarget.value),
      onBlur: () => setTouched(true),
      error: touched ? error : null,
    },
  };
}
