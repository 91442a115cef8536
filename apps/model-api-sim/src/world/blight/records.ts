// A potato plot's blight record (docs/simulator.md, "Blight"): its variety's resistance, stages,
// treatments, irrigations, observations, scenario and weather corrections. Drawn from the seed
// and the plot the first time a call needs it, then kept and changed by the writes, so a world of
// 20,000 potato plots starts without drawing any.
import type { BlightPhaseName } from '@agro/contracts/entities/blight';
import {
  BLIGHT_PRODUCTS,
  BLIGHT_SCENARIOS,
  NO_SCENARIO,
  thresholdOfResistance,
  VARIETY_RESISTANCE,
} from '../../reference/blight.ts';
import { addDays } from '../../dates.ts';
import { createRandom, type Random } from '../../random.ts';
import type { Plot } from '../types.ts';
import type { World } from '../world.ts';
import { lazyRecords } from '../shared/lazy-records.ts';
import type { BlightRecord, CasType, StoredIrrigation, StoredTreatment } from './state.ts';

/** The world's cas-types, created empty on first use. */
export function casTypesOf(world: World): Map<number, CasType> {
  world.blight.casTypes ??= new Map();
  return world.blight.casTypes;
}

/** Every stage in order with the days it follows the one before, at least and at most. */
const STAGE_DURATIONS: readonly (readonly [BlightPhaseName, number, number])[] = [
  ['levee30', 18, 30],
  ['croissanceactive', 10, 16],
  ['croissancestabilisee', 20, 30],
  ['senescence', 25, 35],
  ['defanage', 10, 20],
  ['recolte', 14, 21],
];
/** The stages a plot is created with (spec 3 §5); later ones are logged when they happen. */
const CREATION_STAGES: ReadonlySet<BlightPhaseName> = new Set([
  'plantation',
  'levee30',
  'croissanceactive',
  'croissancestabilisee',
]);

function drawStages(random: Random, plot: Plot, today: string) {
  // A few plots are planted late (seed potatoes kept for a second planting): not emerged in June.
  // A few are early potatoes (primeurs), planted at the end of winter and haulm-killed by June.
  const kind = random.weighted([
    ['late', 8],
    ['early', 5],
    ['main', 87],
  ] as const);
  const year = plot.dateSemis.slice(0, 4);
  const plantation =
    kind === 'late'
      ? addDays(plot.dateSemis, random.int(35, 50))
      : kind === 'early'
        ? addDays(`${year}-02-20`, random.int(0, 12))
        : plot.dateSemis;
  const all: { name: BlightPhaseName; date: string }[] = [{ name: 'plantation', date: plantation }];
  let date = plantation;
  for (const [name, min, max] of STAGE_DURATIONS) {
    date = addDays(date, kind === 'early' ? min : random.int(min, max));
    all.push({ name, date });
  }
  return all.filter((phase) => CREATION_STAGES.has(phase.name) || phase.date <= today);
}

const iso = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;

function drawTreatments(random: Random, from: string, until: string): StoredTreatment[] {
  const treatments: StoredTreatment[] = [];
  // Some growers never spray (organic plots, or forgotten in the tool).
  if (random.chance(0.08)) return treatments;
  let day = addDays(from, random.int(8, 20));
  while (day <= until) {
    const product = random.pick(BLIGHT_PRODUCTS);
    const forced = random.chance(0.12) ? random.int(4, 10) : null;
    treatments.push({
      treated_at: iso(day, random.int(5, 18)),
      product_id: product.id,
      product_name: product.name,
      product_type: product.type,
      product_dose: Math.round(random.int(5, 25)) / 10,
      dose_unit: random.chance(0.7) ? 'L/ha' : 'kg/ha',
      standard_persistence: product.remanence,
      modified_persistence: forced,
      washout_resistance: product.resistancelessivage,
    });
    // The next spray: at the end of the protection, or a few days later.
    day = addDays(day, (forced ?? product.remanence) + random.int(0, 6));
  }
  return treatments;
}

function drawIrrigations(random: Random, from: string, until: string): StoredIrrigation[] {
  if (!random.chance(0.25)) return [];
  const irrigations: StoredIrrigation[] = [];
  let day = addDays(from, random.int(25, 40));
  // Evening irrigation (which adds risk hours) or morning irrigation (which does not).
  const evening = random.chance(0.6);
  while (day <= until) {
    const start = evening ? random.int(18, 21) : random.int(5, 8);
    const begin = Date.parse(iso(day, start));
    irrigations.push({
      begin_at: new Date(begin).toISOString(),
      end_at: new Date(begin + random.int(3, 6) * 3_600_000).toISOString(),
      water_dose: random.int(15, 30),
    });
    day = addDays(day, random.int(6, 10));
  }
  return irrigations;
}

function drawRecord(world: World, plot: Plot): BlightRecord {
  const random = createRandom(`${world.seed}:blight:${plot.id}`);
  const variety = (plot.variete ?? 'Bintje') as keyof typeof VARIETY_RESISTANCE;
  const phases = drawStages(random, plot, world.today);
  const dateOf = (name: BlightPhaseName) => phases.find((phase) => phase.name === name)?.date;
  const emergence = dateOf('levee30') as string;
  const yesterday = addDays(world.today, -1);
  const lastSpray = [dateOf('defanage') ?? yesterday, yesterday].sort()[0] as string;
  const harvestDay = dateOf('recolte');
  const scenarios = BLIGHT_SCENARIOS.filter((scenario) => scenario.code !== NO_SCENARIO);
  return {
    plotId: plot.id,
    resistance: VARIETY_RESISTANCE[variety] ?? 4,
    alternaria: random.chance(0.3),
    phases,
    harvest: harvestDay ? { datetime: iso(harvestDay, 9), yield: random.int(300, 600) / 10 } : null,
    treatments: emergence <= yesterday ? drawTreatments(random, emergence, lastSpray) : [],
    irrigations:
      emergence <= yesterday
        ? drawIrrigations(
            random,
            emergence,
            [dateOf('senescence') ?? yesterday, yesterday].sort()[0] as string,
          )
        : [],
    observations:
      random.chance(0.15) && addDays(emergence, 30) <= yesterday
        ? [addDays(emergence, random.int(30, 60))].filter((day) => day <= yesterday)
        : [],
    scenario: random.chance(0.1) ? random.pick(scenarios).code : null,
    corrections: { periods: [], missingDays: [] },
    version: 0,
  };
}

/** The plot's record, drawn on first use. */
export const blightRecordOf = lazyRecords((world) => world.blight.records, drawRecord);

/** The plot's threshold: its variety's, changed by its scenario. */
export function thresholdOf(record: BlightRecord): number {
  const factor =
    BLIGHT_SCENARIOS.find((scenario) => scenario.code === record.scenario)?.thresholdFactor ?? 1;
  return Math.round(thresholdOfResistance(record.resistance) * factor * 10) / 10;
}

export const phaseDate = (record: BlightRecord, name: BlightPhaseName) =>
  record.phases.find((phase) => phase.name === name)?.date ?? null;
