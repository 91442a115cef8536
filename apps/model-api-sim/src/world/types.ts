// What the simulated world is made of, shared by every module: integrators, farmers, plots,
// stations, advisers, accounts, comments. The world itself, which also holds each module's own
// state, is world.ts: the modules' state refers to these types, so they cannot live beside it.
import type { BhCrop, BhPlot } from '@agro/contracts/entities/water-balance';
import type { DroitTPC } from '@agro/domain/rights';
import type { Commune } from '../reference/communes.ts';

/** The modules whose plots the world holds, SIM_SCALE plots each. */
export const PLOT_MODULES = ['bh', 'mildiou', 'chn', 'qn', 'mais', 'cap'] as const;
export type PlotModule = (typeof PLOT_MODULES)[number];

/** An integrator (opérateur): a cooperative or trading house that brings its farmers' plots. */
export interface Operateur {
  id: number;
  code: string;
  nom: string;
}

/** A distributor (groupement) working for an integrator. */
export interface Distributeur {
  id: number;
  nom: string;
  operateurId: number;
}

/** An integrator's customer account through which farmers are registered. */
export interface Client {
  id: number;
  code: string;
  nom: string;
  operateurId: number;
  distributeurId: number;
}

/** What the farmer typed in the consent area (spec 1 §3 Farmer). */
export interface FarmerRecord {
  nom_agri: string;
  prenom_agri: string;
  raison_sociale: string;
  telephone: string | null;
  mail: string | null;
  adresse: string | null;
  code_postal: string | null;
  ville: string | null;
  cgu: string | null;
}

export interface Farmer {
  id: number;
  /** The farmer's code at the integrator (code_agri_operateur), e.g. AGRI0001. */
  code: string;
  operateurId: number;
  clientId: number;
  nom: string;
  prenom: string;
  raisonSociale: string;
  commune: Commune;
  /** Null until the farmer fills in the consent area's account tab. */
  record: FarmerRecord | null;
}

export interface Plot {
  id: number;
  module: PlotModule;
  nom: string;
  code: string;
  farmerId: number;
  commune: Commune;
  latitude: number;
  longitude: number;
  /** Hectares. */
  surface: number;
  /** Crop label (water balance, fertilisation) or species code (stages). */
  culture: string;
  variete: string | null;
  dateSemis: string;
  stationId: number;
  /** Calculation status as the module reports it (water balance 'ok'/'ko'/…, blight 'OK'/…). */
  statut: string;
  statutMsg: string | null;
  createdAt: string;
}

export type StationKind = 'connected' | 'national';

export interface Station {
  id: number;
  kind: StationKind;
  /** Operator's code (connected) or the national service's station number. */
  code: string;
  nom: string;
  constructeur: string;
  commune: Commune;
  latitude: number;
  longitude: number;
  /** Integrator owning a connected station; null for national ones. */
  operateurId: number | null;
  /** For a connected station, the national station closest to it. */
  nationalStationId: number | null;
  installedOn: string;
  /** The national service's CodeStation of a connected station registered from it. */
  nationalCode?: string;
}

/** What the hourly weather of every station is anchored to (world/weather). */
export interface WeatherWorld {
  /** SIM_SEED as an integer. */
  seed: number;
  /** The hour (hours since 1970 UTC) the world stands at: reception is judged up to it. */
  nowHour: number;
  /** 1 January of the previous year, 00:00 UTC: the first hour the calls answer. */
  startHour: number;
}

export type AdviserType = 'SUPPORT' | 'AGRO' | 'BSV';
export type SubscriptionService = 'MILDIOU' | 'BILANHYDRIQUE' | 'BSV_MILDIOU';

export interface Adviser {
  id_conseiller: number;
  nom_conseiller: string;
  prenom_conseiller: string;
  mail: string;
  organisme: string | null;
  telephone: string | null;
  type_conseiller: AdviserType;
  region_bsv_mildiou: string | null;
  departements: string[] | null;
  nb_cas_type: number | null;
}

export interface Subscription {
  id_abo: number;
  adviserId: number;
  date_debut: string;
  date_fin: string;
  service: SubscriptionService;
}

/** A farmer's grant of access to an adviser, and the adviser's validation of it. */
export interface AdviserLink {
  id_agri_cons: number;
  id_valid_cons_agri: number;
  adviserId: number;
  farmerId: number;
  date_debut: string;
  date_fin: string;
  service: string;
  parcelles_inclues: (string | number)[];
  parcelles_exclues: (string | number)[];
  /** null pending, 1 validated, 2 refused. */
  validation: number | null;
  date_validation: string | null;
}

export interface UserAccount {
  login: string;
  password: string;
  /**
   * A password mailed by a reset and not used yet. The old password stays valid until this one
   * first opens the account (then it replaces it), so requesting a reset for someone else's
   * address cannot lock them out. Absent when no reset is pending.
   */
  pendingPassword?: string;
  userName: string;
  email: string;
  externe: boolean;
  droitsTPC: DroitTPC[];
  profilsADPU: { code: string; isDefaut: boolean }[];
  /** The adviser record behind the account, if any (external and bulletin advisers). */
  adviserId: number | null;
  /** Accepted terms version (external advisers). */
  cgu: string | null;
  /** Departments where the user may submit recalibrations. */
  recalageDepartements: string[];
  /** Integrators whose plots the user follows (world/shared/visibility.ts). */
  operateurIds: number[];
}

export interface StoredComment {
  id_commentaire: number;
  plotId: number;
  oad: string;
  p_dt_crea: string;
  date: string | null;
  commentaire: string;
  /**
   * Login of the account that wrote it, who alone (with administrators) may change it. Seeded
   * comments have none: they were written by nobody the simulator lets log in.
   */
  authorLogin?: string;
}

export interface Equipment {
  equipment_id: number;
  site_name: string | null;
  service_name: string | null;
  equipment_type_name: string | null;
  manufacturer: string | null;
  model: string | null;
  serial_number: string | null;
  arvalis_code: string | null;
  manufacture_year: number | null;
  purchase_year: number | null;
  suspension_year: number | null;
  is_bpe: boolean | null;
  person_in_charge: string | null;
  global_state: string | null;
  person_substitute: string | null;
  picture_path: string | null;
  creation_at: string | null;
  update_at: string | null;
  login: string | null;
  period_use: string | null;
  comment: string | null;
}

export interface SentEmail {
  at: string;
  subject: string;
  body: string;
  recipients: string[];
  sender: string;
}

/** Next free id per kind of record created by writes. */
export interface Sequences {
  adviser: number;
  subscription: number;
  link: number;
  validation: number;
  comment: number;
}

/** A water-balance plot's own data (spec 3 §3.3), beside its Plot (module 'bh'). */
export interface BhRecord {
  plotId: number;
  idInfoPlot: number;
  culture: BhCrop;
  /** Null when no weather station serves the plot: no balance. */
  stationId: number | null;
  /** statut_calcul_bh: 'ok', 'ko' or 'en attente'. */
  statut: string;
  warnings: string[];
  dateCalcul: string | null;
  soil: { code: string; nom: string };
  ruMax: number;
  rfuMax: number;
  /** Fraction of RU full on the sowing day. */
  fillAtSowing: number;
  surfaceIrrig: number;
  stages: { code: string; date: string }[];
  observed: string[];
  precedent: string;
  irrigPrecedent: number;
  general: NonNullable<BhPlot['caracteristiques_generales']> & {
    duree_tour_eau: number;
    dose_irrig: number;
    quota: number;
  };
  crop: NonNullable<BhPlot['caracteristiques_culture']>;
  /** RFU depletion (%) at which the farmer irrigates. */
  trigger: number;
  /** The farmer's rain gauge readings replace the station's over this period. */
  gauge: { from: string; to: string } | null;
  /** Readings the farmer sent: `amount` mm on `from`, none until `to`. */
  sentRain: { from: string; to: string; amount: number } | null;
  irrigations: { date: string; dose: number }[];
  /** Today's figures; null outside the balance ('Hors bilan'). */
  balance: { epuisement: number; deficits: number[] } | null;
}

export interface WaterBalanceWorld {
  campaign: number;
  /** First day any station's weather is generated for (before the earliest sowing). */
  weatherStart: string;
  records: BhRecord[];
  byPlotId: Map<number, BhRecord>;
}
