// Spec 2 §2 charts: absorbed nitrogen against biomass before and after assimilation, the selected
// plots highlighted, and the number of plots per recommended dose, one series per client. Each
// chart is a figure whose description gives its figures in words; the table stays the full list.
import type { ChnListRow } from '@agro/contracts/entities/ferti';
import { formatDateFr } from '@agro/domain/dates';
import { dosesByClient } from '@agro/domain/chn';
import { Box, Paper, Stack, Text } from '@mantine/core';
import { memo, useId, useMemo, type ReactElement, type ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { clientColour } from '../../../components/client-colours';
import { formatNumberFr } from '../../../lib/format';
import { scatterPoints, selectedPoints, type ScatterPoint } from './follow-up-model';

const BEFORE_COLOUR = '#868e96';
const AFTER_COLOUR = '#1c7ed6';
const SELECTED_COLOUR = '#c92a2a';
/** The scatter's series in their drawing order: the selected plots' diamonds over both phases. */
const SCATTER_SERIES = {
  before: { name: 'Avant assimilation', fill: BEFORE_COLOUR, shape: 'circle' },
  after: { name: 'Après assimilation', fill: AFTER_COLOUR, shape: 'circle' },
  selected: { name: 'Parcelles sélectionnées', fill: SELECTED_COLOUR, shape: 'diamond' },
} as const;
const SCATTER_ORDER = ['before', 'after', 'selected'] as const;
/** Room under the x axis for its label. */
const CHART_MARGIN = { top: 8, right: 16, bottom: 24, left: 8 };

/** A chart as a figure: its title names it, its description gives its figures in words. */
function ChartFigure({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactElement;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Box component="figure" m={0} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <Text id={titleId} fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <Text id={descriptionId} size="xs" c="dimmed" mb={4}>
        {description}
      </Text>
      <ResponsiveContainer width="100%" height={320}>
        {children}
      </ResponsiveContainer>
    </Box>
  );
}

function PointTooltip({
  active,
  payload,
}: {
  active?: boolean;
  payload?: { payload?: ScatterPoint }[];
}) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  const { row } = point;
  return (
    <Paper withBorder shadow="sm" p="xs">
      <Text size="sm" fw={600}>
        Parcelle {String(row.uuid_plot)}
        {row.code_airbus ? ` (${row.code_airbus})` : ''}
      </Text>
      <Text size="sm">Biomasse&#x202F;: {formatNumberFr(point.biomass, 2)} t/ha</Text>
      <Text size="sm">Azote absorbé&#x202F;: {formatNumberFr(point.nitrogen, 1)} kgN/ha</Text>
      <Text size="sm">Variété&#x202F;: {row.variete ?? '-'}</Text>
      <Text size="sm">
        Date de semis&#x202F;: {row.semis_date ? formatDateFr(row.semis_date) : '-'}
      </Text>
      <Text size="sm">Client&#x202F;: {row.client ?? '-'}</Text>
      {point.others > 0 ? (
        <Text size="xs" c="dimmed">
          et {point.others} autre{point.others > 1 ? 's' : ''} parcelle
          {point.others > 1 ? 's' : ''} au même point
        </Text>
      ) : null}
    </Paper>
  );
}

export function NitrogenScatter({
  rows,
  selected,
}: {
  rows: readonly ChnListRow[];
  selected: readonly ChnListRow[];
}) {
  const series = useMemo(
    () => ({
      before: scatterPoints(rows, 'avant'),
      after: scatterPoints(rows, 'apres'),
    }),
    [rows],
  );
  const highlighted = useMemo(
    () => [...selectedPoints(selected, 'avant'), ...selectedPoints(selected, 'apres')],
    [selected],
  );
  const points = { ...series, selected: highlighted };
  return (
    <ChartFigure
      title="Azote absorbé en fonction de la biomasse, avant et après assimilation"
      description={
        <>
          {rows.length} parcelles{'\u202f'}; {selected.length} sélectionnée
          {selected.length > 1 ? 's' : ''} en rouge. Les valeurs de chaque parcelle sont dans le
          tableau des parcelles.
        </>
      }
    >
      <ScatterChart margin={CHART_MARGIN}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis
          type="number"
          dataKey="biomass"
          name="Biomasse"
          unit=" t/ha"
          label={{ value: 'Biomasse (t/ha)', position: 'insideBottom', offset: -12 }}
          tickFormatter={(value: number) => formatNumberFr(value, 1)}
        />
        <YAxis
          type="number"
          dataKey="nitrogen"
          name="Azote absorbé"
          label={{ value: 'kgN/ha', angle: -90, position: 'insideLeft' }}
          tickFormatter={(value: number) => formatNumberFr(value, 0)}
        />
        <Tooltip content={<PointTooltip />} />
        <Legend verticalAlign="top" />
        {SCATTER_ORDER.map((key) => (
          <Scatter
            key={key}
            {...SCATTER_SERIES[key]}
            data={points[key]}
            isAnimationActive={false}
          />
        ))}
      </ScatterChart>
    </ChartFigure>
  );
}

export function DosesByClientChart({ rows }: { rows: readonly ChnListRow[] }) {
  const { data, clients, description } = useMemo(() => {
    const counts = dosesByClient(rows);
    return {
      clients: counts.clients,
      data: counts.doses.map((dose) => ({ dose: formatNumberFr(dose.dose, 0), ...dose.counts })),
      description: counts.doses
        .map((dose) => {
          const total = Object.values(dose.counts).reduce((sum, count) => sum + count, 0);
          // Narrow no-break spaces before ':' and ';' (issue 41, finding 12).
          return `${formatNumberFr(dose.dose, 0)} kgN/ha\u202f: ${total} parcelle${total > 1 ? 's' : ''}`;
        })
        .join('\u202f; '),
    };
  }, [rows]);
  return (
    <ChartFigure
      title="Nombre de parcelles par dose préconisée et par client"
      description={description === '' ? 'Aucune parcelle avec une dose préconisée.' : description}
    >
      <BarChart data={data} margin={CHART_MARGIN}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis
          dataKey="dose"
          label={{ value: 'Dose préconisée (kgN/ha)', position: 'insideBottom', offset: -12 }}
        />
        <YAxis
          allowDecimals={false}
          label={{ value: 'Parcelles', angle: -90, position: 'insideLeft' }}
        />
        <Tooltip />
        <Legend verticalAlign="top" />
        {clients.map((client, index) => (
          <Bar
            key={client}
            dataKey={client}
            name={client}
            stackId="clients"
            fill={clientColour(index)}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartFigure>
  );
}

/**
 * Both charts; drawn again only when their plots change, not on every change of the page (the
 * page gives them its list deferred).
 */
export const ChartsPanel = memo(function ChartsPanel({
  rows,
  selected,
}: {
  rows: readonly ChnListRow[];
  selected: readonly ChnListRow[];
}) {
  return (
    <Stack gap="lg">
      <NitrogenScatter rows={rows} selected={selected} />
      <DosesByClientChart rows={rows} />
    </Stack>
  );
});
