// The blight calls' rows (spec 3 §3.1) from the model's runs: the dashboard's plots, a plot with
// its interventions, its daily, hourly and alternaria indices, its climate table, its weather
// reception and its corrections.
import type {
  BlightAlternariaDailyIndex,
  BlightAlternariaHourlyRow,
  BlightDailyIndex,
  BlightDashboardRow,
  BlightGapPlot,
  BlightHourlyRow,
  BlightIndicesRow,
  BlightPlot,
  BlightPlotInfos,
  BlightPlotSummary,
  BlightReceptionDay,
} from '@agro/contracts/entities/blight';
import {
  displayedContaminationIndex,
  humidityClassDescription,
  temperatureClassDescription,
  truncatedIndex,
} from '@agro/domain/blight';
import { BLOCKING_GAP_HOURS } from '@agro/domain/stations';
import { addDays } from '../../dates.ts';
import { varietyCode } from '../../reference/blight.ts';
import { deviceCode, stationSight } from '../stations/view.ts';
import type { Plot, UserAccount } from '../types.ts';
import type { World } from '../world.ts';
import { plotNetwork } from '../shared/plot-network.ts';
import { runHours, runPlot, seasonStart, type PlotRun } from './compute.ts';
import { alternariaDays, riskOf, skippedTreatments, type PlotDay } from './model.ts';
import { isCorrectedDay, isoDayOfHour, stationOfPlot } from './plot-weather.ts';
import { blightRecordOf, phaseDate, thresholdOf } from './records.ts';
import type { BlightRecord } from './state.ts';

/** The organism of a farmer's plot: the institute's own value (spec 3 §3.1). */
export const INSTITUTE_ORGANISM = 'INSTITUT';
/** Days back the calculation status looks for gaps of 6 hours or more. */
const STATUS_DAYS = 7;

const t2 = truncatedIndex;
const valueOf = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? null : Math.round(value * 10) / 10;

export type BlightStatus = 'OK' | 'donneesmanquantes' | 'KO';

/**
 * The calculation status: KO without weather at all; 'donneesmanquantes' when the plot's weather
 * (its corrections included) has a gap of 6 hours or more in the last 7 days; else OK.
 */
export function statusOf(world: World, run: PlotRun): BlightStatus {
  if (!run.hasWeather) return 'KO';
  const { weather } = run;
  const now = world.weather.nowHour;
  let gap = 0;
  for (let hour = now - STATUS_DAYS * 24; hour < now; hour++) {
    const i = hour - weather.from;
    const missing =
      Number.isNaN(weather.t[i] ?? Number.NaN) ||
      Number.isNaN(weather.u[i] ?? Number.NaN) ||
      Number.isNaN(weather.rr[i] ?? Number.NaN);
    gap = missing ? gap + 1 : 0;
    if (gap >= BLOCKING_GAP_HOURS) return 'donneesmanquantes';
  }
  return 'OK';
}

/** Hours since the plot's latest weather was received; null when none ever was. */
export function hoursSinceLastWeather(world: World, run: PlotRun): number | null {
  const now = world.weather.nowHour;
  for (let hour = now - 1; hour >= run.weather.from; hour--) {
    const i = hour - run.weather.from;
    if (!Number.isNaN(run.weather.t[i] ?? Number.NaN)) return now - hour;
  }
  return null;
}

/** What the model says of each status; 'calcul à jour' is the spec's own (spec 1 §4). */
export const STATUS_MESSAGES: Readonly<Record<BlightStatus, string>> = {
  OK: 'calcul à jour',
  donneesmanquantes:
    'Données météo manquantes\u202f: un trou de 6 heures ou plus bloque les calculs, à combler ou à signaler à l’opérateur météo',
  KO: 'Aucune donnée météo pour la station de la parcelle',
};

/** The dashboard's stage: the latest reached, 'fincampagne' once the campaign is over. */
function dashboardStage(world: World, record: BlightRecord, run: PlotRun) {
  if (world.today >= run.parameters.campaignEnd) return 'fincampagne' as const;
  const reached = record.phases.filter((phase) => phase.date <= world.today);
  return reached.at(-1)?.name ?? null;
}

const dayOf = (run: PlotRun, date: string) => run.days.find((day) => day.date === date);

/** A plot's dashboard row and what it was worked out for: its record's version and the day. */
export interface KeptDashboardRow {
  key: string;
  row: BlightDashboardRow;
}

const rowCache = new WeakMap<World, Map<number, KeptDashboardRow>>();

function rowCacheOf(world: World): Map<number, KeptDashboardRow> {
  let cache = rowCache.get(world);
  if (!cache) {
    cache = new Map();
    rowCache.set(world, cache);
  }
  return cache;
}

const rowKeyOf = (world: World, record: BlightRecord) =>
  `${record.version}:${world.today}:${world.weather.nowHour}`;

/** A plot's dashboard row as the cache keeps it, worked out (the precompute's workers call it). */
export function dashboardRowEntry(world: World, plot: Plot): KeptDashboardRow {
  const record = blightRecordOf(world, plot);
  return { key: rowKeyOf(world, record), row: buildDashboardRow(world, plot, record) };
}

/** Keeps a plot's row worked out elsewhere (a precompute worker, on the same world). */
export function keepDashboardRow(world: World, plotId: number, entry: KeptDashboardRow): void {
  rowCacheOf(world).set(plotId, entry);
}

/**
 * A plot's dashboard row as kept, the same for every caller (its `externe` is the caller's): what
 * the filter lists and the administrators' counts read, without a copy per plot and call.
 */
export function keptDashboardRow(world: World, plot: Plot): BlightDashboardRow {
  const cache = rowCacheOf(world);
  const record = blightRecordOf(world, plot);
  const key = rowKeyOf(world, record);
  let kept = cache.get(plot.id);
  if (!kept || kept.key !== key) {
    kept = { key, row: buildDashboardRow(world, plot, record) };
    cache.set(plot.id, kept);
  }
  return kept.row;
}

/** A plot of the dashboard: today's figures ('J réel'), today with forecasts, tomorrow. */
export function dashboardRow(world: World, plot: Plot, caller: UserAccount): BlightDashboardRow {
  return { ...keptDashboardRow(world, plot), externe: caller.externe ? 1 : 0 };
}

function buildDashboardRow(world: World, plot: Plot, record: BlightRecord): BlightDashboardRow {
  const run = runPlot(world, plot, world.today);
  const { farmer, operateur, distributeur } = plotNetwork(world, plot);
  const today = dayOf(run, world.today);
  const tomorrow = dayOf(run, addDays(world.today, 1));
  const afterTomorrow = dayOf(run, addDays(world.today, 2));
  const previ = run.todayPrevi;
  const threshold = run.parameters.threshold;
  const emerged = run.parameters.emergence !== null && run.parameters.emergence <= world.today;
  const previRisk =
    previ === null || !previ.known ? null : emerged ? riskOf(previ.cumul, threshold) : 10;
  const alternaria = record.alternaria ? alternariaDays(run.days, run.parameters) : null;
  return {
    id: plot.id,
    plot_name: plot.nom,
    scenario: record.scenario,
    farmer: farmer?.code ?? '',
    nom_agri: farmer?.nom ?? null,
    prenom_agri: farmer?.prenom ?? null,
    city: plot.commune.nom,
    latitude: plot.latitude,
    longitude: plot.longitude,
    area: plot.surface,
    variete: plot.variete,
    seuiltrait: threshold,
    levee30: emerged ? run.parameters.emergence : null,
    stade: dashboardStage(world, record, run),
    risque: today?.risk ?? null,
    risque_alt: alternaria?.find((day) => day.date === world.today)?.risk ?? null,
    risque_j_previ: previRisk,
    risque_jp1_previ: tomorrow?.risk ?? null,
    statut: statusOf(world, run),
    conseil: today?.conseil ?? null,
    parcelleprotegee: today ? (today.protection.protected ? 1 : 0) : null,
    l10poids_j_reel: today?.weights.known ? t2(today.weights.poids) : null,
    l10poids_j_previ: previ?.known ? t2(previ.poids) : null,
    l10poids_jp1_previ: tomorrow?.weights.known ? t2(tomorrow.weights.poids) : null,
    l10poids_jp2_previ: afterTomorrow?.weights.known ? t2(afterTomorrow.weights.poids) : null,
    nb_heure_last_meteo_data: hoursSinceLastWeather(world, run),
    raison_sociale: farmer?.raisonSociale ?? null,
    nom_integrateur: operateur?.nom ?? null,
    id_integrateur: operateur?.id ?? null,
    distributeur: distributeur?.nom ?? null,
    country: 'france',
    departement: plot.commune.departement,
  };
}

/** The plot with its stages, interventions, station and today's advice. */
export function plotDetail(world: World, plot: Plot, caller: UserAccount): BlightPlot {
  const record = blightRecordOf(world, plot);
  const run = runPlot(world, plot, world.today);
  const today = dayOf(run, world.today);
  const station = stationOfPlot(world, plot);
  const { farmer } = plotNetwork(world, plot);
  const sight = stationSight(caller);
  return {
    id: plot.id,
    name: plot.nom,
    city: plot.commune.nom,
    zipcode: plot.commune.codePostal,
    variety: plot.variete ?? '',
    variety_code: plot.variete ? varietyCode(plot.variete) : null,
    note_precocity_al: null,
    plantation: phaseDate(record, 'plantation') ?? plot.dateSemis,
    organism: INSTITUTE_ORGANISM,
    area: plot.surface,
    fournisseurStation: station?.constructeur ?? null,
    codeStationFournisseur: station && sight.operatorCode ? station.code : null,
    nomStation: station?.nom ?? null,
    station: station?.id ?? null,
    region: plot.commune.region,
    latitude: plot.latitude,
    longitude: plot.longitude,
    farmer: farmer?.code ?? '',
    phases: record.phases.map((phase) => ({ ...phase })),
    harvest: record.harvest,
    treatments: treatmentsOf(record),
    irrigations: irrigationsOf(record),
    observations: record.observations.map((date_obs) => ({ date_obs })),
    device_iot: station
      ? {
          constructor: station.constructeur,
          device_code: sight.operatorCode ? deviceCode(station) : '',
        }
      : null,
    iot_id: station?.id ?? null,
    alternaria: record.alternaria,
    scenario: record.scenario,
    conseil: today?.conseil ?? null,
    date: today?.adviceDate ?? null,
    datetrait: today?.adviceTreatDate ?? null,
    seuiltrait: thresholdOf(record),
  };
}

export const treatmentsOf = (record: BlightRecord) =>
  [...record.treatments].sort((a, b) => b.treated_at.localeCompare(a.treated_at));

export const irrigationsOf = (record: BlightRecord) =>
  [...record.irrigations]
    .sort((a, b) => b.begin_at.localeCompare(a.begin_at))
    .map((irrigation) => ({ ...irrigation, dose_unit: 'MM' as const }));

export function plotInfos(world: World, plot: Plot): BlightPlotInfos {
  const run = runPlot(world, plot, world.today);
  const { farmer, operateur, distributeur } = plotNetwork(world, plot);
  const status = statusOf(world, run);
  return {
    nom_agri: farmer?.nom ?? null,
    prenom_agri: farmer?.prenom ?? null,
    farmer: farmer?.code ?? '',
    raison_sociale: farmer?.raisonSociale ?? null,
    nom_integrateur: operateur?.nom ?? null,
    distributeur: distributeur?.nom ?? null,
    date_deb_previsions: addDays(world.today, 1),
    statut_msg: STATUS_MESSAGES[status],
    statut_calcul: status === 'OK' ? 'calculajour' : 'calculnonajour',
  };
}

/** The plot's season, from 1 March to the last forecast day. */
export const seasonRun = (world: World, plot: Plot) => runPlot(world, plot, seasonStart(world));

export function dailyIndexRows(run: PlotRun): BlightDailyIndex[] {
  return run.days.map((day) => {
    const known = day.weights.known;
    return {
      date: day.date,
      l10spores: known ? t2(day.weights.spores) : null,
      indexconta: day.weights.indexconta,
      l10poids: known ? t2(day.weights.poids) : null,
      l10spospo: known ? t2(day.weights.spospo) : null,
      parcelleprotegee: day.protection.protected ? 1 : 0,
      risque: day.risk,
      pluie: known ? day.weights.rain : null,
      resistance_lessivage: day.protection.washoutLeft,
      l10cumulpoidsconta: known ? t2(day.weights.cumul) : null,
      conseil: day.conseil,
    };
  });
}

export function alternariaDailyRows(run: PlotRun): BlightAlternariaDailyIndex[] {
  if (!run.record.alternaria) return [];
  return alternariaDays(run.days, run.parameters).map((day) => ({
    date: day.date,
    alt_risk: day.risk,
    alt_cumpoidssup1: day.weightyDays,
    alt_cumpdays: day.plantDays,
    alt_conseil: day.conseil,
    alt_prot: day.protected ? 1 : 0,
  }));
}

interface HourOfRun {
  hour: number;
  i: number;
  day: PlotDay;
}

/** The reported hours of a run (from its first reported day), with their day. */
function reportedHours(run: PlotRun): HourOfRun[] {
  const first = run.days[0];
  if (!first) return [];
  const byDate = new Map(run.days.map((day) => [day.date, day]));
  const start = Date.parse(`${first.date}T00:00:00Z`) / 3_600_000;
  const hours: HourOfRun[] = [];
  for (let hour = start; hour < run.weather.from + run.weather.t.length; hour++) {
    const day = byDate.get(isoDayOfHour(hour));
    if (!day) continue;
    hours.push({ hour, i: hour - run.weather.from, day });
  }
  return hours;
}

const isoHour = (hour: number) => new Date(hour * 3_600_000).toISOString();

export function hourlyRows(run: PlotRun): BlightHourlyRow[] {
  const indices = runHours(run);
  return reportedHours(run).map(({ hour, i, day }) => ({
    date: isoHour(hour),
    temperature: valueOf(run.weather.t[i]),
    hygrometrie: valueOf(run.weather.u[i]),
    pluie: valueOf(run.weather.rr[i]),
    indice_temp: indices.temperature[i] ?? null,
    indice_hum: indices.humidity[i] ?? null,
    indexconta: displayedContaminationIndex(indices.raw[i]),
    risque: day.risk,
    l10spores: day.weights.known ? t2(day.weights.spores) : null,
    l10poids: day.weights.known ? t2(day.weights.poids) : null,
    l10spospo: day.weights.known ? t2(day.weights.spospo) : null,
  }));
}

export function climateRows(run: PlotRun): BlightIndicesRow[] {
  const indices = runHours(run);
  return reportedHours(run).map(({ hour, i, day }) => {
    const humidity = indices.humidity[i] ?? null;
    const temperature = indices.temperature[i] ?? null;
    return {
      date: isoHour(hour),
      risque: day.risk,
      parcelleprotegee: day.protection.protected ? 1 : 0,
      conseil: day.conseil,
      resistance_lessivage: day.protection.washoutLeft,
      indice_hum: humidity,
      indice_temp: temperature,
      description_hum: humidity === null ? null : humidityClassDescription(humidity),
      description_temp: temperature === null ? null : temperatureClassDescription(temperature),
      indexconta: displayedContaminationIndex(indices.raw[i]),
    };
  });
}

export function alternariaHourlyRows(world: World, run: PlotRun): BlightAlternariaHourlyRow[] {
  if (!run.record.alternaria) return [];
  const risks = new Map(
    alternariaDays(run.days, run.parameters).map((day) => [day.date, day.risk] as const),
  );
  const station = stationOfPlot(world, run.plot);
  return reportedHours(run).map(({ hour, i, day }) => ({
    date: isoHour(hour),
    temperature: valueOf(run.weather.t[i]),
    hygrometrie: valueOf(run.weather.u[i]),
    pluie: valueOf(run.weather.rr[i]),
    alt_risk: risks.get(day.date) ?? null,
    iot_id: station?.id ?? null,
    previ: hour >= world.weather.nowHour,
  }));
}

/**
 * Value counts of each day from 1 March to yesterday (the current day once over): the plot's
 * weather, a corrected day counting its spatialised hours and marked as a correction.
 */
export function receptionDays(world: World, run: PlotRun): BlightReceptionDay[] {
  const rows: BlightReceptionDay[] = [];
  for (const day of run.days) {
    if (day.date >= world.today) break;
    const start = Date.parse(`${day.date}T00:00:00Z`) / 3_600_000 - run.weather.from;
    let t = 0;
    let u = 0;
    let rr = 0;
    for (let i = start; i < start + 24; i++) {
      if (!Number.isNaN(run.weather.t[i] ?? Number.NaN)) t++;
      if (!Number.isNaN(run.weather.u[i] ?? Number.NaN)) u++;
      if (!Number.isNaN(run.weather.rr[i] ?? Number.NaN)) rr++;
    }
    const corrected = isCorrectedDay(run.record.corrections, day.date);
    rows.push({
      date: day.date,
      nb_temperature: t,
      nb_hygrometrie: u,
      nb_pluie: rr,
      ...(corrected ? { correction: true } : {}),
    });
  }
  return rows;
}

export function skippedTreatmentRows(run: PlotRun) {
  const alternaria = run.record.alternaria ? alternariaDays(run.days, run.parameters) : null;
  return skippedTreatments(run.days, alternaria, run.today);
}

/**
 * Days of the season up to yesterday with a measure missing that no correction covers: what the
 * search for missing weather fills.
 */
export function missingDays(world: World, run: PlotRun): string[] {
  return receptionDays(world, run)
    .filter(
      (day) =>
        !day.correction && Math.min(day.nb_temperature, day.nb_hygrometrie, day.nb_pluie) < 24,
    )
    .map((day) => day.date);
}

export function plotSummary(world: World, plot: Plot): BlightPlotSummary {
  const row = keptDashboardRow(world, plot);
  const record = blightRecordOf(world, plot);
  return {
    id: plot.id,
    name: plot.nom,
    farmer: row.farmer,
    city: plot.commune.nom,
    zipcode: plot.commune.codePostal,
    variety: plot.variete ?? '',
    area: plot.surface,
    plantation: phaseDate(record, 'plantation') ?? plot.dateSemis,
    nomStation: stationOfPlot(world, plot)?.nom ?? null,
    iot_id: stationOfPlot(world, plot)?.id ?? null,
    latitude: plot.latitude,
    longitude: plot.longitude,
    alternaria: record.alternaria,
    nom_agri: row.nom_agri,
    prenom_agri: row.prenom_agri,
    statut: row.statut,
  };
}

export function gapPlot(world: World, plot: Plot): BlightGapPlot {
  const row = keptDashboardRow(world, plot);
  const record = blightRecordOf(world, plot);
  const station = stationOfPlot(world, plot);
  return {
    id: plot.id,
    name: plot.nom,
    farmer: row.farmer,
    iot_id: station?.id ?? null,
    status: row.statut === 'OK' ? 'OK' : 'error',
    station: station?.nom ?? null,
    periods: record.corrections.periods.map((period) => ({ ...period })),
    missing_days: [...record.corrections.missingDays],
  };
}
