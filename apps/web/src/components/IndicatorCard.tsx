// Dashboard figures (spec 3 §2.10: number of farmers, total surface in ha, number of plots): a
// title over a number written the French way, with its unit.
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Shown for a figure the server did not give. */
export const NO_FIGURE = '-';

/** `1234.5` gives `1 234,5` (narrow no-break space between thousands, as fr-FR writes them). */
export function formatFigure(
  value: number | null | undefined,
  maximumFractionDigits = 2,
  minimumFractionDigits = 0,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_FIGURE;
  return new Intl.NumberFormat('fr-FR', { maximumFractionDigits, minimumFractionDigits }).format(
    value,
  );
}

export interface IndicatorCardProps {
  title: string;
  value: number | null | undefined;
  /** Written after the number, e.g. 'ha'. */
  unit?: string;
  /** Decoration before the title (its meaning is the title's). */
  icon?: ReactNode;
  /** Decimals shown at most (default 2). */
  maximumFractionDigits?: number;
  /** Decimals always shown, e.g. 2 for a figure the spec gives 'with two decimals' (default 0). */
  minimumFractionDigits?: number;
  /** The figure is on its way: a placeholder stands in for it. */
  loading?: boolean;
}

export function IndicatorCard({
  title,
  value,
  unit,
  icon,
  maximumFractionDigits = 2,
  minimumFractionDigits = 0,
  loading = false,
}: IndicatorCardProps) {
  const titleId = useId();
  const figure = formatFigure(value, maximumFractionDigits, minimumFractionDigits);
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={titleId} aria-busy={loading}>
      <Group gap="xs" wrap="nowrap">
        {icon && (
          <ThemeIcon variant="light" size="md" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
        <Text id={titleId} size="sm" c="dimmed" fw={500}>
          {title}
        </Text>
      </Group>
      {loading ? (
        <Skeleton height={34} mt="xs" width="60%" />
      ) : (
        <Text fz={28} fw={700} mt="xs" lh={1.2}>
          {/* A no-break space keeps the unit on the number's line. */}
          {unit && figure !== NO_FIGURE ? `${figure}\u00a0${unit}` : figure}
        </Text>
      )}
    </Paper>
  );
}

export interface IndicatorCardsProps {
  cards: readonly (IndicatorCardProps & { key?: string })[];
}

/** A row of cards: one column on a phone, two on a small tablet, all side by side from 960 px. */
export function IndicatorCards({ cards }: IndicatorCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: Math.max(1, cards.length) }} spacing="md">
      {cards.map(({ key, ...card }) => (
        <IndicatorCard key={key ?? card.title} {...card} />
      ))}
    </SimpleGrid>
  );
}
