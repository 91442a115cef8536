// A long read-only table shown a page at a time, whose rows are drawn only for the page shown: a
// file's preview of 10,000 lines stays light for the page's thread (spec 4 §2.3 import preview).
// The DataTable's pager buttons and '1-20 sur 10 000'.
import { Box, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PageButtons, pageRangeText } from './data-table/TablePagination';
import { ScrollableTable } from './ScrollableTable';

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
      <ScrollableTable
        label={label}
        headers={headers}
        rows={Array.from({ length: last - first }, (_, offset) => renderRow(first + offset))}
        minWidth={minWidth}
      />
      <Group justify="flex-end" gap="md" p="xs" wrap="wrap">
        <Text size="sm" aria-live="polite">
          {pageRangeText(rowCount === 0 ? 0 : first + 1, last, rowCount)}
        </Text>
        <PageButtons pageIndex={pageIndex} pageCount={pageCount} onPage={setPage} />
      </Group>
    </Box>
  );
}
