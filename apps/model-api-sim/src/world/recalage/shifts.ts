// Recalages in place and how they move the stage model (docs/simulator.md "Recalage"): the
// institute's production recalages and every integrated stage request shift, for the cereal plots
// they match, the stage they name by their number of days; the stages after it move as much, and
// a stage is never put on or before the day of an earlier stage it did not move.
import type { RecalageInPlace } from '@agro/contracts/entities/recalage';
import { cerealHarvestYear } from '@agro/domain/dates';
import { earlinessCondition, recalageStageOf } from '@agro/domain/recalage';
import type { World } from '../world.ts';
import { CEREAL_STAGE_KEYS, type CerealStageKey, type StageDays } from '../stages/model.ts';
import { varietyScores } from '../stages/records.ts';
import type { StageShift } from '../stages/view.ts';
import { recalageOf, type RecalageStage, type StoredRequest } from './requests.ts';

/** A recalage in place, with everything a plot is matched on. */
export interface RecalageRule {
  campagne: number;
  espece: string;
  stage: RecalageStage;
  days: number;
  departements: string[];
  from: string;
  to: string;
  stations: string[];
  /** Base soil ids (codesol) as text. */
  soils: string[];
  typesolspanoramix: string[];
  pra: string[];
  varieties: string[];
  precoMontaison: number[];
  precoEpiaison: number[];
  commentaire: string | null;
  /** The integrated request it comes from; null for a production recalage. */
  requestId: number | null;
  /** When it was made active (integration), ISO; null for a production recalage. */
  activeSince: string | null;
}

/** The stages each recalage stage moves: the named stage and every later one. */
const MOVED: Readonly<Record<RecalageStage, readonly CerealStageKey[]>> = {
  epi1cm: CEREAL_STAGE_KEYS.slice(CEREAL_STAGE_KEYS.indexOf('epi1cm')),
  epiaison: CEREAL_STAGE_KEYS.slice(CEREAL_STAGE_KEYS.indexOf('epiaison')),
};

const list = <T>(value: readonly T[] | null | undefined): T[] => [...(value ?? [])];

/** The rule an integrated stage request became. */
export function ruleOfRequest(request: StoredRequest): RecalageRule | null {
  const stage = recalageStageOf(request.stade);
  if (request.kind !== 'stade' || stage === null || request.jourdecalage === null) return null;
  return {
    campagne: Number(request.campagne ?? cerealHarvestYear(request.datedebut)),
    espece: String(request.culture ?? ''),
    stage,
    days: request.jourdecalage,
    departements: list(request.departements),
    from: request.datedebut,
    to: request.datefin,
    stations: list(request.stations),
    soils: list(request.typesolsarvalis).map(String),
    typesolspanoramix: list(request.typesolspanoramix),
    pra: list(request.pra),
    varieties: list(request.varietes),
    precoMontaison: earlinessCondition(list(request.precomontaison)),
    precoEpiaison: earlinessCondition(list(request.precoepiaison)),
    commentaire: request.commentaire,
    requestId: request.id,
    activeSince: request.integratedAt,
  };
}

/** Every recalage in place: the production ones, then the integrated requests by id. */
export function recalageRules(world: World): RecalageRule[] {
  const state = recalageOf(world);
  const production: RecalageRule[] = state.production.map((p) => ({
    campagne: p.campagne,
    espece: p.espece,
    stage: p.stage,
    days: p.days,
    departements: p.departements,
    from: p.from,
    to: p.to,
    stations: [],
    soils: [],
    typesolspanoramix: [],
    pra: [],
    varieties: [],
    precoMontaison: [],
    precoEpiaison: [],
    commentaire: p.commentaire,
    requestId: null,
    activeSince: null,
  }));
  const integrated = [...state.requests.values()]
    .filter((request) => request.validation_integration === true)
    .map(ruleOfRequest)
    .filter((rule): rule is RecalageRule => rule !== null);
  return [...production, ...integrated];
}

/** What a plot is matched on. */
export interface RecalageSubject {
  codeespece: string;
  codeDept: string | null;
  sowing: string;
  codeStation: string | null;
  codesol: number | null;
  variete: string | null;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a recalage applies to a plot: its species, its department among the recalage's, its
 * sowing day within the range, and, when the recalage names them, its station, base soil,
 * variety and earliness scores; a PRA narrows to the PRA's department (the simulator does not
 * place communes in PRA), a Panoramix soil type restricts nothing (plots carry none).
 */
export function ruleMatches(rule: RecalageRule, subject: RecalageSubject): boolean {
  if (rule.espece !== subject.codeespece) return false;
  if (subject.codeDept === null || !rule.departements.includes(subject.codeDept)) return false;
  if (subject.sowing < rule.from || subject.sowing > rule.to) return false;
  if (rule.pra.length > 0 && !rule.pra.some((pra) => pra.slice(0, 2) === subject.codeDept)) {
    return false;
  }
  if (rule.stations.length > 0) {
    if (subject.codeStation === null || !rule.stations.includes(subject.codeStation)) return false;
  }
  if (rule.soils.length > 0) {
    if (subject.codesol === null || !rule.soils.includes(String(subject.codesol))) return false;
  }
  if (rule.varieties.length > 0) {
    const variete = subject.variete;
    if (variete === null || !rule.varieties.some((v) => sameText(v, variete))) return false;
  }
  if (rule.precoMontaison.length > 0 || rule.precoEpiaison.length > 0) {
    const scores = varietyScores(subject.variete);
    if (rule.precoMontaison.length > 0 && !rule.precoMontaison.includes(scores.montaison)) {
      return false;
    }
    if (rule.precoEpiaison.length > 0 && !rule.precoEpiaison.includes(scores.epiaison)) {
      return false;
    }
  }
  return true;
}

/** The recalages in place that apply to a plot, in the order they are applied. */
export function matchingRules(world: World, subject: RecalageSubject): RecalageRule[] {
  return recalageRules(world).filter((rule) => ruleMatches(rule, subject));
}

/**
 * The stages once the rules are applied: each rule moves its stage and every later one by its
 * days; a moved stage is then kept at least one day after the last stage before it that did not
 * move, and every later moved stage at least on the day of the one before it.
 */
export function shiftStages(
  stages: StageDays<CerealStageKey>,
  rules: readonly RecalageRule[],
): StageDays<CerealStageKey> {
  if (rules.length === 0) return stages;
  const shifted = { ...stages };
  for (const rule of rules) {
    const moved = new Set(MOVED[rule.stage]);
    // Chronological order of the stages before the rule.
    const order = (Object.keys(shifted) as CerealStageKey[])
      .filter((key) => shifted[key] !== null)
      .sort((a, b) => (shifted[a] as number) - (shifted[b] as number));
    for (const key of moved) {
      const day = shifted[key];
      if (day !== null) shifted[key] = day + rule.days;
    }
    let floor = -Infinity;
    for (const key of order) {
      const day = shifted[key] as number;
      if (!moved.has(key)) {
        floor = Math.max(floor, day + 1);
        continue;
      }
      const kept = Math.max(day, floor);
      shifted[key] = kept;
      floor = Math.max(floor, kept);
    }
  }
  return shifted;
}

/**
 * The stage model's shift (world/stages/view.ts) in this world: each plot's stages moved by the
 * recalages in place that match it, read at each run so that a newly integrated request counts.
 */
export function recalageShift(world: World): StageShift {
  return (subject, stages) => shiftStages(stages, matchingRules(world, subject));
}

/** A recalage in place as the recalage file and the in-place table answer it. */
export function inPlaceRow(rule: RecalageRule): RecalageInPlace {
  const joined = (values: readonly (string | number)[]) =>
    values.length === 0 ? null : values.join(',');
  return {
    annee: rule.campagne,
    espece: rule.espece,
    decalage_epi1cm: rule.stage === 'epi1cm' ? rule.days : null,
    decalage_epiaison: rule.stage === 'epiaison' ? rule.days : null,
    departements: rule.departements,
    debut_semis: rule.from,
    fin_semis: rule.to,
    montaison: joined(rule.precoMontaison),
    epiaison: joined(rule.precoEpiaison),
    type_sol: joined(rule.typesolspanoramix),
    code_sol: joined(rule.soils),
    station_meteo: joined(rule.stations),
    PRA: joined(rule.pra),
    regional: rule.requestId === null,
    commentaires: rule.commentaire,
  };
}
