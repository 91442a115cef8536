import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inNextFavourablePeriod } from './chn.ts';
import { chnUrgencyKey, favourableWindow, isToApplyNow } from './chn-urgency.ts';

const TODAY = '2026-06-15';

/** Days of the platform's years, as 'YYYY-MM-DD'. */
const day = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2049-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('favourableWindow and isToApplyNow', () => {
  it('is open on both bounds of the period, and not a day outside', () => {
    expect(favourableWindow(TODAY, '2026-06-15', '2026-06-20')).toBe('open');
    expect(favourableWindow(TODAY, '2026-06-10', '2026-06-15')).toBe('open');
    expect(favourableWindow(TODAY, '2026-06-16', '2026-06-20')).toBe('upcoming');
    expect(favourableWindow(TODAY, '2026-06-01', '2026-06-14')).toBe('past');
    expect(isToApplyNow(TODAY, '2026-06-15', '2026-06-15')).toBe(true);
    expect(isToApplyNow(TODAY, '2026-06-16', '2026-06-30')).toBe(false);
  });

  it('reads a time after the day, a missing end as the start day, and nothing as no period', () => {
    expect(favourableWindow(TODAY, '2026-06-15T00:00:00Z', null)).toBe('open');
    expect(favourableWindow(TODAY, '2026-06-14', undefined)).toBe('past');
    expect(favourableWindow(TODAY, null, '2026-06-20')).toBe('none');
    expect(favourableWindow(TODAY, 'bientôt', '2026-06-20')).toBe('none');
    expect(favourableWindow(TODAY, '2026-02-30', '2026-06-20')).toBe('none');
    // An end before the start: the start day alone.
    expect(favourableWindow(TODAY, '2026-06-15', '2026-06-01')).toBe('open');
    expect(favourableWindow(TODAY, '2026-06-14', '2026-06-01')).toBe('past');
  });

  it('agrees with the map rule (spec 2 §2) on every well-formed period', () => {
    fc.assert(
      fc.property(day, day, day, (today, a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        expect(isToApplyNow(today, start, end)).toBe(inNextFavourablePeriod(today, start, end));
      }),
    );
  });
});

describe('chnUrgencyKey', () => {
  it('puts open windows first, closing soonest first, then those to come, then passed, then none', () => {
    const keys = [
      chnUrgencyKey(TODAY, '2026-06-10', '2026-06-16'),
      chnUrgencyKey(TODAY, '2026-06-01', '2026-06-30'),
      chnUrgencyKey(TODAY, '2026-06-17', '2026-06-20'),
      chnUrgencyKey(TODAY, '2026-07-01', '2026-07-10'),
      chnUrgencyKey(TODAY, '2026-06-01', '2026-06-14'),
      chnUrgencyKey(TODAY, '2026-04-01', '2026-04-10'),
      chnUrgencyKey(TODAY, null, null),
    ];
    expect([...keys].sort((a, b) => a - b)).toEqual(keys);
  });

  it('ranks every open window before every other plot', () => {
    fc.assert(
      fc.property(day, day, day, day, day, (today, a, b, c, d) => {
        const open = chnUrgencyKey(today, a, b);
        const other = chnUrgencyKey(today, c, d);
        if (isToApplyNow(today, a, b) && !isToApplyNow(today, c, d)) {
          expect(open).toBeLessThan(other);
        }
        expect(Number.isInteger(open)).toBe(true);
        expect(open).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
