// Pages of a table whose rows may be grouped (issue 14): a page holds `pageSize` rows of data, not
// rows of data and group headers together, and each page opens on the headers of its rows' groups,
// so that a group running over two pages is named on both. mantine-react-table's own pager counts
// group headers as rows ('1-15 sur 279' for 276 plots) and, with `paginateExpandedRows: false`,
// would page whole groups instead.
import type { MRT_RowData, MRT_TableOptions } from 'mantine-react-table';

/** What paging needs to know of a row of the table's expanded row model. */
export interface PageableRow {
  depth: number;
  getIsGrouped(): boolean;
  getIsExpanded(): boolean;
}

/**
 * Whether a row counts on a page: a row of data, or a closed group (one line standing for its
 * rows). An open group's header does not count: it is shown above its rows.
 */
export function countsOnPage(row: PageableRow): boolean {
  return !(row.getIsGrouped() && row.getIsExpanded());
}

/** How many rows count on pages among the rows shown in order (the expanded row model). */
export function pageRowCount(rows: readonly PageableRow[]): number {
  let count = 0;
  for (const row of rows) if (countsOnPage(row)) count += 1;
  return count;
}

/**
 * The rows of one page: the `pageSize` counted rows from `pageIndex * pageSize`, each after the
 * headers of its open groups (once per page), in the order shown. `rows` is the expanded row
 * model: each group header followed by its rows when open.
 */
export function pageRows<R extends PageableRow>(
  rows: readonly R[],
  pageIndex: number,
  pageSize: number,
): R[] {
  const start = pageIndex * pageSize;
  const end = start + pageSize;
  const page: R[] = [];
  // The open groups the current row lies in, by depth, and whether this page shows them yet.
  const groups: { row: R; shown: boolean }[] = [];
  let counted = 0;
  for (const row of rows) {
    if (counted >= end) break;
    groups.length = Math.min(groups.length, row.depth);
    if (!countsOnPage(row)) {
      groups[row.depth] = { row, shown: false };
      continue;
    }
    if (counted >= start) {
      for (const group of groups) {
        if (group !== undefined && !group.shown) {
          page.push(group.row);
          group.shown = true;
        }
      }
      page.push(row);
    }
    counted += 1;
  }
  return page;
}

type PaginationRowModel<Row extends MRT_RowData> = NonNullable<
  MRT_TableOptions<Row>['getPaginationRowModel']
>;

/**
 * The table's `getPaginationRowModel`: pages of `pageSize` rows of data under their group headers
 * (pageRows), worked out again only when the page or the rows shown change.
 */
export function groupedPaginationRowModel<Row extends MRT_RowData>(): PaginationRowModel<Row> {
  return (table) => {
    let last: {
      model: ReturnType<typeof table.getPrePaginationRowModel>;
      pageIndex: number;
      pageSize: number;
      result: ReturnType<typeof table.getPrePaginationRowModel>;
    } | null = null;
    return () => {
      const model = table.getPrePaginationRowModel();
      const { pageIndex, pageSize } = table.getState().pagination;
      if (
        last !== null &&
        last.model === model &&
        last.pageIndex === pageIndex &&
        last.pageSize === pageSize
      ) {
        return last.result;
      }
      const rows = pageRows(model.rows, pageIndex, pageSize);
      const result = { rows, flatRows: rows, rowsById: model.rowsById };
      last = { model, pageIndex, pageSize, result };
      return result;
    };
  };
}
