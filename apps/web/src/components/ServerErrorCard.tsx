import { Button, Card, Group, Text, Title } from '@mantine/core';

export interface ServerErrorCardProps {
  title: string;
  message: string;
  /** Label of the button; OK by default. */
  actionLabel?: string;
  onAction: () => void;
}

/** A failure the user can do nothing about but wait: what happened, when to retry, one button. */
export function ServerErrorCard({
  title,
  message,
  actionLabel = 'OK',
  onAction,
}: ServerErrorCardProps) {
  return (
    <Card withBorder role="alert" padding="lg" radius="md">
      <Title order={2} size="h4" c="red.9">
        {title}
      </Title>
      <Text mt="xs">{message}</Text>
      {/* The BFF's own messages often say when to try again already (rate limit, outage). */}
      {/réessayer/i.test(message) ? null : <Text mt="xs">Veuillez réessayer plus tard.</Text>}
      <Group justify="flex-end" mt="md">
        <Button onClick={onAction}>{actionLabel}</Button>
      </Group>
    </Card>
  );
}
