// A crop's calendar on one plot: sowing date, stage dates and the crop coefficient day by day.
import type { Random } from '../../random.ts';
import { BARE_SOIL_KC, type CropProfile } from '../../reference/water-balance.ts';
import { dayOf, isoOf } from './days.ts';

function windowOf(profile: CropProfile, campaign: number): [number, number] {
  const year = profile.sowing.yearBefore ? campaign - 1 : campaign;
  return [dayOf(`${year}-${profile.sowing.from}`), dayOf(`${year}-${profile.sowing.to}`)];
}

export function drawSowingDate(profile: CropProfile, random: Random, campaign: number): string {
  const [from, to] = windowOf(profile, campaign);
  return isoOf(random.int(from, to));
}

export interface StageDay {
  code: string;
  day: number;
}

/**
 * Stage dates from the sowing date. `pace` (about 0.94 to 1.06) makes a plot earlier or later than
 * the profile; calendar-bound stages (winter cereals) move by a quarter of the sowing delay.
 * Dates strictly increase.
 */
export function stageDays(
  profile: CropProfile,
  sowing: number,
  campaign: number,
  pace: number,
): StageDay[] {
  const [windowStart] = windowOf(profile, campaign);
  const delay = Math.round((sowing - windowStart) / 4);
  const stages: StageDay[] = [];
  let previous = Number.NEGATIVE_INFINITY;
  for (const [code, timing] of profile.stages) {
    const planned =
      'days' in timing
        ? sowing + Math.round(timing.days * pace)
        : dayOf(`${campaign}-${timing.monthDay}`) + delay + Math.round((pace - 1) * 20);
    const day = Math.max(planned, previous + 1);
    stages.push({ code, day });
    previous = day;
  }
  return stages;
}

/** Points (day, Kc) between which the coefficient is linear; bare soil outside them. */
export type KcCurve = readonly (readonly [number, number])[];

export function kcCurve(profile: CropProfile, stages: readonly StageDay[]): KcCurve {
  const at = (code: string): number => {
    const stage = stages.find((s) => s.code === code);
    if (!stage) throw new Error(`stage ${code} missing from ${profile.code}`);
    return stage.day;
  };
  const first = stages[0]?.day ?? 0;
  const { kc } = profile;
  const points: [number, number][] = [
    [first, BARE_SOIL_KC],
    [at('LEVEE'), kc.ini],
    [at(kc.riseFrom), kc.ini],
    [at(kc.midFrom), kc.mid],
    [at(kc.midTo), kc.mid],
    [at(kc.endAt), kc.end],
  ];
  // Same-day points (e.g. a stage used twice) keep the later value.
  return points.filter((point, index) => point[0] !== points[index + 1]?.[0]);
}

export function kcOn(curve: KcCurve, day: number): number {
  const first = curve[0];
  const last = curve[curve.length - 1];
  if (!first || !last || day < first[0] || day > last[0]) return BARE_SOIL_KC;
  for (let i = 1; i < curve.length; i++) {
    const [d1, k1] = curve[i] as readonly [number, number];
    if (day <= d1) {
      const [d0, k0] = curve[i - 1] as readonly [number, number];
      return k0 + ((k1 - k0) * (day - d0)) / (d1 - d0);
    }
  }
  return last[1];
}
