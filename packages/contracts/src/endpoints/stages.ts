// Calls of spec 4 §7, stage and cereal service: maize and cereal plots, Mycolis, graphs, weather.
import { z } from 'zod';
import { dataAnswer, endpoint, pathParams, writeOutcome } from '../catalogue/endpoint.ts';
import { CODE_MAX, NAME_MAX } from '../catalogue/input-limits.ts';
import {
  MYCOLIS_BATCH_SIZE,
  PLOT_STAGE_KINDS,
  capPlot,
  computationRecord,
  graphAnswer,
  graphRequestBody,
  importResult,
  maizeStagePlot,
  mycolisImportRow,
  mycolisPlot,
  mycolisStageInfo,
  mycolisUser,
  ownPlotCsvRow,
  plotDetail,
  previousCropRef,
  riskForecast,
  stationName,
  varietyRef,
  weatherQuery,
  weatherRow,
} from '../entities/stages.ts';

const service = { doc: 4, section: '7 Stage and cereal service' } as const;

/** Plot lists: client plots, own ("arvalis") plots, client plots with E1C analysis. */
export const CAP_PLOT_LIST_TYPES = ['clients', 'arvalis', 'clients_e1c'] as const;

/** Own-plot import: every row of the file, and whether the plots belong to the user's team. */
export const ownPlotImportBody = z.object({
  csv: z.array(ownPlotCsvRow).min(1),
  equipe: z.boolean(),
  from_mycolis: z.literal(false).optional(),
});

/** Mycolis import: one batch of corrected rows for a client (organisation code). */
export const mycolisImportBody = z.object({
  csv: z.array(mycolisImportRow).min(1).max(MYCOLIS_BATCH_SIZE),
  client: z.string().min(1).max(CODE_MAX),
  from_mycolis: z.literal(true),
  equipe: z.boolean().optional(),
});

export const plotImportBody = z.union([mycolisImportBody, ownPlotImportBody]);

/**
 * Plots fetched from the external crop-monitoring service: the answer is not shown, so it is read
 * as cap plots of which only the identity is sure to be filled.
 */
const externalPlots = dataAnswer(z.array(capPlot.partial().required({ code_parcelle_os: true })));

const graphEndpoint = <const Id extends string, const Path extends string>(
  id: Id,
  path: Path,
  disease: string,
) =>
  endpoint({
    id,
    method: 'POST',
    path,
    rights: ['STADES'],
    body: graphRequestBody,
    answer: dataAnswer(graphAnswer),
    spec: service,
    summary: `Disease graph for one plot (${disease}): surface by date, station and E1C prediction.`,
  });

export const stagesEndpoints = [
  endpoint({
    id: 'maizeGrainPlotsList',
    method: 'GET',
    path: 'previMais/grain/plots',
    rights: ['STADES'],
    answer: dataAnswer(z.array(maizeStagePlot)),
    spec: service,
    summary: 'Grain maize plots with their stage dates and calculation state.',
  }),
  endpoint({
    id: 'maizeFodderPlotsList',
    method: 'GET',
    path: 'previMais/fourrage/plots',
    rights: ['STADES'],
    answer: dataAnswer(z.array(maizeStagePlot)),
    spec: service,
    summary: 'Fodder maize plots with their stage dates (H32 only) and calculation state.',
  }),
  endpoint({
    id: 'capPlotsList',
    method: 'GET',
    path: 'previCap/plots',
    // The detailed export (notes: real notes applied) is an admin feature of the same call: the
    // list is STADES, its notes ADMIN.
    rights: ['STADES'],
    inputRights: ({ query }) =>
      (query as { notes?: unknown } | null)?.notes === true ? ['ADMIN'] : null,
    query: z.object({
      type: z.enum(CAP_PLOT_LIST_TYPES),
      notes: z.stringbool().optional(),
    }),
    answer: dataAnswer(z.array(capPlot)),
    spec: service,
    summary:
      'Cereal plots: client plots, own plots or client plots with E1C; notes for the detailed export.',
  }),
  endpoint({
    id: 'capPlotGet',
    method: 'GET',
    path: 'previCap/plots/{id}',
    rights: ['STADES'],
    params: pathParams('id'),
    answer: dataAnswer(plotDetail),
    spec: service,
    summary: 'One cereal plot with disease risk, treatments and observed stages.',
  }),
  endpoint({
    id: 'capPlotsImport',
    method: 'POST',
    path: 'previCap/plots/add',
    // Own-plot import (STADES) and Mycolis import (ADMIN screen) share the call; the upstream
    // stays the authority on who may send from_mycolis.
    rights: ['STADES', 'ADMIN'],
    inputRights: ({ body }) =>
      (body as { from_mycolis?: unknown } | null)?.from_mycolis === true ? ['ADMIN'] : null,
    body: plotImportBody,
    answer: dataAnswer(importResult),
    spec: service,
    summary:
      'Creates or modifies plots from CSV rows (own plots, or a Mycolis batch of up to 200).',
  }),
  endpoint({
    id: 'capPlotDelete',
    method: 'DELETE',
    path: 'previCap/plots/{id}',
    rights: ['STADES'],
    params: pathParams('id'),
    answer: dataAnswer(writeOutcome),
    spec: service,
    summary: 'Deletes an own plot by code_parcelle_os; 1 means success.',
  }),
  endpoint({
    id: 'capPlotComputations',
    method: 'GET',
    path: 'previCap/plots/calculs/{id}',
    rights: ['STADES'],
    params: pathParams('id'),
    answer: dataAnswer(z.array(computationRecord)),
    spec: service,
    summary: 'The last 20 computations of a plot.',
  }),
  endpoint({
    id: 'capPlotRiskForecast',
    method: 'GET',
    path: 'previCap/resultats/plots/{id}/show/{date}',
    rights: ['STADES'],
    params: pathParams('id', 'date'),
    answer: dataAnswer(riskForecast),
    spec: service,
    summary: 'Risk forecast per disease (up to 8 days) from a chosen date.',
  }),
  endpoint({
    id: 'mycolisUsersList',
    method: 'GET',
    path: 'previCap/mycolis/users',
    rights: ['ADMIN'],
    answer: dataAnswer(z.array(mycolisUser)),
    spec: service,
    summary: 'Mycolis clients (name and organisation code) for the import picker.',
  }),
  endpoint({
    id: 'mycolisPlotsList',
    method: 'GET',
    path: 'previCap/mycolis/plots',
    rights: ['ADMIN'],
    answer: dataAnswer(z.array(mycolisPlot)),
    spec: service,
    summary: 'Mycolis plots of the import screen (path not shown in the spec; chosen here).',
  }),
  endpoint({
    id: 'mycolisPlotStages',
    method: 'GET',
    path: 'previCap/plots/stades/{id}',
    rights: ['ADMIN'],
    params: pathParams('id'),
    query: z.object({ type: z.enum(PLOT_STAGE_KINDS) }),
    answer: dataAnswer(mycolisStageInfo),
    spec: service,
    summary:
      "A plot's stages by kind 'mycolis' (method and path not shown in the spec; chosen here).",
  }),
  endpoint({
    id: 'capPreviousCropsList',
    method: 'GET',
    path: 'previCap/list/precedent',
    rights: ['STADES', 'ADMIN'],
    answer: dataAnswer(z.array(previousCropRef)),
    spec: service,
    summary: 'Previous crops reference (own-plot and Mycolis imports).',
  }),
  endpoint({
    id: 'capVarietiesList',
    method: 'GET',
    path: 'previCap/liste/variete',
    rights: ['STADES', 'ADMIN'],
    query: z.object({
      culture: z.string().max(NAME_MAX).optional(),
      type: z.string().max(CODE_MAX).optional(),
    }),
    answer: dataAnswer(z.array(varietyRef)),
    spec: service,
    summary: 'Varieties reference, optionally for a crop and a type.',
  }),
  endpoint({
    id: 'capStationName',
    method: 'GET',
    path: 'previCap/stations/{code}/nom',
    rights: ['STADES'],
    params: pathParams('code'),
    answer: dataAnswer(stationName.nullable()),
    spec: service,
    summary: 'Name of a weather station by code (null when unknown).',
  }),
  graphEndpoint(
    'capGraphYellowRust',
    'previCap/generate_graph_agrobox_rouille_jaune',
    'yellow rust',
  ),
  graphEndpoint('capGraphEyespot', 'previCap/generate_graph_agrobox_pv', 'eyespot'),
  graphEndpoint('capGraphBrownRust', 'previCap/generate_graph_agrobox_rouille_brune', 'brown rust'),
  endpoint({
    id: 'vigiculturesPlotsImport',
    method: 'GET',
    path: 'vigicultures/valorisations/parcelles/add/previlis',
    rights: ['ADMIN'],
    answer: externalPlots,
    spec: service,
    summary: 'Fetches plots from the external crop-monitoring service into the cereal module.',
  }),
  endpoint({
    id: 'vigiculturesObservationsImport',
    method: 'GET',
    path: 'vigicultures/valorisations/observations/add/previlis',
    rights: ['ADMIN'],
    answer: externalPlots,
    spec: service,
    summary:
      'Observations variant of the external fetch (path not shown in the spec; chosen here).',
  }),
  endpoint({
    id: 'weatherByLocation',
    method: 'POST',
    path: 'meteo/localisation',
    rights: ['STADES'],
    body: weatherQuery,
    answer: dataAnswer(z.array(weatherRow)),
    spec: service,
    summary:
      'Daily weather (raw, cumulated, frequential) at a station or location for a plot chart.',
  }),
] as const;
