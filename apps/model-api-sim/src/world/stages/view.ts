// The stage module's answers (spec 4 §3): maize rows, cereal rows (client plots and own plots),
// one plot's detail, its last computations and its risk forecast, all from one run of the models
// per plot and calculation day (world/stages/model.ts).
import type {
  CapPlot,
  ComputationRecord,
  MaizeStagePlot,
  PlotDetail,
  RiskForecast,
} from '@agro/contracts/entities/stages';
import { CEREAL_DISEASES, diseasesOfSpecies, type CerealDisease } from '@agro/domain/stages';
import type { Place } from '../weather/climate.ts';
import { hashInts } from '../weather/hash.ts';
import type { Plot } from '../types.ts';
import type { World } from '../world.ts';
import {
  CEREAL_STAGE_KEYS,
  cerealStages,
  diseaseDates,
  fusariumRisk,
  isoOrNull,
  MAIZE_STAGE_KEYS,
  maizeStages,
  riskOn,
  type CerealStageKey,
  type DiseaseDates,
  type DiseaseKey,
  type StageDays,
} from './model.ts';
import {
  capRecordOf,
  maizeRecordOf,
  OBSERVED_STAGE_CODES,
  stationCodeOf,
  stationIdOfCode,
  TREATMENT_PRODUCTS,
  varietyScores,
} from './records.ts';
import type { InternalPlot } from './state.ts';
import {
  epochDay,
  FORECAST_DAYS,
  isoOfEpochDay,
  knownWeather,
  placeOfStagePlot,
  placeWeather,
  type KnownWeather,
} from './weather.ts';

/** Calculations run at 05:00 UTC each morning of the season. */
const CALCULATION_HOUR = 'T05:00:00.000Z';
/** A failing plot last succeeded this many days before today. */
const FAILING_SINCE_DAYS = 3;

/** A cereal plot as the models see it, whether a client plot of the world or an own plot. */
export interface CerealSubject {
  id: number;
  code: string;
  castype: 0 | 1;
  codeespece: '17' | '40' | '27' | '19';
  sowing: string;
  variete: string | null;
  varOrigine: string | null;
  codesol: number | null;
  labour: boolean | null;
  precedent: string | null;
  codeInsee: string | null;
  codeStation: string | null;
  codeDept: string | null;
  latitude: number | null;
  longitude: number | null;
  place: Place;
  /** The observed epi 1 cm of a run predicting `predicted`, or null. */
  observedE1c(predicted: number | null): number | null;
  /** Ear height measured on the observed day, mm. */
  hauteur: number | null;
  typeObservateur: string | null;
  operator: { id: number; nom: string } | null;
  user: { id: number; nom: string } | null;
  statut: string;
  seed: number;
  internal: boolean;
}

const SPECIES_CODES = ['17', '40', '27', '19'] as const;
/** The nitrogen plots' crops (CHN and QN name them) as the stage module's species codes. */
const SPECIES_OF_CROP: Readonly<Record<string, CerealSubject['codeespece']>> = {
  'Blé tendre': '17',
  'Blé dur': '40',
  "Orge d'hiver": '27',
  Triticale: '19',
};
const speciesOf = (culture: string): CerealSubject['codeespece'] =>
  (SPECIES_CODES as readonly string[]).includes(culture)
    ? (culture as CerealSubject['codeespece'])
    : (SPECIES_OF_CROP[culture] ?? '17');

export function clientSubject(world: World, plot: Plot): CerealSubject {
  const record = capRecordOf(world, plot);
  const farmer = world.farmers[plot.farmerId - 1];
  const operateur = farmer ? world.operateurs[farmer.operateurId - 1] : undefined;
  const client = farmer ? world.clients[farmer.clientId - 1] : undefined;
  return {
    id: plot.id,
    code: plot.code,
    castype: record.castype,
    codeespece: speciesOf(plot.culture),
    sowing: plot.dateSemis,
    variete: plot.variete,
    varOrigine: record.varOrigine,
    codesol: record.codesol,
    labour: record.labour,
    precedent: record.precedent,
    codeInsee: plot.commune.insee,
    codeStation: stationCodeOf(plot.stationId),
    codeDept: plot.commune.departement,
    latitude: plot.latitude,
    longitude: plot.longitude,
    place: placeOfStagePlot(world, plot),
    observedE1c: (predicted) =>
      predicted === null || record.e1cObservedShift === null
        ? null
        : predicted + record.e1cObservedShift,
    hauteur: record.e1cObservedShift === null ? null : 10,
    typeObservateur: record.typeObservateur,
    operator: operateur ? { id: operateur.id, nom: operateur.nom } : null,
    user: client ? { id: client.id, nom: client.nom } : null,
    statut: plot.statut,
    seed: record.seed,
    internal: false,
  };
}

/** Days an ear takes to grow one millimetre before epi 1 cm. */
const DAYS_PER_EAR_MM = 1.4;

export function internalSubject(world: World, plot: InternalPlot): CerealSubject {
  const stationId = stationIdOfCode(plot.codeStation);
  const station = stationId === null ? undefined : world.stations.find((s) => s.id === stationId);
  const latitude = plot.latitude ?? station?.latitude ?? null;
  const longitude = plot.longitude ?? station?.longitude ?? null;
  const place: Place = station
    ? { key: station.id, latitude: station.latitude, longitude: station.longitude }
    : { key: 30_000_000 + plot.id, latitude: latitude ?? 46.8, longitude: longitude ?? 2.4 };
  const measure = plot.measures.at(-1);
  const observed =
    measure === undefined
      ? null
      : epochDay(measure.date) + Math.round((10 - measure.mesure) * DAYS_PER_EAR_MM);
  // A Mycolis plot is a client plot: its client is its user and the client's integrator its
  // operator, as for the world's client plots, so the client list shows it under its client.
  const client = plot.mycolis ? world.clients[plot.mycolis.clientId - 1] : undefined;
  const operateur = client ? world.operateurs[client.operateurId - 1] : undefined;
  return {
    id: plot.id,
    code: plot.code,
    castype: plot.castype,
    codeespece: plot.codeespece,
    sowing: plot.sowing,
    variete: plot.variete,
    varOrigine: null,
    codesol: null,
    labour: plot.mycolis?.labour ?? null,
    precedent: plot.precedent,
    codeInsee: plot.codeInsee,
    codeStation: plot.codeStation,
    codeDept: plot.codeDept,
    latitude,
    longitude,
    place,
    observedE1c: () => observed,
    hauteur: measure?.mesure ?? null,
    typeObservateur: measure ? 'Institut' : null,
    operator: operateur ? { id: operateur.id, nom: operateur.nom } : null,
    user: client ? { id: client.id, nom: client.nom } : { id: plot.idUser, nom: plot.ownerName },
    // Without a station, a commune or coordinates the model has no weather: the plot fails.
    statut: station || plot.codeInsee || latitude !== null ? 'ok' : 'ko',
    seed: hashInts(plot.id, 31),
    internal: true,
  };
}

/**
 * What moves the stages the model gives a cereal plot: the recalages in place that match it
 * (world/recalage/shifts.ts). Whoever composes the stage module passes it in, so that the stage
 * model knows nothing of the recalages, which are built on it.
 */
export type StageShift = (
  subject: CerealSubject,
  stages: StageDays<CerealStageKey>,
) => StageDays<CerealStageKey>;

export interface CerealRun {
  calcDay: number;
  weather: KnownWeather;
  stages: StageDays<CerealStageKey>;
  predictedE1c: number | null;
  observedE1c: number | null;
  diseases: DiseaseDates;
  fusarium: ReturnType<typeof fusariumRisk>;
  sensitivity: number;
}

/**
 * The models' run of a plot as calculated on `calcDay` (weather known to its forecast's end), its
 * stages moved by `shift`.
 */
export function cerealRun(
  world: World,
  subject: CerealSubject,
  calcDay: number,
  shift: StageShift,
): CerealRun {
  const weather = knownWeather(placeWeather(world, subject.place), calcDay + FORECAST_DAYS);
  const scores = varietyScores(subject.variete);
  // The recalages in place that match the plot shift the model's stages (world/recalage).
  const predicted = shift(
    subject,
    cerealStages(weather, {
      sowing: epochDay(subject.sowing),
      codeespece: subject.codeespece,
      precoMontaison: scores.montaison,
      precoEpiaison: scores.epiaison,
    }),
  );
  const observed = subject.observedE1c(predicted.epi1cm);
  let stages = predicted;
  let observedE1c: number | null = null;
  if (observed !== null && predicted.epi1cm !== null && observed <= calcDay) {
    // An observed epi 1 cm moves every later stage by as much (the observation recalibrates).
    const shift = observed - predicted.epi1cm;
    const e1c = predicted.epi1cm;
    stages = Object.fromEntries(
      CEREAL_STAGE_KEYS.map((key) => {
        const day = predicted[key];
        return [key, day !== null && day >= e1c ? day + shift : day];
      }),
    ) as StageDays<CerealStageKey>;
    observedE1c = observed;
  }
  const barley = subject.codeespece === '27';
  return {
    calcDay,
    weather,
    stages,
    predictedE1c: predicted.epi1cm,
    observedE1c,
    diseases: diseaseDates(weather, stages, barley, scores.septoria, weather.knownUntil),
    fusarium: barley
      ? null
      : fusariumRisk(
          weather,
          stages,
          (subject.precedent ?? '').startsWith('mais'),
          weather.knownUntil,
        ),
    sensitivity: scores.septoria,
  };
}

/**
 * The day of a plot's latest calculation: today in the season, the harvest day once it is over, a
 * few days ago for a failing plot; null before sowing.
 */
export function latestCalculation(
  world: World,
  subject: CerealSubject,
  shift: StageShift,
): { run: CerealRun; failedOn: number | null } | null {
  const today = epochDay(world.today);
  if (epochDay(subject.sowing) > today) return null;
  const failing = subject.statut === 'ko';
  let run = cerealRun(world, subject, failing ? today - FAILING_SINCE_DAYS : today, shift);
  const harvest = run.stages.recolte;
  if (harvest !== null && harvest < run.calcDay) run = { ...run, calcDay: harvest };
  return { run, failedOn: failing ? today : null };
}

type RiskField =
  | 'pv_risque'
  | 'septo_risque'
  | 'rouillebrune_risque'
  | 'rouillejaune_risque'
  | 'helmintho_risque'
  | 'rhyncho_risque';

const DISEASE_RISK_FIELDS: Readonly<Record<Exclude<DiseaseKey, 'fusariose'>, RiskField>> = {
  pietin_verse: 'pv_risque',
  septoriose: 'septo_risque',
  rouille_brune: 'rouillebrune_risque',
  rouille_jaune: 'rouillejaune_risque',
  helminthosporiose: 'helmintho_risque',
  rhynchosporiose: 'rhyncho_risque',
};

/** Domain disease names (CEREAL_DISEASES) of the model's diseases. */
const DOMAIN_DISEASE: Readonly<Record<DiseaseKey, CerealDisease>> = {
  pietin_verse: 'pietin_verse',
  septoriose: 'septoriose',
  rouille_brune: 'rouille_brune',
  rouille_jaune: 'rouille_jaune',
  fusariose: 'fusariose',
  helminthosporiose: 'helminthosporiose',
  rhynchosporiose: 'rhynchosporiose',
};

const stageFields = (stages: StageDays<CerealStageKey>) => ({
  stade_levee: isoOrNull(stages.levee),
  stade_debuttallage: isoOrNull(stages.debuttallage),
  stade_epi1cm: isoOrNull(stages.epi1cm),
  stade_1n: isoOrNull(stages['1n']),
  stade_2n: isoOrNull(stages['2n']),
  stade_f5: isoOrNull(stages.f5),
  stade_f4: isoOrNull(stages.f4),
  stade_f3: isoOrNull(stages.f3),
  stade_f2: isoOrNull(stages.f2),
  stade_dfp: isoOrNull(stages.dfp),
  stade_meiose: isoOrNull(stages.meiose),
  stade_epiaison: isoOrNull(stages.epiaison),
  stade_floraison: isoOrNull(stages.floraison),
  stade_maturite: isoOrNull(stages.maturite),
  stade_recolte: isoOrNull(stages.recolte),
});

const diseaseFields = (dates: DiseaseDates) => ({
  helmintho_date1: isoOrNull(dates.helmintho_date1),
  helmintho_date2: isoOrNull(dates.helmintho_date2),
  rhyncho_date1: isoOrNull(dates.rhyncho_date1),
  rhyncho_date2: isoOrNull(dates.rhyncho_date2),
  pv_datealerte: isoOrNull(dates.pv_datealerte),
  pv_datet1: isoOrNull(dates.pv_datet1),
  fusa_datealerte: isoOrNull(dates.fusa_datealerte),
  fusa_datet1: isoOrNull(dates.fusa_datet1),
  rouillejaune_crusty_date1: isoOrNull(dates.rouillejaune_crusty_date1),
  rouillejaune_crusty_date2: isoOrNull(dates.rouillejaune_crusty_date2),
  rouillejaune_crusty_date3: isoOrNull(dates.rouillejaune_crusty_date3),
  rouillebrune_datealerte: isoOrNull(dates.rouillebrune_datealerte),
  rouillebrune_datet1: isoOrNull(dates.rouillebrune_datet1),
  septo_datealerte: isoOrNull(dates.septo_datealerte),
  septo_datet1: isoOrNull(dates.septo_datet1),
  septo_datealerte2: isoOrNull(dates.septo_datealerte2),
  septo_datet2: isoOrNull(dates.septo_datet2),
});

/** A cereal plot's row (spec 4 §3 Cap plot). */
export function capRow(world: World, subject: CerealSubject, shift: StageShift): CapPlot {
  const latest = latestCalculation(world, subject, shift);
  const run = latest?.run ?? null;
  const barley = subject.codeespece === '27';
  const scores = varietyScores(subject.variete);
  const risks: Partial<Record<RiskField, number | null>> = {};
  for (const disease of diseasesOfSpecies(subject.codeespece)) {
    const key = (Object.keys(DOMAIN_DISEASE) as DiseaseKey[]).find(
      (k) => DOMAIN_DISEASE[k] === disease,
    ) as DiseaseKey;
    if (key === 'fusariose') continue;
    risks[DISEASE_RISK_FIELDS[key]] = run
      ? riskOn(
          key,
          run.weather,
          run.stages,
          run.sensitivity,
          Math.min(run.calcDay, epochDay(world.today)),
        )
      : null;
  }
  const calcDay = run?.calcDay ?? null;
  return {
    id_plot: subject.id,
    code_parcelle_os: subject.code,
    castype: subject.castype,
    codeespece: Number(subject.codeespece) as CapPlot['codeespece'],
    date_semis: subject.sowing,
    variete: subject.variete,
    var_origine: subject.varOrigine,
    codesol: subject.codesol,
    labour: subject.labour,
    code_precedent: subject.precedent,
    a_calculer: subject.statut === 'en attente',
    date_calcul: calcDay === null ? null : `${isoOfEpochDay(calcDay)}${CALCULATION_HOUR}`,
    date_fin_previsions: run ? isoOfEpochDay(run.weather.knownUntil) : null,
    code_insee: subject.codeInsee,
    x: subject.longitude,
    y: subject.latitude,
    e1cm_observe: isoOrNull(run?.observedE1c),
    hauteur_moyenne: run?.observedE1c != null ? subject.hauteur : null,
    ...(run ? stageFields(run.stages) : {}),
    stade_epi1cm_prevu: isoOrNull(run?.predictedE1c),
    ...(run ? diseaseFields(run.diseases) : {}),
    ...risks,
    risque_fusa: barley ? null : (run?.fusarium?.risque_fusa ?? null),
    don_classerisque: barley ? null : (run?.fusarium?.don_classerisque ?? null),
    note_septo: scores.septoria,
    code_station: subject.codeStation,
    type_observateur: run?.observedE1c != null ? subject.typeObservateur : null,
    precocite_epiaison: scores.epiaison,
    precocite_montaison: scores.montaison,
    nom_operateur: subject.operator?.nom ?? null,
    id_operateur: subject.operator?.id ?? null,
    id_user: subject.user?.id ?? null,
    nom_user: subject.user?.nom ?? null,
    code_dept: subject.codeDept,
    etat_calcul: latest === null ? 'en attente' : subject.statut,
    p_dt_lastechec:
      latest?.failedOn != null ? `${isoOfEpochDay(latest.failedOn)}${CALCULATION_HOUR}` : null,
  };
}

/** Treatments applied after each advised treatment day up to the calculation (spec 4 §3). */
function treatmentsOf(subject: CerealSubject, run: CerealRun) {
  const byDisease: {
    maladie: string;
    traitements: { date: string; dose: number; produit: string }[];
  }[] = [];
  const advised: Partial<Record<DiseaseKey, (number | null)[]>> = {
    pietin_verse: [run.diseases.pv_datet1],
    septoriose: [run.diseases.septo_datet1, run.diseases.septo_datet2],
    rouille_brune: [run.diseases.rouillebrune_datet1],
    rouille_jaune: [run.diseases.rouillejaune_crusty_date2],
    fusariose: [run.diseases.fusa_datet1],
    helminthosporiose: [run.diseases.helmintho_date1],
    rhynchosporiose: [run.diseases.rhyncho_date1],
  };
  for (const [index, [disease, days]] of Object.entries(advised).entries()) {
    const product = TREATMENT_PRODUCTS[disease];
    if (!product) continue;
    const treatments = (days ?? [])
      .filter((day): day is number => day !== null)
      .map((day) => day + (hashInts(subject.seed, index, day) % 3))
      .filter((day) => day <= run.calcDay)
      .map((day) => ({ date: isoOfEpochDay(day), dose: product.dose, produit: product.produit }));
    if (treatments.length > 0) {
      byDisease.push({
        maladie: CEREAL_DISEASES[DOMAIN_DISEASE[disease as DiseaseKey]],
        traitements: treatments,
      });
    }
  }
  return byDisease;
}

export function plotDetailOf(world: World, subject: CerealSubject, shift: StageShift): PlotDetail {
  const row = capRow(world, subject, shift);
  const latest = latestCalculation(world, subject, shift);
  const run = latest?.run;
  return {
    ...row,
    traitements: run ? treatmentsOf(subject, run) : [],
    stades_obs:
      run?.observedE1c != null
        ? [{ code_arvalis: OBSERVED_STAGE_CODES.epi1cm, date: isoOfEpochDay(run.observedE1c) }]
        : [],
  };
}

/** The last computations (up to `count`), newest first: one a day back from the latest. */
export function computationsOf(
  world: World,
  subject: CerealSubject,
  count: number,
  shift: StageShift,
) {
  const latest = latestCalculation(world, subject, shift);
  if (!latest) return [];
  const sowing = epochDay(subject.sowing);
  const records: ComputationRecord[] = [];
  for (let i = 0; i < count; i++) {
    const day = latest.run.calcDay - i;
    if (day <= sowing) break;
    const run = i === 0 ? latest.run : cerealRun(world, subject, day, shift);
    const observedShift =
      run.observedE1c !== null && run.predictedE1c !== null
        ? run.observedE1c - run.predictedE1c
        : null;
    let rain = 0;
    const from = run.stages.debuttallage;
    if (from !== null) for (let d = from; d <= day; d++) rain += run.weather.rain(d);
    records.push({
      id_sortie: subject.id * 1000 + (day % 1000),
      id_plot: subject.id,
      date_calcul: `${isoOfEpochDay(day)}${CALCULATION_HOUR}`,
      date_fin_previsions: isoOfEpochDay(run.weather.knownUntil),
      ...stageFields(run.stages),
      stade_epi1cm_prevu: isoOrNull(run.predictedE1c),
      ...diseaseFields(run.diseases),
      pv_cumul_top: Math.round(rain * 10) / 10,
      pv_score_actualise: Math.round(Math.min(100, rain / 3)),
      risque_agronomique: run.fusarium?.don_classerisque ?? null,
      score_don_moyenne: run.fusarium ? run.fusarium.don_classerisque * 0.5 : null,
      epi1cm_decalageoadjours: observedShift,
      epiaison_decalageoadjours: observedShift,
      date_fix_t1: isoOrNull(run.diseases.septo_datet1),
      date_fix_t2: isoOrNull(run.diseases.septo_datet2),
      septo_datealerte3: isoOrNull(run.diseases.septo_datealerte3),
      septo_datet3: isoOrNull(run.diseases.septo_datet3),
      septo_datet1_observe: null,
      rouillejaune_ydebride_date1: isoOrNull(run.diseases.rouillejaune_crusty_date1),
      rouillejaune_ydebride_date2: isoOrNull(run.diseases.rouillejaune_crusty_date2),
      rouillejaune_ydebride_date3: isoOrNull(run.diseases.rouillejaune_crusty_date3),
    });
  }
  return records;
}

/** Up to `days` days of each disease's daily risk from `date`, within the forecast (spec 4 §2.4). */
export function riskForecastOf(
  world: World,
  subject: CerealSubject,
  date: string,
  days: number,
  shift: StageShift,
): RiskForecast {
  const latest = latestCalculation(world, subject, shift);
  const from = epochDay(date);
  return diseasesOfSpecies(subject.codeespece).map((disease) => {
    const key = (Object.keys(DOMAIN_DISEASE) as DiseaseKey[]).find(
      (k) => DOMAIN_DISEASE[k] === disease,
    ) as DiseaseKey;
    const previ: RiskForecast[number]['previ'] = [];
    if (latest) {
      const { run } = latest;
      for (let day = from; day < from + days && day <= run.weather.knownUntil; day++) {
        previ.push({
          date: isoOfEpochDay(day),
          risque: riskOn(key, run.weather, run.stages, run.sensitivity, day),
        });
      }
    }
    return { maladie: CEREAL_DISEASES[disease], previ };
  });
}

// ---------------------------------------------------------------------------------------------
// Maize

export function maizeRow(world: World, plot: Plot): MaizeStagePlot {
  const record = maizeRecordOf(world, plot);
  const farmer = world.farmers[plot.farmerId - 1];
  const client = farmer ? world.clients[farmer.clientId - 1] : undefined;
  const today = epochDay(world.today);
  const sowing = epochDay(plot.dateSemis);
  const sown = sowing <= today;
  const failing = plot.statut === 'ko';
  const calcDay = failing ? today - FAILING_SINCE_DAYS : today;
  const stages = sown
    ? maizeStages(
        knownWeather(placeWeather(world, placeOfStagePlot(world, plot)), calcDay + FORECAST_DAYS),
        sowing,
        record.fao,
        record.fodder,
      )
    : null;
  let observedCount = 0;
  if (stages) {
    for (const observation of record.observed) {
      const day = stages[observation.key];
      if (day === null || day + observation.shift > calcDay) continue;
      // An observed stage moves the stages from it on.
      const threshold = day;
      for (const key of MAIZE_STAGE_KEYS) {
        const value = stages[key];
        if (value !== null && value >= threshold) stages[key] = value + observation.shift;
      }
      observedCount += 1;
    }
  }
  const date = (key: (typeof MAIZE_STAGE_KEYS)[number]) => (stages ? isoOrNull(stages[key]) : null);
  return {
    id_plot: plot.id,
    nom_user: client?.nom ?? null,
    code_client: client?.code ?? null,
    code_agri: farmer?.code ?? null,
    code_parcelle_os: plot.code,
    code_dept: plot.commune.departement,
    variete: plot.variete,
    date_semis: plot.dateSemis,
    stade_levee: date('levee'),
    stade_4f: date('4f'),
    stade_6f: date('6f'),
    stade_8f: date('8f'),
    stade_10f: date('10f'),
    stade_ff: date('ff'),
    stade_slag: date('slag'),
    stade_h50: record.fodder ? null : date('h50'),
    stade_h45: record.fodder ? null : date('h45'),
    stade_h35: record.fodder ? null : date('h35'),
    stade_h32: date('h32'),
    nb_stades_obs: observedCount,
    etat_calcul: sown ? plot.statut : 'en attente',
  };
}
