// The weather's anchor in the world, and one station's reception and weather from it.
import { HOUR_MS, type Place } from './climate.ts';
import { seedInt } from './hash.ts';
import { receptionOf, receptionSummary, type Reception } from './reception.ts';
import { stationWeather, type StationWeather } from './series.ts';
import type { Station, WeatherWorld } from '../types.ts';
import type { World } from '../world.ts';

export function weatherWorld(seed: string, now: Date): WeatherWorld {
  return {
    seed: seedInt(seed),
    nowHour: Math.floor(now.getTime() / HOUR_MS),
    startHour: Date.UTC(now.getUTCFullYear() - 1, 0, 1) / HOUR_MS,
  };
}

const installedHour = (station: Station) =>
  Date.parse(`${station.installedOn}T00:00:00Z`) / HOUR_MS;

export function placeOf(station: Station): Place {
  return { key: station.id, latitude: station.latitude, longitude: station.longitude };
}

export function receptionOfStation(world: World, station: Station): Reception {
  const { seed, nowHour } = world.weather;
  // A national station, or one registered from it, is the national service's: always complete.
  if (station.kind === 'national' || station.nationalCode !== undefined) {
    return {
      profile: 'complete',
      // A registered national station brings the national service's history with it.
      firstData: Math.min(installedHour(station), world.weather.startHour),
      lastData: nowHour - 1,
      recentGaps: [],
      now: nowHour,
    };
  }
  return receptionOf(seed, station.id, installedHour(station), nowHour);
}

export function summaryOfStation(world: World, station: Station) {
  return receptionSummary(world.weather.seed, station.id, receptionOfStation(world, station));
}

export function weatherOfStation(world: World, station: Station): StationWeather {
  return stationWeather({
    seed: world.weather.seed,
    place: placeOf(station),
    reception: receptionOfStation(world, station),
    startHour: world.weather.startHour,
  });
}
