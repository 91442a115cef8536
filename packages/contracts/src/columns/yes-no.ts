// The words of a yes/no cell, the same on screen, in a filter's options and in an export: every
// list's flag ('À traiter', 'À irriguer', 'À apporter maintenant', 'Erreur', 'Labour'...).
export const YES = 'Oui';
export const NO = 'Non';

export const yesNo = (value: boolean): string => (value ? YES : NO);

/** An unknown answer stays blank rather than 'Non'. */
export const yesNoOrBlank = (value: boolean | null | undefined): string | null =>
  value === true ? YES : value === false ? NO : null;
