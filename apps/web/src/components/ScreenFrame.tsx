// The frame of a module's work screen (the blight plots' management, the bulletin space, the
// weather gaps): the module and menu entry above the page's title, a waiting overlay over the
// whole page while a write runs, and the server-error card with 'Réessayer' in place of the
// content when the screen's reads failed. Its dialogs come after the page.
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ServerErrorCard } from './ServerErrorCard';
import { WaitingOverlay } from './WaitingOverlay';

export interface ScreenFailure {
  /** The card's title: "Les parcelles n'ont pas pu être chargées." */
  title: string;
  message: string;
  onRetry(): void;
}

export interface ScreenFrameProps {
  /** Above the title: 'Mildiou - Gérer mes parcelles'. */
  caption: string;
  title: string;
  /** Under the title (the bulletin's region). */
  subtitle?: ReactNode;
  /** A write runs: the whole page waits. */
  busy?: boolean;
  /** The screen's reads failed: said instead of the content. */
  failure?: ScreenFailure | null;
  children: ReactNode;
  /** The screen's dialogs, after the page. */
  dialogs?: ReactNode;
}

export function ScreenFrame({
  caption,
  title,
  subtitle,
  busy = false,
  failure,
  children,
  dialogs,
}: ScreenFrameProps) {
  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }} pos="relative">
      {busy ? <WaitingOverlay fullPage /> : null}
      <Stack gap="lg">
        <Box>
          <Text size="sm" c="dimmed">
            {caption}
          </Text>
          <Title order={1}>{title}</Title>
          {subtitle}
        </Box>
        {failure ? (
          <ServerErrorCard
            title={failure.title}
            message={failure.message}
            actionLabel="Réessayer"
            onAction={failure.onRetry}
          />
        ) : (
          children
        )}
      </Stack>
      {dialogs}
    </Container>
  );
}

/** A read's failure for the frame, retried by reading again; null while it has not failed. */
export function screenFailureOf(
  query: { error: Error | null; refetch(): unknown },
  title: string,
): ScreenFailure | null {
  return query.error
    ? { title, message: query.error.message, onRetry: () => void query.refetch() }
    : null;
}
