// What the blight model of the simulator knows of potatoes and products (docs/simulator.md,
// "Blight"): each variety's resistance to late blight and the treatment threshold it gives, the
// products farmers spray, and the scenarios an adviser or an admin may set on a plot.
import type { POTATO_VARIETIES } from './vocabulary.ts';

type Variety = (typeof POTATO_VARIETIES)[number];

/**
 * Resistance to late blight on the usual 1 (very sensitive) to 9 (resistant) scale, and whether
 * the grower also follows early blight (alternaria) on it.
 */
export const VARIETY_RESISTANCE: Readonly<Record<Variety, number>> = {
  Bintje: 2,
  Agata: 3,
  Charlotte: 4,
  Monalisa: 4,
  Spunta: 4,
  Fontane: 5,
  Innovator: 5,
  Challenger: 6,
  'Lady Claire': 5,
  Markies: 6,
  Amandine: 3,
  Désirée: 5,
  Alouette: 8,
  Cephora: 7,
};

/** The variety's code in the institute's list. */
export const varietyCode = (variety: string) =>
  variety
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_')
    .toUpperCase();

/**
 * The treatment threshold (`seuiltrait`) of a resistance: the 7-day sum of contamination weights
 * at which a plot is at risk. Sensitive varieties are at risk sooner.
 */
export function thresholdOfResistance(resistance: number): number {
  if (resistance <= 3) return 12;
  if (resistance <= 5) return 16;
  if (resistance <= 6) return 20;
  return 26;
}

export interface BlightProductReference {
  id: number;
  name: string;
  type: string;
  /** Persistence in days. */
  remanence: number;
  /** Rain (mm) that washes it off. */
  resistancelessivage: number;
}

export const BLIGHT_PRODUCTS: readonly BlightProductReference[] = [
  { id: 101, name: 'Mancozèbe 80 WG', type: 'contact', remanence: 5, resistancelessivage: 20 },
  { id: 102, name: 'Cymoxanil 45', type: 'pénétrant', remanence: 4, resistancelessivage: 30 },
  { id: 103, name: 'Fluazinam 500', type: 'contact', remanence: 7, resistancelessivage: 40 },
  {
    id: 104,
    name: 'Mandipropamide 250',
    type: 'translaminaire',
    remanence: 7,
    resistancelessivage: 60,
  },
  {
    id: 105,
    name: 'Oxathiapiproline 100',
    type: 'systémique',
    remanence: 10,
    resistancelessivage: 80,
  },
  {
    id: 106,
    name: 'Amétoctradine 300',
    type: 'translaminaire',
    remanence: 8,
    resistancelessivage: 50,
  },
  { id: 107, name: 'Cuivre 20 WP', type: 'contact', remanence: 5, resistancelessivage: 15 },
];

export interface BlightScenarioReference {
  code: string;
  description: string | null;
  /** What the scenario does to the plot's threshold. */
  thresholdFactor: number;
}

/** 'NULL' is the selector's entry for none: it removes the scenario. */
export const NO_SCENARIO = 'NULL';

export const BLIGHT_SCENARIOS: readonly BlightScenarioReference[] = [
  { code: NO_SCENARIO, description: 'Aucun scénario', thresholdFactor: 1 },
  {
    code: 'PRESSION_FORTE',
    description: 'Pression de mildiou forte dans le secteur : seuil abaissé',
    thresholdFactor: 0.75,
  },
  {
    code: 'FOYER_PROCHE',
    description: 'Foyer primaire signalé à proximité : seuil fortement abaissé',
    thresholdFactor: 0.5,
  },
  {
    code: 'PRESSION_FAIBLE',
    description: 'Pression de mildiou faible : seuil relevé',
    thresholdFactor: 1.25,
  },
];
