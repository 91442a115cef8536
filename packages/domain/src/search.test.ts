import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from './search.ts';

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
