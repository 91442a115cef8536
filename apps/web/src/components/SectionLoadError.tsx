// A detail page's section whose data could not be read: what failed, announced, and a way to read
// it again. The section's card stays in place with its title (ListLoadError is a whole list's).
import { Button, Stack, Text } from '@mantine/core';

export interface SectionLoadErrorProps {
  message: string;
  onRetry(): void;
}

export function SectionLoadError({ message, onRetry }: SectionLoadErrorProps) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" role="alert">
        {message}
      </Text>
      <Button variant="default" onClick={onRetry}>
        Réessayer
      </Button>
    </Stack>
  );
}
