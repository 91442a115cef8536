// The QN calls (spec 2 §7 QN): the follow-up's plots in pages with their cards and charts, and their
// map, from the BFF's list `qn` (issue 43: the browser never receives the whole list); one plot,
// its rasters, and the correction requests. A request saved or validated reloads every QN read and
// the BFF's pages: a validated one changes its plots' doses.
import type { QnListSummary } from '@agro/contracts/bff/qn-follow-up';
import { QN_FILTER_KEYS, QN_LIST_PAGE_SIZE, type QnListRow } from '@agro/contracts/columns/qn';
import { EMPTY_TABLE_QUERY } from '@agro/contracts/columns/table-query';
import type { QnCorrectionInput } from '@agro/contracts/entities/ferti';
import type { QnRasterCode } from '@agro/domain/qn';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, confirmedWrite } from '../../lib/api';
import { apiDataQuery, LOCAL_ERRORS } from '../../lib/api-query';
import {
  listMapQuery,
  PAGED_LISTS_KEY,
  pagedListQuery,
  type PagedListView,
} from '../../lib/paged-list';

export const QN_KEY = ['qn'] as const;
export const QN_LIST = 'qn' as const;

/** The table's first view: 10 plots a page (spec 2 §2), the model API's order, no filter. */
export const qnListView: PagedListView = {
  page: { index: 0, size: QN_LIST_PAGE_SIZE, sort: null },
  query: EMPTY_TABLE_QUERY,
};

/** A page of the follow-up with its summary and the six filters' options. */
export const qnPageQuery = (view: PagedListView) =>
  pagedListQuery<QnListRow, QnListSummary>(QN_LIST, view, QN_FILTER_KEYS);

/** The first page and the map of every plot, which the follow-up's route prefetches. */
export const qnFirstPageQuery = qnPageQuery(qnListView);
export const qnWholeMapQuery = listMapQuery(QN_LIST, {});

/** After a correction, the QN reads and the BFF's pages of the list, whose doses it changes. */
async function reloadQn(client: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    client.invalidateQueries({ queryKey: QN_KEY }),
    client.invalidateQueries({ queryKey: [...PAGED_LISTS_KEY, QN_LIST] }),
  ]);
}

export function useQnPlot(plotId: string) {
  return useQuery({
    queryKey: [...QN_KEY, 'plot', plotId],
    queryFn: ({ signal }) =>
      callApi('qnPlotResults', { params: { plotId }, signal }).then(
        (answer) => answer.data[0] ?? null,
      ),
    meta: LOCAL_ERRORS,
  });
}

/** A plot's raster as a data URL (PNG); `enabled` false until the plot has an image. */
export function useQnRaster(plotId: string, code: QnRasterCode, enabled: boolean) {
  return useQuery({
    queryKey: [...QN_KEY, 'plot', plotId, 'raster', code],
    queryFn: ({ signal }) =>
      callApi('qnRaster', { params: { code }, query: { uuid_plot: plotId }, signal }).then(
        (answer) => `data:image/png;base64,${answer.data}`,
      ),
    enabled,
    meta: LOCAL_ERRORS,
  });
}

/** The correction requests: every one for an administrator, one's own otherwise. */
export function useQnCorrections(enabled = true) {
  return useQuery({ ...apiDataQuery([...QN_KEY, 'corrections'], 'qnCorrectionsList'), enabled });
}

export function useCreateQnCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: QnCorrectionInput) =>
      confirmedWrite(callApi('qnCorrectionCreate', { body: input })),
    onSettled: () => reloadQn(client),
  });
}

export function useValidateQnCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | number) =>
      confirmedWrite(callApi('qnCorrectionValidate', { params: { id: String(id) }, body: {} })),
    onSettled: () => reloadQn(client),
  });
}
