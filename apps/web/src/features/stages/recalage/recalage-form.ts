// The recalage forms' state, how a request fills them (new, duplicate, modify: formStart), and the
// payloads they send (spec 4 §3 submit payloads, §4, §5.3, §5.4). Pure: the rules themselves are
// @agro/domain/recalage's.
import type {
  MaladieSubmitPayload,
  RecalageRequest,
  StageSubmitPayload,
} from '@agro/contracts/entities/recalage';
import { CEREAL_SPECIES } from '@agro/contracts/entities/stages';
import {
  earlinessCondition,
  formStart,
  sortedDates,
  type FormAction,
  type RequestKind,
} from '@agro/domain/recalage';
import type { FilterOption } from '../../../components/MultiSelectFilter';
import { codeOption } from '../code-option';

/** The crops a request may name (spec 4 §9: 17, 40, 27, 19), for the crop pickers. */
export const CROP_OPTIONS = Object.entries(CEREAL_SPECIES).map(([value, label]) => ({
  value,
  label,
}));

/** What the stage and the disease request forms both hold: the place, the crop, the comment… */
export interface RequestFormValues {
  departments: string[];
  stations: string[];
  pras: string[];
  soilsPanoramix: string[];
  soilsBase: string[];
  comment: string;
  crop: string | null;
  varieties: string[];
  value: number | null;
  kind: RequestKind;
  reference: string | number | null;
  editing: boolean;
}

export interface StageFormState extends RequestFormValues {
  start: string | null;
  end: string | null;
  precoMontaison: string[];
  precoEpiaison: string[];
  stage: string | null;
}

export interface DiseaseFormState extends RequestFormValues {
  dates: [string | null, string | null];
  disease: string | null;
  scores: string[];
}

const isoDay = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);
const strings = (values: readonly (string | number)[] | null | undefined) =>
  (values ?? []).map(String);

/** A request's crop as the crop picker's value: its species code, given as a code or a name. */
export function cropValue(culture: RecalageRequest['culture']): string | null {
  if (culture === null || culture === '') return null;
  const code = String(culture).trim();
  if (code in CEREAL_SPECIES) return code;
  const named = CROP_OPTIONS.find((crop) => crop.label.toLowerCase() === code.toLowerCase());
  return named?.value ?? null;
}

function locatedOf(request: RecalageRequest | null, action: FormAction): RequestFormValues {
  const start = formStart(action, request);
  return {
    departments: strings(request?.departements),
    stations: strings(request?.stations),
    pras: strings(request?.pra),
    soilsPanoramix: strings(request?.typesolspanoramix),
    soilsBase: strings(request?.typesolsarvalis),
    comment: request?.commentaire ?? '',
    crop: request ? cropValue(request.culture) : null,
    varieties: strings(request?.varietes),
    value: request?.jourdecalage ?? null,
    kind: start.kind,
    reference: start.reference,
    editing: start.editing,
  };
}

/** The stage form for a new request (request null), a duplicate or a modification. */
export function stageFormOf(request: RecalageRequest | null, action: FormAction): StageFormState {
  return {
    ...locatedOf(request, action),
    start: isoDay(request?.datedebut),
    end: isoDay(request?.datefin),
    precoMontaison: strings(request?.precomontaison),
    precoEpiaison: strings(request?.precoepiaison),
    stage: request?.stade ?? null,
  };
}

export function diseaseFormOf(
  request: RecalageRequest | null,
  action: FormAction,
): DiseaseFormState {
  const score = request?.notesensibilite;
  return {
    ...locatedOf(request, action),
    dates: [isoDay(request?.datedebut), isoDay(request?.datefin)],
    disease: request?.maladie ?? null,
    scores: score === null || score === undefined ? [] : [String(score)],
  };
}

const numbers = (values: readonly string[]) => values.map(Number).filter(Number.isFinite);
/** A base soil's id as the soil list gives it: a number when it reads as one. */
const soilIds = (values: readonly string[]) =>
  values.map((value) => (/^\d+$/.test(value) ? Number(value) : value));
const cropOf = (crop: string | null) => (crop === null ? null : Number(crop));

/** The stage request as sent; every earliness score chosen counts as none (spec 4 §5.3). */
export function stagePayload(
  form: StageFormState,
  outside: boolean,
  warnings: string | null = null,
): StageSubmitPayload {
  return {
    valStadeRecalage: form.value ?? 0,
    selectedDate: [form.start ?? '', form.end ?? ''],
    selectedDepartement: form.departments,
    selectedStation: form.stations,
    selectedEspece: cropOf(form.crop),
    selectedVariete: form.varieties,
    selectedPrecoMontaison: earlinessCondition(numbers(form.precoMontaison)),
    selectedPrecoEpiaison: earlinessCondition(numbers(form.precoEpiaison)),
    selectedSolPanoramix: form.soilsPanoramix,
    selectedSolBase: soilIds(form.soilsBase),
    selectedPra: form.pras,
    typeStadeRecalage: form.stage ?? '',
    commentaireRecalage: form.comment.trim() === '' ? null : form.comment.trim(),
    horsPerimetreIR: outside,
    typeDemandeRecalage: form.kind,
    refRecalageCorrige: form.reference,
    warnings,
  };
}

/** The disease request as sent, its two dates in order (spec 4 §5.4). */
export function diseasePayload(form: DiseaseFormState, outside: boolean): MaladieSubmitPayload {
  const [a, b] = form.dates;
  return {
    valMaladieRecalage: form.value ?? 0,
    selectedDate: sortedDates([a ?? '', b ?? '']),
    selectedDepartement: form.departments,
    selectedStation: form.stations,
    selectedEspece: cropOf(form.crop),
    selectedVariete: form.varieties,
    selectedNoteSensibilite: numbers(form.scores),
    selectedMaladie: form.disease ?? '',
    selectedSolPanoramix: form.soilsPanoramix,
    selectedSolBase: soilIds(form.soilsBase),
    selectedPra: form.pras,
    commentaireRecalage: form.comment.trim() === '' ? null : form.comment.trim(),
    horsPerimetreIR: outside,
    typeDemandeRecalage: form.kind,
    refRecalageCorrige: form.reference,
  };
}

export interface RecalageDepartment {
  nom_region: string;
  nom_dept: string;
  code_dept: string;
}

/** The departments to pick, under their region, in the service's order. */
export function departmentOptions(departments: readonly RecalageDepartment[]): FilterOption[] {
  return [...departments]
    .sort((a, b) => a.nom_region.localeCompare(b.nom_region, 'fr'))
    .map((department) => ({
      ...codeOption(department.nom_dept, department.code_dept),
      group: department.nom_region,
    }));
}

/** The distinct varieties of a crop in the variety notes, sorted. */
export function varietiesOf(
  notes: readonly { idEspece: string | number; variete: string }[],
  crop: string | null,
): string[] {
  const names = notes
    .filter((note) => crop === null || String(note.idEspece) === crop)
    .map((note) => note.variete);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'fr'));
}
