import { describe, expect, it } from 'vitest';
import { BH_CROPS } from '../entities/water-balance.ts';
import { BH_CROP_STAGES, BH_STAGE_NAMES, bhStageName } from './bh-stages.ts';

describe('water-balance stage names', () => {
  it('names every stage of every crop', () => {
    for (const crop of BH_CROPS) {
      const stages = BH_CROP_STAGES[crop];
      expect(stages.length).toBeGreaterThan(3);
      expect(new Set(stages).size).toBe(stages.length);
      for (const code of stages) expect(BH_STAGE_NAMES[code], `${crop} ${code}`).toBeTruthy();
    }
  });

  it('shows a known code by its name and an unknown one as it came', () => {
    expect(bhStageName('FLO_F')).toBe('Floraison femelle');
    expect(bhStageName('6_8F')).toBe('6-8 feuilles');
    expect(bhStageName('XYZ')).toBe('XYZ');
  });
});
