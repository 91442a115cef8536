// The daily soil water balance of a plot: a bucket holding the total available water (RU), whose
// upper part is the readily available water (RFU). Each day rain and irrigation fill it, the crop
// takes Kc × ETP (less once the RFU is used up), and what the soil cannot hold drains below the
// roots. The same function answers the world's build (summaries) and a plot's detail (rows), so
// the two always agree.
import type { BH_RAIN_TYPES } from '@agro/contracts/entities/water-balance';
import { kcOn, type KcCurve } from './crops.ts';
import { round1 } from './days.ts';
import { FORECAST_DAYS, type StationWeather } from './weather.ts';

export type BhRainType = (typeof BH_RAIN_TYPES)[number];

/** Farmer rain gauge readings sent for a period (manual rain, 'Données envoyées'). */
export interface GaugePeriod {
  from: number;
  to: number;
}

/** Readings sent for a period: `amount` on its first day, nothing afterwards. */
export interface SentRain {
  from: number;
  to: number;
  amount: number;
}

export interface BalanceInputs {
  plotId: number;
  weather: StationWeather;
  sowing: number;
  ruMax: number;
  rfuMax: number;
  /** Fraction of RU full on the sowing day. */
  fillAtSowing: number;
  kc: KcCurve;
  gauge: GaugePeriod | null;
  sentRain: SentRain | null;
}

export interface IrrigationRule {
  kind: 'rule';
  dose: number;
  /** Days between two irrigations at least (water-turn duration). */
  tour: number;
  quota: number;
  /** RFU depletion (%) at which the farmer irrigates. */
  trigger: number;
  from: number;
  to: number;
}

export interface IrrigationList {
  kind: 'list';
  doses: ReadonlyMap<number, number>;
}

export type IrrigationPolicy = IrrigationRule | IrrigationList;

/** A balance row before its date is written out; figures rounded to one decimal. */
export interface BalanceRowValues {
  day: number;
  rain: number;
  irrigation: number;
  deficit: number;
  rfu: number;
  ru: number;
  drainage: number;
  etp: number;
  type: 'freq' | 'previ' | null;
}

export interface BalanceSummary {
  /** RFU left today (mm, as the row shows it). */
  rfuToday: number;
  /** Deficit today and the next 7 days, as the rows show them. */
  deficits: number[];
  irrigations: { day: number; dose: number }[];
}

/** Gauge readings differ from the station by up to a quarter, read to the half millimetre. */
function gaugeFactor(plotId: number, day: number): number {
  let h = Math.imul(plotId ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(day, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x27d4eb2d);
  h ^= h >>> 15;
  return 0.75 + ((h >>> 0) / 4294967296) * 0.5;
}

/** The plot's rain of a day up to today, with its origin (spec 3 §4 "Rain data origin"). */
export function rainOn(inputs: BalanceInputs, day: number): { rain: number; type: BhRainType } {
  const { weather } = inputs;
  const i = day - weather.start;
  if (day > weather.realUntil) return { rain: weather.freqRain[i] ?? 0, type: 'other' };
  const sent = inputs.sentRain;
  if (sent && day >= sent.from && day <= sent.to) {
    return { rain: day === sent.from ? sent.amount : 0, type: 'manual' };
  }
  const gauge = inputs.gauge;
  if (gauge && day >= gauge.from && day <= gauge.to) {
    const station = weather.rain[i] ?? 0;
    return { rain: Math.round(station * gaugeFactor(inputs.plotId, day) * 2) / 2, type: 'manual' };
  }
  if (weather.gap[i]) return { rain: weather.otherRain[i] ?? 0, type: 'other' };
  return { rain: weather.rain[i] ?? 0, type: 'station' };
}

/** Rain that stops the farmer from irrigating that day (mm). */
const RAIN_SKIPS_IRRIGATION = 8;

/**
 * Runs the balance from sowing to 7 days after today. `onRow` receives every row; the summary
 * comes from the same rounded figures.
 */
export function runBalance(
  inputs: BalanceInputs,
  policy: IrrigationPolicy,
  onRow?: (row: BalanceRowValues) => void,
): BalanceSummary {
  const { weather, ruMax, rfuMax } = inputs;
  const today = weather.today;
  const last = today + FORECAST_DAYS;
  // Below this level the crop draws on the reserve beyond the RFU and transpires less.
  const survival = ruMax - rfuMax;
  let water = ruMax * inputs.fillAtSowing;
  let lastIrrigation = Number.NEGATIVE_INFINITY;
  let used = 0;
  const summary: BalanceSummary = { rfuToday: rfuMax, deficits: [], irrigations: [] };
  for (let day = inputs.sowing; day <= last; day++) {
    const i = day - weather.start;
    const rain = day <= today ? rainOn(inputs, day).rain : (weather.rain[i] ?? 0);
    const frequential = day > weather.realUntil && day <= today;
    const etp = (frequential ? weather.freqEtp[i] : weather.etp[i]) ?? 0;
    let irrigation = 0;
    if (day <= today) {
      if (policy.kind === 'list') {
        irrigation = policy.doses.get(day) ?? 0;
      } else if (
        day >= policy.from &&
        day <= policy.to &&
        day - lastIrrigation >= policy.tour &&
        used + policy.dose <= policy.quota &&
        rain < RAIN_SKIPS_IRRIGATION &&
        ((rfuMax - Math.max(0, water - survival)) / rfuMax) * 100 >= policy.trigger
      ) {
        irrigation = policy.dose;
      }
    }
    if (irrigation > 0) {
      lastIrrigation = day;
      used += irrigation;
      summary.irrigations.push({ day, dose: irrigation });
    }
    const available = water + rain + irrigation;
    const demand = kcOn(inputs.kc, day) * etp;
    const uptake = demand * Math.min(1, available / survival);
    water = available - uptake;
    const drainage = Math.max(0, water - ruMax);
    water -= drainage;
    const rfu = round1(Math.max(0, water - survival));
    const deficit = round1(Math.max(0, survival - water));
    if (day === today) summary.rfuToday = rfu;
    if (day >= today) summary.deficits.push(deficit);
    onRow?.({
      day,
      rain,
      irrigation,
      deficit,
      rfu,
      ru: round1(water),
      drainage: round1(drainage),
      etp,
      type: day > today ? 'previ' : day > weather.realUntil ? 'freq' : null,
    });
  }
  return summary;
}
