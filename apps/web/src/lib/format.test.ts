import { describe, expect, it } from 'vitest';
import {
  formatDayMonth,
  formatLongDay,
  formatMeasure,
  formatNumberFr,
  shortMonthName,
  shortWeekdayName,
} from './format';

describe('French formatting of days and measures', () => {
  it('writes chart ticks as dd/mm, instants in Paris time', () => {
    expect(formatDayMonth('2025-03-09')).toBe('09/03');
    // 23:30 UTC on 31 May is already 1 June in Paris (summer time).
    expect(formatDayMonth('2025-05-31T23:30:00Z')).toBe('01/06');
    expect(formatDayMonth('pas une date')).toBe('');
  });

  it('names days, months and weekdays in French', () => {
    expect(formatLongDay('2025-03-03')).toBe('lundi 3 mars 2025');
    expect(formatLongDay('2025-02-30')).toBe('');
    expect(shortMonthName(3)).toBe('mars');
    expect(shortMonthName(7)).toBe('juil.');
    expect(shortWeekdayName(0)).toBe('lun.');
    expect(shortWeekdayName(6)).toBe('dim.');
  });

  it('writes numbers with a decimal comma and units after a no-break space', () => {
    expect(formatNumberFr(12.345)).toBe('12,3');
    expect(formatNumberFr(12.345, 2)).toBe('12,35');
    expect(formatNumberFr(1234.5)).toBe('1\u202f234,5');
    expect(formatNumberFr(null)).toBe('');
    expect(formatNumberFr(Number.NaN)).toBe('');
    expect(formatMeasure(7.25, 'mm')).toBe('7,3\u00a0mm');
    expect(formatMeasure(40, '%', 0)).toBe('40\u00a0%');
    expect(formatMeasure(null, 'mm')).toBe('');
  });
});
