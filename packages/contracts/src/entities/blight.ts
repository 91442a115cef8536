// Entities of spec 3 §3.1 (potato blight, alternaria, weather corrections, cas-types), field names
// as spelled there. Adviser and subscription records of the bulletin space live in platform.ts.
import {
  DOSE_UNITS,
  irrigationEndError,
  PERSISTENCE_MAX_DAYS,
  PERSISTENCE_MESSAGE,
  PERSISTENCE_MIN_DAYS,
} from '@agro/domain/blight-interventions';
import { z } from 'zod';
import { CODE_MAX, LOGIN_MAX, NAME_MAX } from '../catalogue/input-limits.ts';
import { dateString, dateTimeString, identifier } from './common.ts';
import { BLIGHT_STAGE_NAMES, blightAdviceCode } from './platform.ts';

/** A computed value the upstream may not have yet (no weather, no calculation): number or null. */
const measure = z.number().nullable();
/** Text the upstream may leave empty. */
const optionalText = z.string().nullable().optional();
/** Text a form may leave empty, up to `max` characters. */
const optionalInput = (max: number) => z.string().max(max).nullable().optional();
/** A required date or datetime of a form: the empty string the form holds before a pick is refused. */
const requiredDate = dateString.min(1, 'La date est obligatoire.');
const requiredDateTime = dateTimeString.min(1, 'La date est obligatoire.');

// ---------------------------------------------------------------------------------------------
// Codes and classes (spec 3 §4, §9)

/** Risk codes: 10 no risk, 40 vigilance, 50 contamination risk (alternaria: sensitivity levels). */
export const BLIGHT_RISK_CODES = [10, 40, 50] as const;
export const blightRiskCode = z.literal(BLIGHT_RISK_CODES);
export type BlightRiskCode = z.infer<typeof blightRiskCode>;
/**
 * Risk as rows carry it: the spec shows anything other than 10/40/50 as unknown or error (grey),
 * so rows accept any integer or null and the screens classify it.
 */
export const blightRiskValue = z.number().int().nullable();

/** Humidity class: 200 below 87 % and no rain, 250 at least 87 % or rain above 0. */
export const BLIGHT_HUMIDITY_CLASSES = [200, 250] as const;
export const blightHumidityClass = z.literal(BLIGHT_HUMIDITY_CLASSES);
/** Temperature classes: 100 (>= 30), 110 (< 6), 130 (6-10), 140 (10-14), 150 (14-18), 190 (18-30). */
export const BLIGHT_TEMPERATURE_CLASSES = [100, 110, 130, 140, 150, 190] as const;
export const blightTemperatureClass = z.literal(BLIGHT_TEMPERATURE_CLASSES);

/** Protection flag: 1 protected, anything else not protected. */
const protectionFlag = z.number().int().nullable();

export const BLIGHT_DOSE_UNITS = DOSE_UNITS;
export const blightDoseUnit = z.enum(BLIGHT_DOSE_UNITS);

export const BLIGHT_SKIPPED_DISEASES = ['lateblight', 'alternaria'] as const;

/** Gap-view plot status: OK or error (status dot). */
export const BLIGHT_REPLACEMENT_STATUSES = ['OK', 'error'] as const;

// ---------------------------------------------------------------------------------------------
// Stages

/** Stages a farmer logs, in their required chronological order (spec 3 §3.1, §5). */
export const BLIGHT_PHASE_NAMES = [
  'plantation',
  'levee30',
  'croissanceactive',
  'croissancestabilisee',
  'senescence',
  'defanage',
  'recolte',
] as const;
export type BlightPhaseName = (typeof BLIGHT_PHASE_NAMES)[number];
export const blightPhaseName = z.enum(BLIGHT_PHASE_NAMES);

/**
 * Stage name to the model's stage code. The spec gives no code for plantation; PLANTING is chosen
 * in the style of the others.
 */
export const BLIGHT_PHASE_CODES = {
  plantation: 'PLANTING',
  levee30: '30PERCENT-EMERGENCE',
  croissanceactive: 'RAPID-HAULM-GROWTH',
  croissancestabilisee: 'STABLE-CANOPY',
  senescence: 'HAULM-SENESCENCE',
  defanage: 'HAULM-DESSICATION',
  recolte: 'HARVEST',
} as const satisfies Record<BlightPhaseName, string>;
export type BlightPhaseCode = (typeof BLIGHT_PHASE_CODES)[BlightPhaseName];

/** Reverse of BLIGHT_PHASE_CODES. */
export const BLIGHT_PHASE_BY_CODE = {
  PLANTING: 'plantation',
  '30PERCENT-EMERGENCE': 'levee30',
  'RAPID-HAULM-GROWTH': 'croissanceactive',
  'STABLE-CANOPY': 'croissancestabilisee',
  'HAULM-SENESCENCE': 'senescence',
  'HAULM-DESSICATION': 'defanage',
  HARVEST: 'recolte',
} as const satisfies Record<BlightPhaseCode, BlightPhaseName>;

/** The dashboard's `stade` vocabulary: the logged stages plus vegetationactive, debutsenescence, fincampagne. */
export const BLIGHT_DASHBOARD_STAGES = [...BLIGHT_STAGE_NAMES, 'senescence', 'recolte'] as const;
export const blightDashboardStage = z.enum(BLIGHT_DASHBOARD_STAGES);

export const blightPhase = z.object({
  name: blightPhaseName,
  date: dateString,
});
export type BlightPhase = z.infer<typeof blightPhase>;

/** A stage as the stage form sends it: only filled stages are sent, so every date is required. */
export const blightPhaseInput = z.object({
  name: blightPhaseName,
  date: requiredDate,
});

/** Harvest: the spec names its fields `datetime` and `yield`. */
export const blightHarvest = z.object({
  datetime: dateTimeString,
  yield: z.number().nonnegative().nullable().optional(),
});
export type BlightHarvest = z.infer<typeof blightHarvest>;

export const blightHarvestInput = z.object({
  datetime: requiredDateTime,
  yield: z.number().nonnegative().nullable().optional(),
});

// ---------------------------------------------------------------------------------------------
// Interventions

/** A treatment as the plot and the treatments list carry it. */
export const blightTreatment = z.object({
  treated_at: dateTimeString,
  product_id: identifier,
  product_name: z.string(),
  product_type: z.string().nullable(),
  product_dose: z.number().nonnegative(),
  dose_unit: blightDoseUnit,
  standard_persistence: measure,
  /** Forced persistence; null when the farmer kept the product's value. */
  modified_persistence: measure.optional(),
  /** Washout resistance in mm; shown only when strictly between 0 and 200. */
  washout_resistance: measure,
});
export type BlightTreatment = z.infer<typeof blightTreatment>;

/** One product line of `traitement_data` (the treatment form sends one line per product). */
export const blightTreatmentPayload = z.object({
  date: requiredDateTime,
  remanence: z
    .number()
    .int()
    .min(PERSISTENCE_MIN_DAYS, PERSISTENCE_MESSAGE)
    .max(PERSISTENCE_MAX_DAYS, PERSISTENCE_MESSAGE),
  id_produit: identifier.refine((v) => v !== '', 'Le produit est obligatoire.'),
  typeproduit: z.string().max(NAME_MAX),
  dose: z.number().positive('La dose doit être supérieure à 0.'),
  unite: blightDoseUnit,
  resistancelessivage: z.number().nonnegative().nullable(),
  /** Alternaria persistence and washout: always sent as 0. */
  remanence_alt: z.literal(0),
  resistancelessivage_alt: z.literal(0),
});
export type BlightTreatmentPayload = z.infer<typeof blightTreatmentPayload>;

export const blightTreatmentBody = z.object({
  traitement_data: z.array(blightTreatmentPayload).min(1, 'Au moins un produit est obligatoire.'),
});

/** Product catalogue entry (also the answer of the persistence look-up). */
export const blightProduct = z.object({
  id: identifier,
  name: z.string(),
  type: z.string().nullable(),
  remanence: measure,
  resistancelessivage: measure,
});
export type BlightProduct = z.infer<typeof blightProduct>;

export const blightIrrigation = z.object({
  begin_at: dateTimeString,
  end_at: dateTimeString,
  water_dose: z.number().nonnegative(),
  dose_unit: z.literal('MM'),
});
export type BlightIrrigation = z.infer<typeof blightIrrigation>;

/** `irrigation_data`: its end at least an hour after its start (packages/domain's rule). */
export const blightIrrigationPayload = z
  .object({
    begin_at: requiredDateTime,
    end_at: requiredDateTime,
    water_dose: z.number().positive('La dose doit être supérieure à 0.'),
    dose_unit: z.literal('MM'),
  })
  .superRefine((irrigation, context) => {
    const error = irrigationEndError(irrigation.begin_at, irrigation.end_at);
    if (error !== null) context.addIssue({ code: 'custom', path: ['end_at'], message: error });
  });

export const blightIrrigationBody = z.object({ irrigation_data: blightIrrigationPayload });

export const blightObservation = z.object({ date_obs: dateString });
export type BlightObservation = z.infer<typeof blightObservation>;

export const blightObservationBody = z.object({ date_obs: requiredDate });

/**
 * An observation's edit (shape not shown: the spec sends `{date_obs}` on a PUT of the same path):
 * the observation is named by its original date, as treatments and irrigations are.
 */
export const blightObservationUpdateBody = blightObservationBody.extend({
  date_obs_origine: requiredDate,
});

export const blightSkippedTreatments = z.object({
  plot_skip: z.array(
    z.object({
      disease: z.enum(BLIGHT_SKIPPED_DISEASES),
      skipped_at: dateString,
    }),
  ),
});
export type BlightSkippedTreatments = z.infer<typeof blightSkippedTreatments>;

// ---------------------------------------------------------------------------------------------
// Weather corrections

export const blightCorrectionPeriod = z.object({ begin: dateString, end: dateString });

export const blightWeatherCorrections = z.object({
  periods: z.array(blightCorrectionPeriod),
  missing_days: z.array(dateString),
});
export type BlightWeatherCorrections = z.infer<typeof blightWeatherCorrections>;

/** A plot of the weather-gap view with its ongoing corrections. */
export const blightGapPlot = blightWeatherCorrections.extend({
  id: identifier,
  name: z.string(),
  farmer: z.string().nullable(),
  iot_id: identifier.nullable(),
  status: z.enum(BLIGHT_REPLACEMENT_STATUSES),
  station: z.string().nullable(),
});
export type BlightGapPlot = z.infer<typeof blightGapPlot>;

/** Bounds (yesterday, 1 March of the previous campaign, end after start) live in packages/domain. */
export const blightReplacementAddBody = z.object({
  replacement_data: z
    .array(z.object({ begin: requiredDate, end: requiredDate }))
    .min(1, 'Au moins une période est obligatoire.'),
});

/** An edit names the period by its original start date. */
export const blightReplacementEditBody = z.object({
  replacement_data: z
    .array(
      z.object({
        select_begin_replacement_meteo: requiredDate,
        begin: requiredDate,
        end: requiredDate,
      }),
    )
    .min(1, 'Au moins une période est obligatoire.'),
});

// ---------------------------------------------------------------------------------------------
// Indices

export const blightDailyIndex = z.object({
  date: dateString,
  l10spores: measure,
  indexconta: measure,
  l10poids: measure,
  l10spospo: measure,
  parcelleprotegee: protectionFlag,
  risque: blightRiskValue,
  pluie: measure,
  resistance_lessivage: measure,
  l10cumulpoidsconta: measure,
  conseil: blightAdviceCode,
});
export type BlightDailyIndex = z.infer<typeof blightDailyIndex>;

export const blightAlternariaDailyIndex = z.object({
  date: dateString,
  alt_risk: blightRiskValue,
  alt_cumpoidssup1: measure,
  alt_cumpdays: measure,
  /** Alternaria advice; its codes are not listed by the spec. */
  alt_conseil: z.string().nullable(),
  alt_prot: protectionFlag,
});
export type BlightAlternariaDailyIndex = z.infer<typeof blightAlternariaDailyIndex>;

/** Rows of the climate table and the climatic-indices modal (hourly, hence a datetime). */
export const blightIndicesRow = z.object({
  date: dateTimeString,
  risque: blightRiskValue,
  parcelleprotegee: protectionFlag,
  conseil: blightAdviceCode,
  resistance_lessivage: measure,
  indice_hum: blightHumidityClass.nullable(),
  indice_temp: blightTemperatureClass.nullable(),
  description_hum: z.string().nullable(),
  description_temp: z.string().nullable(),
  indexconta: measure,
});
export type BlightIndicesRow = z.infer<typeof blightIndicesRow>;

/**
 * Hourly row. The spec names the classes, index and risk only in words; they carry the names of
 * the indices rows (indice_temp, indice_hum, indexconta, risque).
 */
export const blightHourlyRow = z.object({
  date: dateTimeString,
  temperature: measure,
  hygrometrie: measure,
  pluie: measure,
  indice_temp: blightTemperatureClass.nullable(),
  indice_hum: blightHumidityClass.nullable(),
  indexconta: measure,
  risque: blightRiskValue,
  l10spores: measure,
  l10poids: measure,
  l10spospo: measure,
});
export type BlightHourlyRow = z.infer<typeof blightHourlyRow>;

/**
 * Hourly alternaria row (shape not shown): the weather of the hour, the hourly risk, the station
 * the eye icon opens and whether the row is forecast ('Données prévisionnelles').
 */
export const blightAlternariaHourlyRow = z.object({
  date: dateTimeString,
  temperature: measure,
  hygrometrie: measure,
  pluie: measure,
  alt_risk: blightRiskValue,
  iot_id: identifier.nullable(),
  previ: z.boolean(),
});
export type BlightAlternariaHourlyRow = z.infer<typeof blightAlternariaHourlyRow>;

/**
 * Weather reception of a plot for one day: counts of hourly values (0 to 24). The spec names the
 * counts only in words; `correction` marks a corrected day (heat-map value 25, triangle mark).
 */
export const blightReceptionDay = z.object({
  date: dateString,
  nb_temperature: z.number().int().min(0).max(24),
  nb_hygrometrie: z.number().int().min(0).max(24),
  nb_pluie: z.number().int().min(0).max(24),
  correction: z.boolean().optional(),
});
export type BlightReceptionDay = z.infer<typeof blightReceptionDay>;

// ---------------------------------------------------------------------------------------------
// Dashboard

export const blightDashboardRow = z.object({
  id: identifier,
  plot_name: z.string(),
  scenario: optionalText,
  /** The farmer's code (login). */
  farmer: z.string(),
  nom_agri: z.string().nullable(),
  prenom_agri: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** The spec says "area or surface": the upstream sends one or the other, in ha. */
  area: z.number().nonnegative().nullable().optional(),
  surface: z.number().nonnegative().nullable().optional(),
  variete: z.string().nullable(),
  /** Varietal resistance (the plot's treatment threshold). */
  seuiltrait: measure,
  /** Emergence date; null before emergence. */
  levee30: dateString.nullable(),
  stade: blightDashboardStage.nullable(),
  risque: blightRiskValue,
  risque_alt: blightRiskValue,
  risque_j_previ: blightRiskValue,
  risque_jp1_previ: blightRiskValue,
  /** OK when calculated; donneesmanquantes and others count as error. */
  statut: z.string().nullable(),
  conseil: blightAdviceCode,
  parcelleprotegee: protectionFlag,
  l10poids_j_reel: measure,
  l10poids_j_previ: measure,
  l10poids_jp1_previ: measure,
  l10poids_jp2_previ: measure,
  /** Age of the latest weather data in hours (grey marker above 6). */
  nb_heure_last_meteo_data: measure,
  raison_sociale: z.string().nullable(),
  nom_integrateur: z.string().nullable(),
  id_integrateur: identifier.nullable(),
  distributeur: z.string().nullable(),
  country: z.string().nullable(),
  departement: z.string().nullable(),
  /** The user's flag: the integrator and distributor filters show when it is not 1. */
  externe: z.union([z.boolean(), z.number()]).nullable().optional(),
});
export type BlightDashboardRow = z.infer<typeof blightDashboardRow>;

/**
 * Filter source lists of the dashboard. The spec names the lists only; farmers and integrators
 * carry their code or id and names, the others plain values.
 */
export const blightFilterLists = z.object({
  country: z.array(z.string()),
  departement: z.array(z.string()),
  agri: z.array(
    z.object({
      farmer: z.string(),
      nom_agri: z.string().nullable(),
      prenom_agri: z.string().nullable(),
    }),
  ),
  integrateur: z.array(z.object({ id_integrateur: identifier, nom_integrateur: z.string() })),
  distributeur: z.array(z.string()),
  risque: z.array(blightRiskValue),
  conseil: z.array(blightAdviceCode),
});
export type BlightFilterLists = z.infer<typeof blightFilterLists>;

// ---------------------------------------------------------------------------------------------
// Plot

/** The plot's station (the plot form sends it; the plot's answer carries it). */
export const blightDeviceIot = z.object({
  constructor: z.string().max(NAME_MAX),
  device_code: z.string().max(CODE_MAX),
});

export const blightPlot = z.object({
  id: identifier,
  name: z.string(),
  city: z.string().nullable(),
  zipcode: z.string().nullable(),
  variety: z.string(),
  variety_code: optionalText,
  note_precocity_al: measure.optional(),
  plantation: dateString,
  /** The institute's default value for farmers' plots, the bulletin value for cas-types. */
  organism: z.string().nullable(),
  /** Area in ha. */
  area: z.number().nonnegative().nullable(),
  fournisseurStation: z.string().nullable(),
  codeStationFournisseur: z.string().nullable(),
  nomStation: z.string().nullable(),
  station: identifier.nullable(),
  region: optionalText,
  latitude: z.number(),
  longitude: z.number(),
  /** The owner's login: the '+' intervention buttons compare it case-insensitively. */
  farmer: z.string(),
  phases: z.array(blightPhase),
  harvest: blightHarvest.nullable(),
  treatments: z.array(blightTreatment),
  irrigations: z.array(blightIrrigation),
  observations: z.array(blightObservation),
  device_iot: blightDeviceIot.nullable(),
  /** The linked connected station. */
  iot_id: identifier.nullable(),
  alternaria: z.boolean(),
  scenario: optionalText,
  conseil: blightAdviceCode,
  /** {DATE} of the advice text. */
  date: dateString.nullable(),
  /** {DATE-TRAIT} of the advice text. */
  datetrait: dateString.nullable(),
  seuiltrait: measure,
});
export type BlightPlot = z.infer<typeof blightPlot>;

/**
 * Plot as the create and edit forms send it. Required: what every plot needs, cas-types included
 * (a station picked on the map supplies operator and code). The area, also required by the
 * farmer's form, is checked in packages/domain because cas-types have none; so are the stage
 * requirements and orders.
 */
export const blightPlotInput = z.object({
  name: z.string().max(NAME_MAX).trim().min(1, 'Le nom est obligatoire.'),
  city: optionalInput(NAME_MAX),
  zipcode: optionalInput(CODE_MAX),
  variety: z.string().max(NAME_MAX).trim().min(1, 'La variété est obligatoire.'),
  variety_code: optionalInput(CODE_MAX),
  note_precocity_al: measure.optional(),
  plantation: requiredDate,
  organism: optionalInput(NAME_MAX),
  area: z.number().positive('La surface doit être supérieure à 0.').nullable().optional(),
  fournisseurStation: z.string().max(NAME_MAX).trim().min(1, "L'opérateur météo est obligatoire."),
  codeStationFournisseur: z
    .string()
    .max(CODE_MAX)
    .trim()
    .min(1, 'Le code station est obligatoire.'),
  nomStation: optionalInput(NAME_MAX),
  station: identifier.nullable().optional(),
  region: optionalInput(NAME_MAX),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** The owner's login. */
  farmer: optionalInput(LOGIN_MAX),
  phases: z.array(blightPhaseInput).optional(),
  harvest: blightHarvestInput.nullable().optional(),
  device_iot: blightDeviceIot.nullable().optional(),
  iot_id: identifier.nullable().optional(),
  alternaria: z.boolean().optional(),
  scenario: optionalInput(CODE_MAX),
});
export type BlightPlotInput = z.infer<typeof blightPlotInput>;

/**
 * Extras of the plot detail (getInfos). `statut_calcul` ('calculajour' = calculated in the last
 * hours) is named here: the spec shows the calculation status without naming its field.
 */
export const blightPlotInfos = z.object({
  nom_agri: z.string().nullable(),
  prenom_agri: z.string().nullable(),
  farmer: z.string(),
  raison_sociale: z.string().nullable(),
  nom_integrateur: z.string().nullable(),
  distributeur: z.string().nullable(),
  date_deb_previsions: dateString.nullable(),
  statut_msg: z.string().nullable(),
  statut_calcul: z.string().nullable().optional(),
});
export type BlightPlotInfos = z.infer<typeof blightPlotInfos>;

/** Lighter plot rows for the management and gap-view tables (shape not shown by the spec). */
export const blightPlotSummary = blightPlot
  .pick({
    id: true,
    name: true,
    farmer: true,
    city: true,
    zipcode: true,
    variety: true,
    area: true,
    plantation: true,
    nomStation: true,
    iot_id: true,
    latitude: true,
    longitude: true,
    alternaria: true,
  })
  .extend({
    nom_agri: z.string().nullable().optional(),
    prenom_agri: z.string().nullable().optional(),
    statut: z.string().nullable().optional(),
  });
export type BlightPlotSummary = z.infer<typeof blightPlotSummary>;

/** Variety list entry (shape not shown): the plot fields a variety fills. */
export const blightVariety = z.object({
  variety_code: z.string(),
  variety: z.string(),
  note_precocity_al: measure.optional(),
  seuiltrait: measure.optional(),
});
export type BlightVariety = z.infer<typeof blightVariety>;

/** Answer of the station existence check of the plot and cas-type forms. */
export const blightDeviceCheck = z.object({
  exists: z.boolean(),
  data_geographiques: z
    .object({ latitude: z.number(), longitude: z.number() })
    .nullable()
    .optional(),
});

// ---------------------------------------------------------------------------------------------
// Scenarios and calculations

export const blightScenario = z.object({
  code: z.string(),
  description: z.string().nullable(),
});
export type BlightScenario = z.infer<typeof blightScenario>;

/** The selector's 'NULL' entry removes the scenario; it is sent as is. */
export const blightScenarioRequest = z.object({
  code_scenario: z.string().min(1).max(CODE_MAX).nullable(),
  id_plot: identifier,
});
export type BlightScenarioRequest = z.infer<typeof blightScenarioRequest>;

/** Calculation check of the admin block (shape not shown). */
export const blightCalculationCheck = z.object({
  statut_calcul: z.string().nullable(),
  date_calcul: dateTimeString.nullable(),
  message: z.string().nullable().optional(),
});

// ---------------------------------------------------------------------------------------------
// Cas-types (bulletin model plots)

/** Days J-7 to J+2 of the cas-type row: suffixes jm7..jm1 (J-n), j, jp1, jp2 (J+n). */
export const CAS_TYPE_DAYS = [
  'jm7',
  'jm6',
  'jm5',
  'jm4',
  'jm3',
  'jm2',
  'jm1',
  'j',
  'jp1',
  'jp2',
] as const;
type CasTypeDay = (typeof CAS_TYPE_DAYS)[number];

function dayFields<P extends string>(prefix: P) {
  return Object.fromEntries(CAS_TYPE_DAYS.map((day) => [`${prefix}_${day}`, measure])) as Record<
    `${P}_${CasTypeDay}`,
    typeof measure
  >;
}

/**
 * Cas-type row. The spec says "l10poids_*, l10spores_*, indexconta_*, l10spospo_* for days J-7 to
 * J+2"; the fields are named concretely l10poids_jm7 ... l10poids_j ... l10poids_jp2 (and likewise).
 */
export const blightCasTypeRow = z.object({
  id: identifier,
  plot_name: z.string(),
  risque: blightRiskValue,
  statut: z.string().nullable(),
  ...dayFields('l10poids'),
  ...dayFields('l10spores'),
  ...dayFields('indexconta'),
  ...dayFields('l10spospo'),
  total_pluie_7j: measure,
  last_meteo_data: dateTimeString.nullable(),
  device_constructor: z.string().nullable(),
  device_code: z.string().nullable(),
});
export type BlightCasTypeRow = z.infer<typeof blightCasTypeRow>;
