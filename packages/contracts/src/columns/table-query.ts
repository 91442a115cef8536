// What a table shows out of its rows (search box and column filters), and how the same choice
// travels to the table's Excel export: GET /bff/exports/<name>.xlsx?search=…&filter.<key>=… with
// `filter.<key>` repeated once per value chosen. The table and the export filter with the one
// predicate below, so the file holds exactly the rows on screen.
import {
  matchesFilters,
  matchesSearchWords,
  searchWords,
  type ColumnFilters,
} from '@agro/domain/search';
import { columnFilterValue, shownValues, type Column } from './column.ts';

export const SEARCH_PARAM = 'search';
export const FILTER_PARAM_PREFIX = 'filter.';

export interface TableQuery {
  /** The search box's text, as typed. */
  search: string;
  /** Values chosen per column key. */
  filters: ColumnFilters;
}

export const EMPTY_TABLE_QUERY: TableQuery = { search: '', filters: {} };

/** `search=ma%C3%AFs&filter.culture=BT&filter.culture=BD`; empty parts are left out. */
export function tableQueryString({ search, filters }: TableQuery): string {
  const params = new URLSearchParams();
  if (search.trim() !== '') params.append(SEARCH_PARAM, search);
  for (const [key, values] of Object.entries(filters)) {
    for (const value of values) params.append(`${FILTER_PARAM_PREFIX}${key}`, value);
  }
  return params.toString();
}

function asList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** Reads a parsed query string (a repeated key gives an array), ignoring unrelated parameters. */
export function readTableQuery(query: Readonly<Record<string, unknown>>): TableQuery {
  const filters: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!name.startsWith(FILTER_PARAM_PREFIX)) continue;
    const key = name.slice(FILTER_PARAM_PREFIX.length);
    if (key !== '') filters[key] = [...(filters[key] ?? []), ...asList(value)];
  }
  return { search: asList(query[SEARCH_PARAM])[0] ?? '', filters };
}

/**
 * A table's own way of finding rows from the search text, besides its words (the CHN follow-up's
 * typed list of codes): null when the text is not of that form.
 */
export type SearchAlso<Row> = (search: string) => ((row: Row) => boolean) | null;

/**
 * The rows a table shows for a query: the search looks through every column's value, each filter
 * through its column's (its `filterValue` where it has one, e.g. a farmer's code). A filter on a
 * key no column has keeps no row, so a wrong key never widens an export. `searchAlso` finds more
 * rows from the same text (a row is shown when either finds it).
 */
export function tableRowFilter<Row>(
  columns: readonly Column<Row>[],
  { search, filters }: TableQuery,
  searchAlso?: SearchAlso<Row>,
): (row: Row) => boolean {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const active: ColumnFilters = Object.fromEntries(
    Object.entries(filters).filter(([, values]) => values.length > 0),
  );
  const anyFilter = Object.keys(active).length > 0;
  const words = searchWords(search);
  const also = words.length === 0 ? null : (searchAlso?.(search) ?? null);
  return (row) =>
    (words.length === 0 ||
      matchesSearchWords(shownValues(columns, row), words) ||
      (also !== null && also(row))) &&
    (!anyFilter ||
      matchesFilters((key) => {
        const column = byKey.get(key);
        return column === undefined ? undefined : columnFilterValue(column, row);
      }, active));
}
