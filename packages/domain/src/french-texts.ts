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

/**
 * What a rendered screen's text gets wrong in French (issue 41, finding 12): a number with a
 * decimal point ('4.25'; '1.2.0' versions, 'v3.1', dotted names and the names an uppercase code
 * starts, a licence 'CC BY 4.0' or a variety 'LG 31.272', are not numbers), and a plain
 * space before : ; ? ! or % where French puts a narrow no-break space. Signs listed after a comma,
 * a bracket or another sign ('mm, %', '(! @ # $ % _ -)') are not punctuation. Each fault with a little
 * of its context, so that a failing screen check says where to look.
 */
export function frenchTypographyFaults(text: string): string[] {
  const faults: string[] = [];
  const around = (index: number, length: number) =>
    text.slice(Math.max(0, index - 20), index + length + 20).replace(/\s+/g, ' ');
  for (const match of text.matchAll(
    /(?<![\w.,/-]|\b\p{Lu}{2,}(?:-\p{Lu}{2,})* )\d+\.\d+(?![\w.])/gu,
  )) {
    faults.push(`decimal point: « ${around(match.index, match[0].length)} »`);
  }
  // After a word, a number or a closing sign: '$ %' in a list of signs is not punctuation.
  for (const match of text.matchAll(/(?<=[\p{L}\p{N})\]»'"…]) (?=[:;?!%](?:\s|$))/gu)) {
    faults.push(`plain space before a sign: « ${around(match.index, 2)} »`);
  }
  return faults;
}
