import { describe, expect, it } from 'vitest';
import {
  frenchTypographyFaults,
  lacksNarrowSpaceBeforePunctuation,
  textsOf,
  WRONG_FRENCH_FORMS,
} from './french-texts.ts';

describe('French typography and spelling rules', () => {
  it('wants a narrow no-break space before ? ! ; : and %, never a plain or no space', () => {
    for (const mark of ['?', '!', ';', ':', '%']) {
      expect(lacksNarrowSpaceBeforePunctuation(`Oui\u202f${mark}`)).toBe(false);
      expect(lacksNarrowSpaceBeforePunctuation(`Oui ${mark}`)).toBe(true);
      expect(lacksNarrowSpaceBeforePunctuation(`Oui${mark}`)).toBe(true);
      expect(lacksNarrowSpaceBeforePunctuation(`Oui\u00a0${mark}`)).toBe(true);
    }
    expect(lacksNarrowSpaceBeforePunctuation('Rien à ponctuer.')).toBe(false);
  });

  it('knows the old product’s spelling and every e-mail word but e-mail', () => {
    const wrong = (text: string) => WRONG_FRENCH_FORMS.some((form) => form.test(text));
    for (const text of [
      'Votre mot de passe a bien été modifé.',
      'Ce champs est requis',
      'Adresse mail',
      'Email',
      'courriel',
    ]) {
      expect(wrong(text), text).toBe(true);
    }
    for (const text of ['Adresse e-mail', 'E-mail doit être valide', 'Détail', 'Mailly-le-Camp']) {
      expect(wrong(text), text).toBe(false);
    }
  });

  it('collects the texts of a module, nested ones included, single characters left out', () => {
    expect(textsOf({ a: 'Bonjour', b: ['x', 'Au revoir'], c: { d: 'Merci' }, e: 3 })).toEqual([
      'Bonjour',
      'Au revoir',
      'Merci',
    ]);
  });

  it('finds in a screen’s text a decimal point and a plain space before : ; ? ! %', () => {
    expect(frenchTypographyFaults('Indice 4.25 et pluie 5.5')).toHaveLength(2);
    expect(frenchTypographyFaults('Filtre actif : x')).toHaveLength(1);
    for (const mark of ['?', '!', ';', ':', '%']) {
      expect(frenchTypographyFaults(`Oui ${mark}`), mark).toHaveLength(1);
      expect(frenchTypographyFaults(`Oui\u202f${mark} non`), mark).toEqual([]);
      // At the end of a line too.
      expect(frenchTypographyFaults(`Oui ${mark}\nSuite`), mark).toHaveLength(1);
    }
    expect(frenchTypographyFaults('Indice 4,25\u00a0% le 15/06/2026 à 08:30')).toEqual([]);
    // Not numbers nor punctuation: versions, dotted names, times, a list of units, code.
    for (const text of [
      'Version 1.2.0',
      'v3.1',
      'plan.v2.xlsx',
      'mm, %',
      'a (%)',
      '08:30',
      ':not',
      'GeoNames (CC BY 4.0)',
      'CC BY-SA 4.0',
    ]) {
      expect(frenchTypographyFaults(text), text).toEqual([]);
    }
    expect(frenchTypographyFaults('Pluie 5.5')[0]).toContain('Pluie 5.5');
  });
});
