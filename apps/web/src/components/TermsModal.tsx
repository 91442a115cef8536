import { Button, Group, List, Modal, Text } from '@mantine/core';
import { WIDE_DIALOG_WIDTH } from './dialog-sizes';
import { TERMS_POINTS, TERMS_TITLE, TERMS_VERSION_LABEL } from './terms-text';

export interface TermsModalProps {
  opened: boolean;
  /** `accept` while the user has not accepted the current version, `read` otherwise. */
  mode: 'accept' | 'read';
  accepting?: boolean;
  onAccept: () => void;
  onRefuse: () => void;
  onClose: () => void;
}

/**
 * Spec 1 §2: width 600 and persistent; only its buttons close it, so terms that must be accepted
 * cannot be dismissed without an answer.
 */
export function TermsModal({
  opened,
  mode,
  accepting,
  onAccept,
  onRefuse,
  onClose,
}: TermsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={mode === 'accept' ? onRefuse : onClose}
      title={TERMS_TITLE}
      size={WIDE_DIALOG_WIDTH}
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      // Long words and addresses wrap rather than push the text out of the box.
      styles={{ body: { overflowWrap: 'anywhere' } }}
    >
      <Text size="sm" mb="sm">
        {TERMS_VERSION_LABEL}
      </Text>
      {/* Mantine's list keeps each item on one line (nowrap) beside a bullet placed inside it: the
          items were as wide as the box plus the bullet, and their end was cut off. Bullets go in
          the margin and the text wraps, so all of what the user accepts can be read. */}
      <List
        spacing="xs"
        styles={{
          root: { listStylePosition: 'outside', paddingInlineStart: 'var(--mantine-spacing-lg)' },
          item: { whiteSpace: 'normal' },
          itemWrapper: { display: 'inline' },
        }}
      >
        {TERMS_POINTS.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="lg">
        {mode === 'accept' ? (
          <>
            <Button variant="default" onClick={onRefuse} disabled={accepting}>
              Refuser
            </Button>
            <Button onClick={onAccept} loading={accepting} data-autofocus>
              Accepter
            </Button>
          </>
        ) : (
          <Button onClick={onClose} data-autofocus>
            Fermer
          </Button>
        )}
      </Group>
    </Modal>
  );
}
