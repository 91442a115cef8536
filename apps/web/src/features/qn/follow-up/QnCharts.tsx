// Spec 2 §2 QN charts: the delivered and raw dose distributions (buckets of 10), the acquisition
// dates on a time axis (ticks 15 to 30 days apart), the acquisition stages in their order, the
// plots per client (pie) and the average delivered dose per client. Each is an image whose
// description gives its figures in words; the table stays the full list. The columns are the BFF's
// summary of the plots the filters keep (issue 43).
import type { ClientFigure, QnListSummary } from '@agro/contracts/bff/qn-follow-up';
import { Box, SimpleGrid, Text } from '@mantine/core';
import { memo, useId, useMemo } from 'react';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { ColumnChart } from '../../../components/ColumnChart';
import { clientColour } from '../../../components/client-colours';
import { formatNumberFr } from '../../../lib/format';

/** The pie takes the clients' first eight colours, then repeats them. */
const PIE_COLOURS = 8;

function ClientsPie({ clients }: { clients: readonly ClientFigure[] }) {
  const descriptionId = useId();
  const total = clients.reduce((sum, client) => sum + client.plots, 0);
  const description = clients
    .map(
      (client) => `${client.client}\u202f: ${client.plots} parcelle${client.plots > 1 ? 's' : ''}`,
    )
    .join('\u202f; ');
  const title = 'Parcelles par client';
  return (
    <Box role="img" aria-label={title} aria-describedby={descriptionId}>
      <Text size="sm" fw={600} mb={4} aria-hidden>
        {title}
      </Text>
      <Text id={descriptionId} hidden>
        {description === '' ? 'Aucune parcelle' : description}
      </Text>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          Aucune parcelle
        </Text>
      ) : (
        <ResponsiveContainer width="100%" height={240}>
          <PieChart accessibilityLayer={false}>
            <Pie
              data={clients as ClientFigure[]}
              dataKey="plots"
              nameKey="client"
              outerRadius="70%"
              isAnimationActive={false}
            >
              {clients.map((client, index) => (
                <Cell key={client.client} fill={clientColour(index, PIE_COLOURS)} />
              ))}
            </Pie>
            <Tooltip
              formatter={(value: unknown) => {
                const count = Number(value);
                return `${count} parcelle${count > 1 ? 's' : ''} (${formatNumberFr((count / total) * 100, 1)}\u202f%)`;
              }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
          </PieChart>
        </ResponsiveContainer>
      )}
    </Box>
  );
}

const NO_SUMMARY: Omit<QnListSummary, 'figures'> = {
  delivered: [],
  raw: [],
  acquisitions: { columns: [], ticks: [] },
  stages: [],
  clients: [],
};

/** Drawn again only when the filters' summary changes, not for a page or a sort of the table. */
export const QnCharts = memo(function QnCharts({
  summary,
}: {
  summary: QnListSummary | undefined;
}) {
  const { delivered, raw, acquisitions, stages, clients } = summary ?? NO_SUMMARY;
  const averages = useMemo(
    () =>
      clients.flatMap((client) =>
        client.averageDose === null ? [] : [{ label: client.client, value: client.averageDose }],
      ),
    [clients],
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ColumnChart
        title="Distribution des préconisations livrées (kgN/ha)"
        columns={delivered}
        unit="parcelles"
      />
      <ColumnChart
        title="Distribution des préconisations brutes (kgN/ha)"
        columns={raw}
        unit="parcelles"
        colour="#0b7285"
      />
      <ColumnChart
        title="Distribution des dates d'acquisition"
        columns={acquisitions.columns}
        ticks={acquisitions.ticks}
        unit="parcelles"
        colour="#5f3dc4"
      />
      <ColumnChart
        title="Distribution des stades à l'acquisition"
        columns={stages}
        unit="parcelles"
        colour="#2b8a3e"
      />
      <ClientsPie clients={clients} />
      <ColumnChart
        title="Préconisation livrée moyenne par client"
        columns={averages}
        unit="kgN/ha"
        fractionDigits={2}
        colour="#e8590c"
      />
    </SimpleGrid>
  );
});
