// The French of the platform's texts (issue 14): the wrong forms the specification quotes from the
// old product, which no message may bring back, and French typography's narrow no-break space
// before ? ! ; : and %. The message tests of contracts and web check their modules against these.

export const NARROW_NO_BREAK_SPACE = '\u202f';

/** Spelling the specification quotes and the platform corrected (docs/spec-deviations.md). */
export const WRONG_FRENCH_FORMS: readonly RegExp[] = [
  /modifé/,
  /autoriser à/,
  /Ce champs/,
  /\bEtes-vous/,
  /succés/,
  /Bimasse/,
  /Vous avez saisie/,
  /\bVerifier\b/,
  /\bDetail\b/,
  /\bselection\b/,
  // One word for e-mail: 'e-mail', never 'mail', 'email' or 'courriel'.
  /\b[Ee]mail\b/,
  /(?<![-\w])[Mm]ail\b/,
  /courriel/i,
];

/** Whether a ? ! ; : or % follows anything but a narrow no-break space. */
export function lacksNarrowSpaceBeforePunctuation(text: string): boolean {
  return /[^\u202f][?!;:%]/.test(text);
}

/** Every text a module exports, in arrays and objects too; single characters are not texts. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.length > 1 ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}
