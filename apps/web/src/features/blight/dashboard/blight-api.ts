// The blight dashboard's reads (spec 3 §7.1, issue 43): the plot table's pages, each with the
// cards and the risk summary over the plots the bar keeps, and the map's layer, all from the BFF's
// list `mildiou` of the campaign's plots (the browser never receives the whole list); and the
// filter bar's lists. The route prefetches the first page, the whole map and the lists.
import type { BlightListSummary } from '@agro/contracts/bff/blight-dashboard';
import { BLIGHT_FILTER_KEYS, BLIGHT_PLOT_PAGE_SIZE } from '@agro/contracts/columns/blight';
import { EMPTY_TABLE_QUERY } from '@agro/contracts/columns/table-query';
import type { BlightDashboardRow } from '@agro/contracts/entities/blight';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-query';
import { listMapQuery, pagedListQuery, type PagedListView } from '../../../lib/paged-list';

export const BLIGHT_LIST = 'mildiou' as const;

/** The table's first view: 15 plots a page, sorted by urgency (the advice's column), no filter. */
export const blightListView: PagedListView = {
  page: {
    index: 0,
    size: BLIGHT_PLOT_PAGE_SIZE,
    sort: { key: BLIGHT_FILTER_KEYS.advice, desc: false },
  },
  query: EMPTY_TABLE_QUERY,
};

export const blightFirstPageQuery = pagedListQuery<BlightDashboardRow, BlightListSummary>(
  BLIGHT_LIST,
  blightListView,
);

/** The map of every plot, before any filter. */
export const blightWholeMapQuery = listMapQuery(BLIGHT_LIST, {});

export const blightFilterListsQuery = queryOptions({
  queryKey: ['blight', 'lists'],
  queryFn: ({ signal }) => fetchData('blightFilterLists', { signal }),
});

export function useBlightFilterLists() {
  return useQuery(blightFilterListsQuery);
}
