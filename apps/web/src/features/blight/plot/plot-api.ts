// The blight plot detail's calls (spec 3 §7.1). Each section reads its own data and says itself
// what failed (local errors): the old page only logged most of these failures (spec 3 §8).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callApi, isRecordMissing } from '../../../lib/api';

const plotGet = apiCall('blightPlotGet', 'GET', 'maladiesPdt/plots/{id}');
const infos = apiCall('blightPlotInfos', 'GET', 'maladiesPdt/plots/{id}/getInfos');
const daily = apiCall('blightPlotDailyIndices', 'GET', 'maladiesPdt/plots/{id}/indices');
const hourly = apiCall('blightPlotHourlyIndices', 'GET', 'maladiesPdt/plots/{id}/indices/horaires');
const climate = apiCall(
  'blightPlotClimateIndices',
  'GET',
  'maladiesPdt/plots/{id}/meteoData/indices',
);
const reception = apiCall(
  'blightPlotReceptionDays',
  'GET',
  'maladiesPdt/plots/{id}/dm/quotidiennes/nbValues',
);
const alternariaDaily = apiCall(
  'blightPlotAlternariaIndices',
  'GET',
  'maladiesPdt/plots/{id}/indicesAlternaria',
);
const alternariaHourly = apiCall(
  'blightPlotAlternariaHourlyIndices',
  'GET',
  'maladiesPdt/plots/{id}/indicesAlternaria/horaires',
);
const skipped = apiCall(
  'blightTreatmentsSkipped',
  'GET',
  'maladiesPdt/plots/{id}/treatmentskipped',
);
const corrections = apiCall('blightReplacementsList', 'GET', 'maladiesPdt/plots/{id}/replacements');
const correctionAdd = apiCall(
  'blightReplacementCreate',
  'POST',
  'maladiesPdt/plots/{id}/replacement',
);
const correctionEdit = apiCall(
  'blightReplacementUpdate',
  'PUT',
  'maladiesPdt/plots/{id}/replacement',
);
const correctionDelete = apiCall(
  'blightReplacementDelete',
  'DELETE',
  'maladiesPdt/plots/{id}/replacements/{beginDate}',
);
const gapFill = apiCall('blightGapMeteosFill', 'POST', 'maladiesPdt/plots/{id}/gapMeteos/{x}');
const scenarios = apiCall('blightScenariosList', 'GET', 'maladiesPdt/scenarioscode/{id}');
const scenarioSet = apiCall('blightScenarioSet', 'POST', 'maladiesPdt/scenarioscode/plot/{id}');
const calculationCheck = apiCall(
  'blightCalculationCheck',
  'GET',
  'maladiesPdt/calcul/verif/plot/{id}',
);
const calculationLaunch = apiCall(
  'blightCalculationLaunch',
  'POST',
  'maladiesPdt/calcul/plot/{id}',
);

const local = { meta: { errorHandling: 'local' } } as const;
const plotKey = (id: string) => ['blight', 'plot', id] as const;
/** The weather-gap view's list of every plot's corrections: a plot's write changes it too. */
export const ALL_CORRECTIONS_KEY = ['blight', 'corrections'] as const;

export function useBlightPlot(id: string) {
  return useQuery({
    queryKey: plotKey(id),
    queryFn: ({ signal }) => callApi(plotGet, { params: { id }, signal }).then((a) => a.data),
    // '' while no plot is chosen (the management screen in create mode).
    enabled: id !== '',
    ...local,
  });
}

/** One read of the plot, keyed under the plot so that a write reloads them all. */
function usePlotRead<T>(id: string, part: string, read: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: [...plotKey(id), part],
    queryFn: ({ signal }) => read(signal),
    ...local,
  });
}

export const usePlotInfos = (id: string) =>
  usePlotRead(id, 'infos', (signal) =>
    callApi(infos, { params: { id }, signal }).then((a) => a.data),
  );
export const useDailyIndices = (id: string) =>
  usePlotRead(id, 'daily', (signal) =>
    callApi(daily, { params: { id }, signal }).then((a) => a.data),
  );
export const useHourlyIndices = (id: string) =>
  usePlotRead(id, 'hourly', (signal) =>
    callApi(hourly, { params: { id }, signal }).then((a) => a.data),
  );
export const useClimateIndices = (id: string) =>
  usePlotRead(id, 'climate', (signal) =>
    callApi(climate, { params: { id }, signal }).then((a) => a.data),
  );
export const useReceptionDays = (id: string) =>
  usePlotRead(id, 'reception', (signal) =>
    callApi(reception, { params: { id }, signal }).then((a) => a.data),
  );
export const useAlternariaDaily = (id: string) =>
  usePlotRead(id, 'alternaria-daily', (signal) =>
    callApi(alternariaDaily, { params: { id }, signal }).then((a) => a.data),
  );
export const useAlternariaHourly = (id: string) =>
  usePlotRead(id, 'alternaria-hourly', (signal) =>
    callApi(alternariaHourly, { params: { id }, signal }).then((a) => a.data),
  );
export const useSkippedTreatments = (id: string) =>
  usePlotRead(id, 'skipped', (signal) =>
    callApi(skipped, { params: { id }, signal }).then((a) => a.data.plot_skip),
  );
export const useCorrections = (id: string) =>
  usePlotRead(id, 'corrections', (signal) =>
    callApi(corrections, { params: { id }, signal }).then((a) => a.data),
  );
export const useScenarios = (id: string) =>
  usePlotRead(id, 'scenarios', (signal) =>
    callApi(scenarios, { params: { id }, signal }).then((a) => a.data),
  );
export const useCalculationCheck = (id: string) =>
  usePlotRead(id, 'calculation', (signal) =>
    callApi(calculationCheck, { params: { id }, signal }).then((a) => a.data),
  );

/** A write on the plot: every read of the plot follows (its indices, calendars and advice). */
function usePlotWrite<Input>(id: string, write: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: plotKey(id) }),
        client.invalidateQueries({ queryKey: ALL_CORRECTIONS_KEY }),
      ]),
    ...local,
  });
}

export interface CorrectionPeriodInput {
  begin: string;
  end: string;
}

export const useAddCorrection = (id: string) =>
  usePlotWrite(id, (period: CorrectionPeriodInput) =>
    callApi(correctionAdd, { params: { id }, body: { replacement_data: [period] } }),
  );

export const useEditCorrection = (id: string) =>
  usePlotWrite(id, (change: CorrectionPeriodInput & { original: string }) =>
    callApi(correctionEdit, {
      params: { id },
      body: {
        replacement_data: [
          { select_begin_replacement_meteo: change.original, begin: change.begin, end: change.end },
        ],
      },
    }),
  );

export const useDeleteCorrection = (id: string) =>
  usePlotWrite(id, (beginDate: string) => callApi(correctionDelete, { params: { id, beginDate } }));

/** The search and integration of the missing weather days; `x` is not described (spec 3 §7.1). */
export const useFillGaps = (id: string) =>
  usePlotWrite(id, () => callApi(gapFill, { params: { id, x: '1' }, body: {} }));

export const useSetScenario = (id: string) =>
  usePlotWrite(id, (code: string) =>
    callApi(scenarioSet, { params: { id }, body: { code_scenario: code, id_plot: id } }),
  );

export const useLaunchCalculation = (id: string) =>
  usePlotWrite(id, () => callApi(calculationLaunch, { params: { id }, body: {} }));

/** Whether a failure means there is no such plot for this user (unknown, not theirs, bad id). */
export const isPlotMissing = isRecordMissing;
