// Blight (mildiou) advice codes: full texts, short forms, red highlighting and plots to treat
// (spec 1 §3 and §8, spec 3 §8).

import { formatDateFr } from './dates.ts';

export const BLIGHT_ADVICE_CODES = [
  'PASTRAIT',
  'PASLEVEE',
  'TRAIT',
  'TRAITRETRO',
  'PASCONSEILPREVI',
  'TRAITCURATIF',
  'FINCAMPAGNE',
] as const;
export type BlightAdviceCode = (typeof BLIGHT_ADVICE_CODES)[number];

interface AdviceWording {
  /**
   * What to do (and when: {DATE}), the sentence a list shows too (issue 41: the dashboard's
   * advice says what the detail says, with its date).
   */
  action: string;
  /** Said before the action on the plot's detail: the earlier advice a retro one recalls. */
  reminder?: string;
  short: string;
}

const ADVICE: Readonly<Record<BlightAdviceCode, AdviceWording>> = {
  PASTRAIT: { action: "Aucune intervention n'est à réaliser", short: 'Pas de traitement' },
  PASLEVEE: { action: "La parcelle n'est pas levée.", short: 'Non levée' },
  TRAIT: { action: 'Traiter le {DATE}', short: 'Traiter' },
  TRAITRETRO: {
    reminder: 'Un traitement était préconisé le {DATE-TRAIT}.',
    action: 'Traiter le {DATE} avec un pénétrant.',
    short: 'Traiter pénétrant',
  },
  PASCONSEILPREVI: { action: 'Pas de conseil sur des données prévisionnelles', short: '-' },
  TRAITCURATIF: {
    action: 'Une stratégie curative est conseillée sur la parcelle.',
    short: 'Stratégie curative',
  },
  FINCAMPAGNE: { action: 'Fin campagne', short: 'Fin campagne' },
};

/** Wording for null, and for any code we do not know: nothing usable was computed. */
export const NO_CALCULATION: Readonly<AdviceWording> = {
  action: 'Absence de calcul',
  short: 'Absence de calcul',
};

/** Put in place of a date the upstream did not send, so the sentence still reads. */
export const ADVICE_DATE_FALLBACK = '(date non communiquée)';

/** Codes asking for a treatment: shown in red and listed as plots to treat. */
export const TREATMENT_ADVICE_CODES: readonly BlightAdviceCode[] = [
  'TRAIT',
  'TRAITRETRO',
  'TRAITCURATIF',
];

const knownCodes: ReadonlySet<string> = new Set(BLIGHT_ADVICE_CODES);

/** The known code, or null. Surrounding spaces are ignored; case is not (codes are upper case). */
export function toBlightAdviceCode(code: string | null | undefined): BlightAdviceCode | null {
  if (code == null) return null;
  const trimmed = code.trim();
  return knownCodes.has(trimmed) ? (trimmed as BlightAdviceCode) : null;
}

function wording(code: string | null | undefined): Readonly<AdviceWording> {
  const known = toBlightAdviceCode(code);
  return known === null ? NO_CALCULATION : ADVICE[known];
}

/** The short form shown in tables and map tooltips. */
export function adviceShort(code: string | null | undefined): string {
  return wording(code).short;
}

/** The full text (the reminder, then the action) with its {DATE} and {DATE-TRAIT} left in. */
export function adviceTemplate(code: string | null | undefined): string {
  const { reminder, action } = wording(code);
  return reminder === undefined ? action : `${reminder} ${action}`;
}

/** The action's sentence with its {DATE} placeholder left in. */
export function adviceActionTemplate(code: string | null | undefined): string {
  return wording(code).action;
}

export interface AdviceDates {
  /** Date to treat: {DATE}. */
  date?: string | Date | null;
  /** Date a treatment was advised: {DATE-TRAIT}. */
  dateTrait?: string | Date | null;
}

/**
 * A date as dd/mm/yyyy (Paris). Unreadable text is shown as sent rather than dropped (the upstream
 * may already have formatted it); a missing date becomes the fallback.
 */
function adviceDate(value: string | Date | null | undefined): string {
  const formatted = formatDateFr(value);
  if (formatted !== '') return formatted;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return ADVICE_DATE_FALLBACK;
}

/** A template with its dates filled in. */
function filled(template: string, dates: AdviceDates): string {
  // One pass, so a date shown as sent can never be taken for a placeholder.
  return template.replace(/\{DATE(-TRAIT)?\}/g, (_placeholder, trait?: string) =>
    adviceDate(trait === undefined ? dates.date : dates.dateTrait),
  );
}

/** The full advice text with its dates filled in: what the plot's detail says (spec 3 §2.3). */
export function adviceText(code: string | null | undefined, dates: AdviceDates = {}): string {
  return filled(adviceTemplate(code), dates);
}

/**
 * What to do and when, in the detail's own words but without the reminder of an earlier advice:
 * a list's words (issue 41: 'Traiter le 15/06/2026 avec un pénétrant.', not 'Traiter pénétrant').
 * A list, which carries no {DATE-TRAIT}, so never shows a date it does not have.
 */
export function adviceActionText(code: string | null | undefined, dates: AdviceDates = {}): string {
  return filled(adviceActionTemplate(code), dates);
}

/**
 * The dates of a dashboard row's advice. The row is the day's ('J réel'): its advice is for that
 * day, its {DATE}; the row carries no date of its own (spec 3 §3.1), nor the {DATE-TRAIT} of a
 * retro advice, which only the plot's detail recalls.
 */
export function dashboardAdviceDates(today: string): AdviceDates {
  return { date: today, dateTrait: null };
}

/** Whether the advice asks for a treatment (highlighted in red). */
export function isAdviceRed(code: string | null | undefined): boolean {
  const known = toBlightAdviceCode(code);
  return known !== null && TREATMENT_ADVICE_CODES.includes(known);
}

/** The "plots to treat" filter: the same codes as the red highlighting. */
export function isPlotToTreat(code: string | null | undefined): boolean {
  return isAdviceRed(code);
}
