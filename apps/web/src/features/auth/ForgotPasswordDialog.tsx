import { isInstituteStaff } from '@agro/domain/session';
import { emailError, requiredError } from '@agro/domain/validation';
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MESSAGE_DIALOG_WIDTH } from '../../components/dialog-sizes';
import { apiCall, callApi } from '../../lib/api';
import { showDialog, showInfo } from '../../lib/dialog-store';
import { usePlatformConfig } from '../../lib/config';
import { RESET_FAILURE_MESSAGE, RESET_SUCCESS_MESSAGE, RESET_SUCCESS_TITLE } from './messages';

const passwordReset = apiCall('passwordReset', 'POST', 'password/reset');

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

  const reset = useMutation({
    mutationFn: (mail: string) => callApi(passwordReset, { body: { mail } }),
    onSuccess: (answer) => {
      if (answer.envoi === 1) {
        close();
        showInfo(RESET_SUCCESS_TITLE, RESET_SUCCESS_MESSAGE);
      } else {
        showDialog({ kind: 'error', code: '', description: RESET_FAILURE_MESSAGE });
      }
    },
  });

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
        <Text size="sm" mt="sm" c={staff ? 'red.9' : undefined} role={staff ? 'alert' : undefined}>
          Si votre adresse mail contient « {instituteKeyword} », vous êtes un agent de
          l&apos;institut : connectez-vous avec votre code agent et votre mot de passe habituel.
        </Text>
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
