import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withSharedStrings } from '@agro/contracts/bff/shared-strings';

// Whether two equal strings are one cannot be seen from JavaScript: `pnpm bench bff-lists` measures
// the memory it saves. What a caller sees is that every row stays as it was.
describe('a kept list with shared strings', () => {
  it('keeps every row as it was, in its order', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue()), (rows) => {
        const copy = structuredClone(rows);
        expect(withSharedStrings(copy)).toEqual(rows);
      }),
    );
  });
});
