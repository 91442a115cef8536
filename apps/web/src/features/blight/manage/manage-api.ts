// The plot management screen's calls (spec 3 §2.5, §7.1): the user's plots, the lists its forms
// offer (varieties, weather operators, products), the station check, the plot's create, edit and
// delete, and every intervention sent to one plot or to each selected plot in turn.
import type {
  BlightIrrigation,
  BlightPhaseName,
  BlightPlotInput,
  BlightTreatmentPayload,
} from '@agro/contracts/entities/blight';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { apiDataQuery } from '../../../lib/api-query';

/** Under the blight key: any blight write reloads it, and it reloads with the dashboard's. */
export const MANAGED_PLOTS_KEY = ['blight', 'managed-plots'] as const;
const FORM_LISTS_KEY = ['blight-form-lists'] as const;

export const useManagedPlots = () =>
  useQuery(apiDataQuery(MANAGED_PLOTS_KEY, 'blightPlotsFewData'));

/** Lists that do not change while the user works: read once a session. */
const FORM_LIST = { staleTime: Number.POSITIVE_INFINITY } as const;

export const useVarieties = () =>
  useQuery({
    ...apiDataQuery([...FORM_LISTS_KEY, 'varieties'], 'blightVarietiesList'),
    ...FORM_LIST,
  });
export const useConstructors = () =>
  useQuery({
    ...apiDataQuery([...FORM_LISTS_KEY, 'constructors'], 'blightConstructorsList'),
    ...FORM_LIST,
  });
export const useProducts = () =>
  useQuery({
    ...apiDataQuery([...FORM_LISTS_KEY, 'products'], 'blightProductsList'),
    ...FORM_LIST,
  });

/** The station check: its coordinates when the operator has a station of that code, else null. */
export async function checkStation(
  operator: string,
  code: string,
  bsv = false,
): Promise<{ latitude: number; longitude: number } | null> {
  const answer = await callApi('blightDeviceExists', {
    params: { operator: operator.trim(), code: code.trim() },
    query: bsv ? { bsv: 'true' } : undefined,
  });
  return answer.data.exists ? (answer.data.data_geographiques ?? null) : null;
}

export const createPlot = (plot: BlightPlotInput, bsv = false) =>
  callApi('blightPlotCreate', {
    body: { data_plot_to_create: plot },
    query: bsv ? { bsv: 'true' } : undefined,
  }).then((answer) => answer.data.id);

export const editPlot = (id: string, plot: BlightPlotInput, bsv = false) =>
  callApi('blightPlotEdit', {
    params: { id },
    body: { data_plot_to_edit: plot },
    query: bsv ? { bsv: 'true' } : undefined,
  });

export const deletePlot = (id: string) => callApi('blightPlotDelete', { params: { id } });

export const addObservation = (id: string, date: string) =>
  callApi('blightObservationCreate', { params: { id }, body: { date_obs: date } });
export const editObservation = (id: string, original: string, date: string) =>
  callApi('blightObservationUpdate', {
    params: { id },
    body: { date_obs: date, date_obs_origine: original },
  });
export const deleteObservation = (id: string, date: string) =>
  callApi('blightObservationDelete', { params: { id, date } });

export type IrrigationInput = Omit<BlightIrrigation, 'dose_unit'>;
const irrigationData = (irrigation: IrrigationInput) => ({
  irrigation_data: { ...irrigation, dose_unit: 'MM' as const },
});
export const addIrrigation = (id: string, irrigation: IrrigationInput) =>
  callApi('blightIrrigationCreate', { params: { id }, body: irrigationData(irrigation) });
/** Keyed by the irrigation's original start (spec 3 §4). */
export const editIrrigation = (id: string, key: string, irrigation: IrrigationInput) =>
  callApi('blightIrrigationUpdate', { params: { id, key }, body: irrigationData(irrigation) });
export const deleteIrrigation = (id: string, key: string) =>
  callApi('blightIrrigationDelete', { params: { id, key } });

export const addTreatment = (id: string, lines: BlightTreatmentPayload[]) =>
  callApi('blightTreatmentCreate', { params: { id }, body: { traitement_data: lines } });
/** Keyed by the treatment's original date (spec 3 §4). */
export const editTreatment = (id: string, key: string, lines: BlightTreatmentPayload[]) =>
  callApi('blightTreatmentUpdate', { params: { id, key }, body: { traitement_data: lines } });
export const deleteTreatment = (id: string, key: string) =>
  callApi('blightTreatmentDelete', { params: { id, key } });

export interface StagePhase {
  name: BlightPhaseName;
  date: string;
}
/** Adds the filled stages (those already there keep their dates unless given). */
export const addPhases = (id: string, phases: StagePhase[]) =>
  callApi('blightPhasesCreate', { params: { id }, body: { phases } });
/** Replaces the plot's stages with these. */
export const setPhases = (id: string, phases: StagePhase[]) =>
  callApi('blightPhasesUpdate', { params: { id }, body: { phases } });
export const deletePhases = (id: string) => callApi('blightPhasesDelete', { params: { id } });
export const setHarvest = (id: string, datetime: string, harvested: number | null) =>
  callApi('blightHarvestSet', {
    params: { id },
    body: { harvest: { datetime, yield: harvested } },
  });
export const deleteHarvest = (id: string) => callApi('blightHarvestDelete', { params: { id } });
