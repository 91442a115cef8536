import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayTime, weekdayIndex } from './calendar-days.ts';
import { formatDateTimeFr, todayIso } from './dates.ts';
import { isIsoCalendarDate, platformNow, platformTodayIso } from './platform-date.ts';

const MINUTE = 60_000;

/** A day between 1950-01-01 and 2050-12-31, the years the platform accepts. */
const platformDay = (fromYear = 1950) =>
  fc
    .integer({ min: dayTime(`${fromYear}-01-01`), max: dayTime('2050-12-31') })
    .map((time) => new Date(time - (time % 86_400_000)).toISOString().slice(0, 10));

/** The last Sunday of a month: Paris changes its clocks on those of March and October. */
const lastSunday = (year: number, month: '03' | '10') => {
  let day = `${year}-${month}-31`;
  while (weekdayIndex(day) !== 6) day = addDays(day, -1);
  return day;
};

/** Days since 1996 (the EU's change days), one in three being a day the clocks change. */
const dayWithChanges = fc.oneof(
  platformDay(1996),
  fc
    .integer({ min: 1996, max: 2050 })
    .chain((year) => fc.constantFrom(lastSunday(year, '03'), lastSunday(year, '10'))),
);

const realInstant = fc.date({
  min: new Date('1950-01-01T00:00:00Z'),
  max: new Date('2050-12-31T12:00:00Z'),
  noInvalidDate: true,
});

/** Seconds and milliseconds of an instant, also before 1970. */
const withinMinute = (instant: Date) => ((instant.getTime() % MINUTE) + MINUTE) % MINUTE;

/** 'HH:MM' on the Paris wall clock. */
const parisTime = (instant: Date) => formatDateTimeFr(instant).slice(11);

describe('isIsoCalendarDate', () => {
  it('accepts days that exist, written YYYY-MM-DD, in 1950..2050', () => {
    for (const day of ['2026-06-15', '2024-02-29', '2000-02-29', '1950-01-01', '2050-12-31']) {
      expect(isIsoCalendarDate(day), day).toBe(true);
    }
  });

  it('refuses days that do not exist, other shapes and years out of bounds', () => {
    for (const text of [
      '2026-02-30',
      '2025-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-06-00',
      '2026-6-15',
      ' 2026-06-15',
      '2026-06-15 ',
      '2026-06-15T00:00:00Z',
      '20260615',
      '15/06/2026',
      'demain',
      '',
      '1949-12-31',
      '2051-01-01',
    ]) {
      expect(isIsoCalendarDate(text), text).toBe(false);
    }
  });

  it('accepts every day of the calendar in bounds', () => {
    fc.assert(fc.property(platformDay(), (day) => isIsoCalendarDate(day)));
  });

  it('accepts no text that is not such a day', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        if (isIsoCalendarDate(text)) {
          expect(text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(dayTime(text)).not.toBeNaN();
        }
      }),
    );
  });
});

describe('platformNow', () => {
  it('is the real now when no platform date is set', () => {
    fc.assert(
      fc.property(realInstant, (now) => {
        expect(platformNow(null, now).getTime()).toBe(now.getTime());
      }),
    );
  });

  it('keeps the real Paris time of day, to the millisecond, across summer and winter time', () => {
    // 10:30:15.250 in Paris in January (UTC+1) is 10:30:15.250 in June (UTC+2).
    expect(platformNow('2026-06-15', new Date('2026-01-10T09:30:15.250Z')).toISOString()).toBe(
      '2026-06-15T08:30:15.250Z',
    );
    expect(platformNow('2026-01-10', new Date('2026-06-15T08:30:15.250Z')).toISOString()).toBe(
      '2026-01-10T09:30:15.250Z',
    );
  });

  it('stays on the chosen Paris day at both ends of the real day', () => {
    // 00:30 on 16 June in Paris is still 15 June in UTC; 29 February exists in 2028.
    expect(platformNow('2028-02-29', new Date('2026-06-15T22:30:00Z')).toISOString()).toBe(
      '2028-02-28T23:30:00.000Z',
    );
    expect(todayIso(platformNow('2028-02-29', new Date('2026-06-15T22:30:00Z')))).toBe(
      '2028-02-29',
    );
    expect(platformTodayIso('2028-02-29', new Date('2026-06-15T22:30:00Z'))).toBe('2028-02-29');
    // Without a platform date, the real Paris day: 00:30 on 16 June in Paris.
    expect(platformTodayIso(null, new Date('2026-06-15T22:30:00Z'))).toBe('2026-06-16');
    // 23:59:59.999 in Paris in winter.
    expect(platformNow('2026-06-15', new Date('2026-01-10T22:59:59.999Z')).toISOString()).toBe(
      '2026-06-15T21:59:59.999Z',
    );
  });

  it('takes a time the spring change skips an hour later, on the same day', () => {
    // 29 March 2026: Paris goes from 02:00 (UTC+1) straight to 03:00 (UTC+2).
    expect(platformNow('2026-03-29', new Date('2026-01-10T00:30:00Z')).toISOString()).toBe(
      '2026-03-29T00:30:00.000Z', // 01:30, still winter time
    );
    expect(platformNow('2026-03-29', new Date('2026-01-10T01:30:00Z')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z', // 02:30 does not exist: 03:30 summer time
    );
    expect(platformNow('2026-03-29', new Date('2026-01-10T02:30:00Z')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z', // 03:30 summer time
    );
  });

  it('takes the first of the two times the autumn change shows twice', () => {
    // 25 October 2026: Paris goes back from 03:00 (UTC+2) to 02:00 (UTC+1).
    expect(platformNow('2026-10-25', new Date('2026-01-10T01:30:00Z')).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z', // 02:30, first time, summer time
    );
    expect(platformNow('2026-10-25', new Date('2026-01-10T02:30:00Z')).toISOString()).toBe(
      '2026-10-25T02:30:00.000Z', // 03:30 winter time
    );
    // Real now on the autumn change day, the second 02:30 (winter time): 02:30 on the chosen day.
    expect(platformNow('2026-06-15', new Date('2026-10-25T01:30:00Z')).toISOString()).toBe(
      '2026-06-15T00:30:00.000Z',
    );
  });

  it('lets the clock tick within the day', () => {
    const start = new Date('2026-01-10T08:00:00Z');
    const later = new Date(start.getTime() + 5 * MINUTE + 1_234);
    expect(
      platformNow('2026-06-15', later).getTime() - platformNow('2026-06-15', start).getTime(),
    ).toBe(5 * MINUTE + 1_234);
  });

  it('is always on the chosen Paris day, whatever the real instant', () => {
    fc.assert(
      fc.property(fc.oneof(platformDay(), dayWithChanges), realInstant, (day, now) => {
        expect(todayIso(platformNow(day, now))).toBe(day);
      }),
    );
  });

  it('shows the real Paris time of day, but for the hour the spring change skips', () => {
    // Since 1996 Paris moves its clocks forward on the last Sunday of March, 02:00 to 03:00.
    fc.assert(
      fc.property(dayWithChanges, realInstant, (day, now) => {
        const moved = platformNow(day, now);
        // Offsets are whole hours: seconds and milliseconds never change.
        expect(withinMinute(moved)).toBe(withinMinute(now));
        const real = parisTime(now);
        if (day === lastSunday(Number(day.slice(0, 4)), '03') && real.startsWith('02:')) {
          expect(parisTime(moved)).toBe(`03:${real.slice(3)}`);
        } else {
          expect(parisTime(moved)).toBe(real);
        }
      }),
    );
  });

  it('refuses a platform date that is not a day', () => {
    expect(() => platformNow('2026-02-30', new Date())).toThrow(RangeError);
  });
});
