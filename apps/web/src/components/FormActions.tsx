// The buttons under a form: send it, give up the edit while a record is edited ('Annuler la
// modification'), then, in grey, why it cannot be sent yet: a disabled button alone says nothing.
import { Button, Group, Text } from '@mantine/core';

export interface FormActionsProps {
  submitLabel: string;
  disabled: boolean;
  /** The send button shows it is busy. */
  loading?: boolean;
  /** Given while a record is edited: the cancel button then follows the send one. */
  onCancel?: (() => void) | null;
  /** Why the form cannot be sent yet; null (or '') when nothing stops it. */
  reason?: string | null;
}

export function FormActions({
  submitLabel,
  disabled,
  loading,
  onCancel,
  reason,
}: FormActionsProps) {
  return (
    <Group gap="sm">
      <Button type="submit" disabled={disabled} loading={loading}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="default" onClick={onCancel}>
          Annuler la modification
        </Button>
      ) : null}
      {reason ? (
        <Text size="sm" c="dimmed">
          {reason}
        </Text>
      ) : null}
    </Group>
  );
}
