// The CHN module's part of the world (World.chn): each plot's record and the campaign's
// calculation dates. Only their shapes: the code that draws them (records.ts) needs the world,
// which holds these, so they live apart from it.

/** A soil of the CHN plots' list (records.ts). */
export interface ChnSoil {
  code: string;
  nom: string;
  reserve: number;
  depth: number;
}

/** A previous crop of the CHN plots' list (records.ts), with the range its yield is drawn in. */
export interface ChnPreviousCrop {
  code: string;
  nom: string;
  yield: number[];
  unit: string;
  residues: string;
}

/** Admin changes that later answers follow (spec 2 §2 action buttons). */
export interface ChnOverrides {
  /** Forced advice: false (no input advised) or a dose; undefined: the model's. */
  forcedAdvice?: false | number;
  /** Current mask (masque_correctif_calcul); '' once forced empty. */
  mask?: string;
  /** Days the last planned input was shifted by, summed over requests. */
  lastInputShift: number;
  /** Day a recalculation was asked, until the next calculation date takes it. */
  recalculationAsked?: string;
}

export interface ChnRecord {
  plotId: number;
  seed: number;
  codeAirbus: string;
  client: string;
  engineer: string;
  zam: string;
  farm: string;
  place: string;
  variety: string;
  outlet: string;
  sowing: string;
  density: number;
  soil: ChnSoil;
  irrigated: boolean;
  previous: ChnPreviousCrop & { yieldValue: number; harvest: string };
  residualN: number;
  /** Residual measured on this day; a forcing (value 1) when the institute forced it. */
  residualDay: string;
  residualForced: boolean;
  vigour: number;
  bias: number;
  /** Planned inputs: days and doses (tallage, E1C, DFP). */
  planned: { date: string; dose: number }[];
  organicInput: { date: string; dose: number; produit: string } | null;
  irrigations: { date: string; dose: number }[];
  /** A plot flagged as problematic (red) or corrected (green), or neither. */
  flagStage: 'epi1cm' | 'unnoeud' | null;
  flagValidated: boolean;
  correctionLever: string | null;
  /** The latest calculation failed (spec 2 §8), with why. */
  failing: string | null;
  /** Not recalculated for weeks: listed by chns/plots/statut?statut=obsolete. */
  obsolete: boolean;
  warnings: string[];
  overrides: ChnOverrides;
  /** Result and list rows computed, by calculation date asked ('' for the latest, 'liste|' before
   * the date for list rows); an action clears it. */
  results: Map<string, unknown>;
}

export interface ChnWorld {
  records: Map<number, ChnRecord>;
  /** The campaign's calculation dates, oldest first, once worked out (the world's day is fixed). */
  dates?: readonly string[];
}
