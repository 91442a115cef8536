// The QN rules of spec 2 (§2 QN follow-up, §4, §5, §8, §9): what a correction request needs
// before it is confirmed, the confirmation's question, the cards' average delivered dose, the dose
// distributions' buckets of 10, the acquisition-date axis and the growth stages' order. The
// correction types, labels and units are the catalogue's (`CORRECTION_TYPES`, contracts).
import { addDays, daysBetween } from './calendar-days.ts';

const NNBSP = '\u202f';

export const QN_NO_PLOT_MESSAGE = 'A minima une parcelle doit être sélectionnée dans le tableau.';
export const QN_NO_VALUE_MESSAGE = 'Une correction doit être saisie';
export const QN_NO_RIGHT_MESSAGE = "Vous n'avez pas les droits pour effectuer cette opération.";
export const QN_PROBLEM_MESSAGE = 'Un problème est survenu.';
export const QN_SAVED = {
  title: 'Enregistrement effectué',
  message: 'La demande de correction a bien été enregistrée.',
} as const;
export const QN_VALIDATED = {
  title: 'Validation effectuée',
  message: 'La validation a bien été enregistrée.',
} as const;

/**
 * Spec 2 §5: why a correction cannot be confirmed yet, or null. At least one plot, then every value
 * its type takes (the factor and the delta of 'QN acquisition'), each a finite number.
 */
export function qnCorrectionError(
  plotCount: number,
  values: readonly (number | null | undefined)[],
  valueCount: 1 | 2,
): string | null {
  if (plotCount < 1) return QN_NO_PLOT_MESSAGE;
  for (let index = 0; index < valueCount; index += 1) {
    const value = values[index];
    if (typeof value !== 'number' || !Number.isFinite(value)) return QN_NO_VALUE_MESSAGE;
  }
  return null;
}

const frenchNumber = (value: number) =>
  value.toLocaleString('fr-FR', { maximumFractionDigits: 2, useGrouping: false });

/**
 * A correction's value(s) the French way: '1,1 ; 5' for a factor and a delta, a narrow no-break
 * space before the semicolon.
 */
export function qnCorrectionValuesText(values: readonly number[]): string {
  return values.map(frenchNumber).join(`${NNBSP}; `);
}

/**
 * Spec 2 §5: the question asked before saving, '{type (value)} à {n} parcelle(s)' (spelling and
 * spaces corrected: 'Êtes-vous', a narrow no-break space before ':' and '?'). The factor and the
 * delta are separated by a semicolon.
 */
export function qnConfirmationQuestion(
  label: string,
  values: readonly number[],
  plotCount: number,
): string {
  const written = qnCorrectionValuesText(values);
  return `Êtes-vous sûr de vouloir appliquer la correction suivante${NNBSP}: ${label} (${written}) à ${plotCount} parcelle(s)${NNBSP}?`;
}

/**
 * Spec 2 §2: the average delivered recommendation, over the plots whose delivered dose is not
 * null, rounded to two decimals; null when no plot has one.
 */
export function averageDeliveredDose(doses: readonly (number | null | undefined)[]): number | null {
  let sum = 0;
  let count = 0;
  for (const dose of doses) {
    if (typeof dose !== 'number' || !Number.isFinite(dose)) continue;
    sum += dose;
    count += 1;
  }
  return count === 0 ? null : Math.round((sum / count) * 100) / 100;
}

export const DOSE_BUCKET_WIDTH = 10;

export interface DoseBucket {
  /** First dose of the bucket (included). */
  from: number;
  /** First dose after it (excluded). */
  to: number;
  count: number;
}

/**
 * Spec 2 §9: the dose distribution in buckets of 10, from 0 (or the ten below a negative dose) up
 * to the next multiple of 10 above the maximum, so the maximum always falls inside the last bucket
 * (90 goes in 90–100). Null doses are left out; no dose, no bucket.
 */
export function doseBuckets(doses: readonly (number | null | undefined)[]): DoseBucket[] {
  const known = doses.filter(
    (dose): dose is number => typeof dose === 'number' && Number.isFinite(dose),
  );
  if (known.length === 0) return [];
  const min = Math.min(...known);
  const max = Math.max(...known);
  let first = Math.min(0, Math.floor(min / DOSE_BUCKET_WIDTH) * DOSE_BUCKET_WIDTH);
  // A dose a hair below zero divides to -0: the first bucket must still start at or below it.
  if (first > min) first -= DOSE_BUCKET_WIDTH;
  let end = (Math.floor(max / DOSE_BUCKET_WIDTH) + 1) * DOSE_BUCKET_WIDTH;
  if (end - DOSE_BUCKET_WIDTH > max) end -= DOSE_BUCKET_WIDTH;
  const buckets: DoseBucket[] = [];
  for (let from = first; from < end; from += DOSE_BUCKET_WIDTH) {
    buckets.push({ from, to: from + DOSE_BUCKET_WIDTH, count: 0 });
  }
  for (const dose of known) {
    // The division only estimates the bucket: a dose a hair off a bound rounds across it, so the
    // estimate is moved until the bucket's own bounds hold the dose.
    let index = Math.min(
      buckets.length - 1,
      Math.max(0, Math.floor((dose - first) / DOSE_BUCKET_WIDTH)),
    );
    while (index > 0 && dose < (buckets[index] as DoseBucket).from) index -= 1;
    while (index < buckets.length - 1 && dose >= (buckets[index] as DoseBucket).to) index += 1;
    (buckets[index] as DoseBucket).count += 1;
  }
  return buckets;
}

export const ACQUISITION_TICK_MIN_DAYS = 15;
export const ACQUISITION_TICK_MAX_DAYS = 30;

/**
 * Spec 2 §9: the acquisition-date axis's ticks ('YYYY-MM-DD'), from the first date, between 15 and
 * 30 days apart: the smallest step in that range that keeps at most `maxTicks` ticks, 30 days when
 * none does. The last tick is the first one at or after the last date.
 */
export function acquisitionDateTicks(first: string, last: string, maxTicks = 8): string[] {
  const span = Math.max(0, daysBetween(first, last));
  let step = ACQUISITION_TICK_MAX_DAYS;
  for (let days = ACQUISITION_TICK_MIN_DAYS; days <= ACQUISITION_TICK_MAX_DAYS; days += 1) {
    if (Math.ceil(span / days) + 1 <= maxTicks) {
      step = days;
      break;
    }
  }
  const ticks = [first];
  while (daysBetween(first, ticks.at(-1) as string) < span) {
    ticks.push(addDays(ticks.at(-1) as string, step));
  }
  return ticks;
}

/** Spec 2 §4: the growth stages in their order; the QN detail also has emergence and tillering. */
export const QN_STAGE_ORDER = [
  'epi1cm',
  '1n',
  '2n',
  'dfp',
  'meiose',
  'epiaison',
  'floraison',
  'maturite',
  'recolte',
] as const;
export const QN_DETAIL_STAGE_ORDER = ['levee', 'debuttallage', ...QN_STAGE_ORDER] as const;

/** Orders stage codes as the crop goes through them; a code the order does not know goes last. */
export function compareQnStages(a: string, b: string): number {
  const rank = (code: string) => {
    const index = (QN_DETAIL_STAGE_ORDER as readonly string[]).indexOf(code);
    return index < 0 ? QN_DETAIL_STAGE_ORDER.length : index;
  };
  return rank(a) - rank(b);
}

export type QnDetailStage = (typeof QN_DETAIL_STAGE_ORDER)[number];

/** The stages as the QN detail names them (spec 2 §2 "Stage list"). */
export const QN_STAGE_LABELS: Readonly<Record<QnDetailStage, string>> = {
  levee: 'Levée',
  debuttallage: 'Début tallage',
  epi1cm: 'Épi 1 cm',
  '1n': '1 nœud',
  '2n': '2 nœuds',
  dfp: 'DFP',
  meiose: 'Méiose (DFE)',
  epiaison: 'Épiaison',
  floraison: 'Floraison',
  maturite: 'Maturité',
  recolte: 'Récolte',
};

/** The text the detail shows when no epi 1 cm observation was made (spec 2 §2). */
export const QN_NO_EPI1CM_OBSERVATION = "Pas d'observation d'épi 1 cm";

/**
 * The stage a plot is at on a day: the last stage whose date has come, from the stage dates
 * (`stade_{code}`, 'YYYY-MM-DD'), or null before the first.
 */
export function qnStageOn(
  stageDates: Partial<Readonly<Record<QnDetailStage, string | null | undefined>>>,
  day: string,
): QnDetailStage | null {
  let reached: QnDetailStage | null = null;
  for (const stage of QN_DETAIL_STAGE_ORDER) {
    const date = stageDates[stage];
    if (typeof date === 'string' && date <= day) reached = stage;
  }
  return reached;
}

export type QnRasterCode = 'lai' | 'chl' | 'rasteroutput';

type Rgb = readonly [number, number, number];

/**
 * The rasters of the QN detail (spec 2 §2 "raster image selector (LAI, CHL, Préco)"): label, unit
 * and colour ramp over the range the values take, shared by the simulator that draws them and the
 * legend the detail shows.
 */
export const QN_RASTER_SCALES: Readonly<
  Record<
    QnRasterCode,
    { label: string; unit: string; min: number; max: number; ramp: readonly Rgb[] }
  >
> = {
  lai: {
    label: 'LAI',
    unit: 'm²/m²',
    min: 0,
    max: 7,
    ramp: [
      [232, 220, 160],
      [166, 206, 98],
      [76, 160, 60],
      [27, 94, 32],
    ],
  },
  chl: {
    label: 'CHL',
    unit: 'µg/cm²',
    min: 15,
    max: 60,
    ramp: [
      [247, 244, 185],
      [173, 221, 142],
      [49, 163, 84],
      [0, 90, 50],
    ],
  },
  rasteroutput: {
    label: 'Préco',
    unit: 'kg N/ha',
    min: 0,
    max: 200,
    ramp: [
      [26, 150, 65],
      [166, 217, 106],
      [253, 174, 97],
      [215, 25, 28],
    ],
  },
};

/** The colour of a value on a raster's ramp: linear between the ramp's stops, clamped to its range. */
export function qnRasterColour(code: QnRasterCode, value: number): Rgb {
  const { min, max, ramp } = QN_RASTER_SCALES[code];
  const share = Number.isFinite(value) ? Math.min(1, Math.max(0, (value - min) / (max - min))) : 0;
  const position = share * (ramp.length - 1);
  const index = Math.min(ramp.length - 2, Math.floor(position));
  const low = ramp[index] as Rgb;
  const high = ramp[index + 1] as Rgb;
  const t = position - index;
  return [0, 1, 2].map((c) =>
    Math.round((low[c] as number) + ((high[c] as number) - (low[c] as number)) * t),
  ) as unknown as Rgb;
}

/** Half the side of the square a plot's raster covers on the map, in metres. */
export const QN_RASTER_HALF_SIDE_M = 250;

/**
 * Where a plot's raster lies on the map: a square of 500 m centred on the plot, as
 * [west, south, east, north] in degrees (the raster answer carries no georeference).
 */
export function qnRasterBounds(
  latitude: number,
  longitude: number,
): [number, number, number, number] {
  const dLat = QN_RASTER_HALF_SIDE_M / 111_320;
  const dLon = dLat / Math.cos((latitude * Math.PI) / 180);
  return [longitude - dLon, latitude - dLat, longitude + dLon, latitude + dLat];
}

/** The QN species by code (spec 2 §2: the species filter shows name and code). */
export const QN_SPECIES: Readonly<Record<string, string>> = {
  BTH: 'Blé tendre',
  BDH: 'Blé dur',
  OHV: "Orge d'hiver",
  TTH: 'Triticale',
};

/** 'Blé tendre (BTH)'; the code alone when the species is unknown, null without a code. */
export function qnSpeciesLabel(code: string | null | undefined): string | null {
  if (!code) return null;
  const name = QN_SPECIES[code];
  return name ? `${name} (${code})` : code;
}
