import { PASSWORD_MAX } from '@agro/contracts/catalogue/input-limits';
import {
  canSubmitPasswordChange,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordErrors,
} from '@agro/domain/validation';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { request } from '../../lib/api';
import { reportPasswordOutcome } from '../../lib/password-outcome';
import {
  CONFIRMATION_MISMATCH_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_CHANGED_TITLE,
} from './messages';

/** Only the BFF calls password/change, for the session's own account. */
const PASSWORD_CHANGE_URL = '/bff/password-change';

const RULE_HINT = `${PASSWORD_MIN_LENGTH} caractères minimum, dont un chiffre et un caractère spécial (${PASSWORD_SPECIAL_CHARACTERS.join(' ')})`;

const toggleLabel = { 'aria-label': 'Afficher ou masquer le mot de passe' };

type Field = 'oldPassword' | 'newPassword' | 'confirmation';

/** Several rules may fail at once: one line each. */
function lines(messages: readonly string[]): ReactNode {
  if (messages.length === 0) return null;
  return messages.map((message) => (
    <span key={message} style={{ display: 'block' }}>
      {message}
    </span>
  ));
}

export interface PasswordChangeFormProps {
  /** The logged-in user's address: password/change names whose password changes. */
  mail: string;
  onClose: () => void;
}

/** Spec 1 §2 "Profile page" and §5 "New password on the profile". */
export function PasswordChangeForm({ mail, onClose }: PasswordChangeFormProps) {
  const [form, setForm] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmation: '',
  });
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    oldPassword: false,
    newPassword: false,
    confirmation: false,
  });

  const first = useRef<HTMLInputElement>(null);
  // The form appears on the user's request: the first field takes the focus.
  useEffect(() => first.current?.focus(), []);

  const change = useMutation({
    mutationFn: () =>
      request<{ envoi: number }>('POST', PASSWORD_CHANGE_URL, {
        body: { mail, oldMdp: form.oldPassword, newMdp: form.newPassword },
      }),
    onSuccess: (answer) => {
      // A refused change keeps the form, so the user can correct the old password.
      if (
        reportPasswordOutcome(answer, {
          title: PASSWORD_CHANGED_TITLE,
          message: PASSWORD_CHANGED_MESSAGE,
        })
      ) {
        onClose();
      }
    },
  });

  const canSubmit = canSubmitPasswordChange(form);
  // The new password's rules show as soon as it is typed; the required messages once a field is
  // left (or, for the new password, emptied).
  const newErrors = touched.newPassword ? passwordErrors(form.newPassword) : [];
  const oldError = touched.oldPassword && form.oldPassword === '' ? PASSWORD_REQUIRED : null;
  let confirmationError: string | null = null;
  if (touched.confirmation) {
    if (form.confirmation === '') confirmationError = PASSWORD_REQUIRED;
    else if (form.confirmation !== form.newPassword)
      confirmationError = CONFIRMATION_MISMATCH_MESSAGE;
  }

  const field = (name: Field) => ({
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
      if (name === 'newPassword') setTouched((current) => ({ ...current, newPassword: true }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    required: true,
    // The BFF refuses a longer password (input-limits): the field stops there.
    maxLength: PASSWORD_MAX,
    visibilityToggleButtonProps: toggleLabel,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ oldPassword: true, newPassword: true, confirmation: true });
    if (!canSubmit || change.isPending) return;
    change.mutate();
  };

  return (
    <form aria-label="Modification du mot de passe" onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label="Ancien mot de passe"
          autoComplete="current-password"
          error={oldError}
          ref={first}
          {...field('oldPassword')}
        />
        <PasswordInput
          label="Nouveau mot de passe"
          description={RULE_HINT}
          autoComplete="new-password"
          error={lines(newErrors)}
          {...field('newPassword')}
        />
        <PasswordInput
          label="Confirmation du nouveau mot de passe"
          autoComplete="new-password"
          error={confirmationError}
          {...field('confirmation')}
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={onClose}
            disabled={change.isPending}
            // Pressing the button must not take the focus from the field first: leaving a field
            // shows its error, which pushes the buttons down from under the pointer, and the
            // click then lands beside 'Annuler' (a second click was needed). The keyboard still
            // reaches the button with Tab.
            onMouseDown={(event) => event.preventDefault()}
          >
            Annuler
          </Button>
          <Button type="submit" loading={change.isPending} disabled={!canSubmit}>
            Envoyer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
