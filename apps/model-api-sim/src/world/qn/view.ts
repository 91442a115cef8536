// What the QN calls answer (spec 2 §3, §7 QN): a plot's row, worked out from the CHN crop model
// run to the plot's last satellite acquisition (the same plot, the same crop and the same stages
// as its CHN result) and from the correction requests an administrator validated. The dose QN
// advises is the nitrogen the crop needs at flowering, less what it has absorbed at the
// acquisition and what the soil will still supply, over the fertiliser's use coefficient.
import {
  QN_DETAIL_STAGE_ORDER,
  QN_STAGE_LABELS,
  qnStageOn,
  type QnDetailStage,
} from '@agro/domain/qn';
import type { QnPlot } from '@agro/contracts/entities/ferti';
import {
  addDaysIso,
  criticalNPercent,
  daysBetween,
  runChnModel,
  satelliteDays,
  STAGE_THERMAL_TIME,
  type ChnDay,
} from '../chn/model.ts';
import { chnHarvestYear, nitrogenSpeciesCode } from '../chn/records.ts';
import { modelInput } from '../chn/view.ts';
import type { Plot } from '../types.ts';
import type { World } from '../world.ts';
import { plotNetwork } from '../shared/plot-network.ts';
import { hashInts, unit } from '../weather/hash.ts';
import { correctionsOf, qnRecordOf } from './records.ts';
import type { QnRecord } from './state.ts';

/** Thermal time (°C·day from sowing) of each stage; the CHN model's where it marks the stage. */
export const QN_STAGE_THERMAL_TIME: Readonly<Record<QnDetailStage, number>> = {
  levee: 150,
  debuttallage: 480,
  epi1cm: STAGE_THERMAL_TIME.epi1cm,
  '1n': STAGE_THERMAL_TIME.unnoeud,
  '2n': STAGE_THERMAL_TIME.deuxnoeuds,
  dfp: STAGE_THERMAL_TIME.dfp,
  meiose: 1600,
  epiaison: STAGE_THERMAL_TIME.epiaison,
  floraison: STAGE_THERMAL_TIME.floraison,
  maturite: 2500,
  recolte: 2700,
};

/** Share of a fertiliser input the crop takes up (coefficient apparent d'utilisation). */
const USE_COEFFICIENT = 0.8;
/** The highest dose QN advises, kg N/ha. */
const MAX_DOSE = 200;
/** Soil mineralisation after the acquisition, kg N/ha a day. */
const MINERALISATION = 0.15;
/** Share of the soil's mineral nitrogen the roots still reach after the acquisition. */
const SOIL_SHARE = 0.35;

const round1 = (v: number) => Math.round(v * 10) / 10;
const round2 = (v: number) => Math.round(v * 100) / 100;
const logistic = (x: number, middle: number, width: number) =>
  1 / (1 + Math.exp(-(x - middle) / width));
/** Potential above-ground biomass (t/ha) at a thermal time, as the CHN model grows it. */
const potentialBiomass = (thermalTime: number) => 0.2 + 15.5 * logistic(thermalTime, 1550, 200);
/** Nitrogen (kg/ha) the crop needs in a biomass (t/ha): the critical dilution curve. */
const criticalN = (biomass: number) => criticalNPercent(biomass) * biomass * 10;

export type QnStageDates = Record<QnDetailStage, string | null>;

/** The first day the season's thermal time reaches each stage, or null when it does not. */
function stageDatesOf(days: readonly ChnDay[]): QnStageDates {
  const dates = {} as QnStageDates;
  let index = 0;
  for (const stage of QN_DETAIL_STAGE_ORDER) {
    while (
      index < days.length &&
      (days[index] as ChnDay).thermalTime < QN_STAGE_THERMAL_TIME[stage]
    ) {
      index += 1;
    }
    dates[stage] = index < days.length ? (days[index] as ChnDay).date : null;
  }
  return dates;
}

/**
 * The plot's satellite acquisitions QN uses, oldest first: the clear-sky images from 25 days before
 * epi 1 cm to a week after 2 nodes, each computed the day after it was taken, so up to yesterday.
 */
export function qnAcquisitions(world: World, record: QnRecord, stages: QnStageDates): string[] {
  if (!stages.epi1cm) return [];
  const last = stages['2n'] ? addDaysIso(stages['2n'], 7) : addDaysIso(stages.epi1cm, 30);
  const yesterday = addDaysIso(world.today, -1);
  return satelliteDays(
    record.chn.seed,
    addDaysIso(stages.epi1cm, -25),
    last < yesterday ? last : yesterday,
  );
}

/** What the validated corrections of a plot change, applied in the order they were asked. */
interface Corrections {
  finalDose?: number;
  floweringBiomass?: number;
  acquisitionBiomassDelta: number;
  qnAcquisition: { factor: number; delta: number } | null;
  soil: number;
  validated: boolean;
  pending: boolean;
}

function correctionsFor(world: World, plotId: number): Corrections {
  const result: Corrections = {
    acquisitionBiomassDelta: 0,
    qnAcquisition: null,
    soil: 0,
    validated: false,
    pending: false,
  };
  for (const correction of correctionsOf(world, plotId)) {
    if (!correction.validation) {
      result.pending = true;
      continue;
    }
    result.validated = true;
    const [first = 0, second = 0] = correction.correction_valeur;
    switch (correction.correction_type) {
      case 'preco_finale':
        result.finalDose = first;
        break;
      case 'QMS_floraison':
        result.floweringBiomass = first;
        break;
      case 'QMS_acq_delta':
        result.acquisitionBiomassDelta = first;
        break;
      case 'QN_acq_facteur_delta':
        result.qnAcquisition = { factor: first, delta: second };
        break;
      case 'sol':
        result.soil = first;
        break;
    }
  }
  return result;
}

const STATUS = {
  waiting: "En attente d'acquisition",
  computed: 'Calculé',
  failed: 'En erreur',
  asked: 'Correction demandée',
  corrected: 'Corrigé',
} as const;
/** The statuses a QN plot takes, for the filter's documentation and the tests. */
export const QN_STATUSES: readonly string[] = Object.values(STATUS);

function outputsAt(record: QnRecord, day: ChnDay, stages: QnStageDates, corrections: Corrections) {
  const biomass = Math.max(0.1, day.biomass + corrections.acquisitionBiomassDelta);
  // A biomass correction keeps the crop's nitrogen concentration.
  let qnAcq = day.nAbsorbed * (biomass / Math.max(0.1, day.biomass));
  if (corrections.qnAcquisition) {
    qnAcq = qnAcq * corrections.qnAcquisition.factor + corrections.qnAcquisition.delta;
  }
  qnAcq = Math.max(0, qnAcq);
  const inn = qnAcq / Math.max(1, criticalN(biomass));
  const expectedBiomass = potentialBiomass(day.thermalTime);
  const deltaBiomass = biomass / expectedBiomass - 1;
  const floweringBiomass =
    corrections.floweringBiomass ??
    round1(potentialBiomass(QN_STAGE_THERMAL_TIME.floraison) * Math.min(1.1, record.chn.vigour));
  const floweringN = criticalN(floweringBiomass);
  const toFlowering = stages.floraison ? Math.max(0, daysBetween(day.date, stages.floraison)) : 50;
  const soilSupply = day.soilN * SOIL_SHARE + MINERALISATION * toFlowering + corrections.soil;
  // Rounded as sent, so the final dose is the one the raw dose shown gives.
  const raw = round1(Math.max(0, (floweringN - qnAcq - soilSupply) / USE_COEFFICIENT));
  // A crop a fifth below its expected biomass cannot use a full dose: the low-biomass option
  // takes a fifth off the advice.
  const lowBiomass = deltaBiomass < -0.2;
  const advised = lowBiomass ? raw * 0.8 : raw;
  const final = Math.min(MAX_DOSE, Math.round(advised / 10) * 10);
  const chlorophyll =
    Math.min(60, Math.max(18, 22 + 30 * (inn - 0.4))) +
    (unit(record.chn.seed, hashInts(day.thermalTime, 3), 9) - 0.5) * 3;
  return {
    sortie_CHL: round1(chlorophyll),
    sortie_LAI: day.lai,
    sortie_QNacq: round1(qnAcq),
    sortie_precoBrute: raw,
    sortie_preco_arrondie_finale: final,
    sortie_option_faible_biomasse: lowBiomass,
    preco_livree: corrections.finalDose ?? final,
    sortie_biomasseAerienneFloraison: floweringBiomass,
    sortie_indicateur_delta_biomasse: round2(deltaBiomass),
    sortie_indicateur_inn_acquisition: round2(inn),
    sortie_azoteAerienAbsorbeFloraison: round1(floweringN),
  };
}

const NO_OUTPUTS = {
  sortie_CHL: null,
  sortie_LAI: null,
  sortie_QNacq: null,
  sortie_precoBrute: null,
  sortie_preco_arrondie_finale: null,
  sortie_option_faible_biomasse: null,
  preco_livree: null,
  sortie_biomasseAerienneFloraison: null,
  sortie_indicateur_delta_biomasse: null,
  sortie_indicateur_inn_acquisition: null,
  sortie_azoteAerienAbsorbeFloraison: null,
};

function stageFields(record: QnRecord, stages: QnStageDates, today: string) {
  const fields: Record<string, string | null> = {};
  const observed: { code_arvalis: string; date: string }[] = [];
  QN_DETAIL_STAGE_ORDER.forEach((stage, index) => {
    fields[`stade_${stage}`] = stages[stage];
    const date = stages[stage];
    if (!date || !record.observedStages[index] || stage === 'epi1cm') return;
    const seen = addDaysIso(date, record.observationShift[index] ?? 0);
    if (seen <= today) observed.push({ code_arvalis: stage, date: seen });
  });
  const planned = stages.epi1cm;
  const seen = planned ? addDaysIso(planned, record.observationShift[2] ?? 0) : null;
  const epi1cmSeen = record.epi1cmObserved && seen !== null && seen <= today ? seen : null;
  if (epi1cmSeen) observed.push({ code_arvalis: 'epi1cm', date: epi1cmSeen });
  observed.sort((a, b) => a.date.localeCompare(b.date));
  return {
    ...fields,
    // The real epi 1 cm is the observed one when it was observed, the model's otherwise.
    stade_epi1cm: epi1cmSeen ?? planned,
    stade_epi1cm_prevu: planned,
    e1cm_observe: epi1cmSeen,
    hauteur_moyenne: epi1cmSeen ? record.epi1cmHeight : null,
    stades_obs: observed,
  };
}

export type QnRow = QnPlot & { sortie_option_faible_biomasse: boolean | null };

function computeRow(world: World, plot: Plot): QnRow {
  const record = qnRecordOf(world, plot);
  const chn = record.chn;
  const harvestYear = chnHarvestYear(world);
  const yesterday = addDaysIso(world.today, -1);
  const season = runChnModel(modelInput(chn, plot, yesterday), `${harvestYear}-08-31`);
  const stages = stageDatesOf(season);
  const images = qnAcquisitions(world, record, stages);
  // The latest image of a failing plot could not be used: the row shows the one before.
  const used = record.failing ? images.slice(0, -1) : images;
  const acquisition = used.at(-1) ?? null;
  const corrections = correctionsFor(world, plot.id);
  let outputs: ReturnType<typeof outputsAt> | typeof NO_OUTPUTS = NO_OUTPUTS;
  let acquisitionStage: QnDetailStage | null = null;
  if (acquisition) {
    // The crop as it stood on the image's day: a day of the run depends only on the days and
    // inputs before it, so the season's run gives it.
    const day = season[daysBetween(chn.sowing, acquisition)] as ChnDay;
    outputs = outputsAt(record, day, stages, corrections);
    acquisitionStage = qnStageOn(stages, acquisition);
  }
  const current = qnStageOn(stages, world.today);
  const operateur = plotNetwork(world, plot).operateur ?? null;
  const statut =
    images.length === 0
      ? STATUS.waiting
      : record.failing
        ? STATUS.failed
        : corrections.pending
          ? STATUS.asked
          : corrections.validated
            ? STATUS.corrected
            : STATUS.computed;
  return {
    uuid_plot: plot.id,
    client: chn.client,
    zam: chn.zam,
    code_dept: plot.commune.departement,
    codeespece: nitrogenSpeciesCode(plot),
    crop_management: chn.outlet,
    derniere_date_acquisition: acquisition,
    statut,
    date_semis: chn.sowing,
    variete: chn.variety,
    date_calcul: acquisition ? addDaysIso(acquisition, 1) : null,
    latitude: plot.latitude,
    longitude: plot.longitude,
    nom_stade_en_cours: current ? QN_STAGE_LABELS[current] : null,
    nom_stade_acquisition: acquisitionStage ? QN_STAGE_LABELS[acquisitionStage] : null,
    ...stageFields(record, stages, world.today),
    previlis_id: record.previlisId,
    nom_operateur: operateur?.nom ?? null,
    id_operateur: operateur?.id ?? null,
    ...outputs,
  };
}

/** A plot's QN row, worked out once until a correction names the plot. */
export function qnRowOf(world: World, plot: Plot): QnRow {
  let row = world.qn.rows.get(plot.id) as QnRow | undefined;
  if (!row) {
    row = computeRow(world, plot);
    world.qn.rows.set(plot.id, row);
  }
  return row;
}

/**
 * Fields only the plot detail reads: qn/results leaves them out, so that 20,000 plots travel as a
 * few megabytes (the catalogue marks them optional).
 */
const DETAIL_ONLY: ReadonlySet<string> = new Set([
  ...QN_DETAIL_STAGE_ORDER.map((stage) => `stade_${stage}`),
  'stades_obs',
  'e1cm_observe',
  'hauteur_moyenne',
  'stade_epi1cm_prevu',
  'previlis_id',
  'sortie_CHL',
  'sortie_LAI',
  'sortie_QNacq',
  'sortie_preco_arrondie_finale',
  'sortie_option_faible_biomasse',
  'sortie_biomasseAerienneFloraison',
  'sortie_indicateur_delta_biomasse',
  'sortie_indicateur_inn_acquisition',
  'sortie_azoteAerienAbsorbeFloraison',
]);

/** A row as the list sends it. */
export function qnListRow(row: QnRow): Partial<QnRow> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !DETAIL_ONLY.has(key)));
}
