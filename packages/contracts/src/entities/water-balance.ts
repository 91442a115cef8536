// Entities of spec 3 §3.3 (water balance, bilan hydrique), field names as spelled there.
import { BH_CROP_CODES } from '@agro/domain/water-balance';
import { z } from 'zod';
import { dateString, dateTimeString, identifier } from './common.ts';

/**
 * Crop codes the spec names (§9), the domain's list (colours, characteristics, column order);
 * other codes exist upstream and show as 'other' (grey).
 */
export const BH_CROPS = BH_CROP_CODES;
export type BhCrop = (typeof BH_CROPS)[number];

/** Calculation statuses with a colour (ok green, ko red); any other value is shown orange. */
export const BH_CALCULATION_STATUSES = ['ok', 'ko'] as const;

export const bhStage = z.object({
  code: z.string(),
  date: dateString,
});

/**
 * The cover crop (cipan) of the general characteristics. The spec only says the detail shows the
 * cover crop "with implantation, levée, destruction, développement"; the fields are named so.
 */
export const bhCoverCrop = z.object({
  espece: z.string().nullable(),
  implantation: dateString.nullable(),
  levee: dateString.nullable(),
  destruction: dateString.nullable(),
  developpement: z.string().nullable(),
});

export const bhGeneralCharacteristics = z.object({
  cipan: bhCoverCrop.nullable(),
  /** Water-turn duration in days. */
  duree_tour_eau: z.number().nullable(),
  /** Irrigation dose in mm. */
  dose_irrig: z.number().nullable(),
  /** Irrigation quota in mm. */
  quota: z.number().nullable(),
  materiel_irrig: z.string().nullable(),
});

// Which of these are filled depends on the crop (spec 3 §9).
export const bhCropCharacteristics = z.object({
  variete: z.string().nullable().optional(),
  precocite: z.string().nullable().optional(),
  supersweet: z.boolean().nullable().optional(),
  nb_jour_semis_flor: z.number().int().nonnegative().nullable().optional(),
  gabarit: z.string().nullable().optional(),
});

export const bhIrrigation = z.object({
  date: dateString,
  /** mm */
  dose: z.number().nonnegative(),
});

/** Row kinds of the balance table: forecast rows (orange) and frequency rows (grey). */
export const BH_BALANCE_ROW_TYPES = ['previ', 'freq'] as const;

/** Keys of a balance row, spaced and French exactly as upstream sends them. */
export const BH_BALANCE_KEYS = [
  'Date',
  'Pluie',
  'Irrigation',
  'Deficit en eau du sol',
  'RFU',
  'RU',
  'Drainage profil',
  'ETP',
  'type',
] as const;

export const bhBalanceRow = z.object({
  Date: dateString,
  Pluie: z.number().nullable(),
  Irrigation: z.number().nullable(),
  'Deficit en eau du sol': z.number().nullable(),
  RFU: z.number().nullable(),
  RU: z.number().nullable(),
  'Drainage profil': z.number().nullable(),
  ETP: z.number().nullable(),
  /** Absent (or null) on real-data rows. */
  type: z.enum(BH_BALANCE_ROW_TYPES).nullable().optional(),
});
export type BhBalanceRow = z.infer<typeof bhBalanceRow>;

const deficit = z.number().nullable();

export const bhPlot = z.object({
  id: identifier,
  id_info_plot: identifier,
  nom_parcelle: z.string(),
  code_parcelle: z.string().nullable(),
  nom_agri: z.string().nullable(),
  prenom_agri: z.string().nullable(),
  code_agri: z.string().nullable(),
  id_agri: identifier.nullable(),
  /** The integrator. */
  nom_operateur: z.string().nullable(),
  id_operateur: identifier.nullable(),
  /** The distributor. */
  nom_grpt: z.string().nullable(),
  id_grpt: identifier.nullable(),
  departement: z.string().nullable(),
  culture: z.string(),
  /** 'ok', 'ko' or another (pending) value; see BH_CALCULATION_STATUSES. */
  statut_calcul_bh: z.string().nullable(),
  date_semis: dateString.nullable(),
  stade_actuel: z.string().nullable(),
  // The spec says "soil name and soil code" without field names.
  nom_sol: z.string().nullable(),
  code_sol: z.string().nullable(),
  /** mm */
  ru_max: z.number().nullable(),
  /** mm */
  rfu_max: z.number().nullable(),
  date_calcul_bh: dateTimeString.nullable(),
  /** ha */
  surface_irrig: z.number().nullable(),
  station: z
    .object({
      id_iot: identifier,
      nom_constructeur: z.string(),
      code: z.string(),
    })
    .nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** RFU depletion in percent; null means outside the balance ('Hors bilan'). */
  epuisement_rfu: z.number().nullable(),
  somme_irrig: z.number().nullable(),
  deficitj: deficit,
  deficitj1: deficit,
  deficitj2: deficit,
  deficitj3: deficit,
  deficitj4: deficit,
  deficitj5: deficit,
  deficitj6: deficit,
  deficitj7: deficit,
  /** Calculation warnings; the spec gives no shape, a list of messages is chosen. */
  warnings: z.array(z.string()).nullable(),
  /** Previous crop. */
  precedent: z.string().nullable(),
  /** Whether the previous crop was irrigated (the upstream sends flags as booleans or 0/1). */
  irrig_precedent: z.union([z.boolean(), z.number().int()]).nullable(),
  p_dt_crea: dateTimeString.nullable(),
  code_postal: z.string().nullable(),
  nom_integrateur: z.string().nullable(),
  // JSON-valued fields: the detail carries them; the dashboard list may leave them out.
  stades_calc: z.array(bhStage).nullable().optional(),
  stades_obs: z.array(z.string()).nullable().optional(),
  caracteristiques_generales: bhGeneralCharacteristics.nullable().optional(),
  caracteristiques_culture: bhCropCharacteristics.nullable().optional(),
  irrigation: z.array(bhIrrigation).nullable().optional(),
  bilan_hydrique: z.array(bhBalanceRow).nullable().optional(),
});
export type BhPlot = z.infer<typeof bhPlot>;

/** Rain origins: manual 'Données envoyées', station 'Données de station', other the institute's. */
export const BH_RAIN_TYPES = ['manual', 'station', 'other'] as const;

export const bhRainInfo = z.object({
  pluies: z.array(
    z.object({
      date: dateString,
      type: z.enum(BH_RAIN_TYPES),
      /** mm */
      pluie: z.number().nullable(),
    }),
  ),
  info: z.object({
    /** End of the real data; later 'other' rows are forecasts ('prévisionnelles'). */
    findesdonneesreelles: dateString.nullable(),
  }),
});
export type BhRainInfo = z.infer<typeof bhRainInfo>;

/**
 * One row of the filter sources (`bhs/listes`): the spec names the fields, not the layout; one row
 * per combination, from which the screen takes distinct crops, departments, farmers, integrators
 * and distributors.
 */
export const bhFilterSource = z.object({
  culture: z.string(),
  departement: z.string().nullable(),
  code_agri: z.string().nullable(),
  nom_agri: z.string().nullable(),
  prenom_agri: z.string().nullable(),
  id_operateur: identifier.nullable(),
  nom_operateur: z.string().nullable(),
  id_grpt: identifier.nullable(),
  nom_grpt: z.string().nullable(),
});
export type BhFilterSource = z.infer<typeof bhFilterSource>;
