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
import { callApi, isWriteSuccess } from '../../../lib/api';
import { apiDataQuery } from '../../../lib/api-query';
import { STAGES_KEY } from '../stages-api';

export const RECALAGE_KEY = [...STAGES_KEY, 'recalage'] as const;
export const STAGE_REQUESTS_KEY = [...RECALAGE_KEY, 'demandes', 'stades'] as const;
export const DISEASE_REQUESTS_KEY = [...RECALAGE_KEY, 'demandes', 'maladies'] as const;
/** Reference lists change little: read once per visit. */
const reference = { staleTime: 10 * 60_000 } as const;

export function useVarietyNotes() {
  return useQuery({
    ...apiDataQuery([...RECALAGE_KEY, 'varietes'], 'recalageVarietyNotes'),
    ...reference,
  });
}

export function useRecalageStations() {
  return useQuery({
    ...apiDataQuery([...RECALAGE_KEY, 'stations'], 'recalageStations'),
    ...reference,
  });
}

export function useRecalageSoils() {
  return useQuery({ ...apiDataQuery([...RECALAGE_KEY, 'sols'], 'recalageSoils'), ...reference });
}

export function usePraZones() {
  return useQuery({ ...apiDataQuery([...RECALAGE_KEY, 'pra'], 'recalagePraZones'), ...reference });
}

export function useRecalageDepartments() {
  return useQuery({
    ...apiDataQuery([...RECALAGE_KEY, 'departements'], 'recalageDepartments'),
    ...reference,
  });
}

/** The user's recalibration departments (spec 4 §6: cached after the first reading). */
export function useRecalageRights() {
  return useQuery({
    ...apiDataQuery([...RECALAGE_KEY, 'droits'], 'recalageRights'),
    staleTime: Infinity,
  });
}

export function useStageRequests() {
  return useQuery(apiDataQuery(STAGE_REQUESTS_KEY, 'recalageStadeRequestsList'));
}

export function useDiseaseRequests() {
  return useQuery(apiDataQuery(DISEASE_REQUESTS_KEY, 'recalageMaladieRequestsList'));
}

export function useRecalagesInPlace() {
  return useQuery(apiDataQuery([...RECALAGE_KEY, 'enplace'], 'recalagesInPlace'));
}

/** The recalages in production, for the analysis calendar. */
export function useProductionRecalages() {
  return useQuery(apiDataQuery([...RECALAGE_KEY, 'apirecalage'], 'recalageApiStades'));
}

/** Admin: the recalages made active during the last 7 days. */
export function useLatestRecalages() {
  return useQuery(apiDataQuery([...RECALAGE_KEY, 'derniers'], 'recalageLatest'));
}

/** The existing requests like this one (asked for confirmation before sending). */
export function similarStageRequests(payload: StageSubmitPayload) {
  return callApi('recalageStadeRequestCheck', { body: payload }).then((answer) => answer.data);
}

/** Spec 4 §8: true is the only success; anything else is 'Un problème est survenu.'. */
export async function sendStageRequest(payload: StageSubmitPayload): Promise<boolean> {
  return (await callApi('recalageStadeRequestCreate', { body: payload })).data === true;
}

export async function sendDiseaseRequest(payload: MaladieSubmitPayload): Promise<boolean> {
  return (await callApi('recalageMaladieRequestCreate', { body: payload })).data === true;
}

export async function validateStageRequest(id: string | number): Promise<boolean> {
  return isWriteSuccess(await callApi('recalageStadeValidate', { body: { id, type: 'gestion' } }));
}

export async function deleteStageRequest(id: string | number): Promise<boolean> {
  return isWriteSuccess(
    await callApi('recalageStadeRequestDelete', { params: { id: String(id) } }),
  );
}

export function simulate(body: SimulationRequest) {
  return callApi('recalageSimulation', { body }).then((answer) => answer.data);
}

export function checkRecalageFile(csv: string) {
  return callApi('recalageFileValidationCsv', { body: { csv } }).then((answer) => answer.data);
}

/** Spec 4 §7: the integration succeeded when the answer's http_code is 200; the code otherwise. */
export async function integrateValidated(): Promise<number> {
  return (await callApi('recalageIntegrate', {})).data.http_code;
}

export function readRecalageFile() {
  return callApi('recalageApiFile', {}).then((answer) => answer.data);
}

/**
 * Admin: the report mails of the active recalages, each sent through send-email, without the
 * report's sender: the server sets it. The number of mails that could not be sent (0 when all
 * went).
 */
export async function sendReportMails(): Promise<{ sent: number; failed: number }> {
  const mails = (await callApi('recalageMailReports', {})).data;
  let failed = 0;
  for (const { subject, body, recipients } of mails) {
    // The same call as the Mycolis screen's e-mail of unknown previous crops.
    const ok = await callApi('sendEmail', { body: { subject, body, recipients } }).then(
      isWriteSuccess,
      () => false,
    );
    if (!ok) failed += 1;
  }
  return { sent: mails.length - failed, failed };
}
