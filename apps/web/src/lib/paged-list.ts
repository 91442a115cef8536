// A screen's list as the BFF pages it (issue 43, `/bff/lists/<name>`): the query of one page, its
// sort, search and filters, which TanStack Query keeps while the next page loads, so the table
// shows the page it has until the new one is there.
import {
  LIST_PAGE_SIZE_MAX,
  listMapPath,
  listPath,
  listRowPath,
  type ListName,
  type ListPage,
} from '@agro/contracts/bff/lists';
import type { MapLayer } from '@agro/contracts/bff/map-layer';
import { tableQueryString, type TableQuery } from '@agro/contracts/columns/table-query';
import type { ColumnFilters } from '@agro/domain/search';
import { keepPreviousData, queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { request } from './api';
import { LOCAL_ERRORS } from './api-query';

export const PAGED_LISTS_KEY = ['bff-lists'] as const;

/**
 * A page or a layer the route prefetched is not read again as its screen mounts; beyond that, the
 * BFF's read model answers again in milliseconds, and writes drop what it keeps.
 */
const PREFETCHED_FRESH_MS = 5_000;

/** The page a server-paged table shows: its index (from 0), its size and its sort. */
export interface ServerPage {
  index: number;
  size: number;
  sort: { key: string; desc: boolean } | null;
}

export interface PagedListView {
  page: ServerPage;
  query: TableQuery;
}

/** The address of one page: `page` counts from 1 there, and the filters' options asked. */
export function pagedListUrl(name: ListName, view: PagedListView, options: readonly string[]) {
  const params = new URLSearchParams({
    page: String(view.page.index + 1),
    pageSize: String(Math.min(view.page.size, LIST_PAGE_SIZE_MAX)),
  });
  if (view.page.sort) {
    params.set('sort', view.page.sort.key);
    params.set('order', view.page.sort.desc ? 'desc' : 'asc');
  }
  if (options.length > 0) params.set('options', options.join(','));
  const table = tableQueryString(view.query);
  return `${listPath(name)}?${params.toString()}${table === '' ? '' : `&${table}`}`;
}

export const pagedListQuery = <Row, Summary = never>(
  name: ListName,
  view: PagedListView,
  options: readonly string[] = [],
) =>
  queryOptions({
    queryKey: [...PAGED_LISTS_KEY, name, view, options] as const,
    queryFn: ({ signal }) =>
      request<{ data: ListPage<Row, Summary> }>('GET', pagedListUrl(name, view, options), {
        signal,
      }).then((answer) => answer.data),
    meta: LOCAL_ERRORS,
    staleTime: PREFETCHED_FRESH_MS,
  });

export function usePagedList<Row, Summary = never>(
  name: ListName,
  view: PagedListView,
  options: readonly string[] = [],
) {
  // The page shown stays while the next one loads.
  return useQuery({
    ...pagedListQuery<Row, Summary>(name, view, options),
    placeholderData: keepPreviousData,
  });
}

/** The map layer of the rows a screen's filters keep (`/bff/lists/<name>/map`). */
export const listMapQuery = (name: ListName, filters: ColumnFilters) =>
  queryOptions({
    queryKey: [...PAGED_LISTS_KEY, name, 'map', filters] as const,
    queryFn: ({ signal }) => {
      const query = tableQueryString({ search: '', filters });
      return request<{ data: MapLayer }>(
        'GET',
        `${listMapPath(name)}${query === '' ? '' : `?${query}`}`,
        { signal },
      ).then((answer) => answer.data);
    },
    meta: LOCAL_ERRORS,
    staleTime: PREFETCHED_FRESH_MS,
  });

/** The map shown stays while the points of new filters load. */
export function useListMap(name: ListName, filters: ColumnFilters) {
  return useQuery({ ...listMapQuery(name, filters), placeholderData: keepPreviousData });
}

/** One row of the caller's list: what a map's popup shows of the point clicked. */
export function useListRow<Row>(name: ListName, id: string) {
  return useQuery({
    queryKey: [...PAGED_LISTS_KEY, name, 'row', id] as const,
    queryFn: ({ signal }) =>
      request<{ data: Row }>('GET', listRowPath(name, id), { signal }).then(
        (answer) => answer.data,
      ),
    meta: LOCAL_ERRORS,
  });
}

/**
 * A page's summary as the last one when they are equal: each page of a list answers its summary
 * again, and a page change or a sort, which leaves it as it was, must not draw the charts again.
 */
export function useSharedSummary<Summary>(summary: Summary | undefined): Summary | undefined {
  const last = useRef(summary);
  const shared = replaceEqualDeep(last.current, summary);
  useEffect(() => {
    last.current = shared;
  }, [shared]);
  return shared;
}
