// The CHN calls of the follow-up and the plot detail (spec 2 §7 CHN). A calculation date is sent
// only when it holds the current year (spec 2 §4); the latest calculation sends none. The
// administrators' actions reload every CHN read: their answers follow them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, confirmedWrite } from '../../lib/api';
import { apiDataQuery, fetchData, LOCAL_ERRORS } from '../../lib/api-query';
import { prefetchedListQuery } from '../../lib/screen-prefetch';

export const CHN_KEY = ['chn'] as const;
const dateQuery = (date: string | undefined) => (date === undefined ? {} : { date_calcul: date });

/** The campaign's calculation dates, which the follow-up's route prefetches. */
export const chnDatesQuery = prefetchedListQuery(
  [...CHN_KEY, 'dates'],
  ({ signal }) => fetchData('chnCalculationDates', { signal }),
  LOCAL_ERRORS,
);

export function useChnDates() {
  return useQuery(chnDatesQuery);
}

const resultsKey = (date: string | undefined) => [...CHN_KEY, 'results', date ?? 'latest'] as const;

/** The latest calculation's plots, which the follow-up's route prefetches (lib/screen-prefetch). */
export const chnLatestResultsQuery = prefetchedListQuery(
  resultsKey(undefined),
  ({ signal }) => fetchData('chnResults', { signal }),
  LOCAL_ERRORS,
);

/** The plots at a calculation date (undefined: the latest). */
export function useChnResults(date: string | undefined) {
  return useQuery(
    date === undefined
      ? chnLatestResultsQuery
      : apiDataQuery(resultsKey(date), 'chnResults', { query: dateQuery(date) }),
  );
}

const errorsKey = (date: string | undefined) => [...CHN_KEY, 'errors', date ?? 'latest'] as const;

/** The latest calculation's failed plots, which the follow-up's route prefetches. */
export const chnLatestErrorsQuery = prefetchedListQuery(
  errorsKey(undefined),
  ({ signal }) => fetchData('chnResultErrors', { signal }),
  LOCAL_ERRORS,
);

/** The plots whose calculation at that date failed, with their errors. */
export function useChnErrors(date: string | undefined) {
  return useQuery(
    date === undefined
      ? chnLatestErrorsQuery
      : apiDataQuery(errorsKey(date), 'chnResultErrors', { query: dateQuery(date) }),
  );
}

/** The parcel checks (ADMIN): obsolete plots and plots still to calculate. */
export function useChnStatusPlots(statut: 'obsolete' | 'to_calculate', enabled: boolean) {
  return useQuery({
    ...apiDataQuery([...CHN_KEY, 'statut', statut], 'chnPlotsByStatus', { query: { statut } }),
    enabled,
  });
}

/** The administrators' actions on selected plots (spec 2 §2). */
export type ChnAction =
  | { kind: 'recalculation' }
  | { kind: 'forceFalse' }
  | { kind: 'forceValue'; valeur: number }
  | { kind: 'emptyMask' }
  | { kind: 'maskRecalculation' }
  | { kind: 'shiftInput'; nb_jours: number };

function send(action: ChnAction, plots: string[]): Promise<{ data?: unknown }> {
  switch (action.kind) {
    case 'recalculation':
      return callApi('chnRecalculationRequest', { body: { plots } });
    case 'forceFalse':
      return callApi('chnForcePrecoFalse', { body: { plots } });
    case 'forceValue':
      return callApi('chnForcePrecoValue', { body: { plots, valeur: action.valeur } });
    case 'emptyMask':
      return callApi('chnForceEmptyMask', { body: { plots } });
    case 'maskRecalculation':
      return callApi('chnForceMaskRecalculation', { body: { plots } });
    case 'shiftInput':
      return callApi('chnShiftPlannedLastInputDate', {
        body: { plots, nb_jours: action.nb_jours },
      });
  }
}

export function useChnAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, plots }: { action: ChnAction; plots: string[] }) =>
      confirmedWrite(send(action, plots)),
    onSettled: () => client.invalidateQueries({ queryKey: CHN_KEY }),
  });
}

// ---------------------------------------------------------------------------------------------
// Plot detail

const plotKey = (plotId: string) => [...CHN_KEY, 'plot', plotId] as const;

export function useChnPlotDates(plotId: string) {
  return useQuery(
    apiDataQuery([...plotKey(plotId), 'dates'], 'chnPlotCalculationDates', { params: { plotId } }),
  );
}

/** The plot's result at a calculation date; the previous one stays shown while the next loads. */
export function useChnPlotResult(plotId: string, date: string | undefined) {
  return useQuery({
    queryKey: [...plotKey(plotId), 'result', date ?? 'latest'],
    queryFn: ({ signal }) =>
      callApi('chnPlotResults', { params: { plotId }, query: dateQuery(date), signal }).then(
        (answer) => answer.data[0] ?? null,
      ),
    placeholderData: (previous) => previous,
    meta: LOCAL_ERRORS,
  });
}

/** The plot's daily series at a date; `enabled` false for a comparison not chosen. */
export function useChnPlotDaily(plotId: string, date: string | undefined, enabled = true) {
  return useQuery({
    ...apiDataQuery([...plotKey(plotId), 'daily', date ?? 'latest'], 'chnPlotDailyResults', {
      params: { plotId },
      query: dateQuery(date),
    }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function useChnPlotReports(plotId: string) {
  return useQuery(
    apiDataQuery([...plotKey(plotId), 'reports'], 'chnPlotReports', { params: { plotId } }),
  );
}

export function useChnPlotDeltaEvolution(plotId: string) {
  return useQuery(
    apiDataQuery([...plotKey(plotId), 'delta'], 'chnPlotDeltaEvolution', { params: { plotId } }),
  );
}
