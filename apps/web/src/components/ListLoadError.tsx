// A list or record that could not be read: the screen's message in red, announced, and a way to
// read it again. Every dashboard and detail table shows its load failure with it.
import { Button, Stack, Text } from '@mantine/core';

export interface ListLoadErrorProps {
  message: string;
  onRetry(): void;
  /**
   * Inside the panel that would show the data (the water balance's summary): the page already
   * says it is loading there, so the message is plain text, not an alert.
   */
  inPanel?: boolean;
}

export function ListLoadError({ message, onRetry, inPanel = false }: ListLoadErrorProps) {
  return (
    <Stack gap="xs" align="flex-start" role={inPanel ? undefined : 'alert'}>
      <Text c={inPanel ? undefined : 'red.9'}>{message}</Text>
      <Button variant="default" onClick={onRetry}>
        Réessayer
      </Button>
    </Stack>
  );
}
