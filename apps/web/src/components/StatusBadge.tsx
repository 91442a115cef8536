// A status said by a colour token of the domain (green, red, orange, grey) and its text, as a
// filled badge: the calculation statuses of the water balance, and every module's after it.
import type { StatusColour } from '@agro/domain/status-colours';
import { Badge } from '@mantine/core';

/**
 * Fill colours that keep white text or glyphs at WCAG AA contrast: the theme's `agro` green
 * (Mantine's green at shade 9 is too light), red at shade 9 (5.4:1) and a darker orange than
 * Mantine's orange 9, whose 4.3:1 with white is short of 4.5:1 for small bold text.
 */
export const STATUS_FILLS: Readonly<Record<StatusColour, string>> = {
  green: 'agro.9',
  red: 'red.9',
  orange: '#c2410c',
  grey: 'gray.7',
};

export interface StatusBadgeProps {
  colour: StatusColour;
  label: string;
}

export function StatusBadge({ colour, label }: StatusBadgeProps) {
  return (
    <Badge color={STATUS_FILLS[colour]} variant="filled" radius="sm" tt="none">
      {label}
    </Badge>
  );
}
