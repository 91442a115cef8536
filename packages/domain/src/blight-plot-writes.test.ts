import { describe, expect, it } from 'vitest';
import { mayRecordInterventions } from './blight-plot-writes.ts';

describe('who records interventions on a plot they read', () => {
  it('is whoever holds the blight write right, owner of the plot or not', () => {
    expect(mayRecordInterventions(['MILDIOU', 'MILDIOU-ecriture'])).toBe(true);
    expect(mayRecordInterventions(['MILDIOU-ecriture'])).toBe(true);
  });

  it('is nobody who only reads blight, or writes elsewhere', () => {
    expect(mayRecordInterventions([])).toBe(false);
    expect(mayRecordInterventions(['MILDIOU'])).toBe(false);
    expect(mayRecordInterventions(['MILDIOU', 'EXTERNE', 'METEO'])).toBe(false);
    expect(mayRecordInterventions(['MILDIOU', 'BSV_MIL-ecriture'])).toBe(false);
    // Rights are codes, compared exactly: a look-alike is not the right.
    expect(mayRecordInterventions(['mildiou-ecriture', 'MILDIOU-ecriture '])).toBe(false);
  });
});
