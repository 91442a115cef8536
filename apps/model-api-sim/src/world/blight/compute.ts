// The blight model run for one plot over a window of days (docs/simulator.md, "Blight"): the
// plot's weather (station, forecasts, corrections), its hours and days, and its parameters from its
// record (threshold, emergence, end of campaign, treatments, irrigation evenings). Plots without
// irrigation or corrections in the window share their station's hours and days, so the dashboard
// of 20,000 plots runs the weather of each station once.
import { irrigationRiskHours } from '@agro/domain/blight';
import { addDays } from '../../dates.ts';
import type { Plot } from '../types.ts';
import type { World } from '../world.ts';
import {
  dailyWeights,
  DAY_HOURS,
  hourIndices,
  plotDays,
  WARMUP_DAYS,
  type DayWeights,
  type HourIndices,
  type HourlyWeather,
  type PlotDay,
  type PlotParameters,
} from './model.ts';
import {
  hourOfIsoDay,
  isCorrectedDay,
  plotHours,
  stationHours,
  stationOfPlot,
} from './plot-weather.ts';
import { blightRecordOf, phaseDate, thresholdOf } from './records.ts';
import type { BlightRecord } from './state.ts';

/** Days before the first reported one whose advice history counts (TRAITCURATIF after 3). */
const ADVICE_HISTORY_DAYS = 3;
/** Days of forecasts the model reports after today. */
export const FORECAST_DAYS = 5;
/** The last day of the campaign: 'Fin campagne' from the day after (spec: after August). */
const CAMPAIGN_LAST_MONTH_DAY = '08-31';

export interface PlotRun {
  plot: Plot;
  record: BlightRecord;
  parameters: PlotParameters;
  /** The weather of the whole window, warm-up included, and the irrigation evenings' hours. */
  weather: HourlyWeather;
  humid: ReadonlySet<number>;
  /** The reported days: real days up to today (today so far, 'J réel'), then forecasts. */
  days: PlotDay[];
  /** Today completed with the forecasts ('J prévi'). */
  todayPrevi: DayWeights | null;
  today: string;
  /** Whether the plot has a station that ever reported. */
  hasWeather: boolean;
}

/** A run's days; its hours are not kept (a dashboard holds thousands of runs). */
interface StationRun {
  weather: HourlyWeather;
  full: DayWeights[];
  real: DayWeights[];
}

interface Runs {
  stations: Map<string, StationRun>;
  plots: Map<string, PlotRun>;
}
/** Per world: a world built again (another seed, a reset) never meets an older one's runs. */
const runsByWorld = new WeakMap<World, Runs>();
const KEPT_STATION_RUNS = 4_000;
const KEPT_PLOT_RUNS = 64;

function runsOf(world: World): Runs {
  let runs = runsByWorld.get(world);
  if (!runs) {
    runs = { stations: new Map(), plots: new Map() };
    runsByWorld.set(world, runs);
  }
  return runs;
}

function remember<T>(cache: Map<string, T>, key: string, value: T, limit: number): T {
  cache.set(key, value);
  if (cache.size > limit) cache.delete(cache.keys().next().value as string);
  return value;
}

function modelRun(weather: HourlyWeather, humid: ReadonlySet<number>, nowHour: number): StationRun {
  const hours = hourIndices(weather, humid);
  return {
    weather,
    full: dailyWeights(weather, hours),
    real: dailyWeights(weather, hours, nowHour),
  };
}

function irrigationHours(record: BlightRecord, from: number, to: number): Set<number> {
  const hours = new Set<number>();
  for (const irrigation of record.irrigations) {
    for (const ms of irrigationRiskHours(irrigation.begin_at, irrigation.end_at)) {
      const hour = ms / 3_600_000;
      if (hour >= from && hour < to) hours.add(hour);
    }
  }
  return hours;
}

export function parametersOf(world: World, record: BlightRecord): PlotParameters {
  // Haulm killing or the harvest, whichever comes first, ends the plot's campaign the day after.
  const ends = [
    phaseDate(record, 'defanage'),
    phaseDate(record, 'recolte'),
    record.harvest?.datetime.slice(0, 10) ?? null,
  ]
    .filter((day): day is string => day !== null)
    .map((day) => addDays(day, 1));
  const seasonEnd = addDays(`${world.today.slice(0, 4)}-${CAMPAIGN_LAST_MONTH_DAY}`, 1);
  const campaignEnd = [...ends, seasonEnd].sort()[0] as string;
  return {
    threshold: thresholdOf(record),
    emergence: phaseDate(record, 'levee30'),
    campaignEnd,
    treatments: record.treatments.map((treatment) => ({
      day: treatment.treated_at.slice(0, 10),
      persistence: treatment.modified_persistence ?? treatment.standard_persistence,
      washout: treatment.washout_resistance,
    })),
    alternaria: record.alternaria,
  };
}

/**
 * The model for the plot from `firstDay` to the last forecast day. The window starts early
 * enough that every reported value equals the season's (model.ts, WARMUP_DAYS).
 */
export function runPlot(world: World, plot: Plot, firstDay: string): PlotRun {
  const record = blightRecordOf(world, plot);
  const today = world.today;
  const { stations: stationRuns, plots: plotRuns } = runsOf(world);
  const key = `${plot.id}:${record.version}:${firstDay}:${today}`;
  const kept = plotRuns.get(key);
  if (kept) return kept;

  const windowStart = addDays(firstDay, -(WARMUP_DAYS + ADVICE_HISTORY_DAYS));
  const from = hourOfIsoDay(windowStart);
  const to = hourOfIsoDay(addDays(today, FORECAST_DAYS + 1));
  const station = stationOfPlot(world, plot);
  const stationKey = `${station?.id ?? 0}:${from}:${to}:${world.weather.nowHour}`;
  let shared = stationRuns.get(stationKey);
  if (!shared) {
    shared = remember(
      stationRuns,
      stationKey,
      modelRun(stationHours(world, station, from, to), new Set(), world.weather.nowHour),
      KEPT_STATION_RUNS,
    );
  }
  const humid = irrigationHours(record, from, to);
  const corrected = shared.full.some((day) => isCorrectedDay(record.corrections, day.date));
  const run =
    humid.size === 0 && !corrected
      ? shared
      : modelRun(
          plotHours(world, plot, record.corrections, shared.weather),
          humid,
          world.weather.nowHour,
        );

  const todayIndex = run.full.findIndex((day) => day.date === today);
  const todayPrevi = todayIndex >= 0 ? (run.full[todayIndex] as DayWeights) : null;
  const merged = run.full.map((day, i) => (i === todayIndex ? (run.real[i] as DayWeights) : day));
  // Forecast days the forecasts do not wholly cover have no values: they are not reported.
  while (
    merged.length > 0 &&
    merged[merged.length - 1]?.date !== today &&
    !merged[merged.length - 1]?.known
  ) {
    merged.pop();
  }
  const parameters = parametersOf(world, record);
  const days = plotDays(merged, parameters, addDays(today, 1), todayPrevi ?? undefined).filter(
    (day) => day.date >= firstDay,
  );
  const reported: PlotRun = {
    plot,
    record,
    parameters,
    weather: run.weather,
    humid,
    days,
    todayPrevi,
    today,
    hasWeather: station !== null && run.full.some((day) => day.known),
  };
  return remember(plotRuns, key, reported, KEPT_PLOT_RUNS);
}

/** The first day the plot's season reports: 1 March of the campaign. */
export const seasonStart = (world: World) => `${world.today.slice(0, 4)}-03-01`;

/** The hours of a run: classes and contamination index (computed again, not kept). */
export function runHours(run: PlotRun): HourIndices {
  return hourIndices(run.weather, run.humid);
}

export { DAY_HOURS };
