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
import { apiDataQuery } from '../../../lib/api-query';
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
/** Reference lists change little: read once per visit. */
const reference = { staleTime: 10 * 60_000 } as const;

export function useVarietyNotes() {
  return useQuery({ ...apiDataQuery([...RECALAGE_KEY, 'varietes'], varietyNotes), ...reference });
}

export function useRecalageStations() {
  return useQuery({ ...apiDataQuery([...RECALAGE_KEY, 'stations'], stations), ...reference });
}

export function useRecalageSoils() {
  return useQuery({ ...apiDataQuery([...RECALAGE_KEY, 'sols'], soils), ...reference });
}

export function usePraZones() {
  return useQuery({ ...apiDataQuery([...RECALAGE_KEY, 'pra'], praZones), ...reference });
}

export function useRecalageDepartments() {
  return useQuery({
    ...apiDataQuery([...RECALAGE_KEY, 'departements'], departments),
    ...reference,
  });
}

/** The user's recalibration departments (spec 4 §6: cached after the first reading). */
export function useRecalageRights() {
  return useQuery({ ...apiDataQuery([...RECALAGE_KEY, 'droits'], rights), staleTime: Infinity });
}

export function useStageRequests() {
  return useQuery(apiDataQuery(STAGE_REQUESTS_KEY, stageRequests));
}

export function useDiseaseRequests() {
  return useQuery(apiDataQuery(DISEASE_REQUESTS_KEY, diseaseRequests));
}

export function useRecalagesInPlace() {
  return useQuery(apiDataQuery([...RECALAGE_KEY, 'enplace'], inPlace));
}

/** The recalages in production, for the analysis calendar. */
export function useProductionRecalages() {
  return useQuery(apiDataQuery([...RECALAGE_KEY, 'apirecalage'], production));
}

/** Admin: the recalages made active during the last 7 days. */
export function useLatestRecalages() {
  return useQuery(apiDataQuery([...RECALAGE_KEY, 'derniers'], latest));
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
