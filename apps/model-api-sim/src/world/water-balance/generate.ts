// Builds the water-balance data of the world's 'bh' plots: soil, crop calendar, irrigation setup
// and equipment, the farmer's irrigations and today's balance figures. The balance is computed
// once here for the summaries; a plot's rows are computed again, identically, when asked for.
import { BH_CROPS, type BhCrop } from '@agro/contracts/entities/water-balance';
import { effectiveRights } from '@agro/domain/rights';
import { streamFor, type Random } from '../../random.ts';
import {
  BH_VARIETIES,
  COVER_CROP_GROWTH,
  COVER_CROPS,
  CROP_PROFILE_BY_CODE,
  IRRIGATION_EQUIPMENT,
  PREVIOUS_CROPS,
  SEED_MAIZE_PRECOCITIES,
  SEED_MAIZE_SIZES,
  SOILS,
  SOYBEAN_PRECOCITIES,
  SUPERSWEET_VARIETIES,
  type CropProfile,
} from '../../reference/water-balance.ts';
import { demoPersonas } from '../personas.ts';
import type { BhRecord, Plot, WaterBalanceWorld } from '../types.ts';
import type { World } from '../world.ts';
import {
  runBalance,
  type BalanceInputs,
  type BalanceSummary,
  type IrrigationList,
  type IrrigationRule,
} from './balance.ts';
import { drawSowingDate, kcCurve, kcOn, stageDays, type StageDay } from './crops.ts';
import { dayOf, isoOf } from './days.ts';
import {
  epuisementOf,
  NO_RISK,
  RISK_DAYS,
  rfuCategory,
  riskDay,
  type RfuCategory,
} from './outcomes.ts';
import { bhVisibility } from './scope.ts';
import { isVisible, type PlotVisibility } from '../shared/visibility.ts';
import { generateStationWeather, type StationWeather } from './weather.ts';

export interface WaterBalanceOptions {
  seed: string;
  campaign: number;
  now: Date;
  instituteKeyword: string;
}

/** Each category and each risk day appears at least this often for every water-balance persona. */
export const MIN_CASES = 2;
/** Plots tried for one missing case before giving up. */
const MAX_ATTEMPTS = 60;

const weatherCaches = new WeakMap<World, Map<number, StationWeather>>();

/** A station's weather for the world's water balance, generated once per world. */
export function weatherOf(world: World, stationId: number): StationWeather {
  let cache = weatherCaches.get(world);
  if (!cache) {
    cache = new Map();
    weatherCaches.set(world, cache);
  }
  let weather = cache.get(stationId);
  if (!weather) {
    const station = world.stations.find((s) => s.id === stationId);
    if (!station) throw new Error(`station ${stationId} missing`);
    weather = generateStationWeather(
      world.seed,
      station,
      dayOf(world.bh.weatherStart),
      dayOf(world.today),
    );
    cache.set(stationId, weather);
  }
  return weather;
}

function profileOf(record: Pick<BhRecord, 'culture'>): CropProfile {
  const profile = CROP_PROFILE_BY_CODE.get(record.culture);
  if (!profile) throw new Error(`no profile for ${record.culture}`);
  return profile;
}

function stageDaysOf(record: BhRecord): StageDay[] {
  return record.stages.map((stage) => ({ code: stage.code, day: dayOf(stage.date) }));
}

/** Whether the plot has a balance today: calculated, with a station, already sown. */
export function inBalance(world: World, record: BhRecord): boolean {
  const sowing = record.stages[0]?.date;
  return (
    record.statut === 'ok' &&
    record.stationId !== null &&
    sowing !== undefined &&
    sowing <= world.today
  );
}

/** What the balance of a plot in the balance is computed from. */
export function balanceInputs(world: World, record: BhRecord): BalanceInputs {
  if (record.stationId === null) throw new Error(`plot ${record.plotId} has no station`);
  const stages = stageDaysOf(record);
  return {
    plotId: record.plotId,
    weather: weatherOf(world, record.stationId),
    sowing: stages[0]?.day ?? dayOf(world.today),
    ruMax: record.ruMax,
    rfuMax: record.rfuMax,
    fillAtSowing: record.fillAtSowing,
    kc: kcCurve(profileOf(record), stages),
    gauge: record.gauge ? { from: dayOf(record.gauge.from), to: dayOf(record.gauge.to) } : null,
    sentRain: record.sentRain
      ? {
          from: dayOf(record.sentRain.from),
          to: dayOf(record.sentRain.to),
          amount: record.sentRain.amount,
        }
      : null,
  };
}

/** The farmer's irrigations as the balance replays them. */
export function irrigationList(record: BhRecord): IrrigationList {
  return {
    kind: 'list',
    doses: new Map(record.irrigations.map((i) => [dayOf(i.date), i.dose])),
  };
}

const round5 = (value: number): number => Math.round(value / 5) * 5;

function drawCropCharacteristics(
  profile: CropProfile,
  random: Random,
  stages: readonly StageDay[],
): BhRecord['crop'] {
  const variety = (): string => random.pick(BH_VARIETIES[profile.code] ?? ['Autre variété']);
  switch (profile.code) {
    case 'SOJA':
      return { variete: variety(), precocite: random.pick(SOYBEAN_PRECOCITIES) };
    case 'MAIS_DOUX': {
      const variete = variety();
      return { variete, supersweet: SUPERSWEET_VARIETIES.has(variete) };
    }
    case 'MAIS_SEMENCE': {
      const sowing = stages[0]?.day ?? 0;
      const flowering = stages.find((s) => s.code === 'FLO_F')?.day ?? sowing;
      return {
        precocite: random.pick(SEED_MAIZE_PRECOCITIES),
        nb_jour_semis_flor: flowering - sowing,
        gabarit: random.pick(SEED_MAIZE_SIZES),
      };
    }
    default:
      return { variete: variety() };
  }
}

function drawCoverCrop(
  random: Random,
  profile: CropProfile,
  sowing: number,
): BhRecord['general']['cipan'] {
  if (profile.sowing.yearBefore || !random.chance(0.55)) return null;
  const year = Number(isoOf(sowing).slice(0, 4)) - 1;
  const implantation = dayOf(`${year}-08-20`) + random.int(0, 30);
  return {
    espece: random.pick(COVER_CROPS),
    implantation: isoOf(implantation),
    levee: isoOf(implantation + random.int(6, 12)),
    destruction: isoOf(sowing - random.int(20, 60)),
    developpement: random.pick(COVER_CROP_GROWTH),
  };
}

/** The calculation time: the nightly run of today, or of yesterday before it has run. */
function calculationTime(today: string, now: Date, random: Random): string {
  const minutes = String(random.int(0, 59)).padStart(2, '0');
  const at = `${today}T03:${minutes}:00.000Z`;
  return new Date(at) <= now ? at : `${isoOf(dayOf(today) - 1)}T03:${minutes}:00.000Z`;
}

function drawRecord(world: World, plot: Plot, options: WaterBalanceOptions): BhRecord {
  const random = streamFor(options.seed, `bh:${plot.id}`);
  const culture = plot.culture as BhCrop;
  const profile = profileOf({ culture });
  const sowing = dayOf(plot.dateSemis);
  const today = dayOf(world.today);
  const stages = stageDays(profile, sowing, options.campaign, random.float(0.94, 1.06, 3));
  const local = SOILS.filter((s) => s.departements.includes(plot.commune.departement));
  const soil = random.pick(local.length > 0 ? local : SOILS);
  const ruMax = round5(soil.ru * random.float(0.9, 1.1, 3));
  const equipment = random.weighted(IRRIGATION_EQUIPMENT.map((e) => [e, e.weight] as const));
  const dose =
    equipment.dose[0] >= 15 ? round5(random.int(...equipment.dose)) : random.int(...equipment.dose);
  const [precedent, irrigable] = random.pick(PREVIOUS_CROPS);
  const stationId = plot.stationId > 0 && random.chance(0.98) ? plot.stationId : null;
  let statut = plot.statut;
  const warnings: string[] = [];
  if (stationId === null) {
    statut = 'ko';
    warnings.push('Aucune station météo associée à la parcelle');
  } else if (sowing > today) {
    statut = 'en attente';
    // Potatoes are planted, not sown.
    warnings.push(
      culture === 'PDT'
        ? 'Parcelle non plantée\u202f: le bilan démarre à la plantation'
        : 'Parcelle non semée\u202f: le bilan démarre au semis',
    );
  } else if (statut === 'ko') {
    warnings.push('Calcul impossible\u202f: données météo incomplètes');
  } else if (statut !== 'ok') {
    warnings.push('Calcul en attente');
  }
  const gaugeFrom = Math.max(sowing, today - random.int(15, 150));
  return {
    plotId: plot.id,
    idInfoPlot: 900_000 + (plot.id % 100_000),
    culture,
    stationId,
    statut,
    warnings,
    dateCalcul: statut === 'en attente' ? null : calculationTime(world.today, options.now, random),
    soil: { code: soil.code, nom: soil.nom },
    ruMax,
    rfuMax: Math.round((ruMax * 2) / 3),
    fillAtSowing: random.float(...profile.fillAtSowing, 3),
    surfaceIrrig: random.chance(0.8)
      ? plot.surface
      : Math.round(plot.surface * random.float(0.6, 0.95) * 100) / 100,
    stages: stages.map((s) => ({ code: s.code, date: isoOf(s.day) })),
    observed: stages
      .filter((s) => s.day <= today && s.day > sowing && random.chance(0.55))
      .map((s) => s.code),
    precedent,
    irrigPrecedent: irrigable && random.chance(0.8) ? 1 : 0,
    general: {
      cipan: drawCoverCrop(random, profile, sowing),
      duree_tour_eau: random.int(...equipment.tour),
      dose_irrig: dose,
      quota: Math.max(4 * dose, round5(random.int(120, 300))),
      materiel_irrig: equipment.nom,
    },
    crop: drawCropCharacteristics(profile, random, stages),
    trigger:
      random.weighted([
        [50, 30],
        [60, 35],
        [70, 20],
        [85, 15],
      ]) + random.int(-5, 5),
    gauge: random.chance(0.25)
      ? { from: isoOf(gaugeFrom), to: isoOf(gaugeFrom + random.int(10, 60)) }
      : null,
    sentRain: null,
    irrigations: [],
    balance: null,
  };
}

function irrigationRule(record: BhRecord): IrrigationRule {
  const stages = stageDaysOf(record);
  const profile = profileOf(record);
  const at = (code: string): number => stages.find((s) => s.code === code)?.day ?? 0;
  return {
    kind: 'rule',
    dose: record.general.dose_irrig,
    tour: record.general.duree_tour_eau,
    quota: record.general.quota,
    trigger: record.trigger,
    from: at(profile.irrigation.from),
    to: at(profile.irrigation.to),
  };
}

/** Without a station the farmer still irrigates, on a fixed round. */
function scheduledIrrigations(record: BhRecord, today: number): BhRecord['irrigations'] {
  const rule = irrigationRule(record);
  const list: BhRecord['irrigations'] = [];
  let used = 0;
  for (let day = rule.from; day <= Math.min(rule.to, today); day += rule.tour + 3) {
    if (used + rule.dose > rule.quota) break;
    used += rule.dose;
    list.push({ date: isoOf(day), dose: rule.dose });
  }
  return list;
}

function applySummary(record: BhRecord, summary: BalanceSummary): void {
  record.balance = {
    epuisement: epuisementOf(summary.rfuToday, record.rfuMax),
    deficits: summary.deficits,
  };
}

function simulate(world: World, record: BhRecord): void {
  const sowing = record.stages[0]?.date ?? world.today;
  if (sowing > world.today) return;
  if (record.stationId === null) {
    record.irrigations = scheduledIrrigations(record, dayOf(world.today));
    return;
  }
  const inputs = balanceInputs(world, record);
  const summary = runBalance(inputs, irrigationRule(record));
  record.irrigations = summary.irrigations.map((i) => ({ date: isoOf(i.day), dose: i.dose }));
  if (inBalance(world, record)) applySummary(record, summary);
}

interface Scope {
  visibility: PlotVisibility;
  plots: Plot[];
}

/** The demo personas holding the BH right, smallest view first. */
function personaScopes(world: World, bhPlots: readonly Plot[], keyword: string): Scope[] {
  const logins = new Set(demoPersonas(keyword).map((p) => p.login));
  return world.users
    .filter((u) => logins.has(u.login) && effectiveRights(u.droitsTPC).includes('BH'))
    .map((account) => {
      const visibility = bhVisibility(world, account, keyword);
      return { visibility, plots: bhPlots.filter((plot) => isVisible(visibility, plot)) };
    })
    .sort((a, b) => a.plots.length - b.plots.length);
}

/** Sown plots each persona should see, so that every case can be shown early in spring too. */
const MIN_SOWN = 70;

/**
 * Every crop among the plots each persona sees: a few plots of the commonest crop change crop.
 * Early in spring, when most crops are not sown yet, some of them become winter wheat, so the
 * balance still has plots to show.
 */
function ensureCrops(scopes: readonly Scope[], options: WaterBalanceOptions, today: string): void {
  const random = streamFor(options.seed, 'bh-crops');
  const change = (plot: Plot, crop: BhCrop) => {
    plot.culture = crop;
    plot.dateSemis = drawSowingDate(profileOf({ culture: crop }), random, options.campaign);
    plot.createdAt = `${isoOf(dayOf(plot.dateSemis) - random.int(5, 40))}T08:00:00.000Z`;
  };
  const lastSowing = isoOf(dayOf(today) - 7);
  for (const scope of scopes) {
    const byCrop = new Map<string, Plot[]>();
    for (const plot of scope.plots) {
      const plots = byCrop.get(plot.culture);
      if (plots) plots.push(plot);
      else byCrop.set(plot.culture, [plot]);
    }
    const commonest = () => [...byCrop.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    for (const crop of BH_CROPS) {
      if (byCrop.has(crop)) continue;
      const donors = commonest();
      if (donors.length < 2) return;
      const plot = donors.pop() as Plot;
      change(plot, crop);
      byCrop.set(crop, [plot]);
    }
    let sown = scope.plots.filter((plot) => plot.dateSemis <= lastSowing).length;
    for (const plot of scope.plots) {
      if (sown >= MIN_SOWN) break;
      const donors = byCrop.get(plot.culture) ?? [];
      if (plot.dateSemis <= lastSowing || donors.length < 3) continue;
      donors.splice(donors.indexOf(plot), 1);
      const crop = sown % 2 === 0 ? 'BT' : 'BD';
      change(plot, crop);
      byCrop.get(crop)?.push(plot);
      sown++;
    }
  }
}

type Target = { kind: 'risk'; value: number } | { kind: 'category'; value: RfuCategory };

const CATEGORY_RANK: Record<RfuCategory, number> = {
  'Hors bilan': -1,
  '>\u00a070\u00a0%': 0,
  'Entre 40 et 70\u00a0%': 1,
  '<\u00a040\u00a0%': 2,
};

/** Orders outcomes from dry to wet along the target's dimension. */
function rankOf(target: Target, balance: NonNullable<BhRecord['balance']>): number {
  return target.kind === 'risk'
    ? riskDay(balance.deficits)
    : CATEGORY_RANK[rfuCategory(balance.epuisement)];
}

function targetRank(target: Target): number {
  return target.kind === 'risk' ? target.value : CATEGORY_RANK[target.value];
}

/** How dry (RFU depletion %) a plot should be to be a good start for the target. */
function wantedDepletion(target: Target): number {
  if (target.kind === 'risk') return target.value === NO_RISK ? 0 : 100;
  return target.value === '>\u00a070\u00a0%'
    ? 100
    : target.value === 'Entre 40 et 70\u00a0%'
      ? 55
      : 0;
}

/** The driest start a tuned plot may get: a seedbed after a dry summer. */
const DRY_SEEDBED = 0.05;
/** Longer windows tried when the shortest dry enough one cannot give the exact case. */
const EXTRA_WINDOWS = 6;

/**
 * Moves a plot to the target outcome through the farmer's own rain readings ('manual' rain,
 * 'Données envoyées'): over the last `size` days of real data the plot gets the readings of its
 * gauge, one reading on the first day and none after, and the irrigations of those days are
 * dropped. A longer window and a smaller reading only make the plot drier, so the shortest window
 * dry enough is searched, then the reading that gives the target. A window longer than the crop
 * also starts it on a dry seedbed (winter, when little water leaves the soil).
 */
function tune(world: World, record: BhRecord, target: Target): boolean {
  const base = balanceInputs(world, record);
  const weather = base.weather;
  const wanted = targetRank(target);
  const limit = (record.ruMax + 60) * 10;
  const longest = weather.realUntil - base.sowing;
  if (longest < 1) return false;
  const attempt = (size: number, tenths: number) => {
    const from = Math.max(base.sowing + 1, weather.realUntil - size + 1);
    const doses = new Map(
      record.irrigations
        .filter((i) => dayOf(i.date) < from)
        .map((i) => [dayOf(i.date), i.dose] as const),
    );
    const inputs: BalanceInputs = {
      ...base,
      fillAtSowing: size > longest ? DRY_SEEDBED : record.fillAtSowing,
      sentRain: { from, to: weather.realUntil, amount: tenths / 10 },
    };
    const summary = runBalance(inputs, { kind: 'list', doses });
    const rank = rankOf(target, {
      epuisement: epuisementOf(summary.rfuToday, record.rfuMax),
      deficits: summary.deficits,
    });
    return { inputs, doses, summary, rank };
  };
  /** The smallest integer in [lo, hi] meeting a condition that stays met above it, or hi + 1. */
  const lowest = (lo: number, hi: number, met: (value: number) => boolean): number => {
    let high = hi + 1;
    while (lo < high) {
      const mid = (lo + high) >> 1;
      if (met(mid)) high = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const shortest = lowest(1, longest + 1, (size) => attempt(size, 0).rank <= wanted);
  for (let size = shortest; size <= Math.min(longest + 1, shortest + EXTRA_WINDOWS); size++) {
    const first = lowest(0, limit, (tenths) => attempt(size, tenths).rank >= wanted);
    const after = lowest(first, limit, (tenths) => attempt(size, tenths).rank > wanted);
    if (first >= after) continue;
    const result = attempt(size, (first + after - 1) >> 1);
    if (result.rank !== wanted || !result.inputs.sentRain) continue;
    record.fillAtSowing = result.inputs.fillAtSowing;
    record.sentRain = {
      from: isoOf(result.inputs.sentRain.from),
      to: isoOf(result.inputs.sentRain.to),
      amount: result.inputs.sentRain.amount,
    };
    record.irrigations = [...result.doses].map(([day, dose]) => ({ date: isoOf(day), dose }));
    applySummary(record, result.summary);
    return true;
  }
  return false;
}

/**
 * Whether the forecast lets the first depleted day be `day` (1 to 7): the soil must dry more by
 * that day than by any day before, so rain that day or just before rules it out.
 */
function firstDepletionPossible(world: World, record: BhRecord, day: number): boolean {
  const inputs = balanceInputs(world, record);
  const { weather } = inputs;
  let drying = 0;
  let highest = 0;
  for (let ahead = 1; ahead <= day; ahead++) {
    const i = weather.today + ahead - weather.start;
    drying += kcOn(inputs.kc, weather.today + ahead) * (weather.etp[i] ?? 0);
    drying -= weather.rain[i] ?? 0;
    if (ahead < day) highest = Math.max(highest, drying);
  }
  return drying - highest >= 0.1;
}

/**
 * Each persona's view holds every depletion category ('Hors bilan' included) and every risk day
 * at least MIN_CASES times, whatever the seed and the day: plots of common cases are moved to
 * the missing ones.
 */
function ensureOutcomes(world: World, scopes: readonly Scope[]): void {
  for (const scope of scopes) {
    const records = scope.plots
      .map((plot) => world.bh.byPlotId.get(plot.id))
      .filter((record): record is BhRecord => record !== undefined);
    // How many plots show each case: 'category:gt70', 'risk:3'…
    const cases = new Map<string, number>();
    const keyOf = (target: Target): string => `${target.kind}:${target.value}`;
    const casesOf = (record: BhRecord): string[] => {
      const category = keyOf({ kind: 'category', value: rfuCategory(record.balance?.epuisement) });
      if (!record.balance) return [category];
      return [category, keyOf({ kind: 'risk', value: riskDay(record.balance.deficits) })];
    };
    const count = (record: BhRecord, step: number) => {
      for (const key of casesOf(record)) cases.set(key, (cases.get(key) ?? 0) + step);
    };
    const shown = (target: Target): number => cases.get(keyOf(target)) ?? 0;
    for (const record of records) count(record, 1);
    // A plot may change case if every case it shows is shown often enough without it.
    const spare = (record: BhRecord): boolean =>
      record.balance !== null &&
      record.sentRain === null &&
      casesOf(record).every((key) => (cases.get(key) ?? 0) > MIN_CASES);

    while (shown({ kind: 'category', value: 'Hors bilan' }) < MIN_CASES) {
      const record = records.find(spare);
      if (!record) break;
      count(record, -1);
      record.statut = 'ko';
      record.warnings = ['Calcul impossible\u202f: données météo incomplètes'];
      record.balance = null;
      count(record, 1);
    }
    // The days far ahead are the hardest to find: first.
    const targets: Target[] = [
      ...[...RISK_DAYS].reverse().map((value): Target => ({ kind: 'risk', value })),
      ...(['>\u00a070\u00a0%', 'Entre 40 et 70\u00a0%', '<\u00a040\u00a0%'] as const).map(
        (value): Target => ({
          kind: 'category',
          value,
        }),
      ),
    ];
    for (const target of targets) {
      const wanted = wantedDepletion(target);
      const needsDryWeek = target.kind === 'risk' && target.value > 0 && target.value < NO_RISK;
      while (shown(target) < MIN_CASES) {
        // Plots whose week ahead allows a late first depleted day are few: cases that do not
        // need one take other plots first.
        const candidates = records
          .filter(
            (record) =>
              spare(record) &&
              (!needsDryWeek || firstDepletionPossible(world, record, target.value)),
          )
          .map((record) => ({
            record,
            keep: needsDryWeek ? 0 : Number(firstDepletionPossible(world, record, 7)),
          }))
          .sort(
            (a, b) =>
              a.keep - b.keep ||
              Math.abs((a.record.balance?.epuisement ?? 0) - wanted) -
                Math.abs((b.record.balance?.epuisement ?? 0) - wanted) ||
              a.record.plotId - b.record.plotId,
          )
          .slice(0, MAX_ATTEMPTS)
          .map(({ record }) => record);
        const moved = candidates.find((record) => {
          count(record, -1);
          const done = tune(world, record, target);
          count(record, 1);
          return done;
        });
        if (!moved) break;
      }
    }
  }
}

export function emptyWaterBalance(campaign: number): WaterBalanceWorld {
  return {
    campaign,
    weatherStart: `${campaign - 1}-09-01`,
    records: [],
    byPlotId: new Map(),
  };
}

/** Fills world.bh; the world's plots, stations, links and users must exist. */
export function generateWaterBalance(world: World, options: WaterBalanceOptions): void {
  const bhPlots = world.plots.filter((plot) => plot.module === 'bh');
  const scopes = personaScopes(world, bhPlots, options.instituteKeyword);
  ensureCrops(
    scopes.filter((scope) => scope.visibility !== 'all'),
    options,
    world.today,
  );
  world.bh = emptyWaterBalance(options.campaign);
  for (const plot of bhPlots) {
    const record = drawRecord(world, plot, options);
    world.bh.records.push(record);
    world.bh.byPlotId.set(plot.id, record);
  }
  for (const record of world.bh.records) simulate(world, record);
  ensureOutcomes(world, scopes);
}
