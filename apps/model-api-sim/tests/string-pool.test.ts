// The pool that gives the rows the workers send one copy of each text (issue 42): sharing must
// leave every row as it came, at any depth, whatever it holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StringPool } from '../src/precompute/string-pool.ts';

describe('StringPool', () => {
  it('leaves every value as it was: texts, numbers, nulls, nested objects and arrays', () => {
    const pool = new StringPool();
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(pool.share(structuredClone(value))).toStrictEqual(value);
      }),
    );
  });

  it('replaces the texts of a row in place, the row kept by the caller', () => {
    const pool = new StringPool();
    const first = { statut: 'calculé', stades: [{ date: '2026-06-15' }] };
    const second = { statut: 'calculé', stades: [{ date: '2026-06-15' }] };
    pool.share(first);
    const kept = second.stades;
    expect(pool.share(second)).toBe(second);
    expect(second.stades).toBe(kept);
    expect(second).toStrictEqual(first);
  });
});
