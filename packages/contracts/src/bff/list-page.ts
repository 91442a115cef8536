// One page of a screen's list (issue 43), cut from the whole list as the BFF keeps it: the screen's
// predicate (its table's search and filters, its own parameters), the table's French cell order,
// the page asked, the filter options counted, and the screen's summary over the rows its filters
// keep. The BFF answers `/bff/lists/<name>` with it; the web's tests cut their fake pages with it,
// so a screen is tested against the very page the BFF would send.
import { columnFilterValue, type Column } from '../columns/column.ts';
import { compareCells, sortedByColumn } from '../columns/cell-order.ts';
import type { TableQuery } from '../columns/table-query.ts';
import { cellText } from '@agro/domain/search';
import { LIST_OPTIONS_MAX, type ListOption, type ListPage } from './lists.ts';

export interface ListPageAsk<Row> {
  page: number;
  pageSize: number;
  /** The column to sort by; the list's own order without it. */
  sort: Column<Row> | null;
  order: 'asc' | 'desc';
  /** The columns whose filter options to count. */
  options: readonly Column<Row>[];
}

export interface ListPageRules<Row, Summary> {
  /** The screen's predicate for a table query. */
  keep(query: TableQuery): (row: Row) => boolean;
  /**
   * The screen's cards, summary figures and chart aggregates, over the rows its filters keep
   * (the table's search narrows the table alone, as on the screen).
   */
  summary?(kept: readonly Row[]): Summary;
}

/**
 * The options of a column's filter over the rows: each value it compares, with the value shown and
 * how many rows hold it; the most frequent first, then in the table's order.
 */
export function optionsOf<Row>(column: Column<Row>, rows: readonly Row[]): ListOption[] {
  const found = new Map<string, ListOption>();
  for (const row of rows) {
    const value = cellText(columnFilterValue(column, row));
    if (value === '') continue;
    const option = found.get(value);
    if (option) option.count += 1;
    else found.set(value, { value, label: cellText(column.value(row)), count: 1 });
  }
  return [...found.values()]
    .sort((a, b) => b.count - a.count || compareCells(a.label, b.label))
    .slice(0, LIST_OPTIONS_MAX);
}

/** The query without one column's filter: its options count what the other choices leave. */
const withoutFilter = (query: TableQuery, key: string): TableQuery => ({
  search: query.search,
  filters: Object.fromEntries(Object.entries(query.filters).filter(([name]) => name !== key)),
});

/** The rows a screen's filters keep, its table's search aside: what its cards and map count. */
export function rowsOfFilters<Row>(
  rows: readonly Row[],
  rules: Pick<ListPageRules<Row, unknown>, 'keep'>,
  query: TableQuery,
): Row[] {
  return rows.filter(rules.keep({ search: '', filters: query.filters }));
}

export function listPageOf<Row, Summary>(
  rows: readonly Row[],
  rules: ListPageRules<Row, Summary>,
  query: TableQuery,
  ask: ListPageAsk<Row>,
): Omit<ListPage<Row, Summary>, 'readAt' | 'stale'> {
  const filtered = rows.filter(rules.keep(query));
  const ordered = ask.sort ? sortedByColumn(filtered, ask.sort, ask.order === 'desc') : filtered;
  const start = (ask.page - 1) * ask.pageSize;
  const options = Object.fromEntries(
    ask.options.map((column) => {
      const others = rows.filter(rules.keep(withoutFilter(query, column.key)));
      return [column.key, optionsOf(column, others)];
    }),
  );
  const page: Omit<ListPage<Row, Summary>, 'readAt' | 'stale'> = {
    rows: ordered.slice(start, start + ask.pageSize),
    total: filtered.length,
    all: rows.length,
    page: ask.page,
    pageSize: ask.pageSize,
    options,
  };
  if (rules.summary) {
    // Without a search, the table's rows are the filters' own: one pass serves both.
    const kept = query.search.trim() === '' ? filtered : rowsOfFilters(rows, rules, query);
    page.summary = rules.summary(kept);
  }
  return page;
}
