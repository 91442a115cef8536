// The frame of the three administration dashboards (spec 1 §2): the title, the figures, then a
// section per count table, its chart beside it from 1200 px; a failed read says so with a way to
// try again (the old screens showed nothing).
import { Box, Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IndicatorCards, type IndicatorCardProps } from '../../../components/IndicatorCard';
import { SectionCard } from '../../../components/SectionCard';
import { ServerErrorCard } from '../../../components/ServerErrorCard';
import { WaitingOverlay } from '../../../components/WaitingOverlay';

export const LOAD_FAILED_TITLE = 'Tableau de bord indisponible';
export const LOAD_FAILED = "Les chiffres du tableau de bord n'ont pas pu être chargés.";

export interface DashboardFrameProps {
  title: string;
  figures: readonly IndicatorCardProps[];
  /** Buttons beside the title (an export). */
  actions?: ReactNode;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  children: ReactNode;
}

export function DashboardFrame({
  title,
  figures,
  actions,
  loading,
  failed,
  onRetry,
  children,
}: DashboardFrameProps) {
  return (
    <Container fluid py="lg" px={{ base: 'xs', sm: 'md' }} maw={1600}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1}>{title}</Title>
          {actions}
        </Group>
        {failed ? (
          <ServerErrorCard
            title={LOAD_FAILED_TITLE}
            message={LOAD_FAILED}
            actionLabel="Réessayer"
            onAction={onRetry}
          />
        ) : (
          <>
            <IndicatorCards cards={figures.map((figure) => ({ ...figure, loading }))} />
            <Box pos="relative">
              {loading ? <WaitingOverlay /> : null}
              <Stack gap="md">{children}</Stack>
            </Box>
          </>
        )}
      </Stack>
    </Container>
  );
}

/** A count table and its chart, side by side from 1200 px. */
export function CountSection({
  title,
  chart,
  table,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <SectionCard title={title}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Box miw={0}>{table}</Box>
        <Box miw={0}>{chart}</Box>
      </SimpleGrid>
    </SectionCard>
  );
}
