import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { everyDay, everyHour, hasNoMeasure, missingRuns } from './station-series.ts';

interface Day {
  date: string;
  t: number | null;
  rr: number | null;
}
const KEYS = ['t', 'rr'] as const;
const emptyDay = (date: string): Day => ({ date, t: null, rr: null });
const day = (date: string, t: number | null = 12, rr: number | null = 0): Day => ({ date, t, rr });

describe('hasNoMeasure', () => {
  it('is true only when every measure is missing (null, undefined, NaN)', () => {
    expect(hasNoMeasure({ t: null, rr: undefined }, KEYS)).toBe(true);
    expect(hasNoMeasure({ t: Number.NaN, rr: null }, KEYS)).toBe(true);
    expect(hasNoMeasure({ t: 0, rr: null }, KEYS)).toBe(false);
    expect(hasNoMeasure({ t: null, rr: 0 }, KEYS)).toBe(false);
  });
});

describe('everyDay', () => {
  it('puts back the days the answer skips (07/06 then 14/06), marked missing', () => {
    const rows = everyDay(
      [day('2026-06-07'), day('2026-06-14')],
      { from: '2026-06-07', to: '2026-06-14' },
      KEYS,
      emptyDay,
    );
    expect(rows.map((row) => row.date)).toEqual([
      '2026-06-07',
      '2026-06-08',
      '2026-06-09',
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
    ]);
    expect(rows.map((row) => row.manquant)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('marks a day of the answer without any measure; one measure is enough to be there', () => {
    const rows = everyDay(
      [day('2026-06-07', null, null), day('2026-06-08', null, 3)],
      null,
      KEYS,
      emptyDay,
    );
    expect(rows.map((row) => row.manquant)).toEqual([true, false]);
  });

  it('keeps the rows outside the period, in order, and adds nothing without a period', () => {
    const rows = everyDay(
      [day('2026-06-20'), day('2026-06-01')],
      { from: '2026-06-10', to: '2026-06-10' },
      KEYS,
      emptyDay,
    );
    expect(rows.map((row) => row.date)).toEqual(['2026-06-01', '2026-06-10', '2026-06-20']);
    expect(everyDay([], null, KEYS, emptyDay)).toEqual([]);
  });

  it('has each day of the period once, in order, whatever the answer holds', () => {
    const dayArb = fc
      .integer({ min: 0, max: 60 })
      .map((n) => new Date(Date.UTC(2026, 4, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.uniqueArray(dayArb, { maxLength: 20 }), (dates) => {
        const rows = everyDay(
          dates.map((date) => day(date)),
          { from: '2026-05-10', to: '2026-06-10' },
          KEYS,
          emptyDay,
        );
        const shown = rows.map((row) => row.date);
        expect(shown).toEqual([...shown].sort());
        expect(new Set(shown).size).toBe(shown.length);
        const inPeriod = shown.filter((date) => date >= '2026-05-10' && date <= '2026-06-10');
        expect(inPeriod).toHaveLength(32);
        for (const row of rows) expect(row.manquant).toBe(!dates.includes(row.date));
      }),
    );
  });
});

describe('everyHour', () => {
  const hour = (date: string, t: number | null = 10): Day => ({ date, t, rr: 0 });
  const emptyHour = (date: string): Day => ({ date, t: null, rr: null });

  it('puts back the hours the answer skips, as UTC instants, in order', () => {
    const rows = everyHour(
      [hour('2026-06-14T22:00:00.000Z'), hour('2026-06-15T01:00:00.000Z')],
      { from: '2026-06-14T22:00:00.000Z', to: '2026-06-15T02:30:00.000Z' },
      KEYS,
      emptyHour,
    );
    expect(rows.map((row) => [row.date, row.manquant])).toEqual([
      ['2026-06-14T22:00:00.000Z', false],
      ['2026-06-14T23:00:00.000Z', true],
      ['2026-06-15T00:00:00.000Z', true],
      ['2026-06-15T01:00:00.000Z', false],
      ['2026-06-15T02:00:00.000Z', true],
    ]);
  });

  it('matches the answer by instant, not by its spelling', () => {
    const rows = everyHour(
      [hour('2026-06-15T02:00:00+02:00')],
      { from: '2026-06-15T00:00:00Z', to: '2026-06-15T00:00:00Z' },
      KEYS,
      emptyHour,
    );
    expect(rows).toEqual([{ date: '2026-06-15T02:00:00+02:00', t: 10, rr: 0, manquant: false }]);
  });

  it('keeps an unreadable date last, rather than dropping it', () => {
    const rows = everyHour([hour('bientôt'), hour('2026-06-15T00:00:00Z')], null, KEYS, emptyHour);
    expect(rows.map((row) => row.date)).toEqual(['2026-06-15T00:00:00Z', 'bientôt']);
  });
});

describe('missingRuns', () => {
  it('groups consecutive missing rows', () => {
    const rows = [
      { date: 'a', manquant: true },
      { date: 'b', manquant: false },
      { date: 'c', manquant: true },
      { date: 'd', manquant: true },
      { date: 'e', manquant: true },
    ];
    expect(missingRuns(rows)).toEqual([
      { from: 'a', to: 'a', count: 1 },
      { from: 'c', to: 'e', count: 3 },
    ]);
    expect(missingRuns([])).toEqual([]);
  });
});
