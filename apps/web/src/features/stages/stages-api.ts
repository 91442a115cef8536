// The stage and cereal service's calls (spec 4 §7) the stage screens make: maize lists, cereal
// plot lists, one plot with its computations and risk forecast, and the weather of its station.
import type {
  GraphAnswer,
  GraphRequestBody,
  ImportResult,
  MaizeStagePlot,
  OwnPlotCsvRow,
  WeatherRow,
} from '@agro/contracts/entities/stages';
import { MAIZE_FILTER_KEYS, MAIZE_PAGE_SIZE, type MaizeKind } from '@agro/contracts/columns/stages';
import { EMPTY_TABLE_QUERY } from '@agro/contracts/columns/table-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, confirmedWrite } from '../../lib/api';
import { apiDataQuery, LOCAL_ERRORS } from '../../lib/api-query';
import { pagedListQuery, type PagedListView } from '../../lib/paged-list';
import { prefetchedListQuery } from '../../lib/screen-prefetch';

const graphs = {
  rouille_jaune: 'capGraphYellowRust',
  pv: 'capGraphEyespot',
  rouille_brune: 'capGraphBrownRust',
} as const;

export const STAGES_KEY = ['stades'] as const;

/** A maize table's paged list (`/bff/lists/mais-grain`, `mais-fourrage`). */
export const maizeListName = (kind: MaizeKind) =>
  kind === 'grain' ? ('mais-grain' as const) : ('mais-fourrage' as const);

/** A maize table's first view: its first page of 10, the list's order, no search nor filter. */
export const maizeListView: PagedListView = {
  page: { index: 0, size: MAIZE_PAGE_SIZE, sort: null },
  query: EMPTY_TABLE_QUERY,
};

/** The first page of a maize table, which the dashboard's route prefetches for both. */
export const maizeFirstPageQuery = (kind: MaizeKind) =>
  pagedListQuery<MaizeStagePlot>(maizeListName(kind), maizeListView, MAIZE_FILTER_KEYS);

/** The client plots of the cap list, which its route prefetches. */
export const capPlotsQuery = prefetchedListQuery(
  [...STAGES_KEY, 'cap', 'clients'],
  ({ signal }) =>
    callApi('capPlotsList', { query: { type: 'clients' }, signal }).then((answer) => answer.data),
  LOCAL_ERRORS,
);

export function useCapPlots() {
  return useQuery(capPlotsQuery);
}

/** Fetches the crop-monitoring service's plots into the client plots, then reads them again. */
export function useFetchExternalPlots() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('vigiculturesPlotsImport', {}).then((answer) => answer.data),
    onSettled: () => client.invalidateQueries({ queryKey: STAGES_KEY }),
  });
}

export function useCerealPlot(id: string) {
  return useQuery(apiDataQuery([...STAGES_KEY, 'plot', id], 'capPlotGet', { params: { id } }));
}

export function useComputations(id: string) {
  return useQuery(
    apiDataQuery([...STAGES_KEY, 'plot', id, 'calculs'], 'capPlotComputations', { params: { id } }),
  );
}

export function useRiskForecast(id: string, date: string | null) {
  return useQuery({
    ...apiDataQuery([...STAGES_KEY, 'plot', id, 'previ', date], 'capPlotRiskForecast', {
      params: { id, date: date ?? '' },
    }),
    enabled: date !== null,
  });
}

export interface PlotWeatherWindow {
  latitude: number | null;
  longitude: number | null;
  codeStation: string | null;
  start: string;
  end: string;
}

/** The plot's daily weather over the detail's window: raw, cumulated and frequential. */
export function usePlotWeather(window: PlotWeatherWindow | null) {
  return useQuery({
    queryKey: [...STAGES_KEY, 'meteo', window],
    queryFn: ({ signal }): Promise<WeatherRow[]> =>
      callApi('weatherByLocation', {
        body: {
          latitude: window?.latitude ?? null,
          longitude: window?.longitude ?? null,
          code_station: window?.codeStation ?? null,
          date_debut: window?.start ?? '',
          date_fin: window?.end ?? '',
          parametres: {
            mixte: {
              brut: ['TMini', 'TMaxi', 'Pluie'],
              cumul: ['TMoy'],
              types: ['Observé', 'Prévisionnel'],
            },
            frequentiel: { cumul: ['TMoy'] },
          },
        },
        signal,
      }).then((a) => a.data),
    enabled: window !== null,
    meta: LOCAL_ERRORS,
  });
}

/** The own plots ("arvalis") of the institute's staff, and the client plots with an observed E1C. */
export function useCapList(type: 'arvalis' | 'clients_e1c') {
  return useQuery(apiDataQuery([...STAGES_KEY, 'cap', type], 'capPlotsList', { query: { type } }));
}

/** Deletes an own plot by its code; throws when the service does not answer 1. */
export async function deleteOwnPlot(code: string): Promise<void> {
  await confirmedWrite(callApi('capPlotDelete', { params: { id: code } }));
}

export function useImportOwnPlots() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: OwnPlotCsvRow[]; equipe: boolean }): Promise<ImportResult> =>
      callApi('capPlotsImport', { body: input }).then((answer) => answer.data),
    onSettled: () => client.invalidateQueries({ queryKey: STAGES_KEY }),
  });
}

export type GraphService = keyof typeof graphs;

/** One disease graph of one plot and year (the service draws one year a call). */
export function diseaseGraph(service: GraphService, body: GraphRequestBody): Promise<GraphAnswer> {
  const answer =
    service === 'rouille_jaune'
      ? callApi(graphs.rouille_jaune, { body })
      : service === 'pv'
        ? callApi(graphs.pv, { body })
        : callApi(graphs.rouille_brune, { body });
  return answer.then((result) => result.data);
}
