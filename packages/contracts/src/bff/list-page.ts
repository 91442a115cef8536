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

/**
 * What a kept list remembers between its pages (the BFF holds one per list read): its orders by
 * column and direction, and its last summaries by filters. A page change or a sort already seen
 * then costs a filter pass, not a sort of the whole list and a summary again.
 */
export interface ListPageMemo<Row, Summary> {
  /** The whole list in an order, by `orderKey` (the column, the direction, what its cells read). */
  orders: Map<string, readonly Row[]>;
  /** The last summaries, by filters. */
  summaries: Map<string, Summary>;
}

/** Summaries a memo keeps, the most recent: a flood of distinct filters cannot grow it. */
const SUMMARIES_KEPT = 16;

export const emptyListPageMemo = <Row, Summary>(): ListPageMemo<Row, Summary> => ({
  orders: new Map(),
  summaries: new Map(),
});

/**
 * The filtered rows in the order asked. Sorting the whole list once and filtering it after gives
 * the order sorting the filtered rows would (sortedByColumn breaks ties by the list's order).
 */
function orderedRows<Row>(
  rows: readonly Row[],
  keep: (row: Row) => boolean,
  ask: ListPageAsk<Row>,
  memo: { orders: Map<string, readonly Row[]>; orderKey: string } | undefined,
): Row[] {
  if (!ask.sort) return rows.filter(keep);
  const descending = ask.order === 'desc';
  if (!memo) return sortedByColumn(rows.filter(keep), ask.sort, descending);
  const key = `${memo.orderKey}\u0000${ask.sort.key}\u0000${ask.order}`;
  let whole = memo.orders.get(key);
  if (!whole) {
    whole = sortedByColumn(rows, ask.sort, descending);
    memo.orders.set(key, whole);
  }
  return whole.filter(keep);
}

/** A stable text of the filters chosen, whatever the order of their keys and values. */
const filtersKey = (query: TableQuery) =>
  JSON.stringify(
    Object.entries(query.filters)
      .filter(([, values]) => values.length > 0)
      .map(([key, values]) => [key, [...values].sort()])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );

export function listPageOf<Row, Summary>(
  rows: readonly Row[],
  rules: ListPageRules<Row, Summary>,
  query: TableQuery,
  ask: ListPageAsk<Row>,
  /**
   * The kept list's memo; what its cells' order depends on besides (the platform's day); what
   * the screen's predicate reads beyond the table's filters (its own parameters), with that day.
   */
  memo?: { memo: ListPageMemo<Row, Summary>; orderKey: string; keepKey: string },
): Omit<ListPage<Row, Summary>, 'readAt' | 'stale'> {
  const keep = rules.keep(query);
  const ordered = orderedRows(
    rows,
    keep,
    ask,
    memo && { orders: memo.memo.orders, orderKey: memo.orderKey },
  );
  const start = (ask.page - 1) * ask.pageSize;
  const options = Object.fromEntries(
    ask.options.map((column) => {
      const others = rows.filter(rules.keep(withoutFilter(query, column.key)));
      return [column.key, optionsOf(column, others)];
    }),
  );
  const page: Omit<ListPage<Row, Summary>, 'readAt' | 'stale'> = {
    rows: ordered.slice(start, start + ask.pageSize),
    total: ordered.length,
    all: rows.length,
    page: ask.page,
    pageSize: ask.pageSize,
    options,
  };
  if (rules.summary) {
    const key = `${memo?.keepKey ?? ''}\u0000${filtersKey(query)}`;
    const known = memo?.memo.summaries.get(key);
    if (known !== undefined) {
      page.summary = known;
    } else {
      // Without a search, the table's rows are the filters' own (a summary counts, whatever
      // their order): one pass serves both.
      const kept = query.search.trim() === '' ? ordered : rowsOfFilters(rows, rules, query);
      page.summary = rules.summary(kept);
      if (memo) {
        const summaries = memo.memo.summaries;
        summaries.set(key, page.summary);
        if (summaries.size > SUMMARIES_KEPT) {
          summaries.delete(summaries.keys().next().value as string);
        }
      }
    }
  }
  return page;
}
