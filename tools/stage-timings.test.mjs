import { describe, expect, it } from 'vitest';
import { timingTable } from './stage-timings.mjs';

describe('the stage timings', () => {
  it('lists each stage with its seconds, then their total', () => {
    expect(timingTable('install\t41\ne2e\t305\n').split('\n')).toEqual([
      'install     41 s',
      'e2e        305 s',
      'total      346 s',
    ]);
  });

  it('ignores what is not a stage line', () => {
    expect(timingTable('\nnoise\nbuild\t7\n')).toBe('build      7 s\ntotal      7 s');
  });
});
