// A grower's potato plot created, edited or deleted (spec 3 §2.5, §5, §7.1): its station must be
// an operator's connected station, its stages in order with the first four at creation, its area
// given; it joins the world at once, so the dashboard, the plot's reads and the model see it.
// With `?bsv`, the plot is a cas-type of the bulletin space (cas-types.ts).
import type { BlightPlotInput } from '@agro/contracts/entities/blight';
import { stageErrors, type StageDates } from '@agro/domain/blight-interventions';
import { badRequest, notFound } from '../../errors.ts';
import { frenchReference, type Commune } from '../../reference/communes.ts';
import { VARIETY_RESISTANCE } from '../../reference/blight.ts';
import { blightRecordOf, casTypesOf } from '../../world/blight/records.ts';
import type { BlightRecord } from '../../world/blight/state.ts';
import { deviceCode } from '../../world/stations/view.ts';
import type { Farmer, Plot, Station } from '../../world/types.ts';
import type { World } from '../../world/world.ts';
import type { HandlerMap } from '../types.ts';
import { callerOf, changed, plotOf, refuse, visiblePlots, type Caller } from './access.ts';
import { casTypeStation, newCasType } from './cas-types.ts';

export const STATION_UNKNOWN =
  "Station introuvable : vérifiez l'opérateur météo et le code station.";
export const FARMER_REQUIRED = "L'agriculteur de la parcelle est obligatoire.";
export const AREA_REQUIRED = 'La surface est obligatoire.';
/** The most sensitive resistance, for a variety the list does not know. */
const UNKNOWN_VARIETY_RESISTANCE = 2;

/** The operator's connected station of that code (its own or its `IOT…` device code). */
export function operatorStation(world: World, operator: string, code: string): Station | null {
  const wanted = operator.trim().toLocaleLowerCase('fr-FR');
  const upper = code.trim().toUpperCase();
  return (
    world.stations.find(
      (station) =>
        station.kind === 'connected' &&
        station.constructeur.toLocaleLowerCase('fr-FR') === wanted &&
        (station.code.toUpperCase() === upper || deviceCode(station) === upper),
    ) ?? null
  );
}

/** The commune nearest to a point, for the plot's city, postal code and department. */
function nearestCommune(latitude: number, longitude: number): Commune {
  let best: Commune | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  const cos = Math.cos((latitude * Math.PI) / 180);
  for (const commune of frenchReference().locatedCommunes) {
    const dy = commune.latitude - latitude;
    const dx = (commune.longitude - longitude) * cos;
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) {
      best = commune;
      bestDistance = distance;
    }
  }
  if (!best) throw new Error('no located commune');
  return best;
}

/**
 * Whose plot it is: the farmer named by the form, who must be one the caller already follows
 * (or the caller, a farmer); without one, the caller when they are a farmer.
 */
function farmerOf(context: Caller, code: string | null | undefined): Farmer {
  const caller = callerOf(context);
  const wanted = (code ?? '').trim().toLocaleLowerCase('fr-FR');
  const self = context.world.farmers.find(
    (farmer) => farmer.code.toLocaleLowerCase('fr-FR') === caller.login.toLocaleLowerCase('fr-FR'),
  );
  if (wanted === '') {
    if (self) return self;
    throw badRequest(FARMER_REQUIRED);
  }
  const followed = new Set(visiblePlots(context).map((plot) => plot.farmerId));
  const farmer = context.world.farmers.find(
    (candidate) =>
      candidate.code.toLocaleLowerCase('fr-FR') === wanted &&
      (followed.has(candidate.id) || candidate.id === self?.id),
  );
  // A farmer the caller does not follow is as unknown as one that does not exist.
  if (!farmer) throw notFound('Agriculteur');
  return farmer;
}

function checkInput(input: BlightPlotInput, creation: boolean): void {
  if (input.area == null) throw badRequest(AREA_REQUIRED);
  if (input.phases) {
    const dates: StageDates = Object.fromEntries(
      input.phases.map((phase) => [phase.name, phase.date]),
    );
    refuse(Object.values(stageErrors(dates, { creation }))[0]);
  } else if (creation) {
    refuse(Object.values(stageErrors({}, { creation }))[0]);
  }
}

const resistanceOf = (variety: string) =>
  VARIETY_RESISTANCE[variety as keyof typeof VARIETY_RESISTANCE] ?? UNKNOWN_VARIETY_RESISTANCE;

/** A new plot's id: never one given before, a deleted plot's included. */
function nextPlotId(world: World): number {
  const id =
    Math.max(
      world.blight.lastCreatedId ?? 0,
      ...world.plots.map((plot) => plot.id),
      ...casTypesOf(world).keys(),
    ) + 1;
  world.blight.lastCreatedId = id;
  return id;
}

const byOperator = (world: World) => (operator: string, code: string) =>
  operatorStation(world, operator, code);

export const plotHandlers: HandlerMap = {
  blightPlotCreate: (context) => {
    const input = context.body.data_plot_to_create;
    if (context.query.bsv) {
      const world = context.world;
      if (!input.name.trim()) throw badRequest('Le nom est obligatoire.');
      const station = casTypeStation(world, input, byOperator(world));
      const id = nextPlotId(world);
      const commune = nearestCommune(station.latitude, station.longitude);
      const { casType, record } = newCasType(context, input, station, id, commune);
      casTypesOf(world).set(id, casType);
      world.blight.records.set(id, record);
      return { data: { id } };
    }
    checkInput(input, true);
    const station = operatorStation(
      context.world,
      input.fournisseurStation,
      input.codeStationFournisseur,
    );
    if (!station) throw badRequest(STATION_UNKNOWN);
    const farmer = farmerOf(context, input.farmer);
    const world = context.world;
    const id = nextPlotId(world);
    const plantation =
      input.phases?.find((phase) => phase.name === 'plantation')?.date ?? input.plantation;
    const plot: Plot = {
      id,
      module: 'mildiou',
      nom: input.name.trim(),
      code: `PDT${String(id).padStart(7, '0')}`,
      farmerId: farmer.id,
      commune: nearestCommune(input.latitude, input.longitude),
      latitude: input.latitude,
      longitude: input.longitude,
      surface: input.area as number,
      culture: 'Pomme de terre',
      variete: input.variety.trim(),
      dateSemis: plantation,
      stationId: station.id,
      statut: 'OK',
      statutMsg: 'calcul à jour',
      createdAt: world.today,
    };
    const record: BlightRecord = {
      plotId: id,
      resistance: resistanceOf(plot.variete ?? ''),
      alternaria: input.alternaria ?? false,
      phases: (input.phases ?? []).map((phase) => ({ name: phase.name, date: phase.date })),
      harvest: input.harvest
        ? { datetime: input.harvest.datetime, yield: input.harvest.yield ?? null }
        : null,
      treatments: [],
      irrigations: [],
      observations: [],
      scenario: null,
      corrections: { periods: [], missingDays: [] },
      version: 0,
    };
    world.plots.push(plot);
    world.plotsById.set(id, plot);
    world.blight.records.set(id, record);
    return { data: { id } };
  },

  blightPlotEdit: (context) => {
    const plot = plotOf(context, context.params.id);
    const record = blightRecordOf(context.world, plot);
    const input = context.body.data_plot_to_edit;
    const casType = casTypesOf(context.world).get(plot.id);
    if (casType) {
      // A cas-type keeps its variety and planting: its name and station change.
      if (!input.name.trim()) throw badRequest('Le nom est obligatoire.');
      const station = casTypeStation(context.world, input, byOperator(context.world));
      plot.nom = input.name.trim();
      plot.stationId = station.id;
      plot.latitude = station.latitude;
      plot.longitude = station.longitude;
      changed(record);
      return { data: true };
    }
    if (context.query.bsv) throw notFound('Cas-type');
    checkInput(input, false);
    const station = operatorStation(
      context.world,
      input.fournisseurStation,
      input.codeStationFournisseur,
    );
    if (!station) throw badRequest(STATION_UNKNOWN);
    plot.nom = input.name.trim();
    plot.variete = input.variety.trim();
    plot.surface = input.area as number;
    plot.stationId = station.id;
    if (plot.latitude !== input.latitude || plot.longitude !== input.longitude) {
      plot.latitude = input.latitude;
      plot.longitude = input.longitude;
      plot.commune = nearestCommune(input.latitude, input.longitude);
    }
    record.resistance = resistanceOf(plot.variete);
    if (input.alternaria !== undefined) record.alternaria = input.alternaria;
    if (input.phases) record.phases = input.phases.map((phase) => ({ ...phase }));
    changed(record);
    return { data: true };
  },

  blightPlotDelete: (context) => {
    const plot = plotOf(context, context.params.id);
    const world = context.world;
    if (casTypesOf(world).delete(plot.id)) {
      world.blight.records.delete(plot.id);
      return { data: true };
    }
    world.plots.splice(world.plots.indexOf(plot), 1);
    world.plotsById.delete(plot.id);
    world.blight.records.delete(plot.id);
    return { data: true };
  },
};
