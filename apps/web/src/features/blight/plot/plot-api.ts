// The blight plot detail's calls (spec 3 §7.1). Each section reads its own data and says itself
// what failed (local errors): the old page only logged most of these failures (spec 3 §8).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, isRecordMissing } from '../../../lib/api';
import { apiDataQuery, LOCAL_ERRORS } from '../../../lib/api-query';

const plotKey = (id: string) => ['blight', 'plot', id] as const;
/** The weather-gap view's list of every plot's corrections: a plot's write changes it too. */
export const ALL_CORRECTIONS_KEY = ['blight', 'corrections'] as const;

export const useBlightPlot = (id: string) =>
  useQuery({
    ...apiDataQuery(plotKey(id), 'blightPlotGet', { params: { id } }),
    // '' while no plot is chosen (the management screen in create mode).
    enabled: id !== '',
  });

/** One read of the plot, keyed under the plot so that a write reloads them all. */
const plotReadKey = (id: string, part: string) => [...plotKey(id), part] as const;

export const usePlotInfos = (id: string) =>
  useQuery(apiDataQuery(plotReadKey(id, 'infos'), 'blightPlotInfos', { params: { id } }));
export const useDailyIndices = (id: string) =>
  useQuery(apiDataQuery(plotReadKey(id, 'daily'), 'blightPlotDailyIndices', { params: { id } }));
export const useHourlyIndices = (id: string) =>
  useQuery(apiDataQuery(plotReadKey(id, 'hourly'), 'blightPlotHourlyIndices', { params: { id } }));
export const useClimateIndices = (id: string) =>
  useQuery(
    apiDataQuery(plotReadKey(id, 'climate'), 'blightPlotClimateIndices', { params: { id } }),
  );
export const useReceptionDays = (id: string) =>
  useQuery(
    apiDataQuery(plotReadKey(id, 'reception'), 'blightPlotReceptionDays', { params: { id } }),
  );
export const useAlternariaDaily = (id: string) =>
  useQuery(
    apiDataQuery(plotReadKey(id, 'alternaria-daily'), 'blightPlotAlternariaIndices', {
      params: { id },
    }),
  );
export const useAlternariaHourly = (id: string) =>
  useQuery(
    apiDataQuery(plotReadKey(id, 'alternaria-hourly'), 'blightPlotAlternariaHourlyIndices', {
      params: { id },
    }),
  );
export const useSkippedTreatments = (id: string) =>
  useQuery({
    ...apiDataQuery(plotReadKey(id, 'skipped'), 'blightTreatmentsSkipped', { params: { id } }),
    select: (data) => data.plot_skip,
  });
export const useCorrections = (id: string) =>
  useQuery(
    apiDataQuery(plotReadKey(id, 'corrections'), 'blightReplacementsList', { params: { id } }),
  );
export const useScenarios = (id: string) =>
  useQuery(apiDataQuery(plotReadKey(id, 'scenarios'), 'blightScenariosList', { params: { id } }));
export const useCalculationCheck = (id: string) =>
  useQuery(
    apiDataQuery(plotReadKey(id, 'calculation'), 'blightCalculationCheck', { params: { id } }),
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
    meta: LOCAL_ERRORS,
  });
}

export interface CorrectionPeriodInput {
  begin: string;
  end: string;
}

export const useAddCorrection = (id: string) =>
  usePlotWrite(id, (period: CorrectionPeriodInput) =>
    callApi('blightReplacementCreate', { params: { id }, body: { replacement_data: [period] } }),
  );

export const useEditCorrection = (id: string) =>
  usePlotWrite(id, (change: CorrectionPeriodInput & { original: string }) =>
    callApi('blightReplacementUpdate', {
      params: { id },
      body: {
        replacement_data: [
          { select_begin_replacement_meteo: change.original, begin: change.begin, end: change.end },
        ],
      },
    }),
  );

export const useDeleteCorrection = (id: string) =>
  usePlotWrite(id, (beginDate: string) =>
    callApi('blightReplacementDelete', { params: { id, beginDate } }),
  );

/** The search and integration of the missing weather days; `x` is not described (spec 3 §7.1). */
export const useFillGaps = (id: string) =>
  usePlotWrite(id, () => callApi('blightGapMeteosFill', { params: { id, x: '1' }, body: {} }));

export const useSetScenario = (id: string) =>
  usePlotWrite(id, (code: string) =>
    callApi('blightScenarioSet', { params: { id }, body: { code_scenario: code, id_plot: id } }),
  );

export const useLaunchCalculation = (id: string) =>
  usePlotWrite(id, () => callApi('blightCalculationLaunch', { params: { id }, body: {} }));

/** Whether a failure means there is no such plot for this user (unknown, not theirs, bad id). */
export const isPlotMissing = isRecordMissing;
