// The QN calls (spec 2 §7 QN): the plots, one plot, its rasters, and the correction requests. A
// request saved or validated reloads every QN read: a validated one changes its plots' doses.
import type { QnCorrectionInput } from '@agro/contracts/entities/ferti';
import type { QnRasterCode } from '@agro/domain/qn';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, confirmedWrite } from '../../lib/api';
import { apiDataQuery, fetchData, LOCAL_ERRORS } from '../../lib/api-query';
import { prefetchedListQuery } from '../../lib/screen-prefetch';

export const QN_KEY = ['qn'] as const;

/** The plots of the follow-up, which its route prefetches (lib/screen-prefetch). */
export const qnResultsQuery = prefetchedListQuery(
  [...QN_KEY, 'results'],
  ({ signal }) => fetchData('qnResults', { signal }),
  LOCAL_ERRORS,
);

export function useQnResults() {
  return useQuery(qnResultsQuery);
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
    onSettled: () => client.invalidateQueries({ queryKey: QN_KEY }),
  });
}

export function useValidateQnCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | number) =>
      confirmedWrite(callApi('qnCorrectionValidate', { params: { id: String(id) }, body: {} })),
    onSettled: () => client.invalidateQueries({ queryKey: QN_KEY }),
  });
}
