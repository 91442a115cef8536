import { describe, expect, it } from 'vitest';
import { lacksNarrowSpaceBeforePunctuation, textsOf, WRONG_FRENCH_FORMS } from './french-texts.ts';

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
});
