// The table's pager. mantine-react-table's own gives every table's "rows per page" label the same
// id (two tables on a page break the label), prints numbers in the browser's locale, and knows no
// "all rows" choice (spec 3 §9: the cas-type table offers "all").
import { ActionIcon, Group, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronLeftPipe,
  IconChevronRight,
  IconChevronRightPipe,
} from '@tabler/icons-react';
import type { MRT_RowData, MRT_TableInstance } from 'mantine-react-table';
import { SelectField } from '../SelectField';
import { TABLE_LOCALIZATION } from './localization';

/** Rows per page: a count, or every row. */
export type PageSize = number | 'all';

export const ALL_ROWS_LABEL = 'Tous';

const count = new Intl.NumberFormat('fr-FR');

export function pageSizeLabel(size: PageSize): string {
  return size === 'all' ? ALL_ROWS_LABEL : String(size);
}

interface TablePaginationProps<Row extends MRT_RowData> {
  table: MRT_TableInstance<Row>;
  /**
   * Rows counted by the pager: rows of data (and closed groups), never the headers of open
   * groups (issue 14.2).
   */
  total: number;
  pageSizes: readonly PageSize[];
  pageSize: PageSize;
  onPageSizeChange(size: PageSize): void;
}

export function TablePagination<Row extends MRT_RowData>({
  table,
  total,
  pageSizes,
  pageSize,
  onPageSizeChange,
}: TablePaginationProps<Row>) {
  const size = pageSize === 'all' ? Math.max(total, 1) : pageSize;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const pageIndex = Math.min(table.getState().pagination.pageIndex, pageCount - 1);
  const first = total === 0 ? 0 : pageIndex * size + 1;
  const last = Math.min((pageIndex + 1) * size, total);
  const t = TABLE_LOCALIZATION;

  return (
    <Group justify="flex-end" gap="md" p="xs" wrap="wrap">
      {pageSizes.length > 1 && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" aria-hidden>
            {t.rowsPerPage}
          </Text>
          {/* Named by aria-label rather than by the text beside it: Mantine names the list of
              choices only from a label or an aria-label. */}
          <SelectField
            aria-label={t.rowsPerPage}
            w={90}
            size="xs"
            allowDeselect={false}
            data={pageSizes.map((option) => ({
              value: String(option),
              label: pageSizeLabel(option),
            }))}
            value={String(pageSize)}
            onChange={(value) => {
              if (value !== null) onPageSizeChange(value === 'all' ? 'all' : Number(value));
            }}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      )}
      <Text size="sm" aria-live="polite">
        {pageRangeText(first, last, total)}
      </Text>
      <PageButtons
        pageIndex={pageIndex}
        pageCount={pageCount}
        onPage={(index) => table.setPageIndex(index)}
      />
    </Group>
  );
}

/**
 * The first, previous, next and last page buttons, named in French; nothing for a single page.
 * The data tables and the kit's PagedTable share them.
 */
export function PageButtons({
  pageIndex,
  pageCount,
  onPage,
}: {
  pageIndex: number;
  pageCount: number;
  onPage(index: number): void;
}) {
  if (pageCount <= 1) return null;
  const onFirstPage = pageIndex <= 0;
  const onLastPage = pageIndex >= pageCount - 1;
  const t = TABLE_LOCALIZATION;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={t.goToFirstPage}
        disabled={onFirstPage}
        onClick={() => onPage(0)}
      >
        <IconChevronLeftPipe aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t.goToPreviousPage}
        disabled={onFirstPage}
        onClick={() => onPage(pageIndex - 1)}
      >
        <IconChevronLeft aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t.goToNextPage}
        disabled={onLastPage}
        onClick={() => onPage(pageIndex + 1)}
      >
        <IconChevronRight aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t.goToLastPage}
        disabled={onLastPage}
        onClick={() => onPage(pageCount - 1)}
      >
        <IconChevronRightPipe aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** '1-15 sur 40', numbers in French. */
export function pageRangeText(first: number, last: number, total: number): string {
  return `${count.format(first)}-${count.format(last)} ${TABLE_LOCALIZATION.of} ${count.format(total)}`;
}
