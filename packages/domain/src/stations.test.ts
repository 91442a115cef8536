import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CORRECTION_VALUE,
  RECEPTION_PIECES,
  RECEPTION_PIECES_WITH_CORRECTION,
  RECEPTION_STATES,
  canSeeOperatorCode,
  canSeeStationAdministration,
  canSeeStationBlightPlots,
  isForecastDay,
  isForecastHour,
  isReceivedWithin24h,
  missingHours,
  receptionIndicator,
  receptionPiece,
  receptionState,
  receptionWindowEnd,
  recentReception,
  spreadCoincidentPoints,
  stationLabel,
} from './stations.ts';

describe('receptionState', () => {
  it('reads 0, 1 and 2 (numbers or their text) and nothing else', () => {
    expect(receptionState(0)).toMatchObject({ key: 'complete', colour: 'green', icon: 'wifi' });
    expect(receptionState('1')).toMatchObject({ key: 'partial', colour: 'orange' });
    expect(receptionState(2)).toMatchObject({ key: 'absence', colour: 'red' });
    for (const other of [null, undefined, 3, -1, 0.5, '', ' ', 'x', NaN]) {
      expect(receptionState(other)).toMatchObject({
        key: 'unknown',
        colour: 'grey',
        icon: 'wifi-off',
        label: 'État inconnu',
      });
    }
  });

  it('lists the four states once each, unknown last', () => {
    expect(RECEPTION_STATES.map((s) => s.indicateur)).toEqual([0, 1, 2, null]);
  });
});

describe('receptionIndicator', () => {
  it('is 0 without a gap, 1 below 6 consecutive hours, 2 from 6', () => {
    expect(receptionIndicator([])).toBe(0);
    expect(receptionIndicator([0, 0])).toBe(0);
    expect(receptionIndicator([1])).toBe(1);
    expect(receptionIndicator([5, 5, 5])).toBe(1);
    expect(receptionIndicator([6])).toBe(2);
    expect(receptionIndicator([1, 24])).toBe(2);
  });
});

describe('missingHours', () => {
  it('is 24 minus the smallest count, within 0 and 24', () => {
    expect(missingHours({ t: 24, u: 24, rr: 24 })).toBe(0);
    expect(missingHours({ t: 24, u: 18, rr: 20 })).toBe(6);
    expect(missingHours({ t: 0, u: 24, rr: 24 })).toBe(24);
    expect(missingHours({ t: null, u: 24, rr: 24 })).toBe(24);
    expect(missingHours({ t: 30, u: 30, rr: 30 })).toBe(0);
  });

  it('never leaves 0..24 for any counts', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer(), (t, u, rr) => {
        const value = missingHours({ t, u, rr });
        return value >= 0 && value <= 24;
      }),
    );
  });
});

describe('receptionPiece', () => {
  it('cuts at 5/6 and 12/13, with 25 a correction for plots only', () => {
    const key = (v: number, pieces = RECEPTION_PIECES) => receptionPiece(v, pieces)?.key ?? null;
    expect([0, 5, 6, 12, 13, 24].map((v) => key(v))).toEqual([
      'complete',
      'complete',
      'partial',
      'partial',
      'absence',
      'absence',
    ]);
    expect(key(CORRECTION_VALUE)).toBeNull();
    expect(key(CORRECTION_VALUE, RECEPTION_PIECES_WITH_CORRECTION)).toBe('correction');
    expect(key(-1)).toBeNull();
    expect(receptionPiece(null)).toBeNull();
  });

  it('puts every whole hour count of a day in exactly one piece', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 }), (value) => {
        return RECEPTION_PIECES.filter((p) => value >= p.min && value <= p.max).length === 1;
      }),
    );
  });
});

describe('isReceivedWithin24h', () => {
  const now = new Date('2026-06-15T12:00:00.000Z');
  it('is true strictly under 24 hours', () => {
    expect(isReceivedWithin24h('2026-06-14T12:00:00.001Z', now)).toBe(true);
    expect(isReceivedWithin24h('2026-06-14T12:00:00.000Z', now)).toBe(false);
    expect(isReceivedWithin24h('2026-06-16T00:00:00.000Z', now)).toBe(true);
    expect(isReceivedWithin24h(null, now)).toBe(false);
    expect(isReceivedWithin24h('pas une date', now)).toBe(false);
  });
});

describe('forecast rows', () => {
  const now = new Date('2026-06-15T12:00:00.000Z');
  it('marks hours after the last reception or after now', () => {
    const last = '2026-06-15T09:00:00.000Z';
    expect(isForecastHour('2026-06-15T09:00:00.000Z', last, now)).toBe(false);
    expect(isForecastHour('2026-06-15T10:00:00.000Z', last, now)).toBe(true);
    expect(isForecastHour('2026-06-15T13:00:00.000Z', '2026-06-16T00:00:00.000Z', now)).toBe(true);
    expect(isForecastHour('2026-06-01T00:00:00.000Z', null, now)).toBe(true);
  });

  it('marks days after the last reception day or after today', () => {
    expect(isForecastDay('2026-06-15', '2026-06-15', '2026-06-15')).toBe(false);
    expect(isForecastDay('2026-06-15', '2026-06-14', '2026-06-15')).toBe(true);
    expect(isForecastDay('2026-06-16', '2026-06-20', '2026-06-15')).toBe(true);
    expect(isForecastDay('2026-06-01', null, '2026-06-15')).toBe(true);
  });
});

describe('stationLabel', () => {
  it("is 'N°{id} - name'", () => {
    expect(stationLabel(12, 'Chartres 1')).toBe('N°12 - Chartres 1');
    expect(stationLabel(12, '  ')).toBe('N°12');
  });
});

describe('rights on a station', () => {
  it('hides the operator code from EXTERNE readers unless they are admins', () => {
    expect(canSeeOperatorCode(['METEO'])).toBe(true);
    expect(canSeeOperatorCode(['METEO', 'EXTERNE'])).toBe(false);
    expect(canSeeOperatorCode(['EXTERNE', 'ADMIN'])).toBe(true);
  });

  it('keeps the administration fields for ADMIN and the blight plots for MILDIOU', () => {
    expect(canSeeStationAdministration(['ADMIN'])).toBe(true);
    expect(canSeeStationAdministration(['ADMIN-ecriture', 'METEO'])).toBe(false);
    expect(canSeeStationBlightPlots(['MILDIOU'])).toBe(true);
    expect(canSeeStationBlightPlots(['MILDIOU-ecriture'])).toBe(false);
  });
});

describe('spreadCoincidentPoints', () => {
  it('moves the second and later points of one place apart, east', () => {
    const points = [
      { id: 1, latitude: 48, longitude: 1.5 },
      { id: 2, latitude: 48, longitude: 1.5 },
      { id: 3, latitude: 47, longitude: 1.5 },
      { id: 4, latitude: 48, longitude: 1.5 },
    ];
    const spread = spreadCoincidentPoints(points);
    expect(spread.map((p) => p.longitude)).toEqual([1.5, 1.5001, 1.5, 1.5002]);
    expect(spread.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it('leaves no two points at one place', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            latitude: fc.integer({ min: 40, max: 42 }),
            longitude: fc.integer({ min: 0, max: 2 }),
          }),
          { maxLength: 40 },
        ),
        (points) => {
          const places = spreadCoincidentPoints(points).map((p) => `${p.latitude},${p.longitude}`);
          return new Set(places).size === places.length;
        },
      ),
    );
  });
});

describe('receptionWindowEnd', () => {
  const NOW = new Date('2026-06-15T10:30:00Z');

  it('ends at now when the API has sent nothing later', () => {
    expect(receptionWindowEnd(NOW, '2026-06-15T09:00:00Z')).toEqual(NOW);
    expect(receptionWindowEnd(NOW, null)).toEqual(NOW);
    expect(receptionWindowEnd(NOW, 'jamais')).toEqual(NOW);
  });

  it("ends after the last hour sent when the platform's clock is behind it", () => {
    expect(receptionWindowEnd(NOW, '2026-06-15T20:00:00Z')).toEqual(
      new Date('2026-06-15T21:00:00Z'),
    );
  });
});

describe('recentReception', () => {
  const END = new Date('2026-06-15T10:30:00Z');
  /** The 24 hours before 10:00, each received unless listed (hours back from 09:00: 1 = 09:00). */
  const hoursWithout = (missing: readonly number[], partly: readonly number[] = []) =>
    Array.from({ length: 24 }, (_, i) => i + 1)
      .filter((back) => !missing.includes(back))
      .map((back) => ({
        date: new Date(Date.parse('2026-06-15T10:00:00Z') - back * 3_600_000).toISOString(),
        t: 12,
        u: partly.includes(back) ? null : 80,
        rr: 0,
      }));

  it('is complete when each of the 24 hours came in whole', () => {
    expect(recentReception(hoursWithout([]), END)).toEqual({
      runs: [],
      longestGap: 0,
      indicateur: 0,
    });
  });

  it('8 missing hours in one gap are an absence; in gaps under 6 h, a partial reception', () => {
    const oneGap = recentReception(hoursWithout([3, 4, 5, 6, 7, 8, 9, 10]), END);
    expect(oneGap).toMatchObject({ longestGap: 8, indicateur: 2 });
    const threeGaps = recentReception(hoursWithout([2, 3, 4, 10, 11, 20, 21, 22]), END);
    expect(threeGaps).toMatchObject({ runs: [3, 2, 3], longestGap: 3, indicateur: 1 });
  });

  it('at the bound: a gap of 5 h is partial, of 6 h an absence', () => {
    expect(recentReception(hoursWithout([1, 2, 3, 4, 5]), END).indicateur).toBe(1);
    expect(recentReception(hoursWithout([1, 2, 3, 4, 5, 6]), END).indicateur).toBe(2);
  });

  it('an hour with one measure missing is missing; rows outside the 24 hours do not count', () => {
    expect(recentReception(hoursWithout([], [7]), END)).toMatchObject({ runs: [1] });
    const silent = [{ date: '2026-06-10T10:00:00Z', t: 1, u: 1, rr: 1 }];
    expect(recentReception(silent, END)).toEqual({ runs: [24], longestGap: 24, indicateur: 2 });
  });

  it('agrees with receptionIndicator for any set of missing hours', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { maxLength: 24 }), (gone) => {
        const reception = recentReception(hoursWithout(gone), END);
        expect(reception.runs.reduce((sum, run) => sum + run, 0)).toBe(gone.length);
        expect(reception.indicateur).toBe(receptionIndicator(reception.runs));
      }),
    );
  });
});
