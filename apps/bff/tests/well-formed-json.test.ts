import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStructureTracker, isWellFormedJson } from '../src/lib/well-formed-json.ts';

const check = (text: string) => isWellFormedJson(Buffer.from(text, 'utf8'));
const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('isWellFormedJson', () => {
  it.each([
    '{}',
    '[]',
    ' { "data" : [ 1 , -2.5e+3 , 0.1E-2 , true , false , null , "a\\"b\\\\c\\/\\u00e9\\n" ] } ',
    '{"nom":"Élodie Lefèvre","départements":["28","2A"],"vide":{},"liste":[[],[{}]]}',
    '"texte seul"',
    '0',
    '-0',
    '123',
    'null',
  ])('accepts %s', (text) => {
    expect(check(text)).toBe(true);
  });

  it.each([
    '',
    ' ',
    '{',
    '{"data":[1,2',
    '{"a":1,}',
    '[1,]',
    '[,1]',
    '{"a" 1}',
    '{a:1}',
    "{'a':1}",
    '{"a":1}}',
    '[1] [2]',
    '01',
    '1.',
    '.5',
    '1e',
    '+1',
    '-',
    'tru',
    'nul',
    'NaN',
    '"\\x"',
    '"\\u12G4"',
    '"ligne\nnouvelle"',
    '"non fermée',
    '<html>Erreur</html>',
    '\uFEFF{}',
  ])('refuses %j', (text) => {
    expect(check(text)).toBe(false);
  });

  it('accepts whatever JSON.stringify writes, at any depth', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.boolean(), (value, pretty) => {
        expect(check(JSON.stringify(value, null, pretty ? 2 : undefined))).toBe(true);
      }),
    );
    expect(check('['.repeat(100_000) + ']'.repeat(100_000))).toBe(true);
  });

  it('refuses every cut of an object or array answer, as a truncated body is', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue())),
        fc.nat(),
        (value, at) => {
          const text = JSON.stringify(value);
          const cut = text.slice(0, at % text.length);
          expect(check(cut)).toBe(false);
        },
      ),
    );
  });

  it('agrees with JSON.parse on arbitrary text made of JSON characters', () => {
    const piece = fc.constantFrom(
      ...'{}[]":,0123456789-+.eEtrufalsn \n\t\\/u"a'.split(''),
      'true',
      'false',
      'null',
      '\\u00e9',
      '"x"',
      'é',
      '\u0001',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const text = pieces.join('');
        expect(check(text)).toBe(parses(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it('agrees with JSON.parse on one-character changes of valid JSON', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 3 }),
        fc.nat(),
        fc.constantFrom(...'{}[]":,0-.e \\x'.split('')),
        (value, at, replacement) => {
          const text = JSON.stringify(value);
          const i = at % text.length;
          const changed = text.slice(0, i) + replacement + text.slice(i + 1);
          expect(check(changed)).toBe(parses(changed));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

describe('createStructureTracker', () => {
  function track(text: string, cuts: number[] = []): boolean {
    const bytes = Buffer.from(text, 'utf8');
    const tracker = createStructureTracker();
    const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
    let from = 0;
    for (const point of [...points, bytes.length]) {
      if (!tracker.feed(bytes.subarray(from, Math.max(from, point)))) return false;
      from = Math.max(from, point);
    }
    return tracker.complete();
  }

  it('accepts whatever JSON.stringify writes, however it is cut into pieces', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 5 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (value, cuts) => {
          expect(track(JSON.stringify(value), cuts)).toBe(true);
        },
      ),
    );
  });

  it('refuses every cut of an object or array answer, however it arrives', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue())),
        fc.nat(),
        fc.array(fc.nat(), { maxLength: 6 }),
        (value, at, cuts) => {
          const text = JSON.stringify(value);
          expect(track(text.slice(0, at % text.length), cuts)).toBe(false);
        },
      ),
    );
  });

  it.each(['', '  ', '{"a":[1}', '[1]]', '{"a":"b}', '}{'])('refuses %j', (text) => {
    expect(track(text)).toBe(false);
  });
});
