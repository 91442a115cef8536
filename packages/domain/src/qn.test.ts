// Spec 2 QN rules at their bounds: the correction checks and question, the average delivered
// dose, the buckets of 10, the acquisition-date ticks and the stages' order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween } from './calendar-days.ts';
import {
  acquisitionDateTicks,
  averageDeliveredDose,
  compareQnStages,
  doseBuckets,
  QN_DETAIL_STAGE_ORDER,
  QN_NO_PLOT_MESSAGE,
  QN_NO_VALUE_MESSAGE,
  qnConfirmationQuestion,
  qnCorrectionError,
  QN_RASTER_SCALES,
  QN_STAGE_LABELS,
  qnRasterBounds,
  qnRasterColour,
  qnSpeciesLabel,
  qnStageOn,
} from './qn.ts';

describe('qnCorrectionError', () => {
  it('asks for a plot first, then for every value the type takes', () => {
    expect(qnCorrectionError(0, [40], 1)).toBe(QN_NO_PLOT_MESSAGE);
    expect(qnCorrectionError(0, [], 1)).toBe(QN_NO_PLOT_MESSAGE);
    expect(qnCorrectionError(1, [], 1)).toBe(QN_NO_VALUE_MESSAGE);
    expect(qnCorrectionError(1, [null], 1)).toBe(QN_NO_VALUE_MESSAGE);
    expect(qnCorrectionError(1, [Number.NaN], 1)).toBe(QN_NO_VALUE_MESSAGE);
    expect(qnCorrectionError(1, [0], 1)).toBeNull();
    expect(qnCorrectionError(2, [-5], 1)).toBeNull();
    // The factor and the delta of 'QN acquisition': both.
    expect(qnCorrectionError(1, [1.1], 2)).toBe(QN_NO_VALUE_MESSAGE);
    expect(qnCorrectionError(1, [1.1, null], 2)).toBe(QN_NO_VALUE_MESSAGE);
    expect(qnCorrectionError(1, [1.1, 0], 2)).toBeNull();
  });
});

describe('qnConfirmationQuestion', () => {
  it('names the type, its value and the number of plots, in corrected French', () => {
    expect(qnConfirmationQuestion('Préconisation finale', [40], 2)).toBe(
      'Êtes-vous sûr de vouloir appliquer la correction suivante\u202f: Préconisation finale (40) à 2 parcelle(s)\u202f?',
    );
    expect(qnConfirmationQuestion('QN acquisition', [1.25, -10], 1)).toBe(
      'Êtes-vous sûr de vouloir appliquer la correction suivante\u202f: QN acquisition (1,25\u202f; -10) à 1 parcelle(s)\u202f?',
    );
  });
});

describe('averageDeliveredDose', () => {
  it('averages the non-null doses to two decimals, null without any', () => {
    expect(averageDeliveredDose([])).toBeNull();
    expect(averageDeliveredDose([null, undefined])).toBeNull();
    expect(averageDeliveredDose([40, null, 50])).toBe(45);
    expect(averageDeliveredDose([10, 20, 20])).toBe(16.67);
    expect(averageDeliveredDose([0])).toBe(0);
  });

  it('lies between the smallest and the largest dose', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 300 })), { minLength: 1 }),
        (doses) => {
          const known = doses.filter((dose): dose is number => dose !== null);
          const average = averageDeliveredDose(doses);
          if (known.length === 0) return average === null;
          return (
            average !== null &&
            average >= Math.min(...known) - 0.005 &&
            average <= Math.max(...known) + 0.005
          );
        },
      ),
    );
  });
});

describe('doseBuckets', () => {
  it('counts in tens from 0 up to the ten above the maximum', () => {
    expect(doseBuckets([])).toEqual([]);
    expect(doseBuckets([null])).toEqual([]);
    expect(doseBuckets([0])).toEqual([{ from: 0, to: 10, count: 1 }]);
    expect(doseBuckets([9.99, 10, 25])).toEqual([
      { from: 0, to: 10, count: 1 },
      { from: 10, to: 20, count: 1 },
      { from: 20, to: 30, count: 1 },
    ]);
    // A maximum on a multiple of 10 opens the next bucket.
    expect(doseBuckets([90]).at(-1)).toEqual({ from: 90, to: 100, count: 1 });
    expect(doseBuckets([-5, 5]).map((b) => b.from)).toEqual([-10, 0]);
    // The smallest negative double divides to -0; it still gets a bucket below zero.
    expect(doseBuckets([-5e-324]).map((b) => [b.from, b.count])).toEqual([[-10, 1]]);
  });

  it('puts every known dose in exactly one bucket, the last one holding the maximum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(null), fc.double({ min: -50, max: 400, noNaN: true })), {
          minLength: 1,
        }),
        (doses) => {
          const known = doses.filter((dose): dose is number => dose !== null);
          const buckets = doseBuckets(doses);
          if (known.length === 0) return buckets.length === 0;
          const last = buckets.at(-1);
          const max = Math.max(...known);
          return (
            buckets.reduce((sum, bucket) => sum + bucket.count, 0) === known.length &&
            buckets.every(
              (bucket) =>
                bucket.count ===
                known.filter((dose) => bucket.from <= dose && dose < bucket.to).length,
            ) &&
            last !== undefined &&
            last.from <= max &&
            max < last.to &&
            last.to % 10 === 0
          );
        },
      ),
    );
  });
});

describe('acquisitionDateTicks', () => {
  it('steps 15 days on a short span, up to 30 on a long one', () => {
    expect(acquisitionDateTicks('2026-03-01', '2026-03-01')).toEqual(['2026-03-01']);
    expect(acquisitionDateTicks('2026-03-01', '2026-03-20')).toEqual([
      '2026-03-01',
      '2026-03-16',
      '2026-03-31',
    ]);
    const year = acquisitionDateTicks('2026-01-01', '2026-12-31');
    expect(daysBetween(year[0] as string, year[1] as string)).toBe(30);
  });

  it('keeps 15 to 30 days between ticks and ends at or after the last date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (span) => {
        const last = new Date(Date.UTC(2026, 0, 1 + span)).toISOString().slice(0, 10);
        const ticks = acquisitionDateTicks('2026-01-01', last);
        const gaps = ticks.slice(1).map((tick, i) => daysBetween(ticks[i] as string, tick));
        return (
          gaps.every((gap) => gap >= 15 && gap <= 30) &&
          daysBetween(ticks.at(-1) as string, last) <= 0 &&
          (ticks.length < 2 || daysBetween(ticks.at(-2) as string, last) > 0)
        );
      }),
    );
  });
});

describe('compareQnStages', () => {
  it('orders the stages as the crop goes, unknown ones last', () => {
    const shuffled = ['recolte', 'inconnu', '1n', 'levee', 'epi1cm', 'meiose'];
    expect([...shuffled].sort(compareQnStages)).toEqual([
      'levee',
      'epi1cm',
      '1n',
      'meiose',
      'recolte',
      'inconnu',
    ]);
    expect(QN_DETAIL_STAGE_ORDER.slice(0, 3)).toEqual(['levee', 'debuttallage', 'epi1cm']);
  });
});

describe('qnStageOn', () => {
  const dates = { levee: '2025-10-20', epi1cm: '2026-03-25', '1n': '2026-04-05' };
  it('gives the last stage whose date has come, the stage day included', () => {
    expect(qnStageOn(dates, '2025-10-19')).toBeNull();
    expect(qnStageOn(dates, '2025-10-20')).toBe('levee');
    expect(qnStageOn(dates, '2026-04-04')).toBe('epi1cm');
    expect(qnStageOn(dates, '2026-04-05')).toBe('1n');
    expect(qnStageOn({ ...dates, '2n': null }, '2026-06-01')).toBe('1n');
  });
  it('names every stage of the detail', () => {
    expect(QN_DETAIL_STAGE_ORDER.map((stage) => QN_STAGE_LABELS[stage])).toContain('Méiose (DFE)');
    expect(Object.keys(QN_STAGE_LABELS)).toEqual([...QN_DETAIL_STAGE_ORDER]);
  });
});

describe('qnRasterColour', () => {
  it("gives the ramp's ends at the range's bounds and clamps beyond", () => {
    expect(qnRasterColour('lai', 0)).toEqual(QN_RASTER_SCALES.lai.ramp[0]);
    expect(qnRasterColour('lai', 7)).toEqual(QN_RASTER_SCALES.lai.ramp.at(-1));
    expect(qnRasterColour('lai', -3)).toEqual(qnRasterColour('lai', 0));
    expect(qnRasterColour('rasteroutput', 900)).toEqual([215, 25, 28]);
    expect(qnRasterColour('chl', Number.NaN)).toEqual(QN_RASTER_SCALES.chl.ramp[0]);
  });
  it('stays between the stops around each value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('lai', 'chl', 'rasteroutput' as const),
        fc.double({ min: -50, max: 300, noNaN: true }),
        (code, value) => {
          const colour = qnRasterColour(code, value);
          return colour.every((c) => Number.isInteger(c) && c >= 0 && c <= 255);
        },
      ),
    );
  });
});

describe('qnRasterBounds', () => {
  it('centres a 500 m square on the plot', () => {
    const [west, south, east, north] = qnRasterBounds(47, 2);
    expect((north - south) * 111_320).toBeCloseTo(500, 0);
    expect((east - west) * 111_320 * Math.cos((47 * Math.PI) / 180)).toBeCloseTo(500, 0);
    expect((west + east) / 2).toBeCloseTo(2, 9);
  });
});

describe('qnSpeciesLabel', () => {
  it('gives the name and the code, the code alone when unknown', () => {
    expect(qnSpeciesLabel('BTH')).toBe('Blé tendre (BTH)');
    expect(qnSpeciesLabel('XYZ')).toBe('XYZ');
    expect(qnSpeciesLabel(null)).toBeNull();
  });
});
