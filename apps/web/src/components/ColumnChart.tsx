// Counts or averages per category as vertical columns (Recharts): a distribution (doses in buckets
// of 10, stages in their order, days of acquisition) or a figure per group. One image for screen
// readers, named by its title, whose description gives every column's figure; the table of the
// screen stays the full alternative.
import { Box, Text } from '@mantine/core';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumberFr } from '../lib/format';

export interface Column {
  /** The category as the axis and the description write it ('10–20', '1 nœud', '12/04'). */
  label: string;
  value: number;
}

export interface ColumnChartProps {
  title: string;
  columns: readonly Column[];
  /** What a value is, for the tooltip and the description: 'parcelles', 'kgN/ha'. */
  unit: string;
  /** Decimals of the values shown. */
  fractionDigits?: number;
  /** The axis labels shown, when every label would crowd it (a time axis's ticks). */
  ticks?: readonly string[];
  colour?: string;
  height?: number;
}

const DEFAULT_COLOUR = '#1864ab';

export function ColumnChart({
  title,
  columns,
  unit,
  fractionDigits = 0,
  ticks,
  colour = DEFAULT_COLOUR,
  height = 240,
}: ColumnChartProps) {
  const descriptionId = useId();
  const format = (value: number) => `${formatNumberFr(value, fractionDigits)} ${unit}`;
  const description = columns
    .filter((column) => column.value !== 0)
    .map((column) => `${column.label}\u202f: ${format(column.value)}`)
    .join('\u202f; ');
  return (
    <Box role="img" aria-label={title} aria-describedby={descriptionId}>
      <Text size="sm" fw={600} mb={4} aria-hidden>
        {title}
      </Text>
      <Text id={descriptionId} hidden>
        {description === '' ? 'Aucune parcelle' : description}
      </Text>
      {columns.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aucune parcelle
        </Text>
      ) : (
        <ResponsiveContainer width="100%" height={height}>
          <BarChart
            data={columns as Column[]}
            margin={{ top: 8, right: 8, bottom: 4, left: 0 }}
            barCategoryGap={2}
            // One image for screen readers (its description gives every column).
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 11, fill: '#343a40' }}
              interval={ticks ? 0 : 'preserveStartEnd'}
              {...(ticks ? { ticks: [...ticks] } : {})}
            />
            <YAxis
              tick={{ fontSize: 11, fill: '#343a40' }}
              width={44}
              allowDecimals={fractionDigits > 0}
            />
            <Tooltip
              formatter={(value: unknown) => [format(Number(value)), title]}
              labelStyle={{ color: '#212529' }}
            />
            <Bar dataKey="value" fill={colour} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </Box>
  );
}
