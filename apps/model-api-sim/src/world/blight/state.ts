// The blight module's part of the world (World.blight): each potato plot's record and the bulletin
// space's cas-types. Only their shapes: the code that draws and changes them (records.ts) needs
// the world, which holds these, so they live apart from it.
import type { BlightPhaseName } from '@agro/contracts/entities/blight';
import type { Plot } from '../types.ts';

export interface StoredTreatment {
  treated_at: string;
  product_id: number;
  product_name: string;
  product_type: string;
  product_dose: number;
  dose_unit: 'kg/ha' | 'L/ha';
  standard_persistence: number;
  /** Forced persistence (4 to 10 days); null when the product's is kept. */
  modified_persistence: number | null;
  washout_resistance: number;
}

export interface StoredIrrigation {
  begin_at: string;
  end_at: string;
  water_dose: number;
}

export interface WeatherCorrections {
  periods: { begin: string; end: string }[];
  /** Days whose missing weather was searched and filled. */
  missingDays: string[];
}

export interface BlightRecord {
  plotId: number;
  resistance: number;
  alternaria: boolean;
  phases: { name: BlightPhaseName; date: string }[];
  harvest: { datetime: string; yield: number | null } | null;
  treatments: StoredTreatment[];
  irrigations: StoredIrrigation[];
  observations: string[];
  /** A scenario code, or null for none. */
  scenario: string | null;
  corrections: WeatherCorrections;
  /** Bumped by every write: the computed days of the plot follow it. */
  version: number;
}

export interface BlightWorld {
  records: Map<number, BlightRecord>;
  /**
   * The last id given to a created plot: a deleted plot's id is never given again, so nothing
   * computed for it (cached by id and version) can be taken for a new plot's.
   */
  lastCreatedId?: number;
  /**
   * The bulletin space's model plots (cas-types), by plot id: potato plots that are nobody's crop,
   * so kept out of `world.plots` (no dashboard lists them), reached by id by their region's
   * bulletin advisers and the administrators.
   */
  casTypes?: Map<number, CasType>;
}

export interface CasType {
  plot: Plot;
  /** The region of the bulletin (`region_bsv_mildiou`). */
  region: string;
  /** The adviser who created it, counted against their quota. */
  adviserId: number | null;
}
