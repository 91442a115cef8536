// Entities of spec 1 §3 (platform shell, accounts, consent, administration), field names as spelled there.
import { BLIGHT_ADVICE_CODES } from '@agro/domain/blight-advice';
import { z } from 'zod';
import {
  ADDRESS_MAX,
  CODE_MAX,
  EMAIL_MAX,
  MAIL_BODY_MAX,
  MAIL_RECIPIENTS_MAX,
  MAIL_SUBJECT_MAX,
  NAME_MAX,
  PHONE_MAX,
} from '../catalogue/input-limits.ts';
import { dateString, dateTimeString, identifier, plotSelection } from './common.ts';

export const droitTPC = z.object({
  code: z.string(),
  lecture: z.boolean().nullable().optional(),
  ecriture: z.boolean().nullable().optional(),
});

export const profilADPU = z.object({
  code: z.string(),
  isDefaut: z.boolean().nullable().optional(),
});

export const externeServiceInfo = z.object({
  service: z.string(),
  id_conseiller: identifier,
});

export const externeInfos = z.object({
  services: z.array(externeServiceInfo),
  cgu: z.string().nullable(),
  id_conseiller: identifier.nullable(),
  non_valid: z.number().int().nonnegative(),
});

export const user = z.object({
  login: z.string(),
  userName: z.string(),
  email: z.string(),
  externe: z.union([z.boolean(), z.number()]).nullable(),
  externeInfos: externeInfos.nullable().optional(),
  profilsADPU: z.array(profilADPU),
  droitsTPC: z.array(droitTPC),
});
export type User = z.infer<typeof user>;

export const comment = z.object({
  id_commentaire: identifier,
  p_dt_crea: dateTimeString,
  commentaire: z.string(),
  id_plot: identifier.optional(),
  oad: z.string().optional(),
  date: dateString.nullable().optional(),
});
export type Comment = z.infer<typeof comment>;

export const ADVISER_TYPES = ['SUPPORT', 'AGRO', 'BSV'] as const;
export const SUBSCRIPTION_SERVICES = ['MILDIOU', 'BILANHYDRIQUE', 'BSV_MILDIOU'] as const;

export const subscription = z.object({
  id_abo: identifier.nullable().optional(),
  date_debut: dateString,
  date_fin: dateString,
  service: z.enum(SUBSCRIPTION_SERVICES),
});
export type Subscription = z.infer<typeof subscription>;

/** The adviser form's record, also the advisers' answers: the input limits bound its texts. */
export const adviser = z.object({
  id_conseiller: identifier.nullable().optional(),
  nom_conseiller: z.string().max(NAME_MAX),
  prenom_conseiller: z.string().max(NAME_MAX),
  mail: z.string().max(EMAIL_MAX),
  organisme: z.string().max(NAME_MAX).nullable().optional(),
  telephone: z.string().max(PHONE_MAX).nullable().optional(),
  type_conseiller: z.enum(ADVISER_TYPES),
  region_bsv_mildiou: z.string().max(NAME_MAX).nullable().optional(),
  departements: z.array(z.string().max(CODE_MAX)).nullable().optional(),
  nb_cas_type: z.number().int().nonnegative().nullable().optional(),
  abonnements: z.array(subscription).optional(),
});
export type Adviser = z.infer<typeof adviser>;

/** Row of the advisers list: the adviser plus the farmer counts. */
export const adviserListRow = adviser.extend({
  nb_agris: z.number().int().nonnegative(),
  nb_agris_valid: z.number().int().nonnegative(),
  nb_agris_refus: z.number().int().nonnegative(),
  nb_agris_attente: z.number().int().nonnegative(),
});

/** validation_conseiller: empty = pending, 1 = validated, anything else refused (spec 1 §3). */
export const validationConseiller = z.union([z.number(), z.string()]).nullable();

export const adviserFarmerLink = z.object({
  id_agri_cons: identifier.nullable().optional(),
  id_valid_cons_agri: identifier.nullable().optional(),
  id_conseiller: identifier,
  date_debut: dateString,
  date_fin: dateString,
  service: z.string().max(CODE_MAX),
  parcelles_inclues: plotSelection,
  parcelles_exclues: plotSelection,
  validation_conseiller: validationConseiller.optional(),
  date_validation: dateString.nullable().optional(),
  nom_agri: z.string().nullable().optional(),
  prenom_agri: z.string().nullable().optional(),
  raison_sociale: z.string().nullable().optional(),
  code_agri_operateur: z.string().nullable().optional(),
  /**
   * The farmer's integrator and client codes (not in the spec's link; issue 41): with
   * code_agri_operateur, the context of the farmer's consent area, which an external adviser's
   * consent request names.
   */
  code_operateur: z.string().nullable().optional(),
  code_client: z.string().nullable().optional(),
});
export type AdviserFarmerLink = z.infer<typeof adviserFarmerLink>;

/** Body of the farmer's link save (spec 1 §7, consent area). */
export const adviserFarmerLinkInput = adviserFarmerLink.pick({
  id_agri_cons: true,
  id_conseiller: true,
  date_debut: true,
  date_fin: true,
  service: true,
  parcelles_inclues: true,
  parcelles_exclues: true,
});

/** The farmer's record of the consent form, also its answer: the input limits bound its texts. */
export const farmer = z.object({
  id_agri: identifier.nullable().optional(),
  nom_agri: z.string().max(NAME_MAX),
  prenom_agri: z.string().max(NAME_MAX),
  raison_sociale: z.string().max(NAME_MAX),
  telephone: z.string().max(PHONE_MAX).nullable().optional(),
  mail: z.string().max(EMAIL_MAX).nullable().optional(),
  adresse: z.string().max(ADDRESS_MAX).nullable().optional(),
  code_postal: z.string().max(CODE_MAX).nullable().optional(),
  ville: z.string().max(NAME_MAX).nullable().optional(),
  /** Accepted terms version: 'v3' or null. */
  cgu: z.string().max(CODE_MAX).nullable(),
});
export type Farmer = z.infer<typeof farmer>;

export const consentContext = z.object({
  service: z.string().max(CODE_MAX).trim(),
  code_agri_operateur: z.string().max(CODE_MAX).trim(),
  code_operateur: z.string().max(CODE_MAX).trim(),
  code_client: z.string().max(CODE_MAX).trim(),
});

export const consentPlot = z.object({
  id: identifier,
  name: z.string(),
  variety: z.string().nullable(),
});

export const equipment = z.object({
  equipment_id: identifier,
  site_name: z.string().nullable(),
  service_name: z.string().nullable(),
  equipment_type_name: z.string().nullable(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  serial_number: z.string().nullable(),
  arvalis_code: z.string().nullable(),
  manufacture_year: z.number().int().nullable(),
  purchase_year: z.number().int().nullable(),
  suspension_year: z.number().int().nullable(),
  is_bpe: z.boolean().nullable(),
  person_in_charge: z.string().nullable(),
  global_state: z.string().nullable(),
  person_substitute: z.string().nullable(),
  picture_path: z.string().nullable(),
  creation_at: dateTimeString.nullable(),
  update_at: dateTimeString.nullable(),
  login: z.string().nullable(),
  period_use: z.string().nullable(),
  comment: z.string().nullable(),
});

export const bhDashboard = z.object({
  detail_etat_calculs: z.array(
    z.object({
      statut_calcul_bh: z.string().nullable(),
      nb_parcelles: z.number().int().nonnegative(),
      pourcentage_parcelles: z.number(),
    }),
  ),
  liste_operateurs: z.array(
    z.object({
      nom_operateur: z.string(),
      nb_parcelles: z.number().int().nonnegative(),
      pourcentage_parcelles: z.number(),
    }),
  ),
  detail_culture: z.array(
    z.object({
      culture: z.string(),
      nb_parcelles: z.number().int().nonnegative(),
      surface: z.number().nonnegative(),
    }),
  ),
});

export const blightDashboard = z.object({
  detail_etat_calculs: z.array(
    z.object({
      statut_msg: z.string().nullable(),
      nb_parcelles: z.number().int().nonnegative(),
      pourcentage_parcelles: z.number(),
    }),
  ),
  liste_operateurs: z.array(
    z.object({
      name: z.string(),
      nb_parcelles: z.number().int().nonnegative(),
      pourcentage_parcelles: z.number(),
    }),
  ),
});

/** A line of the water-balance billing export: an integrator's plots and surface of one crop. */
export const bhBillingRow = z.object({
  nom_operateur: z.string(),
  culture: z.string(),
  nb_parcelles: z.number().int().nonnegative(),
  surface: z.number().nonnegative(),
});

/** A potato plot's calculation state, for the blight statuses export. */
export const blightStatusRow = z.object({
  id: z.union([z.string(), z.number()]),
  plot_name: z.string(),
  nom_integrateur: z.string().nullable(),
  statut: z.string().nullable(),
  statut_msg: z.string().nullable(),
});

export const stageDashboardRow = z.object({
  codeespece: z.string(),
  libelle_espece: z.string(),
  nbr_espece: z.number().int().nonnegative(),
  pourcentage: z.number(),
});

/** Blight advice codes shared by the modules (spec 1 §3); the list lives with its rules in domain. */
export const blightAdviceCode = z.enum(BLIGHT_ADVICE_CODES).nullable();

export const BLIGHT_STAGE_NAMES = [
  'plantation',
  'levee30',
  'croissanceactive',
  'vegetationactive',
  'croissancestabilisee',
  'debutsenescence',
  'defanage',
  'fincampagne',
] as const;

/** Postal-code reference row (spec 4 §3, reference lists). */
export const postalCode = z.object({
  code_postal: z.string(),
  nom_de_la_commune: z.string(),
  code_commune_insee: z.string(),
  _geopoint: z.string().nullable(),
});

const emailAddress = z.email().max(EMAIL_MAX);

/**
 * Body of send-email. The server sets the sender (the support address): a sender the browser
 * sends is accepted, for the mails it relays as it received them, and ignored.
 */
export const emailRequest = z.object({
  subject: z.string().min(1).max(MAIL_SUBJECT_MAX),
  body: z.string().max(MAIL_BODY_MAX),
  recipients: z.array(emailAddress).min(1).max(MAIL_RECIPIENTS_MAX),
  sender: emailAddress.optional(),
});
export type EmailRequest = z.infer<typeof emailRequest>;

/**
 * A mail as the upstream prepares it (the recalage report mails), which the web then sends
 * through send-email: an emailRequest whose sender is filled.
 */
export const emailMessage = emailRequest.extend({ sender: emailAddress });
