// A small table of a detail card that may be wider than a phone: it scrolls sideways inside a
// region the keyboard reaches (axe scrollable-region-focusable), named like the table.
import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ScrollableTableProps {
  /** The table's name, also the scrolling region's. */
  label: string;
  headers: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /** Below this width the table scrolls rather than squeezes its columns. */
  minWidth?: number;
}

export function ScrollableTable({ label, headers, rows, minWidth = 300 }: ScrollableTableProps) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped withTableBorder fz="sm" aria-label={label} miw={minWidth}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, index) => (
            <Table.Tr key={index}>
              {cells.map((cell, column) => (
                <Table.Td key={column}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
