// What the CHN calls answer (spec 2 §3, §7): a plot's result at a calculation date, read from the
// model run to that date and projected 30 days ahead without further input; its daily series; the
// errors list; the delta N of each calculation; the correction proposal files.
import type { Plot } from '../types.ts';
import type { World } from '../world.ts';
import {
  addDaysIso,
  daysBetween,
  runChnModel,
  satelliteDays,
  STAGE_THERMAL_TIME,
  stageDate,
  type ChnDay,
} from './model.ts';
import {
  campaignCalculationDates,
  chnHarvestYear,
  chnRecordOf,
  nitrogenSpeciesCode,
  plannedInputs,
} from './records.ts';
import type { ChnRecord } from './state.ts';

/** Days the advice looks ahead of a calculation date. */
const PROJECTION_DAYS = 60;
/** INN below which the crop lacks nitrogen enough to lose yield. */
export const INN_MIN = 0.8;
/** Soil nitrogen below which it is exhausted, kg/ha. */
const SOIL_N_EXHAUSTED = 5;

export function calculationDatesOf(world: World): string[] {
  world.chn.dates ??= campaignCalculationDates(chnHarvestYear(world), world.today);
  return [...world.chn.dates];
}

/** The latest calculation date of the campaign, or null before its first. */
const latestDateOf = (world: World): string | null => {
  world.chn.dates ??= campaignCalculationDates(chnHarvestYear(world), world.today);
  return world.chn.dates.at(-1) ?? null;
};

/** The inputs realised by a day: the planned ones whose day has come, at their advised dose. */
function realisedInputs(record: ChnRecord, day: string) {
  return plannedInputs(record).filter((input) => input.date <= day);
}

export function modelInput(record: ChnRecord, plot: Plot, day: string) {
  return {
    seed: record.seed,
    sowing: record.sowing,
    latitude: plot.latitude,
    usefulReserve: record.soil.reserve,
    residualN: record.residualN,
    vigour: record.vigour,
    bias: record.bias,
    inputs: realisedInputs(record, day),
    irrigations: record.irrigations.filter((irrigation) => irrigation.date <= day),
  };
}

/** The model run to a calculation date and its projection (no input after the date). */
export function runAt(
  record: ChnRecord,
  plot: Plot,
  day: string,
): { days: ChnDay[]; index: number } {
  const days = runChnModel(modelInput(record, plot, day), addDaysIso(day, PROJECTION_DAYS));
  return { days, index: Math.min(days.length - 1, daysBetween(record.sowing, day)) };
}

const round = (value: number, step: number) => Math.round(value / step) * step;

/** The calculation a plot's row shows at a date: the latest one before it when this one failed. */
export function shownCalculationDate(world: World, record: ChnRecord, day: string): string | null {
  const dates = calculationDatesOf(world).filter((d) => d <= day);
  if (record.failing && dates.at(-1) === latestDateOf(world)) dates.pop();
  return dates.at(-1) ?? null;
}

const atTime = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;

function firstDayFrom(days: readonly ChnDay[], from: number, test: (day: ChnDay) => boolean) {
  for (let i = from; i < days.length; i++) if (test(days[i] as ChnDay)) return days[i] as ChnDay;
  return null;
}

/** The next favourable period from a day on: its first and last days (2 favourable days at least). */
function nextFavourablePeriod(days: readonly ChnDay[], from: number) {
  for (let i = from; i < days.length - 1; i++) {
    if (days[i]?.favourable === 1 && days[i + 1]?.favourable === 1) {
      let end = i + 1;
      while (end + 1 < days.length && days[end + 1]?.favourable === 1) end++;
      return { start: days[i] as ChnDay, end: days[end] as ChnDay };
    }
  }
  return null;
}

const MASK_PARTS = ['LAI', 'CHL', 'RU', 'E1C', 'RELIQUAT'];

/** The calculation's mask: the satellite images and levers the calculation discarded. */
function maskOf(record: ChnRecord, images: readonly string[]): string {
  if (record.overrides.mask !== undefined) return record.overrides.mask;
  if (!record.flagStage) return '';
  return images
    .slice(0, 60)
    .map((date, i) => `${MASK_PARTS[i % MASK_PARTS.length]}:${date}:exclue`)
    .join(';');
}

export type ChnResultRow = ReturnType<typeof computeResult>;

/**
 * The result row of a plot at a calculation date (chns/results, chns/{id}/results), computed once
 * per date until an administrator's action changes the plot: a list of 20,000 plots is read from
 * the model once.
 */
export function chnResultAt(world: World, plot: Plot, requested: string | null): ChnResultRow {
  const record = chnRecordOf(world, plot);
  const key = requested ?? '';
  const cached = record.results.get(key) as ChnResultRow | undefined;
  if (cached) return cached;
  const row = computeResult(world, plot, record, requested);
  record.results.set(key, row);
  return row;
}

export type ChnListRow = ReturnType<typeof chnListRow>;

/** Keeps a plot's latest list row worked out elsewhere (a precompute worker, on the same world). */
export function keepLatestChnListRow(world: World, plot: Plot, row: ChnListRow): void {
  chnRecordOf(world, plot).results.set('liste|', row);
}

/**
 * A plot's list row at a calculation date, kept beside its result: at 20,000 plots each list call
 * would otherwise copy every row without its detail-only fields again.
 */
export function chnListRowAt(world: World, plot: Plot, requested: string | null) {
  const record = chnRecordOf(world, plot);
  const key = `liste|${requested ?? ''}`;
  const cached = record.results.get(key) as ChnListRow | undefined;
  if (cached) return cached;
  const row = chnListRow(chnResultAt(world, plot, requested));
  record.results.set(key, row);
  return row;
}

function computeResult(world: World, plot: Plot, record: ChnRecord, requested: string | null) {
  const day = shownCalculationDate(world, record, requested ?? world.today);
  const farmer = world.farmers[plot.farmerId - 1];
  const identity = {
    uuid_plot: plot.id,
    uuid_user: plot.farmerId,
    code_airbus: record.codeAirbus,
    nom_parcelle: plot.nom,
    farmer: farmer ? `${farmer.prenom} ${farmer.nom}` : null,
    technician: record.engineer,
    client: record.client,
    zam: record.zam,
    ingenieur_regional: record.engineer,
    exploitation: record.farm,
    lieudit: record.place,
    departement: plot.commune.departement,
    latitude: plot.latitude,
    longitude: plot.longitude,
    codeespece: nitrogenSpeciesCode(plot),
    crop_management: record.outlet,
    variete: record.variety,
    bc_varietal: record.variety.slice(0, 3).toUpperCase(),
    semis_date: record.sowing,
    semis_densite: record.density,
    semis_profondeur: 3,
    codebasesol: record.soil.code,
    sol_horizons: [
      { haut: 0, bas: 30, texture: record.soil.nom },
      { haut: 30, bas: record.soil.depth, texture: 'Sous-sol' },
    ],
    sol_mesures: [
      {
        grandeur: 'reliquatn-no3' as const,
        date: record.residualDay,
        haut: 0,
        bas: 90,
        valeur: Math.round(record.residualN * 0.8),
      },
      {
        grandeur: 'reliquatn-nh4' as const,
        date: record.residualDay,
        haut: 0,
        bas: 30,
        valeur: Math.round(record.residualN * 0.2),
      },
      ...(record.residualForced
        ? [
            {
              grandeur: 'forcagereliquatsazotes' as const,
              date: record.residualDay,
              haut: 0,
              bas: 90,
              valeur: 1,
            },
          ]
        : []),
    ],
    sol_profondeur: record.soil.depth,
    sol_profondeur_drains: null,
    sol_reserve_utile: record.soil.reserve,
    parcelle_irriguee: record.irrigated,
    codeprecedent: record.previous.code,
    nom_precedent: record.previous.nom,
    rendementrecolteprecedent: record.previous.yieldValue,
    uniterendementrecolteprecedent: record.previous.unit,
    daterecolteprecedent: record.previous.harvest,
    destinationresidusrecolteprecedent: record.previous.residues,
    cipan_presence: false,
  };
  if (day === null) {
    // Before the campaign's first calculation: the plot is known, nothing is computed yet.
    return {
      ...identity,
      date_dernier_apport: null,
      dose_dernier_apport: null,
      flag: null,
      flag_valide: null,
      livraison_conseil: null,
      calcul_end_timestamp: null,
      dernier_azoteaerienabsorbe_avant_assimilation: null,
      dernier_azoteaerienabsorbe_apres_assimilation: null,
      dernier_biomasseaerienne_avant_assimilation: null,
      dernier_biomasseaerienne_apres_assimilation: null,
      Preco_declenchement: null,
      dose_preconisee: null,
      delta_n: null,
      spluie_depuis_dernier_apport: null,
      date_debut_prochaine_periode_favorable: null,
      date_fin_prochaine_periode_favorable: null,
      date_epuisement_n_sol: null,
      qn_sol_prochaine_periode_favorable: null,
      date_franchissement_inn_min: null,
      date_derniere_image_utilisee: null,
      warnings: record.warnings,
      errors: record.failing ? [record.failing] : null,
      statut: 'non calculé',
    };
  }
  const { days, index } = runAt(record, plot, day);
  const today = days[index] as ChnDay;
  const images = satelliteDays(record.seed, addDaysIso(record.sowing, 60), day);
  const planned = plannedInputs(record);
  const realised = planned.filter((input) => input.date <= day);
  const last = realised.at(-1) ?? null;
  const lastIndex = last ? daysBetween(record.sowing, last.date) : -1;
  const rainSince = last
    ? Math.round(days.slice(lastIndex + 1, index + 1).reduce((sum, d) => sum + d.rain, 0) * 10) / 10
    : null;
  const crossing = firstDayFrom(days, index, (d) => d.inn < INN_MIN);
  const exhausted = firstDayFrom(days, index, (d) => d.soilN <= SOIL_N_EXHAUSTED);
  const period = nextFavourablePeriod(days, index);
  // Advice for the next planned input, by the balance: the nitrogen the crop needs by flowering
  // (or the projection's end) less what it holds, the soil's nitrogen and the mineralisation to
  // come, by steps of 10, 0 to 120 kg N/ha.
  const flowering = firstDayFrom(days, index, (d) => d.thermalTime >= STAGE_THERMAL_TIME.floraison);
  const horizon = flowering ?? (days.at(-1) as ChnDay);
  const mineralisation = 0.2 * daysBetween(day, horizon.date);
  const lack = horizon.nCritical - today.nAbsorbed - today.soilN - mineralisation;
  const modelDose = Math.min(120, Math.max(0, round(lack, 10)));
  const forced = record.overrides.forcedAdvice;
  const dose = forced === undefined ? modelDose : forced === false ? 0 : forced;
  // The advice is triggered when a dose is due and the crop will lack nitrogen (INN below 0.8)
  // within the projection, or the next planned input is less than ten days away.
  const nextPlanned = planned.find((input) => input.date > day);
  const inputSoon = nextPlanned !== undefined && daysBetween(day, nextPlanned.date) <= 10;
  const trigger =
    forced === undefined ? modelDose > 0 && (crossing !== null || inputSoon) : forced !== false;
  const advice = planned.map((input) => {
    const jm9 = addDaysIso(input.date, -9);
    const jm2 = addDaysIso(input.date, -2);
    const adviceOn = (d: string) =>
      d <= day ? { dose: input.date <= day ? input.dose : dose, date: d } : null;
    return {
      date_apport_prevu: input.date,
      conseil_jm9: adviceOn(jm9),
      conseil_jm2: adviceOn(jm2),
    };
  });
  const flagged = record.flagStage !== null && stageDate(days, record.flagStage, index) !== null;
  const flagDay = flagged && record.flagStage ? stageDate(days, record.flagStage) : null;
  const stages = {
    epi1cm_date: stageDate(days, 'epi1cm', index),
    unnoeud_date: stageDate(days, 'unnoeud', index),
    deuxnoeuds_date: stageDate(days, 'deuxnoeuds', index),
    dfp_date: stageDate(days, 'dfp', index),
    epiaison_date: stageDate(days, 'epiaison', index),
    floraison_date: stageDate(days, 'floraison', index),
  };
  const ahead = days[Math.min(days.length - 1, index + 10)] as ChnDay;
  const lastImage = images.at(-1) ?? null;
  return {
    ...identity,
    date_dernier_apport: last?.date ?? null,
    dose_dernier_apport: last?.dose ?? null,
    flag:
      flagDay && record.flagStage
        ? { date: flagDay, stade_repere: record.flagStage, indicateurs: ['LAI', 'INN'] }
        : null,
    flag_valide: flagDay ? record.flagValidated : null,
    corrections:
      flagDay && record.flagValidated && record.correctionLever
        ? [{ levier: record.correctionLever, date: addDaysIso(flagDay, 3) }]
        : [],
    masque_correctif_calcul: maskOf(record, images),
    masque_correctif_a_venir: flagDay && !record.flagValidated ? 'LAI:prochaine-image:exclue' : '',
    tab_historique: flagDay
      ? [
          {
            date: flagDay,
            flag: {
              date: flagDay,
              stade_repere: record.flagStage as string,
              indicateurs: ['LAI', 'INN'],
            },
            correction: record.flagValidated
              ? {
                  levier: record.correctionLever as string,
                  niveau: 1,
                  ecart_qn_jour_j: Math.round(today.nAbsorbed - today.nAbsorbedBefore),
                }
              : null,
          },
        ]
      : [],
    scheduled_interventions: planned.map(
      (input) => [input.date, 'Apport azote minéral', input.dose] as [string, string, number],
    ),
    interventions: [
      ...(record.organicInput
        ? [
            {
              nom: 'Apport organique',
              date: record.organicInput.date,
              dose: record.organicInput.dose,
              produit: record.organicInput.produit,
            },
          ]
        : []),
      ...realised.map((input) => ({
        nom: 'Apport minéral',
        date: input.date,
        dose: input.dose,
        produit: 'Ammonitrate 33,5',
      })),
      ...record.irrigations
        .filter((irrigation) => irrigation.date <= day)
        .map((irrigation) => ({
          nom: 'Irrigation',
          date: irrigation.date,
          dose: irrigation.dose,
          produit: null,
        })),
    ],
    livraison_conseil: advice,
    calcul_start_timestamp: atTime(day, 9),
    calcul_end_timestamp: atTime(day, 11),
    creation_timestamp: atTime(record.sowing, 8),
    last_update_timestamp: atTime(day, 11),
    dernier_lai_avant_assimilation: today.laiBefore,
    dernier_lai_apres_assimilation: today.lai,
    dernier_azoteaerienabsorbe_avant_assimilation: today.nAbsorbedBefore,
    dernier_azoteaerienabsorbe_apres_assimilation: today.nAbsorbed,
    dernier_biomasseaerienne_avant_assimilation: today.biomassBefore,
    dernier_biomasseaerienne_apres_assimilation: today.biomass,
    dernier_inn: today.inn,
    lai_jplus10: ahead.lai,
    azoteaerienabsorbe_jplus10: ahead.nAbsorbed,
    biomasseaerienne_jplus10: ahead.biomass,
    inn_jplus10: ahead.inn,
    ...stages,
    Preco_declenchement: trigger,
    dose_preconisee: dose,
    delta_n: Math.round((today.nAbsorbed - today.nAbsorbedBefore) * 10) / 10,
    spluie_depuis_dernier_apport: rainSince,
    date_debut_prochaine_periode_favorable: period?.start.date ?? null,
    date_fin_prochaine_periode_favorable: period?.end.date ?? null,
    date_epuisement_n_sol: exhausted?.date ?? null,
    qn_sol_prochaine_periode_favorable: period ? period.start.soilN : null,
    date_franchissement_inn_min: crossing?.date ?? null,
    date_derniere_image_utilisee: lastImage ? { acquisition_date: lastImage } : null,
    date_derniere_image_lai: lastImage ? { acquisition_date: lastImage } : null,
    date_derniere_image_chl: images.at(-2) ? { acquisition_date: images.at(-2) as string } : null,
    validite: 'valide',
    statut: record.overrides.recalculationAsked ? 'recalcul demandé' : 'calculé',
    warnings: record.warnings,
    errors: null,
    module_urgence: false,
  };
}

/** The errors list at a date: plots whose calculation of that date failed. */
export function chnErrorsAt(world: World, plots: readonly Plot[], requested: string | null) {
  const latest = calculationDatesOf(world).at(-1);
  const day = requested ?? latest;
  if (!day || day !== latest) return [];
  return plots.flatMap((plot) => {
    const record = chnRecordOf(world, plot);
    if (!record.failing) return [];
    const row = chnResultAt(world, plot, day);
    return [{ ...row, errors: [record.failing] }];
  });
}

/** A plot's daily series to a calculation date (only the computed days; screens cut at sowing). */
export function chnDailyAt(world: World, plot: Plot, requested: string | null) {
  const record = chnRecordOf(world, plot);
  const day = shownCalculationDate(world, record, requested ?? world.today);
  if (day === null)
    return { daily: [], daily_avant_assimilation: [], satellite: { dates: [], values: [] } };
  const { days, index } = runAt(record, plot, day);
  const shown = days.slice(0, index + 1);
  const images = satelliteDays(record.seed, addDaysIso(record.sowing, 60), day);
  const byDate = new Map(shown.map((d) => [d.date, d]));
  return {
    daily: shown.map((d) => ({
      uuid_plot: plot.id,
      date: d.date,
      lai: d.lai,
      laipotentiel: d.laiPotential,
      inn: d.inn,
      azoteaerienabsorbe: d.nAbsorbed,
      deltaqn_opt_inf: Math.round((Math.max(0, d.nCritical - d.nAbsorbed) - d.soilN) * 10) / 10,
      deltaqn_opt_plante: Math.round(Math.max(0, d.nCritical - d.nAbsorbed) * 10) / 10,
      sn_sol_disponible: d.soilN,
      apportsmineraux: d.mineralInput,
      ruracinaire: d.rootReserve,
      rfuracinaire: d.rootReadyReserve,
      etatreserveracinaire: d.reserveState,
      pluie: d.rain,
      irrigation: d.irrigation,
      favorable: d.favourable,
    })),
    // The uncorrected model is saved on the satellite days only.
    daily_avant_assimilation: images.map((date) => ({
      uuid_plot: plot.id,
      date,
      azoteaerienabsorbe_avant_assimilation: byDate.get(date)?.nAbsorbedBefore ?? null,
    })),
    satellite: {
      dates: images,
      values: images.map((date) => {
        const d = byDate.get(date);
        return d ? Math.round(d.lai * (0.92 + ((d.thermalTime * 7) % 17) / 100) * 100) / 100 : null;
      }),
    },
  };
}

/** Delta N of each calculation of the campaign, oldest first. */
export function chnDeltaEvolution(world: World, plot: Plot) {
  const record = chnRecordOf(world, plot);
  return calculationDatesOf(world).flatMap((day) => {
    if (record.failing && day === calculationDatesOf(world).at(-1)) return [];
    const { days, index } = runAt(record, plot, day);
    const d = days[index] as ChnDay;
    return [
      {
        calcul_end_timestamp: atTime(day, 11),
        delta_n: Math.round((d.nAbsorbed - d.nAbsorbedBefore) * 10) / 10,
      },
    ];
  });
}

/** The correction proposal files of a flagged plot (HTML, base64). */
export function chnReports(world: World, plot: Plot) {
  const row = chnResultAt(world, plot, null);
  if (!row.flag) return [];
  const html = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Proposition de correction</title><h1>Parcelle ${row.code_airbus}</h1><p>Drapeau levé le ${row.flag.date} au stade ${row.flag.stade_repere}.</p><p>Écart d'azote absorbé : ${row.delta_n} kg N/ha.</p></html>`;
  return [
    {
      base64: Buffer.from(html, 'utf8').toString('base64'),
      nom_fichier: `proposition_correction_${row.code_airbus}_${row.flag.date}.html`,
    },
  ];
}

/**
 * Fields only the plot detail reads: the list (chns/results) leaves them out, so that 20,000
 * plots travel as a few tens of megabytes rather than seventy (the catalogue marks them optional).
 */
const DETAIL_ONLY_KEYS = [
  'uuid_user',
  'farmer',
  'technician',
  'bc_varietal',
  'semis_densite',
  'semis_profondeur',
  'codebasesol',
  'sol_horizons',
  'sol_mesures',
  'sol_profondeur',
  'sol_profondeur_drains',
  'sol_reserve_utile',
  'cipan_presence',
  'codeprecedent',
  'nom_precedent',
  'rendementrecolteprecedent',
  'uniterendementrecolteprecedent',
  'daterecolteprecedent',
  'destinationresidusrecolteprecedent',
  'masque_correctif_calcul',
  'masque_correctif_a_venir',
  'tab_historique',
  'calcul_start_timestamp',
  'creation_timestamp',
  'last_update_timestamp',
  'lai_jplus10',
  'azoteaerienabsorbe_jplus10',
  'biomasseaerienne_jplus10',
  'inn_jplus10',
  'date_derniere_image_lai',
  'date_derniere_image_chl',
  'validite',
  'module_urgence',
] as const;
const DETAIL_ONLY: ReadonlySet<string> = new Set(DETAIL_ONLY_KEYS);

/** A result row as the list sends it. */
export function chnListRow(
  row: ChnResultRow,
): Omit<ChnResultRow, (typeof DETAIL_ONLY_KEYS)[number]> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !DETAIL_ONLY.has(key))) as Omit<
    ChnResultRow,
    (typeof DETAIL_ONLY_KEYS)[number]
  >;
}
