// Calls of spec 4 §7, recalibration service (base previRecalage): requests, validation, simulation.
//
// The recalage file check, the mail reports and the latest recalages are the administrators' (spec 4
// §6): they require ADMIN. Validation, integration and the recalage file are the privileged recalage
// users', a list of logins the old product hard-coded: here RECALAGE_PRIVILEGED_LOGINS, enforced by
// the BFF on top of the catalogue's rights (apps/bff/src/plugins/app/policies/recalage.ts).
import { z } from 'zod';
import { dataAnswer, endpoint, pathParams, writeOutcome } from '../catalogue/endpoint.ts';
import { CSV_TEXT_MAX } from '../catalogue/input-limits.ts';
import { identifier } from '../entities/common.ts';
import { emailMessage } from '../entities/platform.ts';
import {
  RECALAGE_VALIDATION_TYPES,
  fileCheckLine,
  maladieSubmitPayload,
  parsedRecalageFile,
  praZone,
  recalageAnalysis,
  recalageDepartment,
  recalageInPlace,
  recalageRequest,
  recalageRights,
  recalageSoil,
  recalageStation,
  simulationRequest,
  stageSubmitPayload,
  varietyNote,
} from '../entities/recalage.ts';
import { simulationResult } from '../entities/stages.ts';

const service = { doc: 4, section: '7 Recalibration service' } as const;

export const recalageEndpoints = [
  endpoint({
    id: 'recalageVarietyNotes',
    method: 'GET',
    path: 'previRecalage/varietes/notes',
    rights: ['STADES'],
    answer: dataAnswer(z.array(varietyNote)),
    spec: service,
    summary: 'Varieties per species with earliness and sensitivity scores for the request forms.',
  }),
  endpoint({
    id: 'recalageStations',
    method: 'GET',
    path: 'previRecalage/stations',
    rights: ['STADES'],
    answer: dataAnswer(z.array(recalageStation)),
    spec: service,
    summary: 'Weather stations selectable in a request.',
  }),
  endpoint({
    id: 'recalageSoils',
    method: 'GET',
    path: 'previRecalage/sols',
    rights: ['STADES'],
    answer: dataAnswer(z.array(recalageSoil)),
    spec: service,
    summary: 'Base soils selectable in a request.',
  }),
  endpoint({
    id: 'recalagePraZones',
    method: 'GET',
    path: 'previRecalage/pra',
    rights: ['STADES'],
    answer: dataAnswer(z.array(praZone)),
    spec: service,
    summary: 'Small agricultural regions (PRA) selectable in a request.',
  }),
  endpoint({
    id: 'recalageRights',
    method: 'GET',
    path: 'previRecalage/droits',
    rights: ['STADES'],
    answer: dataAnswer(recalageRights),
    spec: service,
    summary: "The user's recalibration departments; empty means no right to create requests.",
  }),
  endpoint({
    id: 'recalageDepartments',
    method: 'GET',
    path: 'previRecalage/departements',
    rights: ['STADES'],
    answer: dataAnswer(z.array(recalageDepartment)),
    spec: service,
    summary: 'Departments with their region.',
  }),
  endpoint({
    id: 'recalageStadeRequestsList',
    method: 'GET',
    path: 'previRecalage/demandes/stades',
    rights: ['STADES'],
    answer: dataAnswer(z.array(recalageRequest)),
    spec: service,
    summary: 'Stage recalage requests, active and archived (p_archive).',
  }),
  endpoint({
    id: 'recalageMaladieRequestsList',
    method: 'GET',
    path: 'previRecalage/demandes/maladies',
    rights: ['STADES'],
    answer: dataAnswer(z.array(recalageRequest)),
    spec: service,
    summary: 'Disease recalage requests (with idRef).',
  }),
  endpoint({
    id: 'recalageServer',
    method: 'GET',
    path: 'previRecalage/serveur',
    rights: ['STADES'],
    answer: dataAnswer(z.string().nullable()),
    spec: service,
    summary: 'Name of the model server the recalages apply to (answer not detailed in the spec).',
  }),
  endpoint({
    id: 'recalageMailReports',
    method: 'GET',
    path: 'previRecalage/mail/rapport',
    rights: ['ADMIN'],
    answer: dataAnswer(z.array(emailMessage)),
    spec: service,
    summary: 'Report mails of the active recalages, sent afterwards through send-email.',
  }),
  endpoint({
    id: 'recalageLatest',
    method: 'GET',
    path: 'previRecalage/recalages/derniers',
    rights: ['ADMIN'],
    answer: dataAnswer(z.array(recalageRequest)),
    spec: service,
    summary: 'Recalages made active during the last 7 days.',
  }),
  endpoint({
    id: 'recalagesInPlace',
    method: 'GET',
    path: 'previRecalage/recalages/enplace',
    rights: ['STADES'],
    answer: dataAnswer(z.array(recalageInPlace)),
    spec: service,
    summary: 'Recalages in place (method and path not shown in the spec; chosen here).',
  }),
  endpoint({
    id: 'recalageStadeRequestCheck',
    method: 'POST',
    path: 'previRecalage/demandes/stades/check',
    rights: ['STADES'],
    body: stageSubmitPayload,
    answer: dataAnswer(z.array(recalageRequest)),
    spec: service,
    summary: 'Similar existing stage requests, asked for confirmation before sending.',
  }),
  endpoint({
    id: 'recalageStadeRequestCreate',
    method: 'POST',
    path: 'previRecalage/demandes/stades',
    rights: ['STADES'],
    body: stageSubmitPayload,
    answer: dataAnswer(writeOutcome),
    spec: service,
    summary: 'Records a stage request or a correction; true means success.',
  }),
  endpoint({
    id: 'recalageMaladieRequestCreate',
    method: 'POST',
    path: 'previRecalage/demandes/maladies',
    rights: ['STADES'],
    body: maladieSubmitPayload,
    answer: dataAnswer(writeOutcome),
    spec: service,
    summary: 'Records a disease request or a correction; true means success.',
  }),
  endpoint({
    id: 'recalageStadeValidate',
    method: 'POST',
    path: 'previRecalage/stades/validation',
    // Privileged recalage users (spec 4 §6) need not hold ADMIN: the BFF lets STADES holders
    // through and refuses any login outside RECALAGE_PRIVILEGED_LOGINS (recalage-privilege.ts).
    rights: ['STADES'],
    body: z.object({ id: identifier, type: z.enum(RECALAGE_VALIDATION_TYPES) }),
    answer: dataAnswer(writeOutcome),
    spec: service,
    summary: 'Management validation of a stage request (privileged users).',
  }),
  endpoint({
    id: 'recalageSimulation',
    method: 'POST',
    path: 'previRecalage/simulation',
    rights: ['STADES'],
    body: simulationRequest,
    answer: dataAnswer(simulationResult),
    spec: service,
    summary: 'Simulates the model for a sowing date, station, crop, variety and soil.',
  }),
  endpoint({
    id: 'recalageStadeRequestDelete',
    method: 'DELETE',
    path: 'previRecalage/demandes/{id}/stades',
    // Only the requester or a privileged user, and only before validation: the BFF checks it on
    // the listed request (recalage-privilege.ts), and the upstream too.
    rights: ['STADES'],
    params: pathParams('id'),
    answer: dataAnswer(writeOutcome),
    spec: service,
    // The old product sent this call without an authorization header (spec 4 §7), which lets the
    // upstream delete without knowing who asks; the platform sends the bearer like every call.
    summary: 'Deletes an unvalidated stage request.',
  }),
  endpoint({
    id: 'recalageFileValidation',
    method: 'POST',
    path: 'previRecalage/stades/validationfichier',
    rights: ['ADMIN'],
    body: parsedRecalageFile,
    answer: dataAnswer(z.array(fileCheckLine)),
    spec: service,
    summary: 'Checks a parsed recalage file; answers errors and warnings per line.',
  }),
  endpoint({
    id: 'recalageFileValidationCsv',
    method: 'POST',
    path: 'previRecalage/stades/validationfichier/csv',
    rights: ['ADMIN'],
    body: z.object({ csv: z.string().min(1).max(CSV_TEXT_MAX) }),
    answer: dataAnswer(z.array(fileCheckLine)),
    spec: service,
    summary: 'Checks a raw recalage CSV (path not shown in the spec; chosen here).',
  }),
  endpoint({
    id: 'recalageIntegrate',
    method: 'GET',
    path: 'previRecalage/stades/integration',
    // Privileged recalage users (spec 4 §6) need not hold ADMIN: the BFF lets STADES holders
    // through and refuses any login outside RECALAGE_PRIVILEGED_LOGINS (recalage-privilege.ts).
    rights: ['STADES'],
    answer: dataAnswer(z.object({ http_code: z.number().int() })),
    spec: service,
    summary: 'Integrates the validated recalages; http_code 200 means success.',
  }),
  endpoint({
    id: 'recalageApiStades',
    method: 'GET',
    path: 'previRecalage/apirecalage/stades',
    rights: ['STADES'],
    answer: dataAnswer(z.array(recalageAnalysis)),
    spec: service,
    summary: 'Recalages in production, for the analysis calendar by montaison/epiaison.',
  }),
  endpoint({
    id: 'recalageApiFile',
    method: 'GET',
    path: 'previRecalage/apirecalage/stades/fichier',
    // Privileged recalage users (spec 4 §6) need not hold ADMIN: the BFF lets STADES holders
    // through and refuses any login outside RECALAGE_PRIVILEGED_LOGINS (recalage-privilege.ts).
    rights: ['STADES'],
    answer: dataAnswer(z.array(recalageInPlace)),
    spec: service,
    summary: 'Data of the recalage file for download (privileged users).',
  }),
] as const;
