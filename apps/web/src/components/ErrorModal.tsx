import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGE_DIALOG_WIDTH } from './dialog-sizes';

export interface ErrorModalProps {
  opened: boolean;
  /** HTTP status or other code; empty when the failure has none. */
  code: string;
  description: string;
  onClose: () => void;
}

/** Spec 1 §2 "Shared dialogs": title 'Erreur', a line 'code - description', OK. */
export function ErrorModal({ opened, code, description, onClose }: ErrorModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Erreur" size={MESSAGE_DIALOG_WIDTH} centered>
      <Text>{code === '' ? description : `${code} - ${description}`}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
