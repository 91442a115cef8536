// The legend under a map, a heat map or a chart: a labelled list of swatches and their meaning.
// Colour is never the only carrier: every swatch has its French text beside it.
import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LegendItem {
  key: string;
  label: string;
  /** Decoration drawn before the label (hidden from screen readers). */
  swatch: ReactNode;
}

export interface LegendProps {
  items: readonly LegendItem[];
  /** The list's accessible name, or the id of the visible title naming it. */
  label?: string;
  labelledBy?: string;
  centred?: boolean;
  mt?: number | string;
}

export function Legend({ items, label, labelledBy, centred = false, mt }: LegendProps) {
  return (
    <Group
      component="ul"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      gap="md"
      justify={centred ? 'center' : undefined}
      mt={mt}
      style={{ listStyle: 'none', padding: 0, margin: 0, rowGap: 4 }}
    >
      {items.map((item) => (
        <Group component="li" key={item.key} gap={6} wrap="nowrap">
          {item.swatch}
          <Text size="sm">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

export interface ColorSwatchProps {
  color: string;
  shape?: 'circle' | 'square';
  /** The edge that keeps a pale colour visible on white. */
  outline?: string;
}

export function ColorSwatch({ color, shape = 'square', outline = '#adb5bd' }: ColorSwatchProps) {
  return (
    <Box
      aria-hidden
      data-color={color}
      w={12}
      h={12}
      style={{
        flex: 'none',
        borderRadius: shape === 'circle' ? '50%' : 2,
        background: color,
        boxShadow: shape === 'circle' ? `0 0 0 1px ${outline}` : `inset 0 0 0 1px ${outline}`,
      }}
    />
  );
}
