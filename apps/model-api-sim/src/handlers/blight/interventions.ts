// What is recorded on a potato plot (spec 3 §7.1): observations, irrigations, treatments, stages
// and harvest, each write checked with the domain's rules and followed at once by the model (a
// treatment protects the next days, an irrigation adds its evening hours of risk, haulm killing
// ends the season); and the lists the plot forms read: products, varieties, weather operators,
// and the check that an operator's station exists.
import type { BlightPhaseName } from '@agro/contracts/entities/blight';
import {
  CAS_TYPE_VARIETY,
  interventionDateError,
  irrigationEndError,
  persistenceError,
  stageErrors,
  type StageDates,
} from '@agro/domain/blight-interventions';
import { badRequest, notFound } from '../../errors.ts';
import {
  BLIGHT_PRODUCTS,
  thresholdOfResistance,
  VARIETY_RESISTANCE,
  varietyCode,
} from '../../reference/blight.ts';
import { blightRecordOf } from '../../world/blight/records.ts';
import type { BlightRecord, StoredTreatment } from '../../world/blight/state.ts';
import type { HandlerMap } from '../types.ts';
import { changed, plotOf, refuse, type Caller } from './access.ts';
import { operatorStation } from './plots.ts';

/** An instant as the API stores and answers it, or null when unreadable. */
function instant(value: string): string | null {
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

const sameInstant = (a: string, b: string) => instant(a) !== null && instant(a) === instant(b);

function recordOf(context: Caller & { params: { id: string } }): BlightRecord {
  return blightRecordOf(context.world, plotOf(context, context.params.id));
}

function checkDay(context: Caller, date: string): void {
  refuse(interventionDateError(date, context.world.today));
}

/** The stages after a write, refused with the spec's message when out of order. */
function setPhases(record: BlightRecord, phases: { name: BlightPhaseName; date: string }[]): void {
  const dates: StageDates = Object.fromEntries(phases.map((phase) => [phase.name, phase.date]));
  const errors = Object.values(stageErrors(dates));
  refuse(errors[0]);
  record.phases = [...phases].sort((a, b) => a.date.localeCompare(b.date));
  changed(record);
}

/** The dates a write brings: a stage kept as it was is not checked again. */
function checkNewPhases(
  context: Caller,
  record: BlightRecord,
  phases: readonly { name: BlightPhaseName; date: string }[],
): void {
  for (const phase of phases) {
    const kept = record.phases.some((old) => old.name === phase.name && old.date === phase.date);
    if (!kept) checkDay(context, phase.date);
  }
}

const DUPLICATE_OBSERVATION = 'Une observation existe déjà à cette date.';
const UNKNOWN_PRODUCT = 'Produit inconnu.';

export const interventionHandlers: HandlerMap = {
  blightObservationCreate: (context) => {
    const record = recordOf(context);
    const date = context.body.date_obs;
    checkDay(context, date);
    if (record.observations.includes(date)) throw badRequest(DUPLICATE_OBSERVATION);
    record.observations = [...record.observations, date].sort();
    changed(record);
    return { data: true };
  },

  blightObservationUpdate: (context) => {
    const record = recordOf(context);
    const { date_obs: date, date_obs_origine: original } = context.body;
    if (!record.observations.includes(original)) throw notFound('Observation');
    checkDay(context, date);
    if (date !== original && record.observations.includes(date)) {
      throw badRequest(DUPLICATE_OBSERVATION);
    }
    record.observations = record.observations.map((day) => (day === original ? date : day)).sort();
    changed(record);
    return { data: true };
  },

  blightObservationDelete: (context) => {
    const record = recordOf(context);
    if (!record.observations.includes(context.params.date)) throw notFound('Observation');
    record.observations = record.observations.filter((day) => day !== context.params.date);
    changed(record);
    return { data: true };
  },

  blightIrrigationCreate: (context) => {
    const record = recordOf(context);
    const { begin_at, end_at, water_dose } = context.body.irrigation_data;
    checkDay(context, begin_at);
    refuse(irrigationEndError(begin_at, end_at));
    const begin = instant(begin_at) as string;
    if (record.irrigations.some((irrigation) => sameInstant(irrigation.begin_at, begin))) {
      throw badRequest('Une irrigation commence déjà à cette date.');
    }
    record.irrigations.push({ begin_at: begin, end_at: instant(end_at) as string, water_dose });
    changed(record);
    return { data: true };
  },

  blightIrrigationUpdate: (context) => {
    const record = recordOf(context);
    const stored = record.irrigations.find((irrigation) =>
      sameInstant(irrigation.begin_at, context.params.key),
    );
    if (!stored) throw notFound('Irrigation');
    const { begin_at, end_at, water_dose } = context.body.irrigation_data;
    checkDay(context, begin_at);
    refuse(irrigationEndError(begin_at, end_at));
    stored.begin_at = instant(begin_at) as string;
    stored.end_at = instant(end_at) as string;
    stored.water_dose = water_dose;
    changed(record);
    return { data: true };
  },

  blightIrrigationDelete: (context) => {
    const record = recordOf(context);
    const kept = record.irrigations.filter(
      (irrigation) => !sameInstant(irrigation.begin_at, context.params.key),
    );
    if (kept.length === record.irrigations.length) throw notFound('Irrigation');
    record.irrigations = kept;
    changed(record);
    return { data: true };
  },

  blightTreatmentCreate: (context) => {
    const record = recordOf(context);
    const lines = treatmentLines(context, context.body.traitement_data);
    if (
      record.treatments.some((treatment) =>
        sameInstant(treatment.treated_at, lines[0]?.treated_at ?? ''),
      )
    ) {
      throw badRequest('Un traitement existe déjà à cette date.');
    }
    record.treatments.push(...lines);
    changed(record);
    return { data: lines.length };
  },

  blightTreatmentUpdate: (context) => {
    const record = recordOf(context);
    const kept = record.treatments.filter(
      (treatment) => !sameInstant(treatment.treated_at, context.params.key),
    );
    if (kept.length === record.treatments.length) throw notFound('Traitement');
    record.treatments = [...kept, ...treatmentLines(context, context.body.traitement_data)];
    changed(record);
    return { data: true };
  },

  blightTreatmentDelete: (context) => {
    const record = recordOf(context);
    const kept = record.treatments.filter(
      (treatment) => !sameInstant(treatment.treated_at, context.params.key),
    );
    if (kept.length === record.treatments.length) throw notFound('Traitement');
    record.treatments = kept;
    changed(record);
    return { data: true };
  },

  blightProductPersistence: (context) => {
    plotOf(context, context.params.id);
    const product = BLIGHT_PRODUCTS.find((entry) => String(entry.id) === context.params.productId);
    if (!product) throw notFound('Produit');
    return { data: { ...product } };
  },

  blightPhasesCreate: (context) => {
    const record = recordOf(context);
    const added = new Map(context.body.phases.map((phase) => [phase.name, phase.date]));
    checkNewPhases(context, record, context.body.phases);
    const phases = [
      ...record.phases.filter((phase) => !added.has(phase.name)),
      ...[...added].map(([name, date]) => ({ name, date })),
    ];
    setPhases(record, phases);
    return { data: true };
  },

  blightPhasesUpdate: (context) => {
    const record = recordOf(context);
    checkNewPhases(context, record, context.body.phases);
    setPhases(
      record,
      context.body.phases.map((phase) => ({ name: phase.name, date: phase.date })),
    );
    return { data: true };
  },

  blightPhasesDelete: (context) => {
    const record = recordOf(context);
    record.phases = [];
    changed(record);
    return { data: true };
  },

  blightHarvestSet: (context) => {
    const record = recordOf(context);
    const { datetime, yield: harvested } = context.body.harvest;
    checkDay(context, datetime);
    const at = instant(datetime);
    if (at === null) throw badRequest('La date de récolte est invalide.');
    record.harvest = { datetime: at, yield: harvested ?? null };
    changed(record);
    return { data: true };
  },

  blightHarvestDelete: (context) => {
    const record = recordOf(context);
    if (record.harvest === null) throw notFound('Récolte');
    record.harvest = null;
    changed(record);
    return { data: true };
  },

  blightVarietiesList: () => ({
    data: [
      ...Object.entries(VARIETY_RESISTANCE).map(([variety, resistance]) => ({
        variety_code: varietyCode(variety),
        variety,
        seuiltrait: thresholdOfResistance(resistance),
      })),
      // The bulletin space's cas-types are of the most sensitive kind (spec 3 §5).
      { variety_code: varietyCode(CAS_TYPE_VARIETY), variety: CAS_TYPE_VARIETY, seuiltrait: 12 },
    ].sort((a, b) => a.variety.localeCompare(b.variety, 'fr')),
  }),

  blightConstructorsList: (context) => ({
    data: [
      ...new Set(
        context.world.stations
          .filter((station) => station.kind === 'connected')
          .map((station) => station.constructeur),
      ),
    ].sort((a, b) => a.localeCompare(b, 'fr')),
  }),

  blightDeviceExists: (context) => {
    const station = operatorStation(context.world, context.params.operator, context.params.code);
    return {
      data: station
        ? {
            exists: true,
            data_geographiques: { latitude: station.latitude, longitude: station.longitude },
          }
        : { exists: false, data_geographiques: null },
    };
  },
};

/** A treatment's product lines as stored: the catalogue's product, the forced persistence. */
function treatmentLines(
  context: Caller,
  lines: readonly {
    date: string;
    remanence: number;
    id_produit: string | number;
    typeproduit: string;
    dose: number;
    unite: 'kg/ha' | 'L/ha';
    resistancelessivage: number | null;
  }[],
): StoredTreatment[] {
  const dates = new Set(lines.map((line) => instant(line.date)));
  if (dates.size !== 1 || dates.has(null)) {
    throw badRequest('Les produits d’un traitement ont une seule date.');
  }
  return lines.map((line) => {
    checkDay(context, line.date);
    refuse(persistenceError(line.remanence));
    const product = BLIGHT_PRODUCTS.find((entry) => String(entry.id) === String(line.id_produit));
    if (!product) throw badRequest(UNKNOWN_PRODUCT);
    return {
      treated_at: instant(line.date) as string,
      product_id: product.id,
      product_name: product.name,
      product_type: product.type,
      product_dose: line.dose,
      dose_unit: line.unite,
      standard_persistence: product.remanence,
      modified_persistence: line.remanence === product.remanence ? null : line.remanence,
      washout_resistance: line.resistancelessivage ?? product.resistancelessivage,
    };
  });
}
