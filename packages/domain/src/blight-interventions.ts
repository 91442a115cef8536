// What a farmer or an adviser records on a potato plot (spec 3 §2.5, §4, §5, §9): stages in
// their order, treatments with their persistence, irrigations, observations and their dates; and
// the bulletin space's cas-types, quota and export cells (§2.6). Used by the forms, the BFF's
// checks and the simulator alike.
const HOUR_MS = 3_600_000;

// ---------------------------------------------------------------------------------------------
// Stages (spec 3 §3.1, §5)

/** The stages a plot goes through, in the order their dates must strictly increase. */
export const STAGE_ORDER = [
  'plantation',
  'levee30',
  'croissanceactive',
  'croissancestabilisee',
  'senescence',
  'defanage',
] as const;
export type OrderedStage = (typeof STAGE_ORDER)[number];

/** Stages every new plot has (senescence and haulm killing come later). */
export const CREATION_REQUIRED_STAGES: readonly OrderedStage[] = [
  'plantation',
  'levee30',
  'croissanceactive',
  'croissancestabilisee',
];

/** The spec's message for a stage dated on or before the one it follows. */
export const STAGE_ORDER_MESSAGES: Readonly<Record<Exclude<OrderedStage, 'plantation'>, string>> = {
  levee30: 'La date de la levée 30 doit être postérieure à la date de plantation.',
  croissanceactive: 'La date de croissance active doit être postérieure à la date de levée 30.',
  croissancestabilisee:
    'La date de croissance stabilisée doit être postérieure à la date de croissance active.',
  senescence:
    'La date de début de sénescence doit être postérieure à la date de croissance stabilisée.',
  defanage: 'La date de défanage doit être postérieure à la date de sénescence.',
};

export const STAGE_REQUIRED_MESSAGE = 'Cette date est obligatoire pour créer une parcelle.';

export type StageDates = Partial<Record<OrderedStage, string | null | undefined>>;

/**
 * What is wrong with a plot's stage dates, by stage: each filled stage must come strictly after
 * the filled stage before it in STAGE_ORDER (the spec names each pair); at creation, the first
 * four are required. Dates are 'YYYY-MM-DD'.
 */
export function stageErrors(
  dates: StageDates,
  { creation = false }: { creation?: boolean } = {},
): Partial<Record<OrderedStage, string>> {
  const errors: Partial<Record<OrderedStage, string>> = {};
  if (creation) {
    for (const stage of CREATION_REQUIRED_STAGES) {
      if (!dates[stage]) errors[stage] = STAGE_REQUIRED_MESSAGE;
    }
  }
  for (let index = 1; index < STAGE_ORDER.length; index++) {
    const stage = STAGE_ORDER[index] as Exclude<OrderedStage, 'plantation'>;
    const previous = STAGE_ORDER[index - 1] as OrderedStage;
    const date = dates[stage];
    const before = dates[previous];
    if (date && before && date <= before) errors[stage] = STAGE_ORDER_MESSAGES[stage];
  }
  return errors;
}

/** The stage form's own rule: at least one stage date or a harvest date (spec 3 §5). */
export const STAGE_FORM_EMPTY_MESSAGE = 'Renseignez au moins une date de stade ou de récolte.';

export function stageFormError(
  dates: StageDates,
  harvest: string | null | undefined,
): string | null {
  const any = STAGE_ORDER.some((stage) => Boolean(dates[stage])) || Boolean(harvest);
  return any ? null : STAGE_FORM_EMPTY_MESSAGE;
}

// ---------------------------------------------------------------------------------------------
// Intervention dates (spec 3 §5, §9)

export interface DayBounds {
  min: string;
  max: string;
}

/** Interventions are dated from 1 March of the current year to today. */
export function interventionDateBounds(today: string): DayBounds {
  return { min: `${today.slice(0, 4)}-03-01`, max: today };
}

export const INTERVENTION_DATE_MESSAGE =
  "La date doit être comprise entre le 1er mars de l'année en cours et aujourd'hui.";

/** What is wrong with an intervention's day ('YYYY-MM-DD' or an ISO instant), or null. */
export function interventionDateError(
  date: string | null | undefined,
  today: string,
): string | null {
  if (!date) return 'La date est obligatoire.';
  const day = date.slice(0, 10);
  const { min, max } = interventionDateBounds(today);
  return day < min || day > max ? INTERVENTION_DATE_MESSAGE : null;
}

// ---------------------------------------------------------------------------------------------
// Irrigations (spec 3 §5, §9)

/** An irrigation lasts at least an hour. */
export const IRRIGATION_MIN_DURATION_MS = HOUR_MS;
export const IRRIGATION_END_MESSAGE =
  'La date de fin doit être au moins 1 heure après la date de début.';

/** The end must be at least one hour after the start; unreadable dates are said missing. */
export function irrigationEndError(
  beginAt: string | null | undefined,
  endAt: string | null | undefined,
): string | null {
  const begin = Date.parse(beginAt ?? '');
  const end = Date.parse(endAt ?? '');
  if (!Number.isFinite(begin) || !Number.isFinite(end)) {
    return 'Les dates de début et de fin sont obligatoires.';
  }
  return end - begin < IRRIGATION_MIN_DURATION_MS ? IRRIGATION_END_MESSAGE : null;
}

// ---------------------------------------------------------------------------------------------
// Treatments (spec 3 §5, §9)

export const PERSISTENCE_MIN_DAYS = 4;
export const PERSISTENCE_MAX_DAYS = 10;
export const PERSISTENCE_MESSAGE = 'La rémanence doit être comprise entre 4 et 10 jours.';

/** A forced persistence is a whole number of days from 4 to 10; none forced is fine. */
export function persistenceError(days: number | null | undefined): string | null {
  if (days == null) return null;
  return Number.isInteger(days) && days >= PERSISTENCE_MIN_DAYS && days <= PERSISTENCE_MAX_DAYS
    ? null
    : PERSISTENCE_MESSAGE;
}

export const DOSE_UNITS = ['kg/ha', 'L/ha'] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];
/** The product form starts on kg/ha; the plot detail's table reads L/ha when none is said. */
export const FORM_DOSE_UNIT: DoseUnit = 'kg/ha';
export const TABLE_DOSE_UNIT: DoseUnit = 'L/ha';

export interface TreatmentLine {
  productId: string | number | null | undefined;
  dose: number | null | undefined;
}

export const PRODUCT_REQUIRED_MESSAGE = 'Le produit est obligatoire.';
export const DOSE_REQUIRED_MESSAGE = 'La dose est obligatoire.';

/** Each product line of a treatment needs its product and a dose above 0. */
export function treatmentLineErrors(line: TreatmentLine): { product?: string; dose?: string } {
  const errors: { product?: string; dose?: string } = {};
  if (line.productId === null || line.productId === undefined || line.productId === '') {
    errors.product = PRODUCT_REQUIRED_MESSAGE;
  }
  if (line.dose == null || !Number.isFinite(line.dose) || line.dose <= 0) {
    errors.dose = DOSE_REQUIRED_MESSAGE;
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// The plot form (spec 3 §2.5, §5)

export interface PlotFormFields {
  name: string;
  variety: string | null;
  area: number | null;
  latitude: number | null;
  longitude: number | null;
  operator: string | null;
  code: string;
  /** The last 'Vérifier' of this operator and code found the station. */
  verified: boolean;
}

export const PLOT_FORM_MESSAGES = {
  name: 'Le nom est obligatoire.',
  variety: 'La variété est obligatoire.',
  area: 'La surface doit être supérieure à 0.',
  latitude: 'La latitude est obligatoire (entre -90 et 90).',
  longitude: 'La longitude est obligatoire (entre -180 et 180).',
  operator: "L'opérateur météo est obligatoire.",
  code: 'Le code station est obligatoire.',
  verified: "Vérifiez la station (bouton 'Vérifier') avant d'enregistrer.",
} as const;

/** 'Vérifier' needs both the weather operator and the station code. */
export function canVerifyStation(
  operator: string | null | undefined,
  code: string | null | undefined,
) {
  return (operator ?? '').trim() !== '' && (code ?? '').trim() !== '';
}

/** What the plot form still lacks: every field of spec 3 §5 and a successful station check. */
export function plotFormErrors(
  form: PlotFormFields,
): Partial<Record<keyof PlotFormFields, string>> {
  const errors: Partial<Record<keyof PlotFormFields, string>> = {};
  if (form.name.trim() === '') errors.name = PLOT_FORM_MESSAGES.name;
  if ((form.variety ?? '').trim() === '') errors.variety = PLOT_FORM_MESSAGES.variety;
  if (form.area === null || !Number.isFinite(form.area) || form.area <= 0) {
    errors.area = PLOT_FORM_MESSAGES.area;
  }
  if (form.latitude === null || !(Math.abs(form.latitude) <= 90)) {
    errors.latitude = PLOT_FORM_MESSAGES.latitude;
  }
  if (form.longitude === null || !(Math.abs(form.longitude) <= 180)) {
    errors.longitude = PLOT_FORM_MESSAGES.longitude;
  }
  if ((form.operator ?? '').trim() === '') errors.operator = PLOT_FORM_MESSAGES.operator;
  if (form.code.trim() === '') errors.code = PLOT_FORM_MESSAGES.code;
  if (!form.verified) errors.verified = PLOT_FORM_MESSAGES.verified;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Messages after an action (spec 3 §8)

export type InterventionAction = 'Ajout de' | 'Modification de' | 'Suppression de';
export type InterventionType = 'Traitement' | 'Observation' | 'Irrigation' | 'Stade';

export const ACTION_DONE_TITLE = 'Action bien effectuée';
export const SELECTION_DONE_TITLE = 'Action bien effectuée sur votre selection de parcelle';

/** '{action} {type} réussie.' */
export function actionSucceeded(action: InterventionAction, type: InterventionType): string {
  return `${action} ${type} réussie.`;
}

/** 'Erreur lors de {action} {type}.' */
export function actionFailed(action: InterventionAction, type: InterventionType): string {
  return `Erreur lors de ${action} ${type}.`;
}

export const PLOT_DELETE_FAILED = 'Erreur lors de la suppression de la parcelle.';

// ---------------------------------------------------------------------------------------------
// Cas-types and the bulletin export (spec 3 §2.6, §4, §5, §9)

export const CAS_TYPE_VARIETY = 'AUTRE VARIETE SENSIBLE (MILDIOU)';

/** A cas-type is planted on 1 March of the current year. */
export function casTypePlantation(today: string): string {
  return `${today.slice(0, 4)}-03-01`;
}

export interface CasTypeForm {
  name: string | null | undefined;
  /** A station picked on the map. */
  stationId: string | number | null | undefined;
  /** Or a synchronised provider and code, verified. */
  provider: string | null | undefined;
  code: string | null | undefined;
  verified: boolean;
}

const filled = (text: string | null | undefined) => (text ?? '').trim() !== '';

/** A cas-type has a name and a station: one picked, or a verified provider and code. */
export function isCasTypeComplete(form: CasTypeForm): boolean {
  if (!filled(form.name)) return false;
  const picked = form.stationId !== null && form.stationId !== undefined && form.stationId !== '';
  return picked || (filled(form.provider) && filled(form.code) && form.verified);
}

/**
 * An administrator of the bulletin space (spec 3 §6): ADMIN with read and write (rights as
 * effectiveRights lists them); sees every cas-type and station, has no quota, a bare count.
 */
export function isBulletinAdmin(rights: readonly string[]): boolean {
  return rights.includes('ADMIN') && rights.includes('ADMIN-ecriture');
}

/** Whether the adviser may create another: admins always; others below their quota. */
export function canCreateCasType(count: number, max: number | null, admin: boolean): boolean {
  return admin || max === null || count < max;
}

/** The counter of 'Mes cas-types': a bare count for admins, 'n sur max' for the others. */
export function casTypeCounter(count: number, max: number | null, admin: boolean): string {
  return admin || max === null ? String(count) : `${count} sur ${max}`;
}

export function casTypeQuotaMessage(max: number): string {
  return `Nombre maximal de cas-types atteint (${max})\u202f: vous ne pouvez plus en créer de nouveaux.`;
}

/** Contamination-weight cells above 2 are filled red in the bulletin export. */
export const BSV_RED_WEIGHT = 2;

export function isBsvRedWeight(weight: number | null | undefined): boolean {
  return weight != null && Number.isFinite(weight) && weight > BSV_RED_WEIGHT;
}

/** The bulletin export's download name: the date, then 'Export_BSV_Mildiou_cas_type'. */
export const BSV_EXPORT_SUFFIX = '_Export_BSV_Mildiou_cas_type.xlsx';
