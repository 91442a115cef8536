// What a station's network delivered (docs/simulator.md, "Reception"): most stations complete,
// some with short gaps in the last day (partial), some with a gap of 6 hours or more (absence), a
// few silent for days and a handful that never reported; older days have scattered gaps, some of
// one measure only. Decided from the seed and the station, without computing any weather, so the
// station list is cheap; the hourly rows apply the same gaps, so counts and rows agree.
import { BLOCKING_GAP_HOURS, receptionIndicator } from '@agro/domain/stations';
import { hashInts, unit } from './hash.ts';

export const T_MISSING = 1;
export const U_MISSING = 2;
export const RR_MISSING = 4;
export const ALL_MISSING = T_MISSING | U_MISSING | RR_MISSING;
/** The window `indicateur` and `nbheuresmanquantes` look at. */
export const RECENT_HOURS = 24;

export type ReceptionProfile = 'complete' | 'partial' | 'absence' | 'silent' | 'never';

/**
 * Stations per profile in every 50 consecutive ids: 1 never reported, 2 silent, 5 absence,
 * 8 partial, 34 complete. Ids are spread over the 50 slots by a step prime to 50, so even a
 * small world has stations in each state.
 */
const PROFILE_SLOTS: readonly (readonly [ReceptionProfile, number])[] = [
  ['never', 1],
  ['silent', 2],
  ['absence', 5],
  ['partial', 8],
  ['complete', 34],
];
const SLOTS = 50;
const SLOT_STEP = 17;

interface Gap {
  /** First missing hour (hour index). */
  from: number;
  /** First hour after the gap. */
  to: number;
  mask: number;
}

export interface Reception {
  profile: ReceptionProfile;
  /** First hour the station could have sent (its installation), null if it never did. */
  firstData: number | null;
  /** Last hour received; null if it never reported. */
  lastData: number | null;
  /** The gaps of the last RECENT_HOURS hours before `now`. */
  recentGaps: readonly Gap[];
  /** The hour the world stands at: the window is [now − 24 h, now). */
  now: number;
}

function profileOf(seed: number, stationId: number): ReceptionProfile {
  let slot = (stationId * SLOT_STEP + (seed % SLOTS)) % SLOTS;
  for (const [profile, count] of PROFILE_SLOTS) {
    if (slot < count) return profile;
    slot -= count;
  }
  return 'complete';
}

export function receptionOf(
  seed: number,
  stationId: number,
  installedHour: number,
  now: number,
): Reception {
  const profile = profileOf(seed, stationId);
  const windowStart = now - RECENT_HOURS;
  const draw = (k: number) => hashInts(seed, stationId, 12, k);
  if (profile === 'never') {
    return { profile, firstData: null, lastData: null, recentGaps: [], now };
  }
  const firstData = Math.min(installedHour, windowStart - 24 * 30);
  if (profile === 'silent') {
    // Silent for 2 to 9 days.
    const lastData = now - 24 * (2 + (draw(1) % 8)) - (draw(2) % 24);
    return { profile, firstData, lastData, recentGaps: [], now };
  }
  const recentGaps: Gap[] = [];
  if (profile === 'partial') {
    // 1 to 3 gaps of 1 to 4 hours, each in its own third of the day, so they never join into a
    // blocking one.
    const gaps = 1 + (draw(3) % 3);
    for (let slot = 0; slot < gaps; slot++) {
      const from = windowStart + 8 * slot + 1 + (draw(10 + slot) % 3);
      recentGaps.push({ from, to: from + 1 + (draw(20 + slot) % 4), mask: ALL_MISSING });
    }
  }
  if (profile === 'absence') {
    const length = BLOCKING_GAP_HOURS + (draw(4) % 9);
    const from = windowStart + 1 + (draw(5) % (RECENT_HOURS - length - 2));
    recentGaps.push({ from, to: from + length, mask: ALL_MISSING });
  }
  return { profile, firstData, lastData: now - 1, recentGaps, now };
}

/** Missing measures of an hour (T_MISSING | U_MISSING | RR_MISSING), 0 when all came. */
export function missingMask(seed: number, stationId: number, reception: Reception, hour: number) {
  const { firstData, lastData, now } = reception;
  if (firstData === null || lastData === null || hour < firstData || hour > lastData) {
    return ALL_MISSING;
  }
  if (hour >= now - RECENT_HOURS) {
    for (const gap of reception.recentGaps) {
      if (hour >= gap.from && hour < gap.to) return gap.mask;
    }
    return 0;
  }
  // Older days: a few breakdowns of 2 to 20 hours, a rain gauge down for a day, a humidity probe
  // down for a few hours.
  const day = Math.floor(hour / 24);
  const inDay = hour - day * 24;
  let mask = 0;
  if (unit(seed, stationId, day, 13) < 0.02) {
    const start = hashInts(seed, stationId, day, 14) % 20;
    const length = 2 + (hashInts(seed, stationId, day, 15) % 19);
    if (inDay >= start && inDay < start + length) mask |= ALL_MISSING;
  }
  if (unit(seed, stationId, day, 16) < 0.012) mask |= RR_MISSING;
  if (unit(seed, stationId, day, 17) < 0.008) {
    const start = hashInts(seed, stationId, day, 18) % 14;
    if (inDay >= start && inDay < start + 3 + (hashInts(seed, stationId, day, 19) % 8)) {
      mask |= U_MISSING;
    }
  }
  return mask;
}

export interface ReceptionSummary {
  /** 0, 1, 2, or null for a station that never reported. */
  indicateur: 0 | 1 | 2 | null;
  nbheuresmanquantes: number | null;
}

/**
 * `indicateur` and `nbheuresmanquantes` over the last 24 hours, by the domain's rules: missing
 * hours = 24 − the smallest count of the three measures; the state from the runs of hours with a
 * measure missing.
 */
export function receptionSummary(
  seed: number,
  stationId: number,
  reception: Reception,
): ReceptionSummary {
  if (reception.profile === 'never') return { indicateur: null, nbheuresmanquantes: null };
  const counts = [0, 0, 0];
  const runs: number[] = [];
  let run = 0;
  for (let hour = reception.now - RECENT_HOURS; hour < reception.now; hour++) {
    const mask = missingMask(seed, stationId, reception, hour);
    if ((mask & T_MISSING) === 0) counts[0] = (counts[0] ?? 0) + 1;
    if ((mask & U_MISSING) === 0) counts[1] = (counts[1] ?? 0) + 1;
    if ((mask & RR_MISSING) === 0) counts[2] = (counts[2] ?? 0) + 1;
    if (mask !== 0) run += 1;
    else if (run > 0) {
      runs.push(run);
      run = 0;
    }
  }
  if (run > 0) runs.push(run);
  return {
    indicateur: receptionIndicator(runs),
    nbheuresmanquantes: RECENT_HOURS - Math.min(...counts),
  };
}
