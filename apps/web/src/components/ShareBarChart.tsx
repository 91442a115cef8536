// Counts per category as horizontal bars (Recharts): the administration dashboards' calculation
// states, integrators, crops and species, where an administrator would rather look than read.
// Each bar is labelled with its count and share; the table beside it stays the full alternative,
// so the chart is one image named by its title with the figures in its description.
import { Box, Text } from '@mantine/core';
import { useId } from 'react';
import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { formatNumberFr } from '../lib/format';

export interface ShareBar {
  label: string;
  value: number;
  /** The bar's colour (a status colour); the chart's own by default. */
  colour?: string;
  /** Written after the count, e.g. '12,5 %'. */
  share?: string;
}

export interface ShareBarChartProps {
  title: string;
  bars: readonly ShareBar[];
  /** The bars shown at most, the largest first; the rest are summed in 'Autres'. */
  limit?: number;
}

const BAR_HEIGHT = 30;
const DEFAULT_COLOUR = '#1864ab';
export const OTHERS_LABEL = 'Autres';

/** The largest bars, the others summed in one 'Autres' bar at the end. */
export function topBars(bars: readonly ShareBar[], limit: number): ShareBar[] {
  const sorted = [...bars].sort((a, b) => b.value - a.value);
  if (sorted.length <= limit) return sorted;
  const kept = sorted.slice(0, limit - 1);
  const rest = sorted.slice(limit - 1).reduce((sum, bar) => sum + bar.value, 0);
  return [...kept, { label: OTHERS_LABEL, value: rest, colour: '#868e96' }];
}

export function ShareBarChart({ title, bars, limit = 10 }: ShareBarChartProps) {
  const descriptionId = useId();
  const shown = topBars(bars, limit);
  const description = shown
    .map(
      (bar) =>
        `${bar.label} : ${formatNumberFr(bar.value, 0)}${bar.share ? ` (${bar.share})` : ''}`,
    )
    .join(' ; ');
  return (
    <Box role="img" aria-label={title} aria-describedby={descriptionId}>
      <Text size="sm" fw={600} mb={4} aria-hidden>
        {title}
      </Text>
      <Text id={descriptionId} hidden>
        {description}
      </Text>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aucune parcelle
        </Text>
      ) : (
        <ResponsiveContainer width="100%" height={shown.length * BAR_HEIGHT + 16}>
          <BarChart
            data={shown}
            layout="vertical"
            margin={{ top: 4, right: 72, bottom: 4, left: 4 }}
            barCategoryGap={6}
            // One image for screen readers (its description gives every bar): nothing to focus in it.
            accessibilityLayer={false}
          >
            <XAxis type="number" hide />
            <YAxis
              type="category"
              dataKey="label"
              width={150}
              tick={{ fontSize: 12, fill: '#343a40' }}
              tickFormatter={(label: string) =>
                label.length > 22 ? `${label.slice(0, 21)}…` : label
              }
            />
            <Bar dataKey="value" isAnimationActive={false}>
              {shown.map((bar) => (
                <Cell key={bar.label} fill={bar.colour ?? DEFAULT_COLOUR} />
              ))}
              <LabelList
                dataKey="value"
                position="right"
                fontSize={12}
                fill="#212529"
                formatter={(value: unknown) => formatNumberFr(Number(value), 0)}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      )}
    </Box>
  );
}
