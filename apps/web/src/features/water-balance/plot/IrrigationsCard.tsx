// The irrigations recorded on the plot (spec 3 §2.11: date, dose), with their total.
import type { BhPlot } from '@agro/contracts/entities/water-balance';
import { Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { formatNumberFr } from '../../../lib/format';
import { SectionCard } from '../../../components/SectionCard';
import { dateOrEmpty } from './plot-data';

export function IrrigationsCard({ plot }: { plot: BhPlot }) {
  const irrigations = useMemo(
    () => [...(plot.irrigation ?? [])].sort((a, b) => (a.date < b.date ? -1 : 1)),
    [plot.irrigation],
  );
  const total = irrigations.reduce((sum, irrigation) => sum + irrigation.dose, 0);
  return (
    <SectionCard title="Irrigations">
      {irrigations.length === 0 ? (
        <Text size="sm">Aucune irrigation enregistrée pour cette parcelle.</Text>
      ) : (
        <Table striped withTableBorder aria-label="Irrigations de la parcelle" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col" ta="right">
                Dose (mm)
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {irrigations.map((irrigation, index) => (
              <Table.Tr key={`${irrigation.date}-${index}`}>
                <Table.Td>{dateOrEmpty(irrigation.date)}</Table.Td>
                <Table.Td ta="right">{formatNumberFr(irrigation.dose)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatNumberFr(total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </SectionCard>
  );
}
