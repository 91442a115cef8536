// Weather stations (spec 3 §7.2): the connected stations with their reception, their hourly and
// daily weather, value counts, blight plots, usage and authorisations; the stations offered to a
// bulletin adviser; the national service's stations and their registration as connected stations.
// The weather itself: world/weather (docs/simulator.md).
import { effectiveRights } from '@agro/domain/rights';
import {
  HOURLY_WINDOW_DEFAULT_DAYS,
  HOURLY_WINDOW_MAX_DAYS,
} from '@agro/contracts/endpoints/stations';
import { NATIONAL_WEATHER_SERVICE } from '../../reference/vocabulary.ts';
import { addDays } from '../../dates.ts';
import { badRequest, notFound, numericId, unauthorised } from '../../errors.ts';
import type { Station, UserAccount } from '../../world/types.ts';
import type { World } from '../../world/world.ts';
import { consentVisibility, isVisible } from '../../world/shared/visibility.ts';
import {
  actualHourRows,
  dayCounts,
  dayRows,
  forecastHourRows,
  hourOfDay,
  type StationWeather,
} from '../../world/weather/series.ts';
import { weatherOfStation } from '../../world/weather/world.ts';
import {
  casTypeStationRow,
  connectedStation,
  connectedStationRow,
  connectedStations,
  nationalStationRow,
  nationalStations,
  plotsByStation,
  stationAuthorisations,
  stationPlotRow,
  stationSight,
  stationUsage,
} from '../../world/stations/view.ts';
import type { HandlerMap } from '../types.ts';

function callerOf(context: { caller: UserAccount | null }): UserAccount {
  if (!context.caller) throw unauthorised();
  return context.caller;
}

function stationOf(world: World, rawId: string): Station {
  const station = connectedStation(world, numericId(rawId, 'Station'));
  if (!station) throw notFound('Station');
  return station;
}

function weatherOf(context: { world: World; params: { id: string } }): StationWeather {
  return weatherOfStation(context.world, stationOf(context.world, context.params.id));
}

interface HourWindow {
  debut?: string | undefined;
  fin?: string | undefined;
}

/**
 * The hours a window of UTC days covers (both days included); without one, the last
 * HOURLY_WINDOW_DEFAULT_DAYS days and every forecast.
 */
function hourWindow(world: World, weather: StationWeather, query: HourWindow | undefined) {
  const debut = query?.debut ?? addDays(world.today, -(HOURLY_WINDOW_DEFAULT_DAYS - 1));
  const first = hourOfDay(debut);
  const last = query?.fin ? hourOfDay(query.fin) + 23 : weather.forecastTo;
  if (last - first + 1 > HOURLY_WINDOW_MAX_DAYS * 24) {
    throw badRequest(`La période demandée dépasse ${HOURLY_WINDOW_MAX_DAYS} jours.`);
  }
  return { first, last };
}

/** Days after the last day of received data: the forecasts' days. */
function forecastDaysAfter(weather: StationWeather, lastRealDay: string | undefined) {
  return dayRows(weather, weather.forecastFrom, weather.forecastTo).filter(
    (row) => lastRealDay === undefined || row.date > lastRealDay,
  );
}

function isAdmin(caller: UserAccount): boolean {
  return effectiveRights(caller.droitsTPC).includes('ADMIN');
}

/** The national station of a CodeStation; 404 otherwise. */
function nationalOf(world: World, code: string): Station {
  const station = nationalStations(world).find((s) => s.code === code);
  if (!station) throw notFound('Station Météo-France');
  return station;
}

const registeredFrom = (world: World, code: string) =>
  connectedStations(world).find((station) => station.nationalCode === code);

export const stationHandlers: HandlerMap = {
  stationsList: (context) => {
    const sight = stationSight(callerOf(context));
    return {
      data: connectedStations(context.world).map((station) =>
        connectedStationRow(context.world, station, sight),
      ),
    };
  },

  stationGet: (context) => {
    const sight = stationSight(callerOf(context));
    const station = stationOf(context.world, context.params.id);
    return { data: connectedStationRow(context.world, station, sight) };
  },

  stationsAuthorisations: (context) => {
    callerOf(context);
    const { world } = context;
    const byStation = plotsByStation(world);
    return {
      data: connectedStations(world).flatMap((station) =>
        stationAuthorisations(world, station, byStation.get(station.id) ?? []).map((row) => ({
          ...row,
          id: station.id,
          device_name: station.nom,
        })),
      ),
    };
  },

  stationActualHourData: (context) => {
    const weather = weatherOf(context);
    const { first, last } = hourWindow(context.world, weather, context.query);
    return { data: actualHourRows(weather, first, last) };
  },

  stationForecastHourData: (context) => {
    const weather = weatherOf(context);
    const { first, last } = hourWindow(context.world, weather, context.query);
    return { data: forecastHourRows(weather, first, last) };
  },

  stationHourData: (context) => {
    const weather = weatherOf(context);
    const { first, last } = hourWindow(context.world, weather, context.query);
    // Received hours up to the last data, then the forecasts (a silent station's gap in between
    // has no row).
    return {
      data: [...actualHourRows(weather, first, last), ...forecastHourRows(weather, first, last)],
    };
  },

  stationActualDayData: (context) => {
    const weather = weatherOf(context);
    return { data: dayRows(weather, weather.from, weather.lastData) };
  },

  stationForecastDayData: (context) => {
    const weather = weatherOf(context);
    return { data: dayRows(weather, weather.forecastFrom, weather.forecastTo) };
  },

  stationDayData: (context) => {
    const weather = weatherOf(context);
    const actual = dayRows(weather, weather.from, weather.lastData);
    return { data: [...actual, ...forecastDaysAfter(weather, actual.at(-1)?.date)] };
  },

  stationReceptionCounts: (context) => ({ data: dayCounts(weatherOf(context)) }),

  stationMildiouPlots: (context) => {
    const caller = callerOf(context);
    const { world } = context;
    const station = stationOf(world, context.params.id);
    const visibility = consentVisibility(
      world,
      caller,
      context.config.platform.instituteKeyword,
      'MILDIOU',
    );
    return {
      data: world.plots
        .filter(
          (plot) =>
            plot.module === 'mildiou' &&
            plot.stationId === station.id &&
            isVisible(visibility, plot),
        )
        .map((plot) => stationPlotRow(world, plot)),
    };
  },

  stationUsage: (context) => {
    const { world } = context;
    const station = stationOf(world, context.params.id);
    return {
      data: stationUsage(
        world,
        world.plots.filter((p) => p.stationId === station.id),
      ),
    };
  },

  stationAuthorisations: (context) => {
    const { world } = context;
    const station = stationOf(world, context.params.id);
    const plots = world.plots.filter((p) => p.stationId === station.id);
    return { data: stationAuthorisations(world, station, plots) };
  },

  bsvStations: (context) => {
    const caller = callerOf(context);
    const { world } = context;
    const asked = context.body.departements;
    // Non-admin bulletin advisers: only the departments of their adviser record (spec 3 §6).
    let allowed: Set<string> | null = null;
    if (!isAdmin(caller)) {
      const adviser = caller.adviserId === null ? undefined : world.advisers.get(caller.adviserId);
      allowed = new Set(adviser?.departements ?? []);
    }
    return {
      data: connectedStations(world)
        .filter((station) => {
          const departement = station.commune.departement;
          if (allowed && !allowed.has(departement)) return false;
          return asked === null || asked.includes(departement);
        })
        .map(casTypeStationRow),
    };
  },

  nationalStationsList: (context) => ({
    data: nationalStations(context.world).map((station) =>
      nationalStationRow(context.world, station),
    ),
  }),

  nationalStationGet: (context) => ({
    data: nationalStationRow(context.world, nationalOf(context.world, context.params.id)),
  }),

  nationalStationDayData: (context) => {
    const { world } = context;
    const weather = weatherOfStation(world, nationalOf(world, context.params.id));
    const actual = dayRows(weather, hourOfDay(addDays(world.today, -29)), weather.lastData);
    return { data: [...actual, ...forecastDaysAfter(weather, actual.at(-1)?.date)] };
  },

  nationalStationCheck: (context) => {
    const registered = registeredFrom(context.world, context.body.identification);
    return { data: { exists: registered !== undefined, id: registered?.id ?? null } };
  },

  nationalStationPostInIot: (context) => {
    const { world } = context;
    const payload = context.body.station_mf_to_iot;
    const national = nationalOf(world, payload.identification);
    const registered = registeredFrom(world, national.code);
    if (registered) return { data: registered.id };
    const station: Station = {
      id: world.stations.length + 1,
      kind: 'connected',
      code: national.code,
      nom: payload.name,
      constructeur: NATIONAL_WEATHER_SERVICE,
      commune: national.commune,
      latitude: payload.latitude,
      longitude: payload.longitude,
      operateurId: null,
      nationalStationId: national.id,
      installedOn: world.today,
      nationalCode: national.code,
    };
    world.stations.push(station);
    return { data: station.id };
  },
};
