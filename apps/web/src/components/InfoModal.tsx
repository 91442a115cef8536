import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGE_DIALOG_WIDTH } from './dialog-sizes';

export interface InfoModalProps {
  opened: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/** Spec 1 §2 "Shared dialogs": a title and a message. */
export function InfoModal({ opened, title, message, onClose }: InfoModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={MESSAGE_DIALOG_WIDTH} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
