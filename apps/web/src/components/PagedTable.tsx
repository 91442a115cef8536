// A long read-only table shown a page at a time, whose rows are drawn only for the page shown: a
// file's preview of 10,000 lines stays light for the page's thread (spec 4 §2.3 import preview).
// The DataTable's pager buttons and '1-20 sur 10 000'.
import { Box, Group, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PageButtons, pageRangeText } from './data-table/TablePagination';

export interface PagedTableProps {
  /** The table's name, also its scrolling region's. */
  label: string;
  headers: readonly string[];
  rowCount: number;
  /** The cells of row `index` (0-based), drawn only when its page is shown. */
  renderRow(index: number): readonly ReactNode[];
  pageSize?: number;
  minWidth?: number;
}

export function PagedTable({
  label,
  headers,
  rowCount,
  renderRow,
  pageSize = 20,
  minWidth = 600,
}: PagedTableProps) {
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(rowCount / pageSize));
  const pageIndex = Math.min(page, pageCount - 1);
  const first = pageIndex * pageSize;
  const last = Math.min(first + pageSize, rowCount);
  return (
    <Box>
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
            {Array.from({ length: last - first }, (_, offset) => (
              <Table.Tr key={first + offset}>
                {renderRow(first + offset).map((cell, column) => (
                  <Table.Td key={column}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Group justify="flex-end" gap="md" p="xs" wrap="wrap">
        <Text size="sm" aria-live="polite">
          {pageRangeText(rowCount === 0 ? 0 : first + 1, last, rowCount)}
        </Text>
        <PageButtons pageIndex={pageIndex} pageCount={pageCount} onPage={setPage} />
      </Group>
    </Box>
  );
}
