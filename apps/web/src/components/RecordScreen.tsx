// The frame of a detail page reached by its id in the address (a plot's, a station's): the
// waiting overlay until the record and the platform's day are there, a 'not found' page when
// the record is not the user's (404) or the address is wrong, the server-error card with
// 'Réessayer' on any other failure, and the way back to the list on each of them.
import { Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { usePlatformClock, type PlatformClock } from '../lib/config';
import { useScreenTitle } from '../lib/page-title';
import { BackLink } from './BackLink';
import { ServerErrorCard } from './ServerErrorCard';
import { WaitingOverlay } from './WaitingOverlay';

/** The parts of a TanStack query the frame reads. */
export interface RecordQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

export interface RecordScreenProps<T> {
  query: RecordQuery<T>;
  /** Whether a failure means there is no such record for this user (404, a bad id). */
  isMissing(error: unknown): boolean;
  /** A success that holds no record (an empty list) is also 'not found'. */
  isEmpty?(data: T): boolean;
  /** The page's title, above the server-error card: 'Détail de la station'. */
  screenTitle: string;
  notFound: {
    /** 'Parcelle introuvable'. */
    title: string;
    /** What it means: "Cette parcelle n'existe pas ou vous n'y avez pas accès." */
    message: string;
    /** What to do: "Vérifiez l'adresse ou choisissez la parcelle dans le tableau de bord." */
    hint: string;
    /** The module, after the title in the browser tab: 'Mildiou'. */
    module: string;
  };
  /** The server-error card's title: "La parcelle n'a pas pu être chargée". */
  loadFailedTitle: string;
  back: { to: string; label: string };
  /** The page, once its record and the platform's day are known. */
  children(data: T, clock: PlatformClock): ReactNode;
}

function NotFound({ notFound, back }: Pick<RecordScreenProps<unknown>, 'notFound' | 'back'>) {
  useScreenTitle(`${notFound.title} - ${notFound.module}`);
  return (
    <Stack gap="md">
      <Title order={1}>{notFound.title}</Title>
      <Paper withBorder p="lg" radius="md" role="alert">
        <Text>{notFound.message}</Text>
        <Text mt="xs">{notFound.hint}</Text>
      </Paper>
      <BackLink {...back} />
    </Stack>
  );
}

export function RecordScreen<T>({
  query,
  isMissing,
  isEmpty,
  screenTitle,
  notFound,
  loadFailedTitle,
  back,
  children,
}: RecordScreenProps<T>) {
  // The page is all about today: it waits for the platform's day rather than show another first.
  const clock = usePlatformClock();
  let content: ReactNode;
  if (query.isPending || clock === null) {
    content = <WaitingOverlay />;
  } else if (
    (query.isError && isMissing(query.error)) ||
    (!query.isError && (query.data === undefined || (isEmpty?.(query.data) ?? false)))
  ) {
    content = <NotFound notFound={notFound} back={back} />;
  } else if (query.isError) {
    content = (
      <Stack gap="md">
        <Title order={1}>{screenTitle}</Title>
        <ServerErrorCard
          title={loadFailedTitle}
          message={query.error?.message ?? ''}
          actionLabel="Réessayer"
          onAction={() => void query.refetch()}
        />
        <BackLink {...back} />
      </Stack>
    );
  } else {
    content = children(query.data as T, clock);
  }
  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }} pos="relative" mih={300}>
      {content}
    </Container>
  );
}

/** A detail page's words: its title, its 'not found' page, its load-failure title, its way back. */
export type RecordScreenTexts = Pick<
  RecordScreenProps<unknown>,
  'screenTitle' | 'notFound' | 'loadFailedTitle' | 'back'
>;

export interface RecordRouteProps<T> extends Omit<
  RecordScreenProps<T>,
  'query' | keyof RecordScreenTexts
> {
  /** The record's query, given the address's `:id` ('' when it has none). */
  useRecord(id: string): RecordQuery<T>;
  texts: RecordScreenTexts;
}

/** The RecordScreen of the record the address names by its `:id` (a plot's, a station's page). */
export function RecordRoute<T>({ useRecord, texts, ...screen }: RecordRouteProps<T>) {
  const { id = '' } = useParams();
  const query = useRecord(id);
  return <RecordScreen query={query} {...texts} {...screen} />;
}

export interface RecordHeaderProps {
  /** The page's words, the ones its RecordScreen has: the screen's name and the way back. */
  texts: Pick<RecordScreenTexts, 'screenTitle' | 'back'>;
  /**
   * The record's name as the page's level-1 title, under the screen's name (a station, a blight
   * plot); a long one wraps anywhere rather than overflow. Without it, the screen's name is the
   * title.
   */
  title?: ReactNode;
  /** The record named under the screen's name when that is the title: 'Parcelle 42'. */
  subtitle?: ReactNode;
  /** What the record's state is, under its name: a badge, a date. */
  badges?: ReactNode;
  /** The page's own action at the right of the title, if any. */
  action?: ReactNode;
}

/** The top of a detail page: the way back, then its caption, title and badges, then its action. */
export function RecordHeader({ texts, title, subtitle, badges, action }: RecordHeaderProps) {
  return (
    <Stack gap="xs">
      <BackLink {...texts.back} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Box miw={0}>
          {title === undefined ? null : (
            <Text size="sm" c="dimmed">
              {texts.screenTitle}
            </Text>
          )}
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title ?? texts.screenTitle}
          </Title>
          {subtitle === undefined ? null : <Text c="dimmed">{subtitle}</Text>}
          {badges === undefined ? null : (
            <Group gap="xs" mt={4}>
              {badges}
            </Group>
          )}
        </Box>
        {action}
      </Group>
    </Stack>
  );
}
