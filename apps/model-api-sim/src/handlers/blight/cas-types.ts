// The bulletin space's cas-types (spec 3 §2.6, §5, §6, §7.2): model plots tied to a station,
// planted on 1 March with the most sensitive variety, counted against the adviser's quota
// (administrators have none), listed by region with their indices of J-7 to J+2.
import type { CAS_TYPE_DAYS } from '@agro/contracts/entities/blight';
import { type BlightCasTypeRow, type BlightPlotInput } from '@agro/contracts/entities/blight';
import {
  canCreateCasType,
  CAS_TYPE_VARIETY,
  casTypePlantation,
  casTypeQuotaMessage,
} from '@agro/domain/blight-interventions';
import { addDays } from '../../dates.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { runPlot } from '../../world/blight/compute.ts';
import { hoursSinceLastWeather, statusOf } from '../../world/blight/view.ts';
import { casTypesOf } from '../../world/blight/records.ts';
import type { BlightRecord, CasType } from '../../world/blight/state.ts';
import { bulletinAdviser, isAdmin, seesCasType } from '../../world/blight/scope.ts';
import { deviceCode } from '../../world/stations/view.ts';
import type { Plot, Station, UserAccount } from '../../world/types.ts';
import type { World } from '../../world/world.ts';
import type { HandlerMap } from '../types.ts';
import { callerOf, type Caller } from './access.ts';

export const NOT_A_BULLETIN_ADVISER = 'Seuls les conseillers BSV gèrent des cas-types.';

/** The cas-type's stages: planted on 1 March, emerged and growing as a model plot does. */
function casTypePhases(today: string): BlightRecord['phases'] {
  const plantation = casTypePlantation(today);
  return [
    { name: 'plantation', date: plantation },
    { name: 'levee30', date: addDays(plantation, 25) },
    { name: 'croissanceactive', date: addDays(plantation, 37) },
    { name: 'croissancestabilisee', date: addDays(plantation, 61) },
  ];
}

/** The station a cas-type is tied to: one picked by id, else the operator's verified code. */
export function casTypeStation(
  world: World,
  input: BlightPlotInput,
  byOperator: (operator: string, code: string) => Station | null,
): Station {
  const picked =
    input.station === null || input.station === undefined
      ? null
      : world.stations.find(
          (station) => station.kind === 'connected' && String(station.id) === String(input.station),
        );
  const station = picked ?? byOperator(input.fournisseurStation, input.codeStationFournisseur);
  if (!station)
    throw badRequest(
      "Station introuvable : choisissez une station ou vérifiez l'opérateur et le code.",
    );
  return station;
}

/** A new cas-type's plot and record, refused beyond the adviser's quota. */
export function newCasType(
  context: Caller,
  input: BlightPlotInput,
  station: Station,
  id: number,
  commune: Plot['commune'],
): { casType: CasType; record: BlightRecord } {
  const caller = callerOf(context);
  const world = context.world;
  const admin = isAdmin(caller);
  const adviser = bulletinAdviser(world, caller);
  if (!admin && !adviser) throw forbidden(NOT_A_BULLETIN_ADVISER);
  const mine = [...casTypesOf(world).values()].filter(
    (casType) => casType.adviserId === (adviser?.id_conseiller ?? null),
  ).length;
  const max = adviser?.nb_cas_type ?? null;
  if (!canCreateCasType(mine, max, admin)) throw badRequest(casTypeQuotaMessage(max ?? 0));
  const plantation = casTypePlantation(world.today);
  const plot: Plot = {
    id,
    module: 'mildiou',
    nom: input.name.trim(),
    code: `CT${String(id).padStart(7, '0')}`,
    farmerId: 0,
    commune,
    latitude: station.latitude,
    longitude: station.longitude,
    surface: 0,
    culture: 'Pomme de terre',
    variete: CAS_TYPE_VARIETY,
    dateSemis: plantation,
    stationId: station.id,
    statut: 'OK',
    statutMsg: 'calcul à jour',
    createdAt: world.today,
  };
  const region = adviser?.region_bsv_mildiou ?? input.region ?? commune.region;
  return {
    casType: { plot, region, adviserId: adviser?.id_conseiller ?? null },
    record: {
      plotId: id,
      // The most sensitive resistance: 'AUTRE VARIETE SENSIBLE (MILDIOU)'.
      resistance: 1,
      alternaria: false,
      phases: casTypePhases(world.today),
      harvest: null,
      treatments: [],
      irrigations: [],
      observations: [],
      scenario: null,
      corrections: { periods: [], missingDays: [] },
      version: 0,
    },
  };
}

const DAY_OFFSETS: Readonly<Record<(typeof CAS_TYPE_DAYS)[number], number>> = {
  jm7: -7,
  jm6: -6,
  jm5: -5,
  jm4: -4,
  jm3: -3,
  jm2: -2,
  jm1: -1,
  j: 0,
  jp1: 1,
  jp2: 2,
};

/** A row of 'Mes cas-types' and of the bulletin export: J-7 to J+2 and the week's rain. */
export function casTypeRow(world: World, casType: CasType): BlightCasTypeRow {
  const run = runPlot(world, casType.plot, addDays(world.today, -7));
  const dayAt = (offset: number) =>
    run.days.find((day) => day.date === addDays(world.today, offset));
  const fields: Record<string, number | null> = {};
  for (const [suffix, offset] of Object.entries(DAY_OFFSETS)) {
    const day = dayAt(offset);
    const known = day?.weights.known ?? false;
    const t2 = (value: number | undefined) =>
      known && value !== undefined ? Math.trunc(value * 100) / 100 : null;
    fields[`l10poids_${suffix}`] = t2(day?.weights.poids);
    fields[`l10spores_${suffix}`] = t2(day?.weights.spores);
    fields[`l10spospo_${suffix}`] = t2(day?.weights.spospo);
    fields[`indexconta_${suffix}`] = day?.weights.indexconta ?? null;
  }
  const week = [-7, -6, -5, -4, -3, -2, -1].map(dayAt);
  const rain = week.reduce((sum, day) => sum + (day?.weights.known ? day.weights.rain : 0), 0);
  const station = world.stations.find((candidate) => candidate.id === casType.plot.stationId);
  const since = hoursSinceLastWeather(world, run);
  const lastHour = since === null ? null : world.weather.nowHour - since;
  return {
    id: casType.plot.id,
    plot_name: casType.plot.nom,
    risque: dayAt(0)?.risk ?? null,
    statut: statusOf(world, run),
    ...(fields as Omit<
      BlightCasTypeRow,
      | 'id'
      | 'plot_name'
      | 'risque'
      | 'statut'
      | 'total_pluie_7j'
      | 'last_meteo_data'
      | 'device_constructor'
      | 'device_code'
    >),
    total_pluie_7j: Math.round(rain * 10) / 10,
    last_meteo_data: lastHour === null ? null : new Date(lastHour * 3_600_000).toISOString(),
    device_constructor: station?.constructeur ?? null,
    device_code: station ? deviceCode(station) : null,
  };
}

export const casTypeHandlers: HandlerMap = {
  bsvCasTypesByRegion: (context) => {
    const caller = callerOf(context);
    const world = context.world;
    const asked = context.body.id_regions?.map(String) ?? null;
    const rows = [...casTypesOf(world).values()]
      .filter((casType) => seesCasType(world, caller, casType))
      .filter((casType) => asked === null || asked.includes(casType.region))
      .sort((a, b) => a.plot.nom.localeCompare(b.plot.nom, 'fr'))
      .map((casType) => casTypeRow(world, casType));
    return { data: rows };
  },
};

/** The cas-type of that id the caller reaches; 404 otherwise. */
export function casTypeOf(world: World, caller: UserAccount, id: number): CasType {
  const casType = casTypesOf(world).get(id);
  if (!casType || !seesCasType(world, caller, casType)) throw notFound('Cas-type');
  return casType;
}
