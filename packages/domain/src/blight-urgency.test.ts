import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLIGHT_ADVICE_CODES, isPlotToTreat } from './blight-advice.ts';
import {
  blightDecisionUrgency,
  blightRiskUrgency,
  blightUrgencyKey,
  URGENCY_DAY_SPAN,
} from './blight-urgency.ts';

const plot = (conseil: string | null, risque: number | null) => ({ conseil, risque });

describe('blightRiskUrgency', () => {
  it('puts contamination risk first, then vigilance, no risk, anything else last', () => {
    expect([50, 40, 10, null, 0, 30, 60, Number.NaN].map(blightRiskUrgency)).toEqual([
      0, 1, 2, 3, 3, 3, 3, 3,
    ]);
    expect(blightRiskUrgency('50')).toBe(0);
    expect(blightRiskUrgency(undefined)).toBe(3);
  });
});

describe('blightDecisionUrgency', () => {
  it('puts the plots to treat first, the codes of the cards and the red advice', () => {
    for (const code of [...BLIGHT_ADVICE_CODES, null, 'INCONNU']) {
      expect(blightDecisionUrgency(code)).toBe(isPlotToTreat(code) ? 0 : 1);
    }
  });
});

describe('blightUrgencyKey', () => {
  it('orders by decision, then risk, then the day of the advice', () => {
    const day = '2026-06-15';
    const ordered = [
      blightUrgencyKey(plot('TRAIT', 50), '2026-06-14'),
      blightUrgencyKey(plot('TRAITRETRO', 50), day),
      blightUrgencyKey(plot('TRAITCURATIF', 40), day),
      blightUrgencyKey(plot('TRAIT', 10), day),
      blightUrgencyKey(plot('TRAIT', null), day),
      // Not to treat, however high the risk.
      blightUrgencyKey(plot('PASTRAIT', 50), day),
      blightUrgencyKey(plot('PASCONSEILPREVI', 40), day),
      blightUrgencyKey(plot(null, 10), day),
      blightUrgencyKey(plot('FINCAMPAGNE', null), day),
    ];
    expect([...ordered].sort((a, b) => a - b)).toEqual(ordered);
    expect(new Set(ordered).size).toBe(ordered.length);
  });

  it('puts an advice without a readable day after those with one, at the bounds of the years', () => {
    const first = blightUrgencyKey(plot('TRAIT', 50), '1950-01-01');
    const last = blightUrgencyKey(plot('TRAIT', 50), '2050-12-31');
    const none = blightUrgencyKey(plot('TRAIT', 50), null);
    expect(first).toBe(0);
    expect(first).toBeLessThan(last);
    expect(last).toBeLessThan(none);
    expect(blightUrgencyKey(plot('TRAIT', 50))).toBe(none);
    expect(blightUrgencyKey(plot('TRAIT', 50), '2026-02-30')).toBe(none);
    expect(blightUrgencyKey(plot('TRAIT', 50), '1949-12-31')).toBe(none);
    expect(blightUrgencyKey(plot('TRAIT', 50), 'demain')).toBe(none);
    // The next band starts after every day of the one before.
    expect(none).toBeLessThan(blightUrgencyKey(plot('TRAIT', 40), '1950-01-01'));
    expect(none).toBe(URGENCY_DAY_SPAN - 1);
  });

  it('never puts a plot not to treat before a plot to treat, nor a lower risk first', () => {
    const row = fc.record({
      conseil: fc.constantFrom(...BLIGHT_ADVICE_CODES, null, 'XYZ'),
      risque: fc.option(fc.constantFrom(10, 40, 50, 0, 99)),
    });
    const day = fc.option(
      fc
        .date({ min: new Date('1950-01-01'), max: new Date('2050-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    );
    fc.assert(
      fc.property(row, day, row, day, (a, dayA, b, dayB) => {
        const keyA = blightUrgencyKey(a, dayA);
        const keyB = blightUrgencyKey(b, dayB);
        expect(Number.isSafeInteger(keyA)).toBe(true);
        if (isPlotToTreat(a.conseil) && !isPlotToTreat(b.conseil)) expect(keyA).toBeLessThan(keyB);
        if (
          isPlotToTreat(a.conseil) === isPlotToTreat(b.conseil) &&
          blightRiskUrgency(a.risque) < blightRiskUrgency(b.risque)
        ) {
          expect(keyA).toBeLessThan(keyB);
        }
        if (
          isPlotToTreat(a.conseil) === isPlotToTreat(b.conseil) &&
          blightRiskUrgency(a.risque) === blightRiskUrgency(b.risque) &&
          dayA !== null &&
          (dayB === null || dayA < dayB)
        ) {
          expect(keyA).toBeLessThan(keyB);
        }
      }),
    );
  });
});
