// The frame of every dashboard and follow-up list (issue 40): the title and its actions, the
// filters, the load error, the notice, the figures, then the panels (summary, map, charts) and the
// list. A page gives only the slots it has; one frame keeps the dashboards' headings, roles,
// order and spacing alike, so the screen readers and the end-to-end tests find them in one place.
import { Box, Container, Group, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { IndicatorCards, type IndicatorCardProps } from './IndicatorCard';
import { ListLoadError } from './ListLoadError';
import { ServerErrorCard } from './ServerErrorCard';
import { WaitingOverlay } from './WaitingOverlay';

export interface DashboardLoadError {
  message: string;
  onRetry(): void;
  /**
   * A card so titled replaces the figures and everything below (a page with nothing to show
   * without its data: the administration dashboards); without it, the message stands above the
   * figures and the page keeps its other parts.
   */
  cardTitle?: string;
}

export interface DashboardLayoutProps {
  /** The page's only level-1 heading. */
  title: string;
  /** Beside the title (an export, an administrator's button); given, even null, they share a row. */
  actions?: ReactNode;
  /** Below the title: what narrows the page (see `FilterSection`). */
  filters?: ReactNode;
  /** The page's main read failed: said with 'Réessayer'; null or absent while it has not. */
  loadError?: DashboardLoadError | null;
  /**
   * Why the list shows nothing. Given, even null, the live region stays in the page, so that
   * screen readers announce the notice when it appears.
   */
  notice?: string | null;
  /** The indicator cards. */
  figures?: readonly IndicatorCardProps[];
  /** Controls acting on the list, between the figures and the panels (a threshold, switches). */
  tools?: ReactNode;
  /** The summary, map and chart panels (see `PanelColumns`, `PanelSection`). */
  panels?: ReactNode;
  /** The titled list (see `ListSection`, `TitledSection`). */
  list?: ReactNode;
  /** The list comes before the panels (the CHN follow-up, whose charts follow its table). */
  listFirst?: boolean;
  /** After the list: further sections of the page. */
  children?: ReactNode;
  /** Given, the parts below the figures are covered by a waiting overlay while it is true. */
  busy?: boolean;
  /** Space between the parts; default 'md'. */
  gap?: MantineSpacing;
  /** Outside the page's column: the dialogs the page opens. */
  dialogs?: ReactNode;
}

/** The page's width and margins: the width of every dashboard, from a phone to a wide screen. */
export function DashboardContainer({ children }: { children: ReactNode }) {
  return (
    <Container fluid py="lg" px={{ base: 'xs', sm: 'md' }} maw={1600}>
      {children}
    </Container>
  );
}

function DashboardHeading({ title, actions }: Pick<DashboardLayoutProps, 'title' | 'actions'>) {
  const heading = <Title order={1}>{title}</Title>;
  if (actions === undefined) return heading;
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      {heading}
      {actions}
    </Group>
  );
}

function DashboardBody({
  tools,
  panels,
  list,
  listFirst = false,
  children,
  busy,
}: Pick<DashboardLayoutProps, 'tools' | 'panels' | 'list' | 'listFirst' | 'children' | 'busy'>) {
  const body = (
    <>
      {tools}
      {listFirst ? list : panels}
      {listFirst ? panels : list}
      {children}
    </>
  );
  if (busy === undefined) return body;
  return (
    <Box pos="relative">
      {busy ? <WaitingOverlay /> : null}
      <Stack gap="md">{body}</Stack>
    </Box>
  );
}

/** The card replacing the page, or the message above its figures. */
function DashboardLoadFailure({ error }: { error: DashboardLoadError }) {
  if (error.cardTitle === undefined) {
    return <ListLoadError message={error.message} onRetry={error.onRetry} />;
  }
  return (
    <ServerErrorCard
      title={error.cardTitle}
      message={error.message}
      actionLabel="Réessayer"
      onAction={error.onRetry}
    />
  );
}

export function DashboardLayout({
  title,
  actions,
  filters,
  loadError,
  notice,
  figures,
  gap = 'md',
  dialogs,
  ...body
}: DashboardLayoutProps) {
  const replaced = loadError?.cardTitle !== undefined;
  return (
    <DashboardContainer>
      <Stack gap={gap}>
        <DashboardHeading title={title} actions={actions} />
        {filters}
        {loadError ? <DashboardLoadFailure error={loadError} /> : null}
        {replaced ? null : (
          <>
            {notice !== undefined && <Box role="status">{notice && <Text>{notice}</Text>}</Box>}
            {figures && <IndicatorCards cards={figures} />}
            <DashboardBody {...body} />
          </>
        )}
      </Stack>
      {dialogs}
    </DashboardContainer>
  );
}
