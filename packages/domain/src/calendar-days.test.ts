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
});
