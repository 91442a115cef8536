// The CHN calls of the follow-up and the plot detail (spec 2 §7 CHN). A calculation date is sent
// only when it holds the current year (spec 2 §4); the latest calculation sends none. The
// administrators' actions reload every CHN read: their answers follow them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callApi, confirmedWrite } from '../../lib/api';
import { prefetchedListQuery } from '../../lib/screen-prefetch';

const dates = apiCall('chnCalculationDates', 'GET', 'chns/dates_calcul');
const results = apiCall('chnResults', 'GET', 'chns/results');
const errors = apiCall('chnResultErrors', 'GET', 'chns/results/errors');
const statusPlots = apiCall('chnPlotsByStatus', 'GET', 'chns/plots/statut');
const recalculation = apiCall('chnRecalculationRequest', 'POST', 'chns/demandes_recalcul');
const forceFalse = apiCall('chnForcePrecoFalse', 'POST', 'chns/force_preco_false');
const forceValue = apiCall('chnForcePrecoValue', 'POST', 'chns/force_preco_valeur');
const emptyMask = apiCall('chnForceEmptyMask', 'POST', 'chns/force_masque_vide');
const maskRecalculation = apiCall(
  'chnForceMaskRecalculation',
  'POST',
  'chns/force_recalcul_masque',
);
const shiftInput = apiCall(
  'chnShiftPlannedLastInputDate',
  'POST',
  'chns/modif_date_dernier_apport_prevu',
);

const plotDates = apiCall('chnPlotCalculationDates', 'GET', 'chns/{plotId}/dates_calcul');
const plotResults = apiCall('chnPlotResults', 'GET', 'chns/{plotId}/results');
const plotDaily = apiCall('chnPlotDailyResults', 'GET', 'chns/{plotId}/results_daily');
const plotReports = apiCall('chnPlotReports', 'GET', 'chns/{plotId}/rapports');
const plotDelta = apiCall('chnPlotDeltaEvolution', 'GET', 'chns/{plotId}/delta_evolution');

export const CHN_KEY = ['chn'] as const;
const local = { meta: { errorHandling: 'local' } } as const;
const dateQuery = (date: string | undefined) => (date === undefined ? {} : { date_calcul: date });

/** The campaign's calculation dates, which the follow-up's route prefetches. */
export const chnDatesQuery = prefetchedListQuery(
  [...CHN_KEY, 'dates'],
  ({ signal }) => callApi(dates, { signal }).then((answer) => answer.data),
  local.meta,
);

export function useChnDates() {
  return useQuery(chnDatesQuery);
}

const resultsKey = (date: string | undefined) => [...CHN_KEY, 'results', date ?? 'latest'] as const;

/** The latest calculation's plots, which the follow-up's route prefetches (lib/screen-prefetch). */
export const chnLatestResultsQuery = prefetchedListQuery(
  resultsKey(undefined),
  ({ signal }) => callApi(results, { signal }).then((answer) => answer.data),
  local.meta,
);

/** The plots at a calculation date (undefined: the latest). */
export function useChnResults(date: string | undefined) {
  return useQuery(
    date === undefined
      ? chnLatestResultsQuery
      : {
          queryKey: resultsKey(date),
          queryFn: ({ signal }) =>
            callApi(results, { query: dateQuery(date), signal }).then((answer) => answer.data),
          ...local,
        },
  );
}

const errorsKey = (date: string | undefined) => [...CHN_KEY, 'errors', date ?? 'latest'] as const;

/** The latest calculation's failed plots, which the follow-up's route prefetches. */
export const chnLatestErrorsQuery = prefetchedListQuery(
  errorsKey(undefined),
  ({ signal }) => callApi(errors, { signal }).then((answer) => answer.data),
  local.meta,
);

/** The plots whose calculation at that date failed, with their errors. */
export function useChnErrors(date: string | undefined) {
  return useQuery(
    date === undefined
      ? chnLatestErrorsQuery
      : {
          queryKey: errorsKey(date),
          queryFn: ({ signal }) =>
            callApi(errors, { query: dateQuery(date), signal }).then((answer) => answer.data),
          ...local,
        },
  );
}

/** The parcel checks (ADMIN): obsolete plots and plots still to calculate. */
export function useChnStatusPlots(statut: 'obsolete' | 'to_calculate', enabled: boolean) {
  return useQuery({
    queryKey: [...CHN_KEY, 'statut', statut],
    queryFn: ({ signal }) =>
      callApi(statusPlots, { query: { statut }, signal }).then((answer) => answer.data),
    enabled,
    ...local,
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
      return callApi(recalculation, { body: { plots } });
    case 'forceFalse':
      return callApi(forceFalse, { body: { plots } });
    case 'forceValue':
      return callApi(forceValue, { body: { plots, valeur: action.valeur } });
    case 'emptyMask':
      return callApi(emptyMask, { body: { plots } });
    case 'maskRecalculation':
      return callApi(maskRecalculation, { body: { plots } });
    case 'shiftInput':
      return callApi(shiftInput, { body: { plots, nb_jours: action.nb_jours } });
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
  return useQuery({
    queryKey: [...plotKey(plotId), 'dates'],
    queryFn: ({ signal }) =>
      callApi(plotDates, { params: { plotId }, signal }).then((answer) => answer.data),
    ...local,
  });
}

/** The plot's result at a calculation date; the previous one stays shown while the next loads. */
export function useChnPlotResult(plotId: string, date: string | undefined) {
  return useQuery({
    queryKey: [...plotKey(plotId), 'result', date ?? 'latest'],
    queryFn: ({ signal }) =>
      callApi(plotResults, { params: { plotId }, query: dateQuery(date), signal }).then(
        (answer) => answer.data[0] ?? null,
      ),
    placeholderData: (previous) => previous,
    ...local,
  });
}

/** The plot's daily series at a date; `enabled` false for a comparison not chosen. */
export function useChnPlotDaily(plotId: string, date: string | undefined, enabled = true) {
  return useQuery({
    queryKey: [...plotKey(plotId), 'daily', date ?? 'latest'],
    queryFn: ({ signal }) =>
      callApi(plotDaily, { params: { plotId }, query: dateQuery(date), signal }).then(
        (answer) => answer.data,
      ),
    enabled,
    placeholderData: (previous) => previous,
    ...local,
  });
}

export function useChnPlotReports(plotId: string) {
  return useQuery({
    queryKey: [...plotKey(plotId), 'reports'],
    queryFn: ({ signal }) =>
      callApi(plotReports, { params: { plotId }, signal }).then((answer) => answer.data),
    ...local,
  });
}

export function useChnPlotDeltaEvolution(plotId: string) {
  return useQuery({
    queryKey: [...plotKey(plotId), 'delta'],
    queryFn: ({ signal }) =>
      callApi(plotDelta, { params: { plotId }, signal }).then((answer) => answer.data),
    ...local,
  });
}
