// The QN module's part of the world (World.qn): each plot's record, the correction requests and
// the rows worked out. Only their shapes and the empty state: the code that draws and changes them
// (records.ts) needs the world, which holds these, so they live apart from it.
import type { CorrectionTypeCode } from '@agro/contracts/entities/ferti';
import type { ChnRecord } from '../chn/state.ts';

export interface QnRecord {
  plotId: number;
  chn: ChnRecord;
  /** The plot's id in PréviLIS, the stage model (null: not followed there). */
  previlisId: number | null;
  /** Whether an epi 1 cm observation is made once the stage comes, and its mean height (mm). */
  epi1cmObserved: boolean;
  epi1cmHeight: number;
  /** Days the observed stages differ from the model's (per stage, -4 to 4). */
  observationShift: number[];
  /** Which stages were observed in the field. */
  observedStages: boolean[];
  /** The calculation failed on its latest image (cloud cover). */
  failing: boolean;
}

/** A correction request (spec 2 §3), as stored. */
export interface StoredQnCorrection {
  id: number;
  demandeur: string;
  date_demande: string;
  parcelles: number[];
  correction_type: CorrectionTypeCode;
  correction_valeur: number[];
  commentaire: string;
  validation: boolean;
}

export interface QnWorld {
  records: Map<number, QnRecord>;
  corrections: Map<number, StoredQnCorrection>;
  nextCorrectionId: number;
  /** The rows worked out, by plot, for the world's day; a correction clears its plots'. */
  rows: Map<number, unknown>;
}

export function emptyQnWorld(): QnWorld {
  return { records: new Map(), corrections: new Map(), nextCorrectionId: 1, rows: new Map() };
}
