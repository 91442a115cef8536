// The frame of the three administration dashboards (spec 1 §2): the title, the figures, then a
// section per count table, its chart beside it from 1200 px; a failed read says so with a way to
// try again (the old screens showed nothing).
import type { Column } from '@agro/contracts/columns/column';
import { formatShare } from '@agro/domain/admin-dashboards';
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import { Box, Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type ColumnDisplay } from '../../../components/DataTable';
import { IndicatorCards, type IndicatorCardProps } from '../../../components/IndicatorCard';
import { SectionCard } from '../../../components/SectionCard';
import { ServerErrorCard } from '../../../components/ServerErrorCard';
import { ShareBarChart } from '../../../components/ShareBarChart';
import { StatusBadge, type StatusBadgeProps } from '../../../components/StatusBadge';
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

interface CountRow {
  nb_parcelles: number;
  pourcentage_parcelles: number;
}

/** Counts and shares read right-aligned, as figures. */
export const COUNT_DISPLAY = {
  parcelles: { align: 'right' },
  pourcentage: { align: 'right' },
} as const;

/** The calculation states: a badge per state (its domain colour) in the table and the chart. */
export function StatesSection<Row extends CountRow>({
  rows,
  columns,
  badgeOf,
}: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  badgeOf(row: Row): StatusBadgeProps;
}) {
  const display: Record<string, ColumnDisplay<Row>> = {
    ...COUNT_DISPLAY,
    statut: { render: (row) => <StatusBadge {...badgeOf(row)} /> },
  };
  return (
    <CountSection
      title="État des calculs"
      table={
        <DataTable<Row>
          label="État des calculs"
          columns={columns}
          display={display}
          rows={rows}
          getRowId={(row) => badgeOf(row).label}
          searchable={false}
        />
      }
      chart={
        <ShareBarChart
          title="Parcelles par état des calculs"
          bars={rows.map((row) => {
            const badge = badgeOf(row);
            return {
              label: badge.label,
              value: row.nb_parcelles,
              share: formatShare(row.pourcentage_parcelles),
              colour: STATUS_COLOUR_HEX[badge.colour],
            };
          })}
        />
      }
    />
  );
}

/** The integrators and their plots, the largest first. */
export function IntegratorsSection<Row extends CountRow>({
  rows,
  columns,
  nameOf,
}: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  nameOf(row: Row): string;
}) {
  return (
    <CountSection
      title="Intégrateurs"
      table={
        <DataTable<Row>
          label="Intégrateurs"
          columns={columns}
          display={COUNT_DISPLAY}
          rows={rows}
          getRowId={nameOf}
          sortBy={{ key: 'parcelles', desc: true }}
        />
      }
      chart={
        <ShareBarChart
          title="Parcelles par intégrateur"
          bars={rows.map((row) => ({
            label: nameOf(row),
            value: row.nb_parcelles,
            share: formatShare(row.pourcentage_parcelles),
          }))}
        />
      }
    />
  );
}
