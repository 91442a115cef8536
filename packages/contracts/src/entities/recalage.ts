// Entities of spec 4 §3 for stage and disease recalibration (recalage), names as spelled there.
import {
  combinesEarliness,
  COMBINED_EARLINESS,
  FORM_INCOMPLETE,
  REQUEST_KINDS,
} from '@agro/domain/recalage';
import { z } from 'zod';
import { CODE_MAX, COMMENT_MAX, FREE_TEXT_MAX, NAME_MAX } from '../catalogue/input-limits.ts';
import { dateString, dateTimeString, identifier } from './common.ts';

/** Request kind: "Correction" only when editing an existing request (spec 4 §4). */
export const RECALAGE_REQUEST_KINDS = REQUEST_KINDS;
export const recalageRequestKind = z.enum(RECALAGE_REQUEST_KINDS);

/** Management validation is the only validation type the screen sends. */
export const RECALAGE_VALIDATION_TYPES = ['gestion'] as const;

/** Stages the analysis calendar groups recalages by. */
export const RECALAGE_ANALYSIS_STAGES = ['montaison', 'epiaison'] as const;

/** The forms' messages (spec 4 §5.3, §8), from the rules in @agro/domain/recalage. */
export const RECALAGE_MESSAGES = {
  combinedEarliness: COMBINED_EARLINESS,
  incomplete: FORM_INCOMPLETE,
} as const;

const textList = z.array(z.string()).nullable();
const numberList = z.array(z.number()).nullable();

export const recalageRequest = z.object({
  id: identifier,
  /** Crop: a species code (17, 40, 27, 19) or its label. */
  culture: identifier.nullable(),
  stade: z.string().nullable().optional(),
  maladie: z.string().nullable().optional(),
  departements: textList,
  datedebut: dateString,
  datefin: dateString,
  stations: textList,
  typesolspanoramix: textList,
  typesolsarvalis: z.array(identifier).nullable(),
  pra: textList,
  nom_pra: textList,
  demandeur: z.string().nullable(),
  codeagent_demandeur: z.string().nullable(),
  precomontaison: numberList.optional(),
  precoepiaison: numberList.optional(),
  varietes: textList,
  varietes_selon_preco: textList.optional(),
  notesensibilite: z.number().nullable().optional(),
  /** Shift in days (stade) or new score (maladie): positive delays the model. */
  jourdecalage: z.number().nullable(),
  typerecalage: recalageRequestKind.nullable(),
  ref_recalagecorrige: identifier.nullable(),
  commentaire: z.string().nullable(),
  date_demande: dateTimeString,
  campagne: z.union([z.number().int(), z.string()]).nullable(),
  horsperimetre_ir: z.boolean().nullable(),
  warnings: z.string().nullable().optional(),
  p_archive: z.union([z.boolean(), z.number()]).nullable(),
  /** null = pending, true = validated. */
  validation_gestion: z.boolean().nullable(),
  validation_integration: z.boolean().nullable(),
  /** Only on listed maladie requests. */
  idRef: identifier.nullable().optional(),
});
export type RecalageRequest = z.infer<typeof recalageRequest>;

/** A recalage applied in production (the recalage file). Lists may come joined as text. */
export const recalageInPlace = z.object({
  annee: z.number().int(),
  espece: identifier,
  decalage_epi1cm: z.number().nullable(),
  decalage_epiaison: z.number().nullable(),
  departements: z.union([z.array(z.string()), z.string()]).nullable(),
  debut_semis: dateString,
  fin_semis: dateString,
  montaison: z.union([z.number(), z.string()]).nullable(),
  epiaison: z.union([z.number(), z.string()]).nullable(),
  type_sol: z.string().nullable(),
  code_sol: identifier.nullable(),
  station_meteo: z.string().nullable(),
  PRA: z.string().nullable(),
  regional: z.union([z.boolean(), z.number(), z.string()]).nullable(),
  commentaires: z.string().nullable(),
});
export type RecalageInPlace = z.infer<typeof recalageInPlace>;

/** Row of the analysis calendar (recalages in production by montaison/epiaison and department). */
export const recalageAnalysis = z.object({
  culture: identifier,
  departement: z.string(),
  type_recalage: z.string(),
  date_semis_debut: dateString,
  valeur_recalage: z.number(),
  recal_detail: z.string().nullable(),
  sol_panoramix: z.string().nullable(),
  station: z.string().nullable(),
});
export type RecalageAnalysis = z.infer<typeof recalageAnalysis>;

/** Sowing range [start, end]. */
const dateRange = z.tuple([dateString.min(1), dateString.min(1)]);
const optionalList = <T extends z.ZodType>(item: T) => z.array(item).nullable().optional();
/** Codes a request names: departments, stations, PRA zones, the stage, the disease. */
const requestCode = z.string().max(CODE_MAX);
/** Names a request chooses from the lists: varieties, base soils. */
const requestName = z.string().max(NAME_MAX);
/** The requester's remark. */
const remark = z.string().max(COMMENT_MAX).nullable().optional();
const filled = (list: readonly unknown[] | null | undefined) => (list?.length ?? 0) > 0;

/**
 * Stage request as sent (spec 4 §5.3). The earliness lists and the variety list cannot be combined,
 * every earliness score chosen counting as none (combinesEarliness).
 */
export const stageSubmitPayload = z
  .object({
    valStadeRecalage: z.number(),
    selectedDate: dateRange,
    selectedDepartement: z.array(requestCode).min(1),
    selectedStation: optionalList(requestCode),
    selectedEspece: identifier.nullable().optional(),
    selectedVariete: optionalList(requestName),
    selectedPrecoMontaison: optionalList(z.number()),
    selectedPrecoEpiaison: optionalList(z.number()),
    selectedSolPanoramix: optionalList(requestName),
    selectedSolBase: optionalList(identifier),
    selectedPra: optionalList(requestCode),
    typeStadeRecalage: requestCode.min(1),
    commentaireRecalage: remark,
    horsPerimetreIR: z.boolean(),
    typeDemandeRecalage: recalageRequestKind,
    refRecalageCorrige: identifier.nullable().optional(),
    warnings: z.string().max(FREE_TEXT_MAX).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const combined = combinesEarliness({
      precoMontaison: value.selectedPrecoMontaison,
      precoEpiaison: value.selectedPrecoEpiaison,
      varieties: value.selectedVariete,
    });
    if (combined) {
      ctx.addIssue({ code: 'custom', message: RECALAGE_MESSAGES.combinedEarliness });
    }
    if (value.typeDemandeRecalage === 'Correction' && value.refRecalageCorrige == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['refRecalageCorrige'],
        message: 'Une correction porte sur une demande existante',
      });
    }
  });
export type StageSubmitPayload = z.infer<typeof stageSubmitPayload>;

/** Disease request as sent (spec 4 §5.4): at least one of department, station or PRA. */
export const maladieSubmitPayload = z
  .object({
    valMaladieRecalage: z.number(),
    selectedDate: dateRange,
    selectedDepartement: optionalList(requestCode),
    selectedStation: optionalList(requestCode),
    selectedEspece: identifier.nullable().optional(),
    selectedVariete: optionalList(requestName),
    selectedNoteSensibilite: optionalList(z.number()),
    selectedMaladie: requestCode.min(1),
    selectedSolPanoramix: optionalList(requestName),
    selectedSolBase: optionalList(identifier),
    selectedPra: optionalList(requestCode),
    commentaireRecalage: remark,
    horsPerimetreIR: z.boolean(),
    typeDemandeRecalage: recalageRequestKind,
    refRecalageCorrige: identifier.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const located = [value.selectedDepartement, value.selectedStation, value.selectedPra].some(
      filled,
    );
    if (!located) {
      ctx.addIssue({
        code: 'custom',
        path: ['selectedDepartement'],
        message: RECALAGE_MESSAGES.incomplete,
      });
    }
  });
export type MaladieSubmitPayload = z.infer<typeof maladieSubmitPayload>;

/** Body of the simulation tool: one sowing date, station, crop, variety and base soil. */
export const simulationRequest = z.object({
  selectedDate: dateString.min(1),
  selectedStation: requestCode.min(1),
  selectedEspece: identifier,
  selectedVariete: requestName.min(1),
  selectedSolBase: identifier,
});
export type SimulationRequest = z.infer<typeof simulationRequest>;

// ---------------------------------------------------------------------------------------------
// Recalibration reference lists

/**
 * Variety notes: the spec names only idEspece. The variety name, earliness scores and the
 * per-disease sensitivity score the forms filter on are named here after the request's fields.
 */
export const varietyNote = z.object({
  idEspece: identifier,
  variete: z.string(),
  precomontaison: z.number().nullable().optional(),
  precoepiaison: z.number().nullable().optional(),
  maladie: z.string().nullable().optional(),
  notesensibilite: z.number().nullable().optional(),
});

export const recalageDepartment = z.object({
  nom_region: z.string(),
  nom_dept: z.string(),
  code_dept: z.string(),
});

export const recalageStation = z.object({
  NomComplet: z.string(),
  CodeStation: z.string(),
});

export const recalageSoil = z.object({
  nom_arvalis: z.string(),
  id: identifier,
});

export const praZone = z.object({
  nom: z.string(),
  code_pra: z.string(),
});

/**
 * Recalibration rights: the department codes the user may request for (a PRA is in scope when its
 * first two characters are). An empty list means no right to create requests.
 */
export const recalageRights = z.array(z.string());

/** One line of the recalage file check. */
export const fileCheckLine = z.object({
  line: z.number().int().nonnegative(),
  error: z.string().nullable(),
  warning: z.string().nullable(),
});
export type FileCheckLine = z.infer<typeof fileCheckLine>;

/**
 * A parsed recalage file: one object per line, header names as keys. A cell may hold a request's
 * remark (the file's commentaires), hence a comment's limit.
 */
export const parsedRecalageFile = z
  .array(
    z.record(
      z.string().max(NAME_MAX),
      z.union([z.string().max(COMMENT_MAX), z.number()]).nullable(),
    ),
  )
  .min(1);
