// The CHN calls of the follow-up and the plot detail (spec 2 §7 CHN). A calculation date is sent
// only when it holds the current year (spec 2 §4); the latest calculation sends none. The
// administrators' actions reload every CHN read: their answers follow them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callApi, confirmedWrite } from '../../lib/api';

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

export const CHN_KEY = ['chn'] as const;
const local = { meta: { errorHandling: 'local' } } as const;
const dateQuery = (date: string | undefined) => (date === undefined ? {} : { date_calcul: date });

export function useChnDates() {
  return useQuery({
    queryKey: [...CHN_KEY, 'dates'],
    queryFn: ({ signal }) => callApi(dates, { signal }).then((answer) => answer.data),
    ...local,
  });
}

/** The plots at a calculation date (undefined: the latest). */
export function useChnResults(date: string | undefined) {
  return useQuery({
    queryKey: [...CHN_KEY, 'results', date ?? 'latest'],
    queryFn: ({ signal }) =>
      callApi(results, { query: dateQuery(date), signal }).then((answer) => answer.data),
    ...local,
  });
}

/** The plots whose calculation at that date failed, with their errors. */
export function useChnErrors(date: string | undefined) {
  return useQuery({
    queryKey: [...CHN_KEY, 'errors', date ?? 'latest'],
    queryFn: ({ signal }) =>
      callApi(errors, { query: dateQuery(date), signal }).then((answer) => answer.data),
    ...local,
  });
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
