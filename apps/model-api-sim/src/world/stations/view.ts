// Stations as the station calls answer them (spec 3 §3.2): the connected stations with their
// reception, their usage and authorisations, and the national service's stations.
import type {
  CasTypeStation,
  ConnectedStation,
  NationalStation,
  StationAuthorisation,
  StationPlot,
  StationUsage,
} from '@agro/contracts/entities/stations';
import { effectiveRights } from '@agro/domain/rights';
import { canSeeOperatorCode, canSeeStationAdministration } from '@agro/domain/stations';
import { addDays } from '../../dates.ts';
import { HOUR_MS } from '../weather/climate.ts';
import { hashInts, unit } from '../weather/hash.ts';
import { isoDay, isoHour, FORECAST_HOURS } from '../weather/series.ts';
import { receptionOfStation, summaryOfStation } from '../weather/world.ts';
import type { Plot, PlotModule, Station, UserAccount } from '../types.ts';
import type { World } from '../world.ts';
import { plotNetwork } from '../shared/plot-network.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The institute's own code of a station ('Code station' of the detail card). */
export const deviceCode = (station: Station) => `IOT${pad(station.id, 6)}`;

/** What a caller may see of a station (spec 3 §6). */
export function stationSight(caller: UserAccount) {
  const rights = effectiveRights(caller.droitsTPC);
  return {
    operatorCode: canSeeOperatorCode(rights),
    administration: canSeeStationAdministration(rights),
  };
}

/** The last time a station was moved: some stations never were. */
function lastMoveDate(world: World, station: Station): string | null {
  const draw = hashInts(world.weather.seed, station.id, 31);
  if (draw % 3 !== 0) return null;
  const installed = Date.parse(`${station.installedOn}T00:00:00Z`);
  const today = Date.parse(`${world.today}T00:00:00Z`);
  const days = Math.floor((today - installed) / 86_400_000);
  if (days < 2) return null;
  return `${addDays(station.installedOn, 1 + (draw % (days - 1)))}T10:00:00.000Z`;
}

export function connectedStationRow(
  world: World,
  station: Station,
  sight: ReturnType<typeof stationSight>,
): ConnectedStation {
  const reception = receptionOfStation(world, station);
  const summary = summaryOfStation(world, station);
  const reported = reception.lastData !== null;
  const row: ConnectedStation = {
    id: station.id,
    device_name: station.nom,
    constructor_name: station.constructeur,
    identification: sight.operatorCode ? station.code : null,
    latitude: station.latitude,
    longitude: station.longitude,
    indicateur: summary.indicateur,
    nbheuresmanquantes: summary.nbheuresmanquantes,
    first_data: reported && reception.firstData !== null ? isoHour(reception.firstData) : null,
    last_data: reported && reception.lastData !== null ? isoHour(reception.lastData) : null,
    last_data_previ: reported ? isoHour(reception.now + FORECAST_HOURS - 1) : null,
    device_code: deviceCode(station),
  };
  if (sight.administration) {
    row.p_dt_crea = `${station.installedOn}T09:00:00.000Z`;
    row.lastmovedate = lastMoveDate(world, station);
  }
  return row;
}

export const connectedStations = (world: World) =>
  world.stations.filter((station) => station.kind === 'connected');

/** A connected station by id; national stations are not reachable through the iot calls. */
export function connectedStation(world: World, id: number): Station | undefined {
  const station = world.stations[id - 1];
  return station?.id === id && station.kind === 'connected' ? station : undefined;
}

/** The services a module's plots use a station for, and the decision tool behind each. */
const SERVICE_OF_MODULE: Readonly<Record<PlotModule, { service: string; oad: string }>> = {
  mildiou: { service: 'MILDIOU', oad: 'MILDIOU' },
  bh: { service: 'BILANHYDRIQUE', oad: 'BH' },
  chn: { service: 'FERTILISATION', oad: 'CHN' },
  qn: { service: 'FERTILISATION', oad: 'QN' },
  mais: { service: 'STADES', oad: 'STADES' },
  cap: { service: 'STADES', oad: 'STADES' },
};

export function plotsByStation(world: World): Map<number, Plot[]> {
  const byStation = new Map<number, Plot[]>();
  for (const plot of world.plots) {
    const list = byStation.get(plot.stationId);
    if (list) list.push(plot);
    else byStation.set(plot.stationId, [plot]);
  }
  return byStation;
}

/** Usage per service (`stat`): the plots of each service using the station and their farmers. */
export function stationUsage(world: World, plots: readonly Plot[]): StationUsage[] {
  const byService = new Map<string, Plot[]>();
  for (const plot of plots) {
    const { service } = SERVICE_OF_MODULE[plot.module];
    byService.set(service, [...(byService.get(service) ?? []), plot]);
  }
  return [...byService]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([service, servicePlots]) => {
      const oads = [...new Set(servicePlots.map((plot) => SERVICE_OF_MODULE[plot.module].oad))];
      const start = servicePlots.map((plot) => plot.createdAt.slice(0, 10)).sort()[0] as string;
      return {
        service,
        editors_OAD: oads.sort().join(', '),
        start,
        end: null,
        num_users: new Set(servicePlots.map((plot) => plot.farmerId)).size,
        num_parcelles: servicePlots.length,
      };
    });
}

/**
 * The station's authorisations: one per service using it, from a few days after its
 * installation, open-ended; and, for some stations, an older one that ended.
 */
export function stationAuthorisations(
  world: World,
  station: Station,
  plots: readonly Plot[],
): StationAuthorisation[] {
  const usage = stationUsage(world, plots);
  const rows: StationAuthorisation[] = usage.map((use, index) => ({
    service_code: use.service,
    platform_code: use.editors_OAD?.split(', ')[0] ?? use.service,
    begin_at: addDays(station.installedOn, 1 + ((station.id + index) % 20)),
    end_at: null,
  }));
  if (unit(world.weather.seed, station.id, 32) < 0.3) {
    const begin = addDays(station.installedOn, 2);
    rows.push({
      service_code: 'BSV_MILDIOU',
      platform_code: 'BSV',
      begin_at: begin,
      end_at: addDays(begin, 180 + (station.id % 200)),
    });
  }
  return rows;
}

export function stationPlotRow(world: World, plot: Plot): StationPlot {
  const { farmer, operateur, distributeur } = plotNetwork(world, plot);
  return {
    id: plot.id,
    parcelle: plot.nom,
    nom_agri: farmer?.nom ?? null,
    prenom_agri: farmer?.prenom ?? null,
    farmer: farmer?.code ?? null,
    nom_integrateur: operateur?.nom ?? null,
    organism: distributeur?.nom ?? null,
  };
}

export function casTypeStationRow(station: Station): CasTypeStation {
  return {
    id: station.id,
    device_code: deviceCode(station),
    nom_commune: station.commune.nom,
    nom_usuel: station.nom,
    propriete: station.constructeur,
    constructor_name: station.constructeur,
    latitude: station.latitude,
    longitude: station.longitude,
  };
}

/**
 * Altitude of a national station: low plains, higher in the Massif central, the Jura, the Alps
 * and the Pyrenees (by position; the world's communes carry no altitude).
 */
function altitudeOf(world: World, station: Station): number {
  const { latitude: lat, longitude: lon } = station;
  const draw = unit(world.weather.seed, station.id, 33);
  let base = 20 + 180 * draw;
  if (lat > 44 && lat < 46.5 && lon > 1.8 && lon < 4.5) base += 350 + 500 * draw;
  if (lat < 46.5 && lon > 5.6) base += 250 + 700 * draw;
  if (lat < 43.3 && lon < 2.5) base += 150 + 400 * draw;
  if (lat > 46.4 && lon > 5.8) base += 200 + 300 * draw;
  return Math.round(base);
}

export const nationalStations = (world: World) =>
  world.stations.filter((station) => station.kind === 'national');

export function nationalStationRow(world: World, station: Station): NationalStation {
  const nowHour = world.weather.nowHour;
  return {
    CodeStation: station.code,
    NomComplet: station.nom,
    DonneesDateDebut: station.installedOn,
    DonneesDateFin: isoDay(nowHour - 1),
    DonneesPrevFin: isoDay(nowHour + FORECAST_HOURS - 1),
    Proprietaire: station.constructeur,
    Freq: unit(world.weather.seed, station.id, 34) < 0.7 ? 'horaire' : '6 min',
    Coordonnees: {
      Latitude: station.latitude,
      Longitude: station.longitude,
      Altitude: altitudeOf(world, station),
    },
  };
}

export const hourIndex = (iso: string) => Math.floor(Date.parse(iso) / HOUR_MS);
