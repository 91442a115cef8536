// A screen's list as the BFF pages it (issue 43, `/bff/lists/<name>`): the query of one page, its
// sort, search and filters, which TanStack Query keeps while the next page loads, so the table
// shows the page it has until the new one is there.
import {
  LIST_PAGE_SIZE_MAX,
  listPath,
  type ListName,
  type ListPage,
} from '@agro/contracts/bff/lists';
import { tableQueryString, type TableQuery } from '@agro/contracts/columns/table-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './api';
import { LOCAL_ERRORS } from './api-query';

export const PAGED_LISTS_KEY = ['bff-lists'] as const;

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

export const pagedListQuery = <Row>(
  name: ListName,
  view: PagedListView,
  options: readonly string[] = [],
) =>
  queryOptions({
    queryKey: [...PAGED_LISTS_KEY, name, view, options] as const,
    queryFn: ({ signal }) =>
      request<{ data: ListPage<Row> }>('GET', pagedListUrl(name, view, options), { signal }).then(
        (answer) => answer.data,
      ),
    meta: LOCAL_ERRORS,
  });

export function usePagedList<Row>(
  name: ListName,
  view: PagedListView,
  options: readonly string[] = [],
) {
  // The page shown stays while the next one loads.
  return useQuery({
    ...pagedListQuery<Row>(name, view, options),
    placeholderData: keepPreviousData,
  });
}
