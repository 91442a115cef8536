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
/** The category axis's width (px), and the characters of 12 px text that fit on one of its lines. */
const AXIS_WIDTH = 150;
const LABEL_CHARS = 20;
const LINE_HEIGHT = 13;
const DEFAULT_COLOUR = '#1864ab';
export const OTHERS_LABEL = 'Autres';

/**
 * A category's name on lines of at most `perLine` characters, broken between words; past
 * `maxLines`, the last line ends with '…'. A name cut mid-word ('Données météo manquan…') or
 * with its words run together lost what the bar counts (issue 41).
 */
export function wrapLabel(label: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  // Broken at plain spaces only: a no-break space keeps 'manquantes :' or '12 %' together.
  for (const word of label.split(/[ \t\n]+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const fit = (line: string) => (line.length > perLine ? `${line.slice(0, perLine - 1)}…` : line);
  if (lines.length <= maxLines) return lines.map(fit);
  const kept = lines.slice(0, maxLines);
  // The ellipsis replaces whole words: a word cut short reads as another word.
  let last = kept[maxLines - 1] ?? '';
  while (`${last} …`.length > perLine && last.includes(' ')) {
    last = last.slice(0, last.lastIndexOf(' '));
  }
  kept[maxLines - 1] =
    `${last} …`.length <= perLine ? `${last} …` : `${last.slice(0, perLine - 1)}…`;
  return kept.map(fit);
}

/** A bar's name beside it, on two lines at most, whole in its tooltip. */
function CategoryTick({
  x = 0,
  y = 0,
  payload,
}: {
  x?: number;
  y?: number;
  payload?: { value?: unknown };
}) {
  const label = String(payload?.value ?? '');
  const lines = wrapLabel(label, LABEL_CHARS, 2);
  return (
    <text x={x} y={y} textAnchor="end" dominantBaseline="central" fontSize={12} fill="#343a40">
      <title>{label}</title>
      {lines.map((line, index) => (
        <tspan
          // The lines of one name, in order: never reordered.
          key={index}
          x={x - 4}
          dy={index === 0 ? (-(lines.length - 1) * LINE_HEIGHT) / 2 : LINE_HEIGHT}
        >
          {/* A space ends each broken line, so the name's text keeps its words apart. */}
          {index < lines.length - 1 ? `${line} ` : line}
        </tspan>
      ))}
    </text>
  );
}

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
        `${bar.label}\u202f: ${formatNumberFr(bar.value, 0)}${bar.share ? ` (${bar.share})` : ''}`,
    )
    .join('\u202f; ');
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
            <YAxis type="category" dataKey="label" width={AXIS_WIDTH} tick={<CategoryTick />} />
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
