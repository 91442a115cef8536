import { BH_CROP_CODES } from '@agro/domain/water-balance';
import { describe, expect, it } from 'vitest';
import { BH_CROPS } from './water-balance.ts';

// The domain may not import the contracts, so it keeps its own list of crop codes (colours,
// characteristics, column order); this keeps the two lists from drifting apart.
describe('water balance crops', () => {
  it('are the same codes, in the same order, as the domain rules use', () => {
    expect([...BH_CROPS]).toEqual([...BH_CROP_CODES]);
  });
});
