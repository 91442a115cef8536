import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADVICE_DATE_FALLBACK,
  BLIGHT_ADVICE_CODES,
  adviceActionTemplate,
  adviceActionText,
  adviceShort,
  adviceTemplate,
  adviceText,
  dashboardAdviceDates,
  isAdviceRed,
  isPlotToTreat,
  toBlightAdviceCode,
} from './blight-advice.ts';

describe('advice wording', () => {
  it.each([
    ['PASTRAIT', "Aucune intervention n'est à réaliser", 'Pas de traitement'],
    ['PASLEVEE', "La parcelle n'est pas levée.", 'Non levée'],
    ['TRAIT', 'Traiter le {DATE}', 'Traiter'],
    [
      'TRAITRETRO',
      'Un traitement était préconisé le {DATE-TRAIT}. Traiter le {DATE} avec un pénétrant.',
      'Traiter pénétrant',
    ],
    ['PASCONSEILPREVI', 'Pas de conseil sur des données prévisionnelles', '-'],
    [
      'TRAITCURATIF',
      'Une stratégie curative est conseillée sur la parcelle.',
      'Stratégie curative',
    ],
    ['FINCAMPAGNE', 'Fin campagne', 'Fin campagne'],
  ])('%s reads %j, short %j', (code, text, short) => {
    expect(adviceTemplate(code)).toBe(text);
    expect(adviceShort(code)).toBe(short);
  });

  it('says "Absence de calcul" when there is no code', () => {
    for (const code of [null, undefined]) {
      expect(adviceTemplate(code)).toBe('Absence de calcul');
      expect(adviceShort(code)).toBe('Absence de calcul');
      expect(adviceText(code)).toBe('Absence de calcul');
    }
  });

  it('treats unknown codes like no code', () => {
    for (const code of ['', 'INCONNU', 'trait', 'TRAITEMENT', 'PAS TRAIT']) {
      expect(toBlightAdviceCode(code)).toBeNull();
      expect(adviceTemplate(code)).toBe('Absence de calcul');
      expect(adviceShort(code)).toBe('Absence de calcul');
      expect(isAdviceRed(code)).toBe(false);
      expect(isPlotToTreat(code)).toBe(false);
    }
  });

  it('ignores spaces around a code', () => {
    expect(toBlightAdviceCode(' TRAIT ')).toBe('TRAIT');
    expect(adviceShort('PASLEVEE\n')).toBe('Non levée');
  });

  it('has wording for every code, never "Absence de calcul"', () => {
    for (const code of BLIGHT_ADVICE_CODES) {
      expect(adviceShort(code)).not.toBe('Absence de calcul');
    }
  });
});

describe('adviceText', () => {
  it('fills {DATE} as dd/mm/yyyy', () => {
    expect(adviceText('TRAIT', { date: '2026-06-15' })).toBe('Traiter le 15/06/2026');
  });

  it('fills both dates of TRAITRETRO', () => {
    expect(adviceText('TRAITRETRO', { date: '2026-06-15', dateTrait: '2026-06-12' })).toBe(
      'Un traitement était préconisé le 12/06/2026. Traiter le 15/06/2026 avec un pénétrant.',
    );
  });

  it('shows an instant on its Paris date', () => {
    // 22:30 UTC on 14 June is 00:30 on 15 June in Paris.
    expect(adviceText('TRAIT', { date: new Date('2026-06-14T22:30:00Z') })).toBe(
      'Traiter le 15/06/2026',
    );
    expect(adviceText('TRAIT', { date: '2026-06-14T22:30:00Z' })).toBe('Traiter le 15/06/2026');
  });

  it('puts a readable fallback where a date is missing', () => {
    expect(ADVICE_DATE_FALLBACK).toBe('(date non communiquée)');
    expect(adviceText('TRAIT')).toBe('Traiter le (date non communiquée)');
    expect(adviceText('TRAIT', { date: null })).toBe('Traiter le (date non communiquée)');
    expect(adviceText('TRAIT', { date: '  ' })).toBe('Traiter le (date non communiquée)');
    expect(adviceText('TRAIT', { date: new Date(Number.NaN) })).toBe(
      'Traiter le (date non communiquée)',
    );
    expect(adviceText('TRAITRETRO', { date: '2026-06-15' })).toBe(
      'Un traitement était préconisé le (date non communiquée). Traiter le 15/06/2026 avec un pénétrant.',
    );
  });

  it('shows a date it cannot read as it was sent', () => {
    expect(adviceText('TRAIT', { date: '15/06/2026' })).toBe('Traiter le 15/06/2026');
    expect(adviceText('TRAIT', { date: ' demain ' })).toBe('Traiter le demain');
  });

  it('fills each placeholder once, even when a date sent as text looks like one', () => {
    expect(adviceText('TRAITRETRO', { date: '2026-06-15', dateTrait: '{DATE}' })).toBe(
      'Un traitement était préconisé le {DATE}. Traiter le 15/06/2026 avec un pénétrant.',
    );
  });

  it('leaves texts without placeholders unchanged whatever the dates', () => {
    expect(adviceText('PASTRAIT', { date: '2026-06-15' })).toBe(
      "Aucune intervention n'est à réaliser",
    );
    expect(adviceText('FINCAMPAGNE')).toBe('Fin campagne');
    expect(adviceText('INCONNU', { date: '2026-06-15' })).toBe('Absence de calcul');
  });

  it('never leaves a placeholder in the text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BLIGHT_ADVICE_CODES, null, 'XYZ'),
        fc.option(fc.oneof(fc.string(), fc.date())),
        fc.option(fc.oneof(fc.string(), fc.date())),
        (code, date, dateTrait) => {
          const text = adviceText(code, { date, dateTrait });
          expect(text).not.toMatch(/\{DATE(-TRAIT)?\}/);
          expect(text.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('adviceActionText', () => {
  it('says what to do and when, as the detail says it, without the earlier advice', () => {
    const dates = { date: '2026-06-15', dateTrait: '2026-06-12' };
    expect(adviceActionText('TRAITRETRO', dates)).toBe('Traiter le 15/06/2026 avec un pénétrant.');
    expect(adviceText('TRAITRETRO', dates)).toBe(
      `Un traitement était préconisé le 12/06/2026. ${adviceActionText('TRAITRETRO', dates)}`,
    );
    expect(adviceActionText('TRAIT', dates)).toBe('Traiter le 15/06/2026');
    expect(adviceActionText(null, dates)).toBe('Absence de calcul');
  });

  it('is the end of the detail’s text for every code, without a {DATE-TRAIT}', () => {
    for (const code of [...BLIGHT_ADVICE_CODES, null, 'INCONNU']) {
      expect(adviceTemplate(code).endsWith(adviceActionTemplate(code))).toBe(true);
      expect(adviceActionTemplate(code)).not.toContain('{DATE-TRAIT}');
    }
    fc.assert(
      fc.property(
        fc.constantFrom(...BLIGHT_ADVICE_CODES, null),
        fc.option(fc.oneof(fc.string(), fc.date())),
        fc.option(fc.oneof(fc.string(), fc.date())),
        (code, date, dateTrait) => {
          expect(
            adviceText(code, { date, dateTrait }).endsWith(adviceActionText(code, { date })),
          ).toBe(true);
        },
      ),
    );
  });

  it('dates a dashboard row’s advice on its day, with no earlier advice date', () => {
    expect(dashboardAdviceDates('2026-06-15')).toEqual({ date: '2026-06-15', dateTrait: null });
    expect(adviceActionText('TRAITRETRO', dashboardAdviceDates('2026-06-15'))).toBe(
      'Traiter le 15/06/2026 avec un pénétrant.',
    );
  });
});

describe('treatment codes', () => {
  it('shows TRAIT, TRAITRETRO and TRAITCURATIF in red and lists them as plots to treat', () => {
    for (const code of ['TRAIT', 'TRAITRETRO', 'TRAITCURATIF']) {
      expect(isAdviceRed(code)).toBe(true);
      expect(isPlotToTreat(code)).toBe(true);
    }
  });

  it('does not flag the other codes or the absence of code', () => {
    for (const code of [
      'PASTRAIT',
      'PASLEVEE',
      'PASCONSEILPREVI',
      'FINCAMPAGNE',
      null,
      undefined,
    ]) {
      expect(isAdviceRed(code)).toBe(false);
      expect(isPlotToTreat(code)).toBe(false);
    }
  });
});
