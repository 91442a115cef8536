// The calls of the recalage screen (spec 4 §7, recalibration service): the reference lists of the
// forms, the stage and disease requests, the user's rights, the recalages in production and in
// place, the simulation, and the privileged and admin actions (validation, integration, recalage
// file, file check, latest recalages and their report e-mails).
import type {
  MaladieSubmitPayload,
  StageSubmitPayload,
  SimulationRequest,
} from '@agro/contracts/entities/recalage';
import { useQuery } from '@tanstack/react-query';
import { apiCall, callApi, isWriteSuccess } from '../../../lib/api';
import { STAGES_KEY } from '../stages-api';

const varietyNotes = apiCall('recalageVarietyNotes', 'GET', 'previRecalage/varietes/notes');
const stations = apiCall('recalageStations', 'GET', 'previRecalage/stations');
const soils = apiCall('recalageSoils', 'GET', 'previRecalage/sols');
const praZones = apiCall('recalagePraZones', 'GET', 'previRecalage/pra');
const rights = apiCall('recalageRights', 'GET', 'previRecalage/droits');
const departments = apiCall('recalageDepartments', 'GET', 'previRecalage/departements');
const stageRequests = apiCall('recalageStadeRequestsList', 'GET', 'previRecalage/demandes/stades');
const diseaseRequests = apiCall(
  'recalageMaladieRequestsList',
  'GET',
  'previRecalage/demandes/maladies',
);
const mailReports = apiCall('recalageMailReports', 'GET', 'previRecalage/mail/rapport');
const latest = apiCall('recalageLatest', 'GET', 'previRecalage/recalages/derniers');
const inPlace = apiCall('recalagesInPlace', 'GET', 'previRecalage/recalages/enplace');
const stageCheck = apiCall(
  'recalageStadeRequestCheck',
  'POST',
  'previRecalage/demandes/stades/check',
);
const stageCreate = apiCall('recalageStadeRequestCreate', 'POST', 'previRecalage/demandes/stades');
const diseaseCreate = apiCall(
  'recalageMaladieRequestCreate',
  'POST',
  'previRecalage/demandes/maladies',
);
const validate = apiCall('recalageStadeValidate', 'POST', 'previRecalage/stades/validation');
const simulation = apiCall('recalageSimulation', 'POST', 'previRecalage/simulation');
const stageDelete = apiCall(
  'recalageStadeRequestDelete',
  'DELETE',
  'previRecalage/demandes/{id}/stades',
);
const fileCheck = apiCall(
  'recalageFileValidationCsv',
  'POST',
  'previRecalage/stades/validationfichier/csv',
);
const integrate = apiCall('recalageIntegrate', 'GET', 'previRecalage/stades/integration');
const production = apiCall('recalageApiStades', 'GET', 'previRecalage/apirecalage/stades');
const recalageFile = apiCall('recalageApiFile', 'GET', 'previRecalage/apirecalage/stades/fichier');
// The same call as the Mycolis screen's e-mail of unknown previous crops.
const sendEmail = apiCall('sendEmail', 'POST', 'send-email');

export const RECALAGE_KEY = [...STAGES_KEY, 'recalage'] as const;
export const STAGE_REQUESTS_KEY = [...RECALAGE_KEY, 'demandes', 'stades'] as const;
export const DISEASE_REQUESTS_KEY = [...RECALAGE_KEY, 'demandes', 'maladies'] as const;
const local = { meta: { errorHandling: 'local' } } as const;
/** Reference lists change little: read once per visit. */
const reference = { staleTime: 10 * 60_000, ...local } as const;

export function useVarietyNotes() {
  return useQuery({
    queryKey: [...RECALAGE_KEY, 'varietes'],
    queryFn: ({ signal }) => callApi(varietyNotes, { signal }).then((answer) => answer.data),
    ...reference,
  });
}

export function useRecalageStations() {
  return useQuery({
    queryKey: [...RECALAGE_KEY, 'stations'],
    queryFn: ({ signal }) => callApi(stations, { signal }).then((answer) => answer.data),
    ...reference,
  });
}

export function useRecalageSoils() {
  return useQuery({
    queryKey: [...RECALAGE_KEY, 'sols'],
    queryFn: ({ signal }) => callApi(soils, { signal }).then((answer) => answer.data),
    ...reference,
  });
}

export function usePraZones() {
  return useQuery({
    queryKey: [...RECALAGE_KEY, 'pra'],
    queryFn: ({ signal }) => callApi(praZones, { signal }).then((answer) => answer.data),
    ...reference,
  });
}

export function useRecalageDepartments() {
  return useQuery({
    queryKey: [...RECALAGE_KEY, 'departements'],
    queryFn: ({ signal }) => callApi(departments, { signal }).then((answer) => answer.data),
    ...reference,
  });
}

/** The user's recalibration departments (spec 4 §6: cached after the first reading). */
export function useRecalageRights() {
  return useQuery({
    queryKey: [...RECALAGE_KEY, 'droits'],
    queryFn: ({ signal }) => callApi(rights, { signal }).then((answer) => answer.data),
    staleTime: Infinity,
    ...local,
  });
}

export function useStageRequests() {
  return useQuery({
    queryKey: STAGE_REQUESTS_KEY,
    queryFn: ({ signal }) => callApi(stageRequests, { signal }).then((answer) => answer.data),
    ...local,
  });
}

export function useDiseaseRequests() {
  return useQuery({
    queryKey: DISEASE_REQUESTS_KEY,
    queryFn: ({ signal }) => callApi(diseaseRequests, { signal }).then((answer) => answer.data),
    ...local,
  });
}

export function useRecalagesInPlace() {
  return useQuery({
    queryKey: [...RECALAGE_KEY, 'enplace'],
    queryFn: ({ signal }) => callApi(inPlace, { signal }).then((answer) => answer.data),
    ...local,
  });
}

/** The recalages in production, for the analysis calendar. */
export function useProductionRecalages() {
  return useQuery({
    queryKey: [...RECALAGE_KEY, 'apirecalage'],
    queryFn: ({ signal }) => callApi(production, { signal }).then((answer) => answer.data),
    ...local,
  });
}

/** Admin: the recalages made active during the last 7 days. */
export function useLatestRecalages() {
  return useQuery({
    queryKey: [...RECALAGE_KEY, 'derniers'],
    queryFn: ({ signal }) => callApi(latest, { signal }).then((answer) => answer.data),
    ...local,
  });
}

/** The existing requests like this one (asked for confirmation before sending). */
export function similarStageRequests(payload: StageSubmitPayload) {
  return callApi(stageCheck, { body: payload }).then((answer) => answer.data);
}

/** Spec 4 §8: true is the only success; anything else is 'Un problème est survenu.'. */
export async function sendStageRequest(payload: StageSubmitPayload): Promise<boolean> {
  return (await callApi(stageCreate, { body: payload })).data === true;
}

export async function sendDiseaseRequest(payload: MaladieSubmitPayload): Promise<boolean> {
  return (await callApi(diseaseCreate, { body: payload })).data === true;
}

export async function validateStageRequest(id: string | number): Promise<boolean> {
  return isWriteSuccess(await callApi(validate, { body: { id, type: 'gestion' } }));
}

export async function deleteStageRequest(id: string | number): Promise<boolean> {
  return isWriteSuccess(await callApi(stageDelete, { params: { id: String(id) } }));
}

export function simulate(body: SimulationRequest) {
  return callApi(simulation, { body }).then((answer) => answer.data);
}

export function checkRecalageFile(csv: string) {
  return callApi(fileCheck, { body: { csv } }).then((answer) => answer.data);
}

/** Spec 4 §7: the integration succeeded when the answer's http_code is 200; the code otherwise. */
export async function integrateValidated(): Promise<number> {
  return (await callApi(integrate, {})).data.http_code;
}

export function readRecalageFile() {
  return callApi(recalageFile, {}).then((answer) => answer.data);
}

/**
 * Admin: the report mails of the active recalages, each sent through send-email, without the
 * report's sender: the server sets it. The number of mails that could not be sent (0 when all
 * went).
 */
export async function sendReportMails(): Promise<{ sent: number; failed: number }> {
  const mails = (await callApi(mailReports, {})).data;
  let failed = 0;
  for (const { subject, body, recipients } of mails) {
    const ok = await callApi(sendEmail, { body: { subject, body, recipients } }).then(
      isWriteSuccess,
      () => false,
    );
    if (!ok) failed += 1;
  }
  return { sent: mails.length - failed, failed };
}
