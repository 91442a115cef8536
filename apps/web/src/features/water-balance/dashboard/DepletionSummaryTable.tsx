// Spec 3 §2.10: 'Nombre de parcelles selon épuisement de la RFU', rows per depletion category and
// a 'Total' row, a column per crop and 'TOTAL'. Each count is a button filtering the plot list by
// its crop and category; pressing the active one again clears that filter.
import {
  cropLabel,
  DEPLETION_SUMMARY_TITLE,
  sameSummaryCell,
  SUMMARY_TOTAL_COLUMN_LABEL,
  type DepletionSummary,
  type SummaryCell,
} from '@agro/domain/water-balance';
import { Button, Table, Title, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { summaryCellText } from './dashboard-model';

export interface DepletionSummaryTableProps {
  summary: DepletionSummary;
  active: SummaryCell | null;
  onCellClick: (cell: SummaryCell) => void;
}

function plotsText(count: number): string {
  return `${count} parcelle${count > 1 ? 's' : ''}`;
}

function CountButton({
  cell,
  count,
  active,
  onClick,
}: {
  cell: SummaryCell;
  count: number;
  active: boolean;
  onClick: (cell: SummaryCell) => void;
}) {
  return (
    <Button
      size="compact-sm"
      variant={active ? 'filled' : 'subtle'}
      fw={active ? 700 : 500}
      miw={44}
      aria-pressed={active}
      aria-label={`${summaryCellText(cell)}\u202f: ${plotsText(count)}`}
      onClick={() => onClick(cell)}
    >
      {count}
    </Button>
  );
}

/**
 * Memoised: the page gives it the summary of a deferred render (issue 41, finding 14), so that a
 * filter's click paints the list first and the table of some hundred buttons after it.
 */
export const DepletionSummaryTable = memo(function DepletionSummaryTable({
  summary,
  active,
  onCellClick,
}: DepletionSummaryTableProps) {
  const cellButton = (cell: SummaryCell, count: number) => (
    <CountButton
      cell={cell}
      count={count}
      active={sameSummaryCell(active, cell)}
      onClick={onCellClick}
    />
  );
  return (
    <>
      {/* A visible heading outside the scrolling table: a caption is as wide as its table and would
          be cut on a phone. The caption still names the table for screen readers. */}
      <Title order={2} size="h5" mb="xs">
        {DEPLETION_SUMMARY_TITLE}
      </Title>
      <Table.ScrollContainer minWidth={0} type="native">
        <Table
          withTableBorder
          withColumnBorders
          verticalSpacing={4}
          horizontalSpacing="xs"
          ta="center"
        >
          <VisuallyHidden component="caption">{DEPLETION_SUMMARY_TITLE}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" ta="left">
                Épuisement de la RFU
              </Table.Th>
              {summary.crops.map((crop) => (
                <Table.Th key={crop} scope="col" ta="center">
                  {cropLabel(crop)}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="center">
                {SUMMARY_TOTAL_COLUMN_LABEL}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.rows.map((row) => (
              <Table.Tr key={row.label} fw={row.category === null ? 600 : undefined}>
                <Table.Th scope="row" ta="left" style={{ whiteSpace: 'nowrap' }}>
                  {row.label}
                </Table.Th>
                {summary.crops.map((crop, index) => (
                  <Table.Td key={crop}>
                    {cellButton({ crop, category: row.category }, row.counts[index] ?? 0)}
                  </Table.Td>
                ))}
                <Table.Td>{cellButton({ crop: null, category: row.category }, row.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
});
