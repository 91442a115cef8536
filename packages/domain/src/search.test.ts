import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellText, foldForSearch, matchesFilters, matchesSearch } from './search.ts';

describe('foldForSearch', () => {
  it('drops accents, case and surrounding spaces', () => {
    expect(foldForSearch('  Élodie LEFÈVRE ')).toBe('elodie lefevre');
  });
});

describe('matchesSearch', () => {
  it('matches everything when nothing is typed', () => {
    expect(matchesSearch(['Dupont'], '')).toBe(true);
    expect(matchesSearch([], '   ')).toBe(true);
    expect(matchesSearch(['x'], null)).toBe(true);
  });

  it('ignores case and accents', () => {
    expect(matchesSearch(["Chambre d'agriculture", 'Hélène'], 'helene')).toBe(true);
    expect(matchesSearch(['ÉLODIE'], 'élo')).toBe(true);
  });

  it('needs every word, each in any value', () => {
    expect(matchesSearch(['Martin', 'Coopérative'], 'martin coop')).toBe(true);
    expect(matchesSearch(['Martin', 'Coopérative'], 'martin negoce')).toBe(false);
  });

  it('does not match across two values', () => {
    expect(matchesSearch(['ab', 'cd'], 'bc')).toBe(false);
  });

  it('searches numbers and skips empty values', () => {
    expect(matchesSearch([42, null, undefined], '42')).toBe(true);
    expect(matchesSearch([null], 'null')).toBe(false);
  });

  it('always finds a value by any part of it, in any case', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zA-Z0-9]{1,20}$/),
        fc.nat(20),
        fc.nat(20),
        (value, a, b) => {
          const part = value.slice(Math.min(a, b), Math.max(a, b) + 1);
          expect(matchesSearch(['autre', value], part.toUpperCase())).toBe(true);
        },
      ),
    );
  });

  it('never finds a word absent from every value', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{0,10}$/)), (values) => {
        expect(matchesSearch(values, 'zzzzzzzzzzzz1')).toBe(false);
      }),
    );
  });
});

describe('cellText', () => {
  it('shows numbers as written and an empty cell as nothing', () => {
    expect(cellText(12.5)).toBe('12,5');
    expect(cellText(-0.25)).toBe('-0,25');
    expect(cellText(12345)).toBe('12345');
    expect(cellText('Maïs')).toBe('Maïs');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
  });
});

describe('matchesFilters', () => {
  const row: Record<string, string | number | null> = { culture: 'Maïs', dep: 40, sol: null };
  const cellOf = (key: string) => row[key];

  it('keeps a row whose cell is one of the values chosen, in every filtered column', () => {
    expect(matchesFilters(cellOf, { culture: ['Blé', 'Maïs'] })).toBe(true);
    expect(matchesFilters(cellOf, { culture: ['Maïs'], dep: ['40'] })).toBe(true);
    expect(matchesFilters(cellOf, { culture: ['Maïs'], dep: ['64'] })).toBe(false);
  });

  it('compares the exact text: no folding, unlike the search box', () => {
    expect(matchesFilters(cellOf, { culture: ['mais'] })).toBe(false);
  });

  it('keeps everything without a value chosen, and matches an empty cell only by ""', () => {
    expect(matchesFilters(cellOf, {})).toBe(true);
    expect(matchesFilters(cellOf, { culture: [] })).toBe(true);
    expect(matchesFilters(cellOf, { sol: [''] })).toBe(true);
    expect(matchesFilters(cellOf, { inconnue: ['x'] })).toBe(false);
  });
});
