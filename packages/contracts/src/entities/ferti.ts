// Entities of spec 2 §3 (nitrogen fertilisation: CHN and QN), field names as spelled there.
import { QN_DETAIL_STAGE_ORDER } from '@agro/domain/qn';
import { z } from 'zod';
import { COMMENT_MAX } from '../catalogue/input-limits.ts';
import { dateString, dateTimeString, identifier } from './common.ts';
import { droitTPC } from './platform.ts';

/** A value the upstream may omit or send as null (detail-only or not yet computed). */
const maybe = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

// ---------------------------------------------------------------------------------------------
// CHN
// ---------------------------------------------------------------------------------------------

/** One advice of a planned input: the dose and date computed 9 days (jm9) or 2 days (jm2) before. */
export const chnAdvice = z.object({
  dose: z.number().nullable(),
  date: dateString.nullable(),
});

/** One element of livraison_conseil, and the shape of conseil_previous / conseil_next. */
export const chnAdviceDelivery = z.object({
  date_apport_prevu: dateString,
  conseil_jm9: chnAdvice.nullable(),
  conseil_jm2: chnAdvice.nullable(),
});
export type ChnAdviceDelivery = z.infer<typeof chnAdviceDelivery>;

/** Grandeurs the screens read among the soil measures (spec 2 §3). */
export const SOIL_MEASURE_GRANDEURS = [
  'reliquatn-no3',
  'reliquatn-nh4',
  'forcagereliquatsazotes',
] as const;

/** Soil measure; for forcagereliquatsazotes the valeur 1 means the residual nitrogen is forced. */
export const chnSoilMeasure = z.object({
  grandeur: z.enum(SOIL_MEASURE_GRANDEURS),
  date: dateString,
  /** Horizon top and bottom, in cm. */
  haut: z.number(),
  bas: z.number(),
  valeur: z.number(),
});
export type ChnSoilMeasure = z.infer<typeof chnSoilMeasure>;

/** The spec only names sol_horizons; the horizon fields are chosen here (top, bottom, texture). */
export const chnSoilHorizon = z.object({
  haut: z.number(),
  bas: z.number(),
  texture: maybe(z.string()),
});

/** Flag raised when a plot is detected as problematic at a reference stage. */
export const chnFlag = z.object({
  date: dateString,
  stade_repere: z.string(),
  /** Indicators that raised the flag; the spec does not detail them, so kept as labels. */
  indicateurs: z.array(z.string()),
});

/** A correction applied through one lever (LAI external brake, RU, E1C date, residual N, NeoStock). */
export const chnCorrection = z.object({
  levier: z.string(),
  niveau: maybe(z.union([z.number(), z.string()])),
  ecart_qn_jour_j: maybe(z.number()),
});

/**
 * Entry of `corrections` ("dates of last corrections"): the spec does not show its shape, so one
 * entry per lever with the date it was last applied.
 */
export const chnLastCorrection = z.object({
  levier: z.string(),
  date: dateString,
});

export const chnHistoryEntry = z.object({
  date: dateString,
  flag: chnFlag.nullable(),
  correction: chnCorrection.nullable(),
});

/** A realised intervention (mineral or organic input, irrigation): nom is its kind. */
export const chnIntervention = z.object({
  nom: z.string(),
  date: dateString,
  dose: z.number().nullable(),
  produit: z.string().nullable(),
});

/** A scheduled intervention: a JSON list whose first element is the date, then its details. */
export const chnScheduledIntervention = z.tuple(
  [dateString],
  z.union([z.string(), z.number(), z.null()]),
);

/** Satellite image reference (date_derniere_image_*). */
export const chnImageReference = z.object({ acquisition_date: dateString });

/**
 * CHN plot result, as chns/results and chns/{plotId}/results send it. Identity, crop and result
 * fields are always present (possibly null); detail-only fields may be omitted.
 */
export const chnPlotResult = z.object({
  // Identity
  uuid_plot: identifier,
  uuid_user: maybe(identifier),
  code_airbus: z.string().nullable(),
  nom_parcelle: z.string().nullable(),
  farmer: maybe(z.string()),
  technician: maybe(z.string()),
  client: z.string().nullable(),
  zam: z.string().nullable(),
  ingenieur_regional: z.string().nullable(),
  exploitation: z.string().nullable(),
  lieudit: z.string().nullable(),
  departement: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),

  // Crop
  codeespece: z.string().nullable(),
  crop_management: z.string().nullable(),
  variete: z.string().nullable(),
  bc_varietal: maybe(z.string()),
  semis_date: dateString.nullable(),
  semis_densite: maybe(z.number()),
  semis_profondeur: maybe(z.number()),

  // Soil: the spec names the soil code both codebasesol and codesolbase; either may come.
  codebasesol: maybe(z.string()),
  codesolbase: maybe(z.string()),
  sol_horizons: maybe(z.array(chnSoilHorizon)),
  sol_mesures: maybe(z.array(chnSoilMeasure)),
  sol_profondeur: maybe(z.number()),
  sol_profondeur_drains: maybe(z.number()),
  sol_reserve_utile: maybe(z.number()),
  parcelle_irriguee: maybe(z.boolean()),

  // Last application
  date_dernier_apport: dateString.nullable(),
  dose_dernier_apport: z.number().nullable(),
  // "cipan fields" in the spec: named here (catch crop presence, species, destruction, biomass).
  cipan_presence: maybe(z.boolean()),
  cipan_espece: maybe(z.string()),
  cipan_date_destruction: maybe(dateString),
  cipan_biomasse: maybe(z.number()),

  // Previous crop
  codeprecedent: maybe(z.string()),
  nom_precedent: maybe(z.string()),
  rendementrecolteprecedent: maybe(z.number()),
  uniterendementrecolteprecedent: maybe(z.string()),
  daterecolteprecedent: maybe(dateString),
  destinationresidusrecolteprecedent: maybe(z.string()),

  // Flag and validation
  flag: chnFlag.nullable(),
  flag_valide: z.boolean().nullable(),
  corrections: maybe(z.array(chnLastCorrection)),
  masque_correctif_calcul: maybe(z.string()),
  masque_correctif_a_venir: maybe(z.string()),
  tab_historique: maybe(z.array(chnHistoryEntry)),

  // Interventions
  scheduled_interventions: maybe(z.array(chnScheduledIntervention)),
  interventions: maybe(z.array(chnIntervention)),

  // Advice
  livraison_conseil: z.array(chnAdviceDelivery).nullable(),

  // Timestamps: the spec names only "calculation start, end, creation and last update".
  calcul_start_timestamp: maybe(dateTimeString),
  calcul_end_timestamp: dateTimeString.nullable(),
  creation_timestamp: maybe(dateTimeString),
  last_update_timestamp: maybe(dateTimeString),

  // Measures: the spec writes dernier_lai_*, dernier_azoteaerienabsorbe_*,
  // dernier_biomasseaerienne_* (before/after assimilation) and "*_jplus10 values".
  dernier_lai_avant_assimilation: maybe(z.number()),
  dernier_lai_apres_assimilation: maybe(z.number()),
  dernier_azoteaerienabsorbe_avant_assimilation: z.number().nullable(),
  dernier_azoteaerienabsorbe_apres_assimilation: z.number().nullable(),
  dernier_biomasseaerienne_avant_assimilation: z.number().nullable(),
  dernier_biomasseaerienne_apres_assimilation: z.number().nullable(),
  dernier_inn: maybe(z.number()),
  lai_jplus10: maybe(z.number()),
  azoteaerienabsorbe_jplus10: maybe(z.number()),
  biomasseaerienne_jplus10: maybe(z.number()),
  inn_jplus10: maybe(z.number()),
  epi1cm_date: maybe(dateString),
  unnoeud_date: maybe(dateString),
  deuxnoeuds_date: maybe(dateString),
  dfp_date: maybe(dateString),
  epiaison_date: maybe(dateString),
  floraison_date: maybe(dateString),

  // Results
  Preco_declenchement: z.boolean().nullable(),
  dose_preconisee: z.number().nullable(),
  delta_n: z.number().nullable(),
  spluie_depuis_dernier_apport: z.number().nullable(),
  // "favourable-period dates and deficits": named here after qn_sol_prochaine_periode_favorable.
  date_debut_prochaine_periode_favorable: dateString.nullable(),
  date_fin_prochaine_periode_favorable: dateString.nullable(),
  deficit_debut_prochaine_periode_favorable: maybe(z.number()),
  deficit_fin_prochaine_periode_favorable: maybe(z.number()),
  date_epuisement_n_sol: dateString.nullable(),
  qn_sol_prochaine_periode_favorable: z.number().nullable(),
  date_franchissement_inn_min: dateString.nullable(),
  date_derniere_image_utilisee: chnImageReference.nullable(),
  date_derniere_image_lai: maybe(chnImageReference),
  date_derniere_image_chl: maybe(chnImageReference),

  // Status
  validite: maybe(z.string()),
  statut: maybe(z.string()),
  warnings: z.array(z.string()).nullable(),
  errors: z.array(z.string()).nullable(),
  module_urgence: maybe(z.boolean()),
  numanomalie: maybe(z.number().int()),
  libelleanomalie: maybe(z.string()),
  numvalidite: maybe(z.number().int()),
});
export type ChnPlotResult = z.infer<typeof chnPlotResult>;

/**
 * Row of the CHN follow-up table. The screen derives it: is_error from the errors list,
 * conseil_previous / conseil_next from livraison_conseil around now (spec 2 §2).
 */
export const chnListRow = chnPlotResult.extend({
  is_error: z.boolean(),
  conseil_previous: chnAdviceDelivery.nullable(),
  conseil_next: chnAdviceDelivery.nullable(),
});
export type ChnListRow = z.infer<typeof chnListRow>;

/** Entry of chns/results/errors: the failed plot with whatever result fields the upstream sends. */
export const chnErrorRow = chnPlotResult.partial().extend({
  uuid_plot: identifier,
  errors: z.array(z.string()),
});
export type ChnErrorRow = z.infer<typeof chnErrorRow>;

/** Favourable period per day: 1 favourable, 0 unfavourable (spec 2 §4). */
export const favourableFlag = z.union([z.literal(0), z.literal(1)]);

/** Daily measures of a plot at a date. */
export const chnDailyMeasure = z.object({
  uuid_plot: maybe(identifier),
  date: dateString,
  lai: z.number().nullable(),
  laipotentiel: z.number().nullable(),
  inn: z.number().nullable(),
  azoteaerienabsorbe: z.number().nullable(),
  deltaqn_opt_inf: z.number().nullable(),
  deltaqn_opt_plante: z.number().nullable(),
  sn_sol_disponible: z.number().nullable(),
  apportsmineraux: z.number().nullable(),
  ruracinaire: z.number().nullable(),
  rfuracinaire: z.number().nullable(),
  etatreserveracinaire: z.number().nullable(),
  pluie: z.number().nullable(),
  irrigation: z.number().nullable(),
  favorable: favourableFlag.nullable(),
});
export type ChnDailyMeasure = z.infer<typeof chnDailyMeasure>;

/** Absorbed nitrogen before assimilation: its own dates, distinct from the daily ones. */
export const chnDailyBeforeAssimilation = z.object({
  uuid_plot: maybe(identifier),
  date: dateString,
  azoteaerienabsorbe_avant_assimilation: z.number().nullable(),
});

/** Satellite LAI series: parallel lists of dates and values. */
export const chnSatelliteLaiSeries = z.object({
  dates: z.array(dateString),
  values: z.array(z.number().nullable()),
});

/** Answer data of the results_daily calls. */
export const chnDailyResults = z.object({
  daily: z.array(chnDailyMeasure),
  daily_avant_assimilation: z.array(chnDailyBeforeAssimilation),
  satellite: chnSatelliteLaiSeries,
});
export type ChnDailyResults = z.infer<typeof chnDailyResults>;

export const chnDeltaEvolutionEntry = z.object({
  calcul_end_timestamp: dateTimeString,
  delta_n: z.number().nullable(),
});

/** Correction proposal file (HTML), base64-encoded. */
export const chnValidationReport = z.object({
  base64: z.string(),
  nom_fichier: z.string(),
});

export const chnCalculationDate = z.object({ date_calcul: dateString });

/** Plot status query values of chns/plots/statut (spec 2 §4). */
export const CHN_PLOT_STATUSES = ['obsolete', 'to_calculate'] as const;

/** Entry of the parcel checks dialog: code and airbus code. */
export const chnStatusPlot = z.object({
  uuid_plot: identifier,
  code_airbus: z.string().nullable(),
});

// ---------------------------------------------------------------------------------------------
// QN
// ---------------------------------------------------------------------------------------------

/** Stage codes of the QN detail, in order (spec 2 §4); each gives a stade_{code} date field. */
export const QN_STAGE_CODES = QN_DETAIL_STAGE_ORDER;
export type QnStageCode = (typeof QN_STAGE_CODES)[number];

export const qnObservedStage = z.object({
  code_arvalis: z.string(),
  date: dateString,
});

export const qnPlot = z.object({
  // Identity
  uuid_plot: identifier,
  client: z.string().nullable(),
  zam: z.string().nullable(),
  code_dept: z.string().nullable(),
  codeespece: z.string().nullable(),
  crop_management: z.string().nullable(),

  // Status and dates
  derniere_date_acquisition: dateString.nullable(),
  statut: z.string().nullable(),
  date_semis: dateString.nullable(),
  variete: z.string().nullable(),
  date_calcul: dateString.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),

  // Recommendation
  preco_livree: z.number().nullable(),
  sortie_precoBrute: z.number().nullable(),

  // Stages: stade_{code} is the (estimated) date of each stage of QN_STAGE_CODES.
  nom_stade_en_cours: z.string().nullable(),
  nom_stade_acquisition: z.string().nullable(),
  stade_levee: maybe(dateString),
  stade_debuttallage: maybe(dateString),
  stade_epi1cm: maybe(dateString),
  stade_1n: maybe(dateString),
  stade_2n: maybe(dateString),
  stade_dfp: maybe(dateString),
  stade_meiose: maybe(dateString),
  stade_epiaison: maybe(dateString),
  stade_floraison: maybe(dateString),
  stade_maturite: maybe(dateString),
  stade_recolte: maybe(dateString),
  stades_obs: maybe(z.array(qnObservedStage)),
  /** Date of the epi 1 cm observation; null shows "Pas d'observation d'épi 1 cm". */
  e1cm_observe: maybe(dateString),
  /** Mean ear height at the observation, in mm. */
  hauteur_moyenne: maybe(z.number()),
  stade_epi1cm_prevu: maybe(dateString),

  previlis_id: maybe(identifier),
  nom_operateur: maybe(z.string()),
  id_operateur: maybe(identifier),

  // Outputs
  sortie_CHL: maybe(z.number()),
  sortie_LAI: maybe(z.number()),
  sortie_QNacq: maybe(z.number()),
  sortie_preco_arrondie_finale: maybe(z.number()),
  /** Whether the low-biomass option took its share off the advice (the card's "option faible
   * biomasse"; the spec names no field for it). */
  sortie_option_faible_biomasse: maybe(z.boolean()),
  sortie_biomasseAerienneFloraison: maybe(z.number()),
  sortie_indicateur_delta_biomasse: maybe(z.number()),
  sortie_indicateur_inn_acquisition: maybe(z.number()),
  sortie_azoteAerienAbsorbeFloraison: maybe(z.number()),
});
export type QnPlot = z.infer<typeof qnPlot>;

/** Correction type codes (spec 2 §5). */
export const CORRECTION_TYPE_CODES = [
  'preco_finale',
  'QMS_floraison',
  'QMS_acq_delta',
  'QN_acq_facteur_delta',
  'sol',
] as const;
export type CorrectionTypeCode = (typeof CORRECTION_TYPE_CODES)[number];
export const correctionTypeCode = z.enum(CORRECTION_TYPE_CODES);

/**
 * Correction types with label, unit suffix and how many numbers the value holds. The spec's
 * "Bimasse" is corrected to "Biomasse" (docs/spec-deviations.md "French text corrections"); the
 * unit of QN_acq_facteur_delta is not shown (null).
 */
export const CORRECTION_TYPES = [
  { code: 'preco_finale', label: 'Préconisation finale', unit: 'kg/ha', valueCount: 1 },
  { code: 'QMS_floraison', label: 'Biomasse floraison', unit: 'T/ha', valueCount: 1 },
  { code: 'QMS_acq_delta', label: 'Biomasse acquisition', unit: 'T/ha', valueCount: 1 },
  { code: 'QN_acq_facteur_delta', label: 'QN acquisition', unit: null, valueCount: 2 },
  { code: 'sol', label: 'Sol', unit: 'kg/ha', valueCount: 1 },
] as const satisfies readonly {
  code: CorrectionTypeCode;
  label: string;
  unit: string | null;
  valueCount: 1 | 2;
}[];

/** A correction request as qn/corrections lists it. */
export const qnCorrectionRequest = z.object({
  id: identifier,
  demandeur: z.string(),
  date_demande: dateTimeString,
  parcelles: z.array(identifier),
  correction_type: correctionTypeCode,
  correction_valeur: z.array(z.number()),
  /** false when created, true once an administrator validated it (spec 2 §4). */
  validation: z.boolean(),
});
export type QnCorrectionRequest = z.infer<typeof qnCorrectionRequest>;

/** Body of POST qn/corrections, with the screen's messages (spec 2 §5). */
export const qnCorrectionInput = z
  .object({
    parcelles: z
      .array(identifier)
      .min(1, 'A minima une parcelle doit être sélectionnée dans le tableau.'),
    type_correction: correctionTypeCode,
    valeur_correction: z.array(z.number()).min(1, 'Une correction doit être saisie'),
    commentaire: z.string().max(COMMENT_MAX).optional(),
  })
  .superRefine((input, ctx) => {
    const type = CORRECTION_TYPES.find((t) => t.code === input.type_correction);
    if (type === undefined || input.valeur_correction.length === type.valueCount) return;
    ctx.addIssue({
      code: 'custom',
      path: ['valeur_correction'],
      message:
        input.valeur_correction.length < type.valueCount
          ? 'Une correction doit être saisie'
          : `Ce type de correction attend ${type.valueCount} valeur(s).`,
    });
  });
export type QnCorrectionInput = z.infer<typeof qnCorrectionInput>;

/** Raster codes of qn/raster/{code}. */
export const QN_RASTER_CODES = ['lai', 'chl', 'rasteroutput'] as const;

// ---------------------------------------------------------------------------------------------
// Shared
// ---------------------------------------------------------------------------------------------

/** User rights as the module reads them: droitsTPC (spec 1 §3), code with lecture/ecriture flags. */
export const fertiUserRights = z.array(droitTPC);
