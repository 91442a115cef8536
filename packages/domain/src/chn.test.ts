import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DELTA_N_THRESHOLD_DEFAULT,
  deltaNColour,
  dosesByClient,
  favourableCalendarRange,
  inputCalendarDays,
  stageMarkers,
  deltaNThreshold,
  filterChnRows,
  flagMessage,
  flagState,
  forcedResidual,
  formatDeltaN,
  fromSowing,
  inNextFavourablePeriod,
  inRecalculationQuietHours,
  inputCalendarCode,
  LATEST_CALCULATION,
  maskPreview,
  NO_CLIENT_LABEL,
  matchesCodes,
  parseChnSearch,
  previousAndNextInput,
  resultDateParam,
  summaryOf,
} from './chn.ts';

describe('previous and next input', () => {
  const deliveries = [
    { date_apport_prevu: '2026-03-01', dose: 40 },
    { date_apport_prevu: '2026-04-10', dose: 60 },
    { date_apport_prevu: '2026-06-15', dose: 30 },
    { date_apport_prevu: '2026-06-20', dose: 20 },
    { date_apport_prevu: null, dose: 10 },
  ];

  it('takes the latest not after today as previous, the nearest later as next', () => {
    const { previous, next } = previousAndNextInput(deliveries, '2026-06-15');
    expect(previous?.dose).toBe(30);
    expect(next?.dose).toBe(20);
  });

  it('has no previous before the first, no next after the last, and reads any order', () => {
    expect(previousAndNextInput(deliveries, '2026-02-28')).toMatchObject({
      previous: null,
      next: { dose: 40 },
    });
    expect(previousAndNextInput([...deliveries].reverse(), '2026-12-31')).toMatchObject({
      previous: { dose: 20 },
      next: null,
    });
    expect(previousAndNextInput(null, '2026-06-15')).toEqual({ previous: null, next: null });
  });

  it('property: previous is never after today and next always after it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 364 })),
        fc.integer({ min: 0, max: 364 }),
        (offsets, todayOffset) => {
          const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
          const today = day(todayOffset);
          const list = offsets.map((n) => ({ date_apport_prevu: day(n) }));
          const { previous, next } = previousAndNextInput(list, today);
          if (previous) expect(previous.date_apport_prevu <= today).toBe(true);
          if (next) expect(next.date_apport_prevu > today).toBe(true);
          for (const item of list) {
            if (item.date_apport_prevu <= today) expect(previous).not.toBeNull();
            else expect(next).not.toBeNull();
          }
        },
      ),
    );
  });
});

describe('delta N', () => {
  it('shows the absolute value after its sign', () => {
    expect(formatDeltaN(12)).toBe('(+) 12');
    expect(formatDeltaN(-8.5)).toBe('(-) 8,5');
    expect(formatDeltaN(0)).toBe('0');
    expect(formatDeltaN(null)).toBe('');
  });

  it('is green strictly inside the threshold, red on and beyond it, grey without value', () => {
    expect(DELTA_N_THRESHOLD_DEFAULT).toBe(20);
    expect(deltaNColour(19.9, 20)).toBe('green');
    expect(deltaNColour(-19.9, 20)).toBe('green');
    expect(deltaNColour(20, 20)).toBe('red');
    expect(deltaNColour(-20, 20)).toBe('red');
    expect(deltaNColour(0, 0)).toBe('red');
    expect(deltaNColour(0, -10)).toBe('red');
    expect(deltaNColour(undefined, 20)).toBe('grey');
  });

  it('brings a typed threshold into -60 to 100 by steps of 2', () => {
    expect(deltaNThreshold(21)).toBe(22);
    expect(deltaNThreshold('-61')).toBe(-60);
    expect(deltaNThreshold(150)).toBe(100);
    expect(deltaNThreshold('12,4')).toBe(12);
    expect(deltaNThreshold('abc')).toBe(20);
    expect(deltaNThreshold(null)).toBe(20);
  });
});

describe('validation flag', () => {
  const flag = { date: '2026-04-02', stade_repere: 'epi1cm', indicateurs: ['lai'] };

  it('is red when flagged and not validated, green when validated, none without a flag', () => {
    expect(flagState(flag, false)).toBe('problem');
    expect(flagState(flag, true)).toBe('corrected');
    expect(flagState(null, true)).toBe('none');
    expect(flagState('', false)).toBe('none');
  });

  it('says when and at which stage the plot was detected, or corrected', () => {
    expect(flagMessage(flag, false)).toBe(
      'Parcelle détectée comme problématique le 02/04/2026 (stade repère epi1cm)',
    );
    expect(flagMessage(flag, true)).toBe(
      "Parcelle corrigée après détection d'un problème le 02/04/2026 (stade repère epi1cm)",
    );
    expect(flagMessage(null, false)).toBeNull();
  });
});

describe("the follow-up's filters", () => {
  const rows = [
    { id: 1, delta_n: 25, flag: null },
    { id: 2, delta_n: -20, flag: { date: '2026-04-02' } },
    { id: 3, delta_n: 5, flag: { date: '2026-04-02' } },
    { id: 4, delta_n: null, flag: null },
  ];
  const ids = (list: { id: number }[]) => list.map((row) => row.id);

  it('keeps the plots outside the green band, and the flagged ones', () => {
    expect(ids(filterChnRows(rows, { threshold: 20, flaggedOnly: false }))).toEqual([1, 2]);
    expect(ids(filterChnRows(rows, { threshold: 20, flaggedOnly: true }))).toEqual([2]);
    expect(ids(filterChnRows(rows, { threshold: null, flaggedOnly: true }))).toEqual([2, 3]);
    expect(ids(filterChnRows(rows, { threshold: null, flaggedOnly: false }))).toEqual([1, 2, 3, 4]);
  });

  it('property: a kept plot is red for the threshold, and flagged when asked', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ delta_n: fc.option(fc.double({ noNaN: true })), flagged: fc.boolean() }),
        ),
        fc.integer({ min: -30, max: 50 }).map((n) => n * 2),
        fc.boolean(),
        (raw, threshold, flaggedOnly) => {
          const list = raw.map((r) => ({ delta_n: r.delta_n, flag: r.flagged ? {} : null }));
          const kept = filterChnRows(list, { threshold, flaggedOnly });
          for (const row of list) {
            const keep =
              deltaNColour(row.delta_n, threshold) === 'red' && (!flaggedOnly || row.flag !== null);
            expect(kept.includes(row)).toBe(keep);
          }
        },
      ),
    );
  });
});

describe('the code-list search', () => {
  it('reads several codes separated by spaces or commas, one word as a keyword', () => {
    expect(parseChnSearch('  ')).toEqual({ kind: 'none' });
    expect(parseChnSearch('Bintje')).toEqual({ kind: 'keyword', text: 'Bintje' });
    const search = parseChnSearch('AB12, cd34  1057,,');
    expect(search.kind).toBe('codes');
    if (search.kind === 'codes') expect([...search.codes]).toEqual(['ab12', 'cd34', '1057']);
  });

  it('matches the airbus code or the plot id, whole', () => {
    const codes = new Set(['ab12', '1057']);
    expect(matchesCodes({ code_airbus: 'AB12', uuid_plot: 9 }, codes)).toBe(true);
    expect(matchesCodes({ code_airbus: 'XY', uuid_plot: 1057 }, codes)).toBe(true);
    expect(matchesCodes({ code_airbus: 'AB123', uuid_plot: 10578 }, codes)).toBe(false);
    expect(matchesCodes({ code_airbus: null, uuid_plot: null }, codes)).toBe(false);
  });
});

describe('summaries', () => {
  it('gives the average, minimum and maximum of the numbers only', () => {
    const rows = [{ d: 40 }, { d: null }, { d: 80 }, { d: Number.NaN }, { d: 60 }];
    expect(summaryOf(rows, (r) => r.d)).toEqual({ mean: 60, min: 40, max: 80, count: 3 });
    expect(summaryOf([], (r: { d: number }) => r.d)).toEqual({
      mean: null,
      min: null,
      max: null,
      count: 0,
    });
  });
});

describe('plot detail rules', () => {
  it('takes the latest forcing of 1 as the forced residual', () => {
    const measures = [
      { grandeur: 'forcagereliquatsazotes', date: '2026-02-01', valeur: 1 },
      { grandeur: 'forcagereliquatsazotes', date: '2026-03-01', valeur: 0 },
      { grandeur: 'reliquatn-no3', date: '2026-04-01', valeur: 1 },
      { grandeur: 'forcagereliquatsazotes', date: '2026-01-15', valeur: '1' },
    ];
    expect(forcedResidual(measures)?.date).toBe('2026-02-01');
    expect(forcedResidual(measures.slice(1, 3))).toBeNull();
    expect(forcedResidual(null)).toBeNull();
  });

  it('cuts the mask at 400 characters', () => {
    expect(maskPreview('a'.repeat(400))).toEqual({ text: 'a'.repeat(400), truncated: false });
    const long = maskPreview('é'.repeat(401));
    expect(long.truncated).toBe(true);
    expect([...long.text]).toHaveLength(401);
    expect(maskPreview(null)).toEqual({ text: '', truncated: false });
  });

  it('plots the days from sowing on', () => {
    const days = ['2025-10-10', '2025-10-20', '2025-10-21'].map((date) => ({ date }));
    expect(fromSowing(days, '2025-10-20').map((d) => d.date)).toEqual(['2025-10-20', '2025-10-21']);
    expect(fromSowing(days, null)).toHaveLength(3);
  });

  it('codes a planned input 5 and no input -1', () => {
    const planned = new Set(['2026-03-01']);
    expect(inputCalendarCode('2026-03-01', planned)).toBe(5);
    expect(inputCalendarCode('2026-03-02', planned)).toBe(-1);
  });
});

describe('calls and timing', () => {
  it('sends a calculation date only when it holds the current year', () => {
    expect(resultDateParam('2026-06-10', 2026)).toBe('2026-06-10');
    expect(resultDateParam('2025-06-10', 2026)).toBeUndefined();
    expect(resultDateParam(LATEST_CALCULATION, 2026)).toBeUndefined();
    expect(resultDateParam('', 2026)).toBeUndefined();
  });

  it('warns from 13 h to before 15 h, Paris time, summer and winter', () => {
    expect(inRecalculationQuietHours(new Date('2026-06-15T10:59:00Z'))).toBe(false);
    expect(inRecalculationQuietHours(new Date('2026-06-15T11:00:00Z'))).toBe(true);
    expect(inRecalculationQuietHours(new Date('2026-06-15T12:59:00Z'))).toBe(true);
    expect(inRecalculationQuietHours(new Date('2026-06-15T13:00:00Z'))).toBe(false);
    expect(inRecalculationQuietHours(new Date('2026-01-15T12:00:00Z'))).toBe(true);
    expect(inRecalculationQuietHours(new Date('2026-01-15T14:00:00Z'))).toBe(false);
  });
});

describe('follow-up map and charts', () => {
  it('says whether today is within the next favourable period, both days included', () => {
    expect(inNextFavourablePeriod('2026-04-15', '2026-04-15', '2026-04-18')).toBe(true);
    expect(inNextFavourablePeriod('2026-04-18', '2026-04-15', '2026-04-18')).toBe(true);
    expect(inNextFavourablePeriod('2026-04-14', '2026-04-15', '2026-04-18')).toBe(false);
    expect(inNextFavourablePeriod('2026-04-19', '2026-04-15', '2026-04-18')).toBe(false);
    expect(inNextFavourablePeriod('2026-04-15', '2026-04-15', null)).toBe(true);
    expect(inNextFavourablePeriod('2026-04-15', null, null)).toBe(false);
  });

  it('counts plots per dose and client, doses in order, no dose left out', () => {
    expect(
      dosesByClient([
        { dose_preconisee: 40, client: 'Coop B' },
        { dose_preconisee: 0, client: 'Coop A' },
        { dose_preconisee: 40, client: 'Coop A' },
        { dose_preconisee: 40, client: 'Coop B' },
        { dose_preconisee: null, client: 'Coop C' },
        { dose_preconisee: 20, client: null },
      ]),
    ).toEqual({
      doses: [
        { dose: 0, counts: { 'Coop A': 1 } },
        { dose: 20, counts: { [NO_CLIENT_LABEL]: 1 } },
        { dose: 40, counts: { 'Coop B': 2, 'Coop A': 1 } },
      ],
      clients: ['Coop A', 'Coop B', NO_CLIENT_LABEL],
    });
  });

  it('counts every plot with a dose once', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            dose_preconisee: fc.option(fc.integer({ min: 0, max: 12 }).map((n) => n * 10)),
            client: fc.option(fc.constantFrom('A', 'B', 'C', '')),
          }),
        ),
        (rows) => {
          const total = dosesByClient(rows)
            .doses.flatMap((dose) => Object.values(dose.counts))
            .reduce((sum, count) => sum + count, 0);
          expect(total).toBe(rows.filter((row) => row.dose_preconisee !== null).length);
        },
      ),
    );
  });
});

describe('plot detail calendars and markers', () => {
  it('gives the stage markers with a date, in stage order', () => {
    expect(
      stageMarkers({
        dfp_date: '2026-04-20',
        epi1cm_date: '2026-03-10T00:00:00Z',
        unnoeud_date: null,
      }),
    ).toEqual([
      { label: 'E1C', date: '2026-03-10' },
      { label: 'DFP', date: '2026-04-20' },
    ]);
  });

  it('runs the favourable calendar from 1 January to 30 June, the inputs one all year', () => {
    expect(favourableCalendarRange(2026)).toEqual({ start: '2026-01-01', end: '2026-06-30' });
    const days = inputCalendarDays(
      2024,
      ['2024-02-29', '2024-04-10'],
      ['2024-02-29', '2024-03-01'],
    );
    expect(days).toHaveLength(366);
    expect(days[0]).toEqual({ date: '2024-01-01', value: -1, realised: false });
    expect(days.at(-1)?.date).toBe('2024-12-31');
    expect(days.find((day) => day.date === '2024-02-29')).toEqual({
      date: '2024-02-29',
      value: 5,
      realised: true,
    });
    expect(days.find((day) => day.date === '2024-03-01')).toEqual({
      date: '2024-03-01',
      value: -1,
      realised: true,
    });
  });
});
