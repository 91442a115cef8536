import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayTime, daysBetween, eachDay, weekdayIndex } from './calendar-days.ts';

describe('calendar days', () => {
  it('counts calendar days across the daylight-saving change', () => {
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2025-03-01', '2025-10-31')).toBe(244);
    expect(eachDay('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(eachDay('2025-03-02', '2025-03-01')).toEqual([]);
    expect(weekdayIndex('2025-03-03')).toBe(0);
    expect(weekdayIndex('2025-03-09')).toBe(6);
  });

  it('refuses days that do not exist', () => {
    expect(dayTime('2025-04-31')).toBeNaN();
    expect(dayTime('pas une date')).toBeNaN();
    expect(dayTime('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
  });

  // The days are kept once worked out: asked again, in any order, past the store's size, each
  // answer is the one a Date gives.
  it('answers as Date does, asked once or many times', () => {
    const byDate = (time: number, count: number) =>
      new Date(time + count * 86_400_000).toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.integer({ min: -40_000, max: 40_000 }),
        (ms, count) => {
          const time = Math.floor(ms / 86_400_000) * 86_400_000;
          const iso = new Date(time).toISOString().slice(0, 10);
          for (let again = 0; again < 2; again++) {
            expect(dayTime(iso)).toBe(time);
            expect(addDays(iso, count)).toBe(byDate(time, count));
            expect(daysBetween(iso, addDays(iso, count))).toBe(count);
          }
        },
      ),
      { numRuns: 30_000 },
    );
    expect(dayTime('2025-04-31')).toBeNaN();
    expect(dayTime('2025-04-31')).toBeNaN();
    expect(() => addDays('2025-04-31', 1)).toThrow(RangeError);
  });
});
