// Agronomic reference of the water balance (spec 3 §2.10, §2.11, §3.3, §9): irrigated crops with
// their sowing windows, stage calendars, crop coefficients and irrigation periods, French soils
// with their reserves, irrigation equipment, cover crops and previous crops.
import type { BhCrop } from '@agro/contracts/entities/water-balance';
import { MAIZE_VARIETIES, POTATO_VARIETIES } from './vocabulary.ts';

/** A stage date: days after sowing, or (winter cereals) a day of the campaign year. */
export type StageTiming = { days: number } | { monthDay: string };

export interface CropProfile {
  code: BhCrop;
  /** Share of the irrigated plots. */
  weight: number;
  /** Sowing window (MM-DD), in the campaign year or, for winter crops, the year before. */
  sowing: { from: string; to: string; yearBefore?: boolean };
  /** Stage codes of packages/contracts BH_CROP_STAGES, with when each is reached. */
  stages: readonly (readonly [string, StageTiming])[];
  /**
   * Crop coefficient (ETM = Kc × ETP): `ini` from emergence to `riseFrom`, rising to `mid` at
   * `midFrom`, held until `midTo`, falling to `end` at `endAt`; bare soil before emergence and after.
   */
  kc: {
    ini: number;
    mid: number;
    end: number;
    riseFrom: string;
    midFrom: string;
    midTo: string;
    endAt: string;
  };
  /** Stages between which the farmer irrigates. */
  irrigation: { from: string; to: string };
  /** Fraction of the soil reserve full at sowing. */
  fillAtSowing: readonly [number, number];
}

/** Crop coefficient of a bare or stubble soil (evaporation only). */
export const BARE_SOIL_KC = 0.3;

/** Soft and durum wheat use water alike; only their calendars differ. */
const WINTER_WHEAT_WATER: Pick<CropProfile, 'kc' | 'irrigation' | 'fillAtSowing'> = {
  kc: {
    ini: 0.5,
    mid: 1.15,
    end: 0.4,
    riseFrom: 'EPI1CM',
    midFrom: 'EPIAISON',
    midTo: 'LAITEUX',
    endAt: 'MAT',
  },
  irrigation: { from: '2N', to: 'LAITEUX' },
  fillAtSowing: [0.4, 0.7],
};

export const CROP_PROFILES: readonly CropProfile[] = [
  {
    code: 'MAIS_GRAIN',
    weight: 34,
    sowing: { from: '04-05', to: '05-20' },
    stages: [
      ['SEMIS', { days: 0 }],
      ['LEVEE', { days: 12 }],
      ['4F', { days: 24 }],
      ['6_8F', { days: 36 }],
      ['10F', { days: 46 }],
      ['FLO_M', { days: 70 }],
      ['FLO_F', { days: 74 }],
      ['LAITEUX', { days: 92 }],
      ['PATEUX', { days: 108 }],
      ['MAT', { days: 140 }],
    ],
    kc: {
      ini: 0.4,
      mid: 1.15,
      end: 0.6,
      riseFrom: '6_8F',
      midFrom: 'FLO_M',
      midTo: 'PATEUX',
      endAt: 'MAT',
    },
    irrigation: { from: '6_8F', to: 'PATEUX' },
    fillAtSowing: [0.85, 1],
  },
  {
    code: 'MAIS_FOURRAGE',
    weight: 10,
    sowing: { from: '04-15', to: '05-25' },
    stages: [
      ['SEMIS', { days: 0 }],
      ['LEVEE', { days: 12 }],
      ['4F', { days: 24 }],
      ['6_8F', { days: 36 }],
      ['10F', { days: 46 }],
      ['FLO_M', { days: 70 }],
      ['FLO_F', { days: 74 }],
      ['LAITEUX', { days: 92 }],
      ['32MS', { days: 120 }],
      ['RECOLTE', { days: 128 }],
    ],
    kc: {
      ini: 0.4,
      mid: 1.15,
      end: 0.9,
      riseFrom: '6_8F',
      midFrom: 'FLO_M',
      midTo: 'LAITEUX',
      endAt: 'RECOLTE',
    },
    irrigation: { from: '6_8F', to: 'LAITEUX' },
    fillAtSowing: [0.85, 1],
  },
  {
    code: 'MAIS_SEMENCE',
    weight: 9,
    sowing: { from: '04-20', to: '05-20' },
    // Castration and female flowering follow the line's days from sowing to flowering.
    stages: [
      ['SEMIS', { days: 0 }],
      ['LEVEE', { days: 12 }],
      ['6_8F', { days: 36 }],
      ['10F', { days: 46 }],
      ['CASTRATION', { days: 70 }],
      ['FLO_F', { days: 74 }],
      ['PATEUX', { days: 106 }],
      ['RECOLTE', { days: 132 }],
    ],
    kc: {
      ini: 0.4,
      mid: 1.1,
      end: 0.7,
      riseFrom: '6_8F',
      midFrom: 'FLO_F',
      midTo: 'PATEUX',
      endAt: 'RECOLTE',
    },
    irrigation: { from: '6_8F', to: 'PATEUX' },
    fillAtSowing: [0.85, 1],
  },
  {
    code: 'MAIS_DOUX',
    weight: 4,
    sowing: { from: '05-01', to: '06-20' },
    stages: [
      ['SEMIS', { days: 0 }],
      ['LEVEE', { days: 10 }],
      ['4F', { days: 21 }],
      ['6_8F', { days: 30 }],
      ['FLO_M', { days: 58 }],
      ['FLO_F', { days: 62 }],
      ['LAITEUX', { days: 80 }],
      ['RECOLTE', { days: 86 }],
    ],
    kc: {
      ini: 0.4,
      mid: 1.1,
      end: 1,
      riseFrom: '4F',
      midFrom: 'FLO_M',
      midTo: 'LAITEUX',
      endAt: 'RECOLTE',
    },
    irrigation: { from: '4F', to: 'RECOLTE' },
    fillAtSowing: [0.7, 0.95],
  },
  {
    code: 'PDT',
    weight: 9,
    sowing: { from: '03-15', to: '04-30' },
    stages: [
      ['PLANTATION', { days: 0 }],
      ['LEVEE', { days: 25 }],
      ['INIT_TUB', { days: 40 }],
      ['FLO', { days: 55 }],
      ['GROSS_TUB', { days: 65 }],
      ['SENESCENCE', { days: 100 }],
      ['DEFANAGE', { days: 115 }],
    ],
    kc: {
      ini: 0.45,
      mid: 1.1,
      end: 0.7,
      riseFrom: 'LEVEE',
      midFrom: 'FLO',
      midTo: 'SENESCENCE',
      endAt: 'DEFANAGE',
    },
    irrigation: { from: 'INIT_TUB', to: 'SENESCENCE' },
    fillAtSowing: [0.85, 1],
  },
  {
    code: 'BT',
    weight: 4,
    sowing: { from: '10-10', to: '11-05', yearBefore: true },
    // After winter, wheat stages follow the calendar more than the sowing date.
    stages: [
      ['SEMIS', { days: 0 }],
      ['LEVEE', { days: 12 }],
      ['TALLAGE', { days: 45 }],
      ['EPI1CM', { monthDay: '03-08' }],
      ['2N', { monthDay: '03-28' }],
      ['DFP', { monthDay: '04-14' }],
      ['EPIAISON', { monthDay: '05-04' }],
      ['FLO', { monthDay: '05-12' }],
      ['LAITEUX', { monthDay: '06-02' }],
      ['MAT', { monthDay: '06-28' }],
    ],
    ...WINTER_WHEAT_WATER,
  },
  {
    code: 'BD',
    weight: 5,
    sowing: { from: '10-20', to: '11-20', yearBefore: true },
    stages: [
      ['SEMIS', { days: 0 }],
      ['LEVEE', { days: 14 }],
      ['TALLAGE', { days: 50 }],
      ['EPI1CM', { monthDay: '03-12' }],
      ['2N', { monthDay: '03-31' }],
      ['DFP', { monthDay: '04-17' }],
      ['EPIAISON', { monthDay: '05-06' }],
      ['FLO', { monthDay: '05-14' }],
      ['LAITEUX', { monthDay: '06-04' }],
      ['MAT', { monthDay: '06-26' }],
    ],
    ...WINTER_WHEAT_WATER,
  },
  {
    code: 'OP',
    weight: 3,
    sowing: { from: '02-10', to: '03-20' },
    stages: [
      ['SEMIS', { days: 0 }],
      ['LEVEE', { days: 15 }],
      ['TALLAGE', { days: 35 }],
      ['EPI1CM', { days: 52 }],
      ['2N', { days: 62 }],
      ['DFP', { days: 74 }],
      ['EPIAISON', { days: 88 }],
      ['FLO', { days: 94 }],
      ['LAITEUX', { days: 108 }],
      ['MAT', { days: 128 }],
    ],
    kc: {
      ini: 0.4,
      mid: 1.15,
      end: 0.4,
      riseFrom: 'TALLAGE',
      midFrom: 'EPIAISON',
      midTo: 'LAITEUX',
      endAt: 'MAT',
    },
    irrigation: { from: 'EPI1CM', to: 'LAITEUX' },
    fillAtSowing: [0.9, 1],
  },
  {
    code: 'SOJA',
    weight: 8,
    sowing: { from: '04-25', to: '05-31' },
    stages: [
      ['SEMIS', { days: 0 }],
      ['LEVEE', { days: 10 }],
      ['V3', { days: 30 }],
      ['R1', { days: 52 }],
      ['R3', { days: 66 }],
      ['R5', { days: 82 }],
      ['R7', { days: 118 }],
      ['RECOLTE', { days: 135 }],
    ],
    kc: {
      ini: 0.4,
      mid: 1.1,
      end: 0.5,
      riseFrom: 'V3',
      midFrom: 'R3',
      midTo: 'R5',
      endAt: 'R7',
    },
    irrigation: { from: 'R1', to: 'R7' },
    fillAtSowing: [0.8, 1],
  },
  {
    code: 'HARICOT',
    weight: 5,
    sowing: { from: '05-01', to: '07-31' },
    stages: [
      ['SEMIS', { days: 0 }],
      ['LEVEE', { days: 8 }],
      ['V3', { days: 20 }],
      ['BOUTONS', { days: 32 }],
      ['FLO', { days: 38 }],
      ['GOUSSES', { days: 46 }],
      ['RECOLTE', { days: 62 }],
    ],
    kc: {
      ini: 0.5,
      mid: 1.05,
      end: 0.9,
      riseFrom: 'V3',
      midFrom: 'FLO',
      midTo: 'GOUSSES',
      endAt: 'RECOLTE',
    },
    irrigation: { from: 'SEMIS', to: 'RECOLTE' },
    fillAtSowing: [0.5, 0.85],
  },
  {
    code: 'EPINARD',
    weight: 3,
    sowing: { from: '03-01', to: '04-20' },
    stages: [
      ['SEMIS', { days: 0 }],
      ['LEVEE', { days: 10 }],
      ['4F', { days: 22 }],
      ['8F', { days: 34 }],
      ['RECOLTE', { days: 48 }],
    ],
    kc: {
      ini: 0.7,
      mid: 1,
      end: 0.95,
      riseFrom: '4F',
      midFrom: '8F',
      midTo: '8F',
      endAt: 'RECOLTE',
    },
    irrigation: { from: 'SEMIS', to: 'RECOLTE' },
    fillAtSowing: [0.85, 1],
  },
  {
    code: 'SORGHO',
    weight: 5,
    sowing: { from: '05-05', to: '06-10' },
    stages: [
      ['SEMIS', { days: 0 }],
      ['LEVEE', { days: 10 }],
      ['6F', { days: 30 }],
      ['MONTAISON', { days: 45 }],
      ['EPIAISON', { days: 70 }],
      ['FLO', { days: 78 }],
      ['PATEUX', { days: 105 }],
      ['MAT', { days: 125 }],
    ],
    kc: {
      ini: 0.4,
      mid: 1.05,
      end: 0.55,
      riseFrom: '6F',
      midFrom: 'EPIAISON',
      midTo: 'PATEUX',
      endAt: 'MAT',
    },
    irrigation: { from: 'MONTAISON', to: 'PATEUX' },
    fillAtSowing: [0.75, 0.95],
  },
];

export const CROP_PROFILE_BY_CODE: ReadonlyMap<BhCrop, CropProfile> = new Map(
  CROP_PROFILES.map((profile) => [profile.code, profile]),
);

/** Varieties per crop (spec 3 §9: the crops whose variety is shown). */
export const BH_VARIETIES: Partial<Record<BhCrop, readonly string[]>> = {
  MAIS_GRAIN: MAIZE_VARIETIES,
  MAIS_FOURRAGE: ['LG 31.272', 'ES Capello', 'KWS Kampinos', 'RGT Ixxar', 'P8834', 'Fieldstar'],
  MAIS_DOUX: ['Overland', 'GSS 1477', 'Sweet Nugget', 'Damaun', 'Garrison', 'Golden Bantam'],
  PDT: POTATO_VARIETIES,
  BT: ['Chevignon', 'KWS Extase', 'Rubisko', 'Complice', 'Providence', 'SY Adoration'],
  BD: ['Anvergur', 'RGT Voilur', 'Nobilis', 'Pescadou', 'Relief'],
  OP: ['RGT Planet', 'KWS Fantex', 'Laureate', 'Fandaga', 'Sangria'],
  SOJA: ['ES Mentor', 'Isidor', 'RGT Shouna', 'Sigalia', 'Ecudor', 'Blancas'],
  HARICOT: ['Paulista', 'Cadillac', 'Booster', 'Sirena', 'Seychelles'],
  EPINARD: ['Matador', 'Géant d’hiver', 'Space', 'Solomon', 'Palco'],
  SORGHO: ['Arsky', 'ES Alizé', 'RGT Icebergg', 'Sumo', 'Huggo'],
};
/** Soybean maturity groups. */
export const SOYBEAN_PRECOCITIES = ['000', '00', '0', 'I'] as const;
/** Seed-maize parent lines: precocity class and kernel size. */
export const SEED_MAIZE_PRECOCITIES = ['Précoce', 'Demi-précoce', 'Demi-tardif', 'Tardif'] as const;
export const SEED_MAIZE_SIZES = ['Petit', 'Moyen', 'Gros'] as const;
/** Sweet-corn varieties that are supersweet (sh2). */
export const SUPERSWEET_VARIETIES: ReadonlySet<string> = new Set([
  'Overland',
  'GSS 1477',
  'Garrison',
]);

export interface SoilType {
  code: string;
  nom: string;
  /** Total available water (RU) in mm for a typical rooting depth. */
  ru: number;
  /** Departments where it is found. */
  departements: readonly string[];
}

/** Soils of the irrigated regions; the readily available water (RFU) is two thirds of RU. */
export const SOILS: readonly SoilType[] = [
  { code: 'SBL', nom: 'Sable des Landes', ru: 75, departements: ['40', '33', '47'] },
  { code: 'SBH', nom: 'Sable humifère', ru: 95, departements: ['40', '33'] },
  { code: 'GRV', nom: 'Graves', ru: 85, departements: ['33', '47', '01', '38', '26'] },
  {
    code: 'BSP',
    nom: 'Boulbène superficielle',
    ru: 95,
    departements: ['47', '32', '31', '82', '64'],
  },
  { code: 'BPR', nom: 'Boulbène profonde', ru: 150, departements: ['47', '32', '31', '82', '64'] },
  { code: 'TRF', nom: 'Terrefort', ru: 160, departements: ['32', '31', '82', '47'] },
  {
    code: 'ACS',
    nom: 'Argilo-calcaire superficiel',
    ru: 80,
    departements: ['32', '82', '16', '17', '86', '79', '36', '18'],
  },
  {
    code: 'ACM',
    nom: 'Argilo-calcaire moyen',
    ru: 120,
    departements: ['32', '82', '47', '16', '17', '86', '79', '36', '18', '37', '41'],
  },
  {
    code: 'ACP',
    nom: 'Argilo-calcaire profond',
    ru: 170,
    departements: ['31', '32', '82', '16', '17', '18', '36'],
  },
  { code: 'GRS', nom: 'Groie superficielle', ru: 75, departements: ['86', '79', '17', '16'] },
  { code: 'GRP', nom: 'Groie profonde', ru: 130, departements: ['86', '79', '17', '16'] },
  { code: 'TRC', nom: 'Terre rouge à châtaigniers', ru: 140, departements: ['86', '79', '16'] },
  {
    code: 'CBS',
    nom: 'Champagne berrichonne superficielle',
    ru: 80,
    departements: ['36', '18'],
  },
  { code: 'SSO', nom: 'Sable de Sologne', ru: 85, departements: ['41', '45', '18'] },
  {
    code: 'LMS',
    nom: 'Limon moyen sableux',
    ru: 140,
    departements: ['45', '41', '28', '37', '36', '18', '86', '01', '38'],
  },
  { code: 'LAP', nom: 'Limon argileux profond', ru: 190, departements: ['45', '28', '41', '37'] },
  { code: 'LMP', nom: 'Limon profond', ru: 215, departements: ['28', '45', '41', '01', '38'] },
  {
    code: 'ALL',
    nom: 'Alluvions limoneuses',
    ru: 185,
    departements: ['40', '47', '64', '31', '82', '33', '37', '01', '38', '26'],
  },
];

export interface IrrigationEquipment {
  nom: string;
  weight: number;
  /** Water-turn duration (days between two passes) and dose (mm), each a range. */
  tour: readonly [number, number];
  dose: readonly [number, number];
}

export const IRRIGATION_EQUIPMENT: readonly IrrigationEquipment[] = [
  { nom: 'Enrouleur', weight: 45, tour: [7, 10], dose: [30, 40] },
  { nom: 'Pivot', weight: 25, tour: [3, 5], dose: [15, 25] },
  { nom: 'Rampe frontale', weight: 8, tour: [4, 6], dose: [20, 30] },
  { nom: 'Couverture intégrale', weight: 17, tour: [4, 7], dose: [20, 30] },
  { nom: 'Goutte-à-goutte', weight: 5, tour: [2, 3], dose: [8, 12] },
];

export const COVER_CROPS = [
  'Moutarde blanche',
  'Phacélie',
  'Avoine rude',
  'Radis fourrager',
  'Vesce commune',
  'Mélange avoine-vesce',
  'Féverole',
] as const;
export const COVER_CROP_GROWTH = ['Faible', 'Moyen', 'Fort'] as const;

/** Previous crops, and whether they are usually irrigated. */
export const PREVIOUS_CROPS: readonly (readonly [string, boolean])[] = [
  ['Maïs grain', true],
  ['Blé tendre', false],
  ['Blé dur', false],
  ['Orge d’hiver', false],
  ['Colza', false],
  ['Tournesol', false],
  ['Soja', true],
  ['Pomme de terre', true],
  ['Prairie temporaire', false],
  ['Pois de printemps', false],
];
