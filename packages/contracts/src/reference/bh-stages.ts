// The static mapping of water-balance stage codes to names (spec 3 §2.11, §7.3: "Static file
// mapping stage codes to stage names"). The upstream sends codes only (stades_calc, stades_obs,
// stade_actuel); the screens show these names. Codes shared by several crops (Semis, Levée,
// Floraison…) mean the same thing for each.
import type { BhCrop } from '../entities/water-balance.ts';

export const BH_STAGE_NAMES: Readonly<Record<string, string>> = Object.freeze({
  SEMIS: 'Semis',
  PLANTATION: 'Plantation',
  LEVEE: 'Levée',
  '4F': '4 feuilles',
  '6F': '6 feuilles',
  '6_8F': '6-8 feuilles',
  '8F': '8 feuilles',
  '10F': '10 feuilles',
  TALLAGE: 'Début tallage',
  EPI1CM: 'Épi 1 cm',
  '2N': '2 nœuds',
  DFP: 'Dernière feuille pointante',
  MONTAISON: 'Montaison',
  EPIAISON: 'Épiaison',
  CASTRATION: 'Castration',
  FLO_M: 'Floraison mâle',
  FLO_F: 'Floraison femelle',
  FLO: 'Floraison',
  BOUTONS: 'Boutons floraux',
  GOUSSES: 'Formation des gousses',
  V3: '3e feuille trifoliée (V3)',
  R1: 'Début floraison (R1)',
  R3: 'Début formation des gousses (R3)',
  R5: 'Début remplissage des graines (R5)',
  R7: 'Maturité physiologique (R7)',
  INIT_TUB: 'Initiation de la tubérisation',
  GROSS_TUB: 'Grossissement des tubercules',
  SENESCENCE: 'Début de sénescence',
  DEFANAGE: 'Défanage',
  LAITEUX: 'Grain laiteux',
  PATEUX: 'Grain pâteux',
  '32MS': '32\u202f% de matière sèche',
  MAT: 'Maturité physiologique',
  RECOLTE: 'Récolte',
});

/** The stages of each crop, in the order the crop goes through them. */
export const BH_CROP_STAGES: Readonly<Record<BhCrop, readonly string[]>> = Object.freeze({
  MAIS_GRAIN: ['SEMIS', 'LEVEE', '4F', '6_8F', '10F', 'FLO_M', 'FLO_F', 'LAITEUX', 'PATEUX', 'MAT'],
  MAIS_FOURRAGE: [
    'SEMIS',
    'LEVEE',
    '4F',
    '6_8F',
    '10F',
    'FLO_M',
    'FLO_F',
    'LAITEUX',
    '32MS',
    'RECOLTE',
  ],
  MAIS_SEMENCE: ['SEMIS', 'LEVEE', '6_8F', '10F', 'CASTRATION', 'FLO_F', 'PATEUX', 'RECOLTE'],
  MAIS_DOUX: ['SEMIS', 'LEVEE', '4F', '6_8F', 'FLO_M', 'FLO_F', 'LAITEUX', 'RECOLTE'],
  PDT: ['PLANTATION', 'LEVEE', 'INIT_TUB', 'FLO', 'GROSS_TUB', 'SENESCENCE', 'DEFANAGE'],
  BT: ['SEMIS', 'LEVEE', 'TALLAGE', 'EPI1CM', '2N', 'DFP', 'EPIAISON', 'FLO', 'LAITEUX', 'MAT'],
  BD: ['SEMIS', 'LEVEE', 'TALLAGE', 'EPI1CM', '2N', 'DFP', 'EPIAISON', 'FLO', 'LAITEUX', 'MAT'],
  OP: ['SEMIS', 'LEVEE', 'TALLAGE', 'EPI1CM', '2N', 'DFP', 'EPIAISON', 'FLO', 'LAITEUX', 'MAT'],
  SOJA: ['SEMIS', 'LEVEE', 'V3', 'R1', 'R3', 'R5', 'R7', 'RECOLTE'],
  HARICOT: ['SEMIS', 'LEVEE', 'V3', 'BOUTONS', 'FLO', 'GOUSSES', 'RECOLTE'],
  EPINARD: ['SEMIS', 'LEVEE', '4F', '8F', 'RECOLTE'],
  SORGHO: ['SEMIS', 'LEVEE', '6F', 'MONTAISON', 'EPIAISON', 'FLO', 'PATEUX', 'MAT'],
});

/** The name of a stage code; an unknown code is shown as it came. */
export function bhStageName(code: string): string {
  return BH_STAGE_NAMES[code] ?? code;
}
