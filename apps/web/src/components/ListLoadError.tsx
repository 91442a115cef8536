// A list or record that could not be read: the screen's message in red, announced, and a way to
// read it again. Every dashboard and detail table shows its load failure with it.
import { Button, Stack, Text } from '@mantine/core';

export interface ListLoadErrorProps {
  message: string;
  onRetry(): void;
}

export function ListLoadError({ message, onRetry }: ListLoadErrorProps) {
  return (
    <Stack gap="xs" align="flex-start" role="alert">
      <Text c="red.9">{message}</Text>
      <Button variant="default" onClick={onRetry}>
        Réessayer
      </Button>
    </Stack>
  );
}
