// Stage and disease recalibration (recalage) requests (spec 4 §4, §5.3 to §5.5, §6, §8, §9): the
// sowing days a request may start and end on and their window, the earliness and variety lists
// that cannot be combined, the mandatory fields of both forms, the rights perimeter, the request
// kinds when creating, duplicating and modifying, who may delete a request, and whose requests
// are one's own. The forms, the BFF and the simulator decide with these.
import { cerealHarvestYear } from './dates.ts';
import { displayLogin } from './session.ts';

export const FORM_WRONG = 'Formulaire erroné';
export const FORM_INCOMPLETE = 'Formulaire incomplet';
export const COMBINED_EARLINESS =
  'Les précocités épiaison et montaison ainsi que variétés ne peuvent être renseignées simultanément';
export const RECALAGE_SAVED = {
  title: 'Enregistrement effectué',
  message: 'La demande de recalage a bien été enregistrée.',
} as const;
export const RECALAGE_SEND_FAILED = 'Un problème est survenu.';

export const REQUEST_KINDS = ['Nouvelle demande', 'Correction'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** A sowing range starts on one of these days of a month (spec 4 §5.3, §9). */
export const SOWING_START_DAYS = [1, 6, 11, 16, 21, 26] as const;
/** …and ends on one of these, or on the month's last day. */
export const SOWING_END_DAYS = [5, 10, 15, 20, 25] as const;
/**
 * The stages a stage request shifts (spec 4 §2.6 "stage to shift"): épi 1 cm, which starts the
 * montaison, and épiaison; the analysis calendar groups recalages by these two.
 */
export const RECALAGE_STAGES = [
  { value: 'epi1cm', label: 'Épi 1 cm (montaison)' },
  { value: 'epiaison', label: 'Épiaison' },
] as const;
export type RecalageStage = (typeof RECALAGE_STAGES)[number]['value'];

/**
 * The names a request or a recalage file gives each stage besides its value (the file's
 * typeStadeRecalage is typed by hand: 'Montaison', 'E1C', 'stade épiaison'...), compared without
 * accents, case, spaces or a leading 'stade'.
 */
const RECALAGE_STAGE_NAMES: Readonly<Record<RecalageStage, readonly string[]>> = {
  epi1cm: ['epi1cm', 'e1c', 'montaison', 'epi1'],
  epiaison: ['epiaison', 'epi', 'heading'],
};

/** The stage a request or file line names, or null when it names none a recalage shifts. */
export function recalageStageOf(name: string | null | undefined): RecalageStage | null {
  const key = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/^stade/, '');
  for (const { value } of RECALAGE_STAGES) {
    if (RECALAGE_STAGE_NAMES[value].includes(key)) return value;
  }
  return null;
}

/**
 * The campaign a request made today is for (spec 4 §5.3 "the current year"): the harvest year,
 * from 1 September the coming one, as the cereal module counts it.
 */
export const recalageHarvestYear = (todayIso: string): number => cerealHarvestYear(todayIso);

/** Spec 4 §9: the integration of validated recalages succeeded when its http_code is 200. */
export const integrationSucceeded = (httpCode: number | null | undefined): boolean =>
  httpCode === 200;

/** Earliness scores offered (montaison and épiaison). */
export const EARLINESS_SCORES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

function isoParts(iso: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > lastDayOfMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * The sowing window of a request of the campaign harvested in `harvestYear`: 1 September of the
 * previous year to 1 March, both included (spec 4 §5.3).
 */
export function recalageSowingWindow(harvestYear: number): { from: string; to: string } {
  return { from: `${harvestYear - 1}-09-01`, to: `${harvestYear}-03-01` };
}

const inWindow = (iso: string, harvestYear: number) => {
  const { from, to } = recalageSowingWindow(harvestYear);
  return iso >= from && iso <= to;
};

/** Whether a sowing range may start on this day: 1, 6, 11, 16, 21 or 26, inside the window. */
export function isSowingStartDay(iso: string, harvestYear: number): boolean {
  const parts = isoParts(iso);
  return (
    parts !== null &&
    (SOWING_START_DAYS as readonly number[]).includes(parts.day) &&
    inWindow(iso, harvestYear)
  );
}

/** Whether a sowing range may end on this day: 5, 10, 15, 20, 25 or the month's last, inside the window. */
export function isSowingEndDay(iso: string, harvestYear: number): boolean {
  const parts = isoParts(iso);
  if (parts === null || !inWindow(iso, harvestYear)) return false;
  return (
    (SOWING_END_DAYS as readonly number[]).includes(parts.day) ||
    parts.day === lastDayOfMonth(parts.year, parts.month)
  );
}

/** Every earliness score chosen means no earliness condition (spec 4 §5.3). */
export function earlinessCondition(chosen: readonly number[]): number[] {
  const distinct = [...new Set(chosen)].sort((a, b) => a - b);
  const all = EARLINESS_SCORES.every((score) => distinct.includes(score));
  return all ? [] : distinct;
}

const filled = (list: readonly unknown[] | null | undefined) => (list?.length ?? 0) > 0;

/** Montaison earliness, épiaison earliness and varieties: at most one of the three is given. */
export function combinesEarliness(form: {
  precoMontaison?: readonly number[] | null;
  precoEpiaison?: readonly number[] | null;
  varieties?: readonly string[] | null;
}): boolean {
  const given = [
    earlinessCondition(form.precoMontaison ?? []),
    earlinessCondition(form.precoEpiaison ?? []),
    form.varieties,
  ].filter(filled);
  return given.length > 1;
}

export interface FormProblem {
  title: string;
  message: string;
}

export interface StageForm {
  sowing: readonly [string | null, string | null];
  departments: readonly string[];
  stage: string | null;
  value: number | null;
  kind: RequestKind | null;
  precoMontaison?: readonly number[];
  precoEpiaison?: readonly number[];
  varieties?: readonly string[];
  /** The campaign the range must fall in; a duplicated older request's range then stops it. */
  harvestYear?: number;
}

/** Spec 4 §5.3's sowing days and window, said when a range (a duplicated one) breaks them. */
export const sowingRangeWrong = (harvestYear: number): string =>
  `Le semis doit commencer un 1, 6, 11, 16, 21 ou 26 et finir un 5, 10, 15, 20, 25 ou un dernier jour du mois, du 1er septembre ${harvestYear - 1} au 1er mars ${harvestYear}.`;

/**
 * What stops a stage request (spec 4 §5.3): combined earliness and varieties first ('Formulaire
 * erroné'), then a missing sowing range, department, stage, value or request kind ('Formulaire
 * incomplet'), then a range off the sowing days or the campaign's window ('Formulaire erroné');
 * null when it may be sent.
 */
export function stageFormProblem(form: StageForm): FormProblem | null {
  if (combinesEarliness(form)) return { title: FORM_WRONG, message: COMBINED_EARLINESS };
  const complete =
    form.sowing[0] !== null &&
    form.sowing[1] !== null &&
    form.departments.length > 0 &&
    form.stage !== null &&
    form.stage !== '' &&
    form.value !== null &&
    Number.isFinite(form.value) &&
    form.kind !== null;
  if (!complete) return { title: FORM_INCOMPLETE, message: FORM_INCOMPLETE };
  const [from, to] = form.sowing as readonly [string, string];
  const year = form.harvestYear;
  if (
    year !== undefined &&
    !(isSowingStartDay(from, year) && isSowingEndDay(to, year) && from <= to)
  ) {
    return { title: FORM_WRONG, message: sowingRangeWrong(year) };
  }
  return null;
}

export interface DiseaseForm {
  dates: readonly [string | null, string | null];
  disease: string | null;
  value: number | null;
  departments: readonly string[];
  stations: readonly string[];
  pras: readonly string[];
  kind: RequestKind | null;
}

/** Spec 4 §5.4: two dates, the disease, the value, a department, station or PRA, the kind. */
export function diseaseFormProblem(form: DiseaseForm): FormProblem | null {
  const complete =
    form.dates[0] !== null &&
    form.dates[1] !== null &&
    form.disease !== null &&
    form.disease !== '' &&
    form.value !== null &&
    Number.isFinite(form.value) &&
    (form.departments.length > 0 || form.stations.length > 0 || form.pras.length > 0) &&
    form.kind !== null;
  return complete ? null : { title: FORM_INCOMPLETE, message: FORM_INCOMPLETE };
}

/** The disease form's two dates, sorted (spec 4 §5.4). */
export function sortedDates(dates: readonly [string, string]): [string, string] {
  const [a, b] = dates;
  return a <= b ? [a, b] : [b, a];
}

/**
 * The departments and PRA zones outside the user's recalibration rights (a PRA by its first two
 * characters, its department): a request naming any is confirmed and flagged horsPerimetreIR.
 */
export function outsidePerimeter(
  departments: readonly string[],
  pras: readonly string[],
  rights: readonly string[],
): string[] {
  const allowed = new Set(rights.map((right) => right.trim()));
  return [
    ...departments.filter((department) => !allowed.has(department.trim())),
    ...pras.filter((pra) => !allowed.has(pra.trim().slice(0, 2))),
  ];
}

/** A user with recalibration rights may ask for recalages (the new-request button). */
export const canRequestRecalage = (rights: readonly string[] | null | undefined) =>
  (rights?.length ?? 0) > 0;

/**
 * The kinds a form offers: a new request only 'Nouvelle demande'; an existing request edited
 * 'Correction' only, 'Nouvelle demande' disabled (spec 4 §4).
 */
export function requestKindChoices(editing: boolean): { kind: RequestKind; disabled: boolean }[] {
  return [
    { kind: 'Nouvelle demande', disabled: editing },
    { kind: 'Correction', disabled: !editing },
  ];
}

export type FormAction = 'nouvelle' | 'dupliquer' | 'modifier';

/**
 * How a request form opens (spec 4 §4): a new request and a duplicate (the request's fields
 * copied by the form) are 'Nouvelle demande' without reference; a modification corrects the
 * request itself, 'Correction' with its own id as reference.
 */
export function formStart(
  action: FormAction,
  request: { id: string | number } | null,
): { kind: RequestKind; reference: string | number | null; editing: boolean } {
  if (action === 'modifier' && request !== null) {
    return { kind: 'Correction', reference: request.id, editing: true };
  }
  return { kind: 'Nouvelle demande', reference: null, editing: false };
}

/** Whose requests are one's own: the requester's code is the login without the institute prefix. */
export function isOwnRequest(
  request: { codeagent_demandeur?: string | null; demandeur?: string | null },
  login: string,
  instituteName?: string,
): boolean {
  const own = displayLogin(login, instituteName).toLowerCase();
  const requester = displayLogin(
    request.codeagent_demandeur ?? request.demandeur ?? '',
    instituteName,
  ).toLowerCase();
  return own !== '' && requester === own;
}

/** Privileged recalage users by configuration (the old product hard-coded six logins). */
export function isPrivilegedRecalageUser(
  login: string,
  privilegedLogins: readonly string[],
  instituteName?: string,
): boolean {
  const own = displayLogin(login, instituteName).toLowerCase();
  return privilegedLogins.some(
    (privileged) => displayLogin(privileged.trim(), instituteName).toLowerCase() === own,
  );
}

/** Deleting: the requester or a privileged user, and only before management validated it. */
export function canDeleteRequest(
  request: {
    codeagent_demandeur?: string | null;
    demandeur?: string | null;
    validation_gestion: boolean | null;
  },
  login: string,
  privileged: boolean,
  instituteName?: string,
): boolean {
  if (request.validation_gestion === true) return false;
  return privileged || isOwnRequest(request, login, instituteName);
}

/** Modifying (a correction): one's own request not yet validated (spec 4 §6). */
export function canModifyRequest(
  request: {
    codeagent_demandeur?: string | null;
    demandeur?: string | null;
    validation_gestion: boolean | null;
  },
  login: string,
  instituteName?: string,
): boolean {
  return request.validation_gestion !== true && isOwnRequest(request, login, instituteName);
}

/** Management validation: a privileged user, on a request still pending (spec 4 §4, §6). */
export const canValidateRequest = (
  request: { validation_gestion: boolean | null },
  privileged: boolean,
): boolean => privileged && request.validation_gestion !== true;
