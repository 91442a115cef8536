import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MESSAGE_DIALOG_WIDTH } from './dialog-sizes';

/** The question before any deletion (spec 1 §4, spelling corrected: docs/spec-deviations.md). */
export const DELETE_QUESTION = 'Êtes-vous sûr de vouloir supprimer cet élément\u202f?';

export interface ChoiceModalProps {
  opened: boolean;
  question: string;
  detail?: string;
  /** What the question is about, beyond a sentence (the similar requests listed). */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** The refusing button: 'Annuler' by default; 'Non' where the spec asks Oui / Non. */
  cancelLabel?: string;
}

/**
 * Spec 1 §2 "Shared dialogs": a persistent confirmation, Oui / Annuler. Persistent means only a
 * button closes it: a stray click or Escape must not count as an answer.
 */
export function ChoiceModal({
  opened,
  question,
  detail,
  children,
  onConfirm,
  onCancel,
  cancelLabel = 'Annuler',
}: ChoiceModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Confirmation"
      size={MESSAGE_DIALOG_WIDTH}
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      <Text fw={500}>{question}</Text>
      {detail ? <Text mt="xs">{detail}</Text> : null}
      {children}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm}>Oui</Button>
      </Group>
    </Modal>
  );
}
