import { isInstituteStaff } from '@agro/domain/session';
import { emailError, requiredError } from '@agro/domain/validation';
import { Box, Button, Group, Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MESSAGE_DIALOG_WIDTH } from '../../components/dialog-sizes';
import { usePlatformConfig } from '../../lib/config';
import { StaffHint } from './StaffHint';
import { usePasswordReset } from './usePasswordReset';

/** The field's name in the generic required message '{field} ne peut pas être vide'. */
const EMAIL_FIELD = 'Email';

export interface ForgotPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec 1 §2 "Login page": the 'Mot de passe oublié?' dialog. */
export function ForgotPasswordDialog({ opened, onClose }: ForgotPasswordDialogProps) {
  const { instituteKeyword } = usePlatformConfig();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const error = requiredError(EMAIL_FIELD, email) ?? emailError(email);
  // Staff passwords live in the institute's directory: this form cannot reset them.
  const staff = error === null && isInstituteStaff(email, instituteKeyword);

  const close = () => {
    setEmail('');
    setTouched(false);
    onClose();
  };

  const reset = usePasswordReset({ onSent: close });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error !== null || staff) return;
    reset.mutate(email.trim());
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Mot de passe oublié?"
      size={MESSAGE_DIALOG_WIDTH}
      centered
    >
      <form onSubmit={submit} noValidate>
        <TextInput
          label="Adresse mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched ? error : null}
          data-autofocus
        />
        <Box mt="sm">
          <StaffHint instituteKeyword={instituteKeyword} staff={staff} />
        </Box>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            Annuler
          </Button>
          <Button type="submit" loading={reset.isPending} disabled={error !== null || staff}>
            Envoyer un nouveau mot de passe
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
