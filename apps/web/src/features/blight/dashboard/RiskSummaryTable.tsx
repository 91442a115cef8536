// Spec 3 §2.2: the collapsible risk summary: plots, plots at risk (50) and their share rounded to
// a whole number, for J réel, J prévi and J+1.
import type { RiskSummary } from '@agro/domain/blight';
import { Button, Collapse, Table, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { formatNumberFr } from '../../../lib/format';

export const SUMMARY_TITLE = 'Synthèse des risques';

const COLUMNS = [
  { key: 'jReel', label: 'J réel' },
  { key: 'jPrevi', label: 'J prévi' },
  { key: 'jPlus1', label: 'J+1' },
] as const;

const ROWS: readonly { label: string; value: (column: RiskSummary['jReel']) => string }[] = [
  { label: 'Nombre de parcelles', value: (column) => formatNumberFr(column.plots, 0) },
  { label: 'Parcelles à risque', value: (column) => formatNumberFr(column.atRisk, 0) },
  { label: 'Pourcentage de parcelles à risque', value: (column) => `${column.percent}\u202f%` },
];

export function RiskSummaryTable({ summary }: { summary: RiskSummary }) {
  const [opened, setOpened] = useState(true);
  const id = useId();
  return (
    <>
      <Button
        variant="subtle"
        px={0}
        aria-expanded={opened}
        aria-controls={id}
        rightSection={
          opened ? (
            <IconChevronUp size={16} aria-hidden />
          ) : (
            <IconChevronDown size={16} aria-hidden />
          )
        }
        onClick={() => setOpened((current) => !current)}
      >
        {SUMMARY_TITLE}
      </Button>
      <Collapse in={opened} id={id}>
        <Table withTableBorder withColumnBorders striped mt="xs">
          <VisuallyHidden component="caption">{SUMMARY_TITLE}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <VisuallyHidden>Indicateur</VisuallyHidden>
              </Table.Th>
              {COLUMNS.map((column) => (
                <Table.Th key={column.key} scope="col" ta="right">
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROWS.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                {COLUMNS.map((column) => (
                  <Table.Td key={column.key} ta="right">
                    {row.value(summary[column.key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Collapse>
    </>
  );
}
