// The simulator's blight model (docs/simulator.md, "Blight") on hand-made weather: the spec's
// hourly classes and index formula, humid runs making contamination weights, the threshold's
// risk codes, protection and its washout, irrigation evenings, corrections taking priority over
// the station, and the advice codes; then the world's season, where every code and level occurs.
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../src/world/generate.ts';
import { runPlot } from '../src/world/blight/compute.ts';
import {
  dailyWeights,
  hourIndices,
  plotDays,
  riskOf,
  WARMUP_DAYS,
  type DayWeights,
  type HourlyWeather,
  type PlotParameters,
} from '../src/world/blight/model.ts';
import { plotHours, stationHours, stationOfPlot } from '../src/world/blight/plot-weather.ts';
import { blightRecordOf } from '../src/world/blight/records.ts';
import { TEST_NOW } from './helpers.ts';

const DAY0 = Date.parse('2026-06-01T00:00:00Z') / 3_600_000;

/** `days` days of weather from 1 June, each hour given by `hour(dayIndex, hourOfDay)`. */
function weather(
  days: number,
  hour: (day: number, h: number) => { t: number; u: number; rr: number },
): HourlyWeather {
  const count = days * 24;
  const t = new Float32Array(count);
  const u = new Float32Array(count);
  const rr = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    const value = hour(Math.floor(i / 24), i % 24);
    t[i] = value.t;
    u[i] = value.u;
    rr[i] = value.rr;
  }
  return { from: DAY0, t, u, rr };
}

const dry = () => ({ t: 16, u: 60, rr: 0 });
/** Mild humid nights of `length` hours from 20 h, dry days. */
const humidNights =
  (length: number) =>
  (_day: number, h: number): { t: number; u: number; rr: number } =>
    (h + 4) % 24 < length ? { t: 15, u: 95, rr: 0 } : dry();

const parameters = (overrides: Partial<PlotParameters> = {}): PlotParameters => ({
  threshold: 12,
  emergence: '2026-05-01',
  campaignEnd: '2026-09-01',
  treatments: [],
  alternaria: false,
  ...overrides,
});

describe('hours', () => {
  it('classes each hour as the spec does and shows its index as 4 × raw + 8', () => {
    const w = weather(
      1,
      (_d, h) =>
        [
          { t: 5.9, u: 86.9, rr: 0 },
          { t: 6, u: 87, rr: 0 },
          { t: 14, u: 50, rr: 0.2 },
          { t: 30, u: 95, rr: 0 },
        ][h % 4] as { t: number; u: number; rr: number },
    );
    const hours = hourIndices(w);
    expect(hours.humidity.slice(0, 4)).toEqual([200, 250, 250, 250]);
    expect(hours.temperature.slice(0, 4)).toEqual([110, 130, 150, 100]);
    // A dry hour is shown 0; a humid one at 30 °C or more, 8 (the fungus cannot use it).
    expect(hours.raw[0]).toBe(-2);
    expect(4 * (hours.raw[3] as number) + 8).toBe(8);
    // A humid hour at 6–10 °C after none before: 0.45 × (1.5 + 0.75).
    expect(hours.raw[1]).toBeCloseTo(0.45 * 2.25);
  });

  it('has no class nor index for an hour whose measures are missing', () => {
    const w = weather(1, () => ({ t: Number.NaN, u: Number.NaN, rr: Number.NaN }));
    const hours = hourIndices(w);
    expect(hours.humidity[0]).toBeNull();
    expect(hours.raw[0]).toBeNull();
    const [day] = dailyWeights(w, hours);
    expect(day).toMatchObject({ known: false, missingHours: 24, indexconta: null });
  });

  it('makes an irrigation evening humid', () => {
    const w = weather(1, dry);
    const evening = new Set([DAY0 + 19, DAY0 + 20]);
    const hours = hourIndices(w, evening);
    expect(hours.humidity[18]).toBe(200);
    expect(hours.humidity[19]).toBe(250);
    expect(hours.humidity[20]).toBe(250);
    expect(hours.run[20]).toBe(2);
  });
});

describe('days', () => {
  it('gives no weight to dry weather, and weights to long humid mild nights', () => {
    const calm = dailyWeights(weather(20, dry), hourIndices(weather(20, dry)));
    expect(calm.every((day) => day.poids === 0 && day.cumul === 0 && day.indexconta === 0)).toBe(
      true,
    );
    const wet = weather(20, humidNights(10));
    const days = dailyWeights(wet, hourIndices(wet));
    const last = days[days.length - 1] as DayWeights;
    expect(last.poids).toBeGreaterThan(0);
    expect(last.spores).toBeLessThanOrEqual(11);
    expect(last.cumul).toBeGreaterThan(last.poids);
    expect(last.cumul).toBeLessThanOrEqual(60);
    // Short humid spells never infect.
    const short = weather(20, humidNights(3));
    expect(dailyWeights(short, hourIndices(short)).every((day) => day.poids === 0)).toBe(true);
  });

  it('needs no more than its warm-up days: a later start gives the same values', () => {
    const wet = weather(40, (day, h) => (day % 3 === 0 ? humidNights(12)(day, h) : dry()));
    const whole = dailyWeights(wet, hourIndices(wet));
    const offset = 10;
    const later: HourlyWeather = {
      from: wet.from + offset * 24,
      t: wet.t.slice(offset * 24),
      u: wet.u.slice(offset * 24),
      rr: wet.rr.slice(offset * 24),
    };
    const part = dailyWeights(later, hourIndices(later));
    for (let d = WARMUP_DAYS; d < part.length; d++) {
      expect(part[d]).toEqual(whole[d + offset]);
    }
  });

  it('tells J réel from J prévi: hours from now on are left out, not missing', () => {
    const wet = weather(2, humidNights(10));
    const hours = hourIndices(wet);
    const real = dailyWeights(wet, hours, DAY0 + 24 + 8);
    expect(real[1]).toMatchObject({ known: true, missingHours: 0 });
    expect((real[1] as DayWeights).humidHours).toBeLessThan(
      (dailyWeights(wet, hours)[1] as DayWeights).humidHours,
    );
  });
});

describe('risk and advice', () => {
  const day = (date: string, cumul: number, rain = 0): DayWeights => ({
    date,
    missingHours: 0,
    known: true,
    spospo: 0,
    spores: 0,
    poids: 0,
    cumul,
    indexconta: 8,
    rain,
    tMean: 15,
    humidHours: 0,
  });
  const june = (n: number) => `2026-06-${String(n).padStart(2, '0')}`;

  it('compares the 7-day sum with the threshold: 50 at it, 40 from half of it', () => {
    expect(riskOf(12, 12)).toBe(50);
    expect(riskOf(11.99, 12)).toBe(40);
    expect(riskOf(6, 12)).toBe(40);
    expect(riskOf(5.99, 12)).toBe(10);
  });

  it('advises to treat, then with a penetrant, then a curative strategy while unprotected', () => {
    const days = [1, 2, 3, 4, 5].map((n) => day(june(n), 20));
    const advice = plotDays(days, parameters(), june(10));
    expect(advice.map((d) => d.conseil)).toEqual([
      'TRAIT',
      'TRAITRETRO',
      'TRAITRETRO',
      'TRAITCURATIF',
      'TRAITCURATIF',
    ]);
    expect(advice[1]).toMatchObject({ adviceDate: june(2), adviceTreatDate: june(1) });
    expect(advice[2]?.adviceTreatDate).toBe(june(1));
  });

  it('protects for the persistence unless the rain washes the product off', () => {
    const treatments = [{ day: june(2), persistence: 4, washout: 30 }];
    const days = [1, 2, 3, 4, 5, 6, 7].map((n) => day(june(n), 20, n === 4 ? 12 : 0));
    const advice = plotDays(days, parameters({ treatments }), june(10));
    expect(advice.map((d) => d.protection.protected)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(advice.map((d) => d.conseil).slice(1, 5)).toEqual(Array(4).fill('PASTRAIT'));
    expect(advice[3]?.protection.washoutLeft).toBe(18);
    // 31 mm the day after the spray: washed off.
    const washed = [1, 2, 3, 4].map((n) => day(june(n), 20, n === 3 ? 31 : 0));
    const after = plotDays(washed, parameters({ treatments }), june(10));
    expect(after.map((d) => d.protection.protected)).toEqual([false, true, false, false]);
    expect(after[2]?.conseil).toBe('TRAIT');
  });

  it('says the plot has not emerged, the campaign is over, and nothing on forecasts', () => {
    const days = [1, 2, 3, 4].map((n) => day(june(n), 20));
    const advice = plotDays(
      days,
      parameters({ emergence: june(2), campaignEnd: june(4) }),
      june(3),
    );
    expect(advice.map((d) => d.conseil)).toEqual([
      'PASLEVEE',
      'TRAIT',
      'PASCONSEILPREVI',
      'FINCAMPAGNE',
    ]);
    expect(advice[0]?.risk).toBe(10);
    // Risk in the forecasts alone: no advice on them today.
    const calmToday = [day(june(1), 1), day(june(2), 20)];
    expect(plotDays(calmToday, parameters(), june(2))[0]?.conseil).toBe('PASCONSEILPREVI');
    // A day without weather: neither risk nor advice.
    const gap = plotDays([{ ...day(june(1), 20), known: false }], parameters(), june(5));
    expect(gap[0]).toMatchObject({ risk: null, conseil: null });
  });
});

describe('the world', () => {
  const world = generateWorld({ seed: 'tests', scale: 120, now: TEST_NOW, instituteKeyword: 'x' });
  const potatoes = world.plots.filter((plot) => plot.module === 'mildiou');

  it('puts the weather corrections before the station', () => {
    const plot = potatoes.find((p) => stationOfPlot(world, p) !== null);
    if (!plot) throw new Error('no potato plot with a station');
    const station = stationHours(world, stationOfPlot(world, plot), DAY0, DAY0 + 48);
    const corrected = plotHours(
      world,
      plot,
      { periods: [{ begin: '2026-06-02', end: '2026-06-02' }], missingDays: [] },
      station,
    );
    expect([...corrected.t.slice(0, 24)]).toEqual([...station.t.slice(0, 24)]);
    expect([...corrected.u.slice(24)]).not.toEqual([...station.u.slice(24)]);
    expect([...corrected.t.slice(24)].every((value) => Number.isFinite(value))).toBe(true);
  });

  it('changes a plot’s indices on the days a correction covers, and only from them on', () => {
    const plot = potatoes[3];
    if (!plot) throw new Error('no potato plot');
    const before = runPlot(world, plot, '2026-06-01').days;
    const record = blightRecordOf(world, plot);
    record.corrections.periods.push({ begin: '2026-06-05', end: '2026-06-07' });
    record.version += 1;
    const after = runPlot(world, plot, '2026-06-01').days;
    record.corrections.periods.pop();
    record.version += 1;
    expect(after.slice(0, 4)).toEqual(before.slice(0, 4));
    expect(after.slice(4, 7).map((d) => d.weights.indexconta)).not.toEqual(
      before.slice(4, 7).map((d) => d.weights.indexconta),
    );
  });

  it('shows every advice code and every risk level on the days of June', () => {
    const codes = new Set<string | null>();
    const risks = new Set<number | null>();
    for (const plot of potatoes) {
      for (const day of runPlot(world, plot, '2026-06-01').days) {
        if (day.date > '2026-06-30') continue;
        codes.add(day.conseil);
        risks.add(day.risk);
      }
    }
    expect([...codes].sort()).toEqual(
      [
        'FINCAMPAGNE',
        'PASCONSEILPREVI',
        'PASLEVEE',
        'PASTRAIT',
        'TRAIT',
        'TRAITCURATIF',
        'TRAITRETRO',
        null,
      ].sort(),
    );
    expect([...risks].sort()).toEqual([10, 40, 50, null].sort());
  });
});

describe('off season', () => {
  it('says the campaign is over on every potato plot in November', () => {
    const november = generateWorld({
      seed: 'tests',
      scale: 60,
      now: new Date('2026-11-24T09:00:00Z'),
      instituteKeyword: 'x',
    });
    const codes = new Set(
      november.plots
        .filter((plot) => plot.module === 'mildiou')
        .map((plot) => runPlot(november, plot, november.today).days[0]?.conseil),
    );
    // A plot whose station sent nothing today has no advice at all.
    expect([...codes].filter((code) => code !== null)).toEqual(['FINCAMPAGNE']);
  });
});
