// The cards of a detail page (a plot's, a station's): a titled section each, and its values as a
// description list.
import { Box, Paper, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  children: ReactNode;
  /** Content after the title on the same line (a legend, a total). */
  aside?: ReactNode;
  /** The heading's level: 2, or 3 for a card inside a titled section. */
  level?: 2 | 3;
}

/** A card of the page: a region named by its heading, so it is listed by screen readers. */
export function SectionCard({ title, children, aside, level = 2 }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={headingId}
      miw={0}
      h="100%"
    >
      <Box
        mb="sm"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between' }}
      >
        <Title order={level} size="h4" id={headingId}>
          {title}
        </Title>
        {aside}
      </Box>
      {children}
    </Paper>
  );
}

export interface FieldItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs, side by side down to the narrowest phone. */
export function Fields({ items }: { items: readonly FieldItem[] }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(7rem, 45%) 1fr',
        columnGap: 12,
        rowGap: 6,
      }}
    >
      {items.map((item) => (
        <Box key={item.label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
