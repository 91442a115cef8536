// A paged table's view kept in the page's address (issue 43): a shared link, a reload or the back
// button from a plot opens the table on the same page, sort, search and filters. Each table of a
// screen has its own prefix (`grain.page=2&grain.sort=parcelle&grain.filter.departement=32`); what
// the address cannot hold (an unknown size, a page of letters) falls back to the table's first view.
import { LIST_PAGE_SIZE_MAX } from '@agro/contracts/bff/lists';
import type { TableQuery } from '@agro/contracts/columns/table-query';
import type { ColumnFilters } from '@agro/domain/search';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PagedListView, ServerPage } from './paged-list';

const whole = (text: string | null, min: number, max: number): number | null => {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

/** The view a prefix's parameters say, `initial` for what they leave out or get wrong. */
export function viewFromParams(
  params: URLSearchParams,
  prefix: string,
  initial: PagedListView,
): PagedListView {
  const page = whole(params.get(`${prefix}page`), 1, 1_000_000);
  const size = whole(params.get(`${prefix}size`), 1, LIST_PAGE_SIZE_MAX);
  const sortKey = params.get(`${prefix}sort`);
  const filters: Record<string, string[]> = {};
  const filterPrefix = `${prefix}filter.`;
  for (const [name, value] of params) {
    if (!name.startsWith(filterPrefix) || name.length === filterPrefix.length) continue;
    const key = name.slice(filterPrefix.length);
    filters[key] = [...(filters[key] ?? []), value];
  }
  return {
    page: {
      index: page === null ? initial.page.index : page - 1,
      size: size ?? initial.page.size,
      sort:
        sortKey === null || sortKey === ''
          ? initial.page.sort
          : { key: sortKey, desc: params.get(`${prefix}order`) === 'desc' },
    },
    query: {
      search: params.get(`${prefix}search`) ?? initial.query.search,
      filters: Object.keys(filters).length > 0 ? filters : initial.query.filters,
    },
  };
}

/** The parameters with a prefix's view written in, those of other prefixes kept. */
export function paramsWithView(
  params: URLSearchParams,
  prefix: string,
  view: PagedListView,
  initial: PagedListView,
): URLSearchParams {
  const next = new URLSearchParams([...params].filter(([name]) => !name.startsWith(prefix)));
  const { page, query } = view;
  if (page.index !== initial.page.index) next.set(`${prefix}page`, String(page.index + 1));
  if (page.size !== initial.page.size) next.set(`${prefix}size`, String(page.size));
  if (page.sort) {
    next.set(`${prefix}sort`, page.sort.key);
    if (page.sort.desc) next.set(`${prefix}order`, 'desc');
  }
  if (query.search.trim() !== '') next.set(`${prefix}search`, query.search);
  for (const [key, values] of Object.entries(query.filters)) {
    for (const value of values) next.append(`${prefix}filter.${key}`, value);
  }
  return next;
}

/**
 * A paged table's view, read from the address when the table opens and written back to it in
 * place as it changes (no new history entry per page or letter typed: the back button leaves the
 * screen, and coming back finds it). The view lives in React's state: the router's navigations
 * run as transitions, and a second choice made before the first one's render read stale filters
 * (a department chosen, then lost to the next). The address is written with the history API,
 * at once and in order, each table keeping the others' parameters.
 */
export function usePagedListView(
  prefix: string,
  initial: PagedListView,
): [PagedListView, (update: (view: PagedListView) => PagedListView) => void] {
  const [params] = useSearchParams();
  const [view, setView] = useState(() => viewFromParams(params, prefix, initial));
  useEffect(() => {
    const url = new URL(window.location.href);
    const next = paramsWithView(url.searchParams, prefix, view, initial).toString();
    if (next === url.searchParams.toString()) return;
    // The router's own entry state is kept: going back and forth finds this entry as it is.
    const state: unknown = window.history.state;
    window.history.replaceState(
      state,
      '',
      `${url.pathname}${next === '' ? '' : `?${next}`}${url.hash}`,
    );
  }, [view, prefix, initial]);
  return [view, setView];
}

type ViewUpdate = (update: (view: PagedListView) => PagedListView) => void;

/**
 * What a screen with a filter bar does with its paged table's view: a filter change or a new
 * search goes back to the first page; the table's own filters are the bar's, so only its search
 * comes from the table; a page, a size or a sort is the table's.
 */
export function usePagedListChanges(setView: ViewUpdate) {
  const setFilters = useCallback(
    (change: (previous: ColumnFilters) => ColumnFilters) =>
      setView((old) => ({
        page: { ...old.page, index: 0 },
        query: { search: old.query.search, filters: change(old.query.filters) },
      })),
    [setView],
  );
  const onQueryChange = useCallback(
    (next: TableQuery) =>
      setView((old) =>
        next.search === old.query.search
          ? old
          : { page: { ...old.page, index: 0 }, query: { ...old.query, search: next.search } },
      ),
    [setView],
  );
  const onPageChange = useCallback(
    (page: ServerPage) => setView((old) => ({ ...old, page })),
    [setView],
  );
  return { setFilters, onQueryChange, onPageChange };
}
