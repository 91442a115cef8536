import { HOURLY_WINDOW_MAX_DAYS } from '@agro/contracts/endpoints/stations';
import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { describe, expect, it } from 'vitest';
import {
  boundedHourlyRange,
  countYears,
  dailyRows,
  hourlyPeriod,
  hourlyRows,
  MISSING_TEXT,
  rowType,
  withRowType,
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

const measuredDay = (date: string) => ({
  date,
  t_avg: 15,
  u_avg: 80,
  rr_sum: 0,
  t_min: 10,
  t_max: 20,
  u_min: 60,
  u_max: 95,
});

describe('every day of the period (issue 41)', () => {
  it('puts back the days between 07/06 and 14/06 as missing, neither measure nor forecast', () => {
    const silent = { ...station, last_data: '2026-06-07T16:00:00.000Z' };
    const rows = dailyRows(
      [measuredDay('2026-06-07'), measuredDay('2026-06-15'), measuredDay('2026-06-16')],
      silent,
      '2026-06-15',
    );
    expect(rows.map((row) => [row.date.slice(8), rowType(row)])).toEqual([
      ['07', 'Mesure'],
      ['08', MISSING_TEXT],
      ['09', MISSING_TEXT],
      ['10', MISSING_TEXT],
      ['11', MISSING_TEXT],
      ['12', MISSING_TEXT],
      ['13', MISSING_TEXT],
      ['14', MISSING_TEXT],
      ['15', 'Prévision'],
      ['16', 'Prévision'],
    ]);
  });

  it('runs to today at least, and a day of the answer without any measure is missing', () => {
    const rows = dailyRows(
      [
        { ...measuredDay('2026-06-12'), t_avg: null, t_min: null, t_max: null },
        {
          date: '2026-06-13',
          t_avg: null,
          u_avg: null,
          rr_sum: null,
          t_min: null,
          t_max: null,
          u_min: null,
          u_max: null,
        },
      ],
      station,
      '2026-06-15',
    );
    expect(rows.map((row) => [row.date, row.manquant])).toEqual([
      ['2026-06-12', false],
      ['2026-06-13', true],
      ['2026-06-14', true],
      ['2026-06-15', true],
    ]);
    expect(dailyRows([], station, '2026-06-15')).toEqual([]);
  });

  it("adds 'Type' right after the date", () => {
    type Row = { date: string; t: number; prevision: boolean; manquant: boolean };
    const columns = withRowType<Row>([
      { key: 'date', header: 'Date', value: (row) => row.date },
      { key: 't', header: 'T', value: (row) => row.t },
    ]);
    expect(columns.map((column) => column.header)).toEqual(['Date', 'Type', 'T']);
    const row = { date: '2026-06-15', t: 1, prevision: true, manquant: false };
    expect(columns[1]?.value(row)).toBe('Prévision');
    expect(withRowType<Row>([]).map((column) => column.header)).toEqual(['Type']);
  });
});

describe('every hour of the period (issue 41)', () => {
  const now = new Date('2026-06-15T10:30:00.000Z');
  const hour = (date: string) => ({ date, t: 12, u: 80, rr: 0 });

  it("runs from the period's first hour (or the station's first data) to its last, up to the hour before now", () => {
    const range = { from: '2026-06-14', to: '2026-06-14' };
    expect(hourlyPeriod([], station, now, range)).toEqual({
      from: '2026-06-14T00:00:00.000Z',
      to: '2026-06-14T23:00:00.000Z',
    });
    const young = { ...station, first_data: '2026-06-15T06:00:00.000Z' };
    expect(hourlyPeriod([], young, now, { from: '2026-06-14', to: '2026-06-20' })).toEqual({
      from: '2026-06-15T06:00:00.000Z',
      to: '2026-06-15T09:00:00.000Z',
    });
    const never = { ...station, first_data: null };
    expect(hourlyPeriod([], never, now, range)).toBeNull();
  });

  it("fills a silent station's hours up to its forecasts, missing rather than forecast", () => {
    const silent = { ...station, last_data: '2026-06-15T05:00:00.000Z' };
    const rows = hourlyRows(
      [hour('2026-06-15T05:00:00.000Z'), hour('2026-06-15T10:00:00.000Z')],
      silent,
      now,
      { from: '2026-06-15', to: '2026-06-15' },
    );
    const fromFive = rows.filter((row) => row.date >= '2026-06-15T05');
    expect(fromFive.map((row) => [row.date.slice(11, 13), rowType(row)])).toEqual([
      ['05', 'Mesure'],
      ['06', MISSING_TEXT],
      ['07', MISSING_TEXT],
      ['08', MISSING_TEXT],
      ['09', MISSING_TEXT],
      ['10', 'Prévision'],
    ]);
    expect(rows[0]?.date).toBe('2026-06-15T00:00:00.000Z');
  });
});
