import { HOURLY_WINDOW_MAX_DAYS } from '@agro/contracts/endpoints/stations';
import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { describe, expect, it } from 'vitest';
import {
  boundedHourlyRange,
  countYears,
  HOURLY_PERIOD_MAX_DAYS,
  hourlyBounds,
  receptionDays,
  rowsWithin,
} from './detail-model';

const station: ConnectedStation = {
  id: 7,
  device_name: 'Arras 1',
  constructor_name: 'Sencrop',
  identification: null,
  latitude: 50.29,
  longitude: 2.78,
  indicateur: 0,
  nbheuresmanquantes: 0,
  first_data: '2025-01-01T00:00:00.000Z',
  last_data: '2026-06-15T06:00:00.000Z',
  last_data_previ: '2026-06-20T23:00:00.000Z',
};

describe('hourly period', () => {
  it("is never longer than the call's window", () => {
    expect(HOURLY_PERIOD_MAX_DAYS).toBe(HOURLY_WINDOW_MAX_DAYS);
  });

  it('keeps a period of a year, and moves the other day when a longer one is chosen', () => {
    const previous = { from: '2026-06-09', to: '2026-06-20' };
    const aYear = { from: '2025-06-20', to: '2026-06-20' };
    expect(boundedHourlyRange(previous, aYear)).toEqual(aYear);
    // A start chosen too early brings the end a year after it.
    expect(boundedHourlyRange(previous, { from: '2025-01-01', to: '2026-06-20' })).toEqual({
      from: '2025-01-01',
      to: '2026-01-01',
    });
    // An end chosen too late brings the start a year before it.
    expect(
      boundedHourlyRange(
        { from: '2025-01-01', to: '2025-01-10' },
        {
          from: '2025-01-01',
          to: '2026-06-20',
        },
      ),
    ).toEqual({ from: '2025-06-20', to: '2026-06-20' });
  });

  it("runs from the station's first data to its last forecast", () => {
    expect(hourlyBounds(station, '2026-06-15')).toEqual({ from: '2025-01-01', to: '2026-06-20' });
    // A station without dates: 1 January of the previous year to 5 days ahead.
    expect(
      hourlyBounds({ ...station, first_data: null, last_data_previ: null }, '2026-06-15'),
    ).toEqual({ from: '2025-01-01', to: '2026-06-20' });
    expect(
      hourlyBounds({ ...station, first_data: '2026-02-03T10:00:00.000Z' }, '2026-06-15').from,
    ).toBe('2026-02-03');
  });
});

describe('reception planning', () => {
  it('counts 24 hours less the fewest values of a day, and leaves today out', () => {
    const counts = [
      { date: '2025-12-31', nb_temperature: 24, nb_hygrometrie: 24, nb_pluie: 19 },
      { date: '2026-06-14', nb_temperature: 12, nb_hygrometrie: 24, nb_pluie: 0 },
      { date: '2026-06-15', nb_temperature: 6, nb_hygrometrie: 6, nb_pluie: 6 },
    ];
    expect(receptionDays(counts, '2026-06-15')).toEqual([
      { date: '2025-12-31', value: 5 },
      { date: '2026-06-14', value: 24 },
    ]);
    expect(countYears(counts, '2026-06-15')).toEqual([2026, 2025]);
  });
});

describe('period of rows', () => {
  it('keeps the days and hours within it, both ends included', () => {
    const rows = [
      { date: '2026-06-09' },
      { date: '2026-06-10T00:00:00.000Z' },
      { date: '2026-06-12T23:00:00.000Z' },
      { date: '2026-06-13' },
    ];
    expect(rowsWithin(rows, { from: '2026-06-10', to: '2026-06-12' })).toEqual(rows.slice(1, 3));
  });
});
