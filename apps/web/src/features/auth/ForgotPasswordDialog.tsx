import { emailError, requiredError } from '@agro/domain/validation';
import { Box, Button, Group, Modal } from '@mantine/core';
import { MESSAGE_DIALOG_WIDTH } from '../../components/dialog-sizes';
import { FORGOTTEN_PASSWORD_TITLE } from './messages';
import { ResetEmailInput } from './ResetEmailInput';
import { StaffHint } from './StaffHint';
import { useResetRequestForm } from './useResetRequestForm';

/** The field's name in the generic required message '{field} ne peut pas être vide'. */
const EMAIL_FIELD = 'E-mail';

export interface ForgotPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec 1 §2 "Login page": the 'Mot de passe oublié ?' dialog. */
export function ForgotPasswordDialog({ opened, onClose }: ForgotPasswordDialogProps) {
  const form = useResetRequestForm({
    validate: (email) => requiredError(EMAIL_FIELD, email) ?? emailError(email),
    onSent: onClose,
  });
  const close = () => {
    form.clear();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={FORGOTTEN_PASSWORD_TITLE}
      size={MESSAGE_DIALOG_WIDTH}
      centered
    >
      <form onSubmit={form.submit} noValidate>
        <ResetEmailInput form={form} autoFocus />
        <Box mt="sm">
          <StaffHint instituteKeyword={form.instituteKeyword} staff={form.staff} />
        </Box>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            Annuler
          </Button>
          <Button type="submit" loading={form.sending} disabled={!form.canSend}>
            Envoyer un nouveau mot de passe
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
