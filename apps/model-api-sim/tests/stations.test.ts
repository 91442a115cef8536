// The weather stations' calls (spec 3 §7.2) as a caller sees them: reception fields that agree
// with the hourly rows and the daily counts, aggregates computed from the hours, who sees which
// field and which plot, and the registration of a national station.
import type {
  ConnectedStation,
  NationalStation,
  StationDailyWeather,
  StationHourlyWeather,
  StationPlot,
} from '@agro/contracts/entities/stations';
import { missingHours } from '@agro/domain/stations';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, ok, TEST_NOW, tokenOf, useFreshSimulator } from './helpers.ts';

const app = useFreshSimulator();
let conseiller = '';
let admin = '';
beforeAll(async () => {
  await app.ready();
  conseiller = await tokenOf(app, 'conseiller');
  admin = await tokenOf(app, 'admin');
});

interface Counts {
  date: string;
  nb_temperature: number;
  nb_hygrometrie: number;
  nb_pluie: number;
}

const get = <T>(
  path: string,
  token: string,
  params: Record<string, string | number> = {},
  query?: Record<string, string>,
) =>
  ok<{ data: T }>(app, { method: 'GET', path, params, token, ...(query ? { query } : {}) }).then(
    (answer) => answer.data,
  );

const stations = (token = conseiller) => get<ConnectedStation[]>('iot/stations', token);
const hours = (id: string | number, query?: Record<string, string>) =>
  get<StationHourlyWeather[]>('iot/station/{id}/data/hour', conseiller, { id }, query);
const day = (iso: string) => iso.slice(0, 10);
const HOUR = 3_600_000;

describe('iot/stations', () => {
  it('has stations in every reception state, the unknown ones without dates', async () => {
    const list = await stations();
    const states = new Set(list.map((s) => s.indicateur));
    expect([...states].sort()).toEqual([0, 1, 2, null].sort());
    for (const station of list) {
      if (station.indicateur === null) {
        expect(station.last_data).toBeNull();
        expect(station.nbheuresmanquantes).toBeNull();
      }
      if (station.indicateur === 0) expect(station.nbheuresmanquantes).toBe(0);
      if (station.indicateur !== null && station.indicateur > 0) {
        expect(station.nbheuresmanquantes).toBeGreaterThan(0);
      }
    }
    expect(list.filter((s) => s.indicateur === 0).length).toBeGreaterThan(list.length / 2);
  });

  it("says the missing hours of the last 24 h that the station's hourly rows show", async () => {
    const list = await stations();
    const gapped = list.filter((s) => s.indicateur === 1 || s.indicateur === 2).slice(0, 6);
    expect(gapped.length).toBeGreaterThan(0);
    const now = Math.floor(TEST_NOW.getTime() / HOUR) * HOUR;
    for (const station of gapped) {
      const rows = await hours(station.id, {
        debut: day(new Date(now - 2 * 86_400_000).toISOString()),
      });
      const window = rows.filter((row) => {
        const at = Date.parse(row.date);
        return at >= now - 24 * HOUR && at < now;
      });
      const counts = ['t', 'u', 'rr'].map(
        (key) => window.filter((row) => row[key as 't' | 'u' | 'rr'] !== null).length,
      );
      expect(24 - Math.min(...counts), `station ${station.id}`).toBe(station.nbheuresmanquantes);
    }
  });

  it('hides the operator code from an external adviser and the admin dates from a non-admin', async () => {
    const externe = await tokenOf(app, 'externe');
    expect((await stations(externe)).every((s) => s.identification === null)).toBe(true);
    const mine = await stations();
    expect(mine.every((s) => typeof s.identification === 'string')).toBe(true);
    expect(mine.every((s) => s.p_dt_crea === undefined && s.lastmovedate === undefined)).toBe(true);
    const theirs = await stations(admin);
    expect(theirs.every((s) => typeof s.p_dt_crea === 'string')).toBe(true);
  });

  it('refuses a user without the METEO right', async () => {
    const ferti = await tokenOf(app, 'ferti');
    const res = await call(app, { method: 'GET', path: 'iot/stations', token: ferti });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for an unknown station and for a national one', async () => {
    const national = app.world().stations.find((s) => s.kind === 'national');
    for (const id of [999_999, national?.id ?? 0]) {
      const res = await call(app, {
        method: 'GET',
        path: 'iot/station/{id}/data/day',
        params: { id },
        token: conseiller,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe("a station's weather", () => {
  async function gappedStation() {
    const list = await stations();
    const station = list.find((s) => s.indicateur === 2) ?? list.find((s) => s.indicateur === 1);
    if (!station) throw new Error('no station with gaps');
    return station;
  }

  it('counts per day the values its hourly rows hold, from 1 January of the previous year', async () => {
    const station = await gappedStation();
    const counts = await get<Counts[]>('iot/station/{id}/dm/quotidiennes/nbValues', conseiller, {
      id: station.id,
    });
    expect(counts[0]?.date).toBe('2025-01-01');
    expect(counts.at(-1)?.date).toBe('2026-06-15');
    const rows = await hours(station.id, { debut: '2026-05-16', fin: '2026-06-15' });
    const withGaps = counts.filter(
      (c) =>
        c.date >= '2026-05-16' &&
        missingHours({ t: c.nb_temperature, u: c.nb_hygrometrie, rr: c.nb_pluie }) > 0,
    );
    expect(withGaps.length).toBeGreaterThan(0);
    for (const count of counts.filter((c) => c.date >= '2026-05-16')) {
      const ofDay = rows.filter(
        (row) =>
          day(row.date) === count.date &&
          Date.parse(row.date) <= Date.parse(station.last_data ?? ''),
      );
      expect(ofDay.filter((row) => row.t !== null).length).toBe(count.nb_temperature);
      expect(ofDay.filter((row) => row.u !== null).length).toBe(count.nb_hygrometrie);
      expect(ofDay.filter((row) => row.rr !== null).length).toBe(count.nb_pluie);
    }
  });

  it('computes the daily figures from the hours', async () => {
    const station = await gappedStation();
    const days = await get<StationDailyWeather[]>('iot/station/{id}/data/actual/day', conseiller, {
      id: station.id,
    });
    const rows = await hours(station.id, { debut: '2026-06-01', fin: '2026-06-07' });
    for (const daily of days.filter((d) => d.date >= '2026-06-01' && d.date <= '2026-06-07')) {
      const ofDay = rows.filter((row) => day(row.date) === daily.date);
      const t = ofDay.map((row) => row.t).filter((v): v is number => v !== null);
      const rr = ofDay.map((row) => row.rr).filter((v): v is number => v !== null);
      expect(daily.t_max).toBe(t.length ? Math.max(...t) : null);
      expect(daily.t_min).toBe(t.length ? Math.min(...t) : null);
      expect(daily.rr_sum).toBeCloseTo(
        rr.reduce((a, b) => a + b, 0),
        5,
      );
    }
  });

  it('follows the received hours with 5 days of forecasts, after the last data', async () => {
    const list = await stations();
    const station = list.find((s) => s.indicateur === 0) as ConnectedStation;
    const forecasts = await get<StationHourlyWeather[]>(
      'iot/station/{id}/data/forecast/hour',
      conseiller,
      { id: station.id },
    );
    expect(forecasts).toHaveLength(120);
    expect(forecasts.at(-1)?.date).toBe(station.last_data_previ);
    expect(Date.parse(forecasts[0]?.date ?? '')).toBeGreaterThan(
      Date.parse(station.last_data ?? ''),
    );
    const combined = await hours(station.id);
    expect(combined.at(-1)?.date).toBe(station.last_data_previ);
    expect(combined[0]?.date.slice(0, 10)).toBe('2026-05-16');
    const days = await get<StationDailyWeather[]>('iot/station/{id}/data/day', conseiller, {
      id: station.id,
    });
    expect(days.at(-1)?.date).toBe(day(station.last_data_previ ?? ''));
    expect(new Set(days.map((d) => d.date)).size).toBe(days.length);
  });

  it('refuses a window of hours longer than a year', async () => {
    const station = await gappedStation();
    const res = await call(app, {
      method: 'GET',
      path: 'iot/station/{id}/data/hour',
      params: { id: station.id },
      query: { debut: '2025-01-01', fin: '2026-06-15' },
      token: conseiller,
    });
    expect(res.statusCode).toBe(400);
  });

  it('has a French climate: cold winters, warm summers, humid mild summer nights, rain', async () => {
    const station = (await stations()).find((s) => s.latitude > 47 && s.indicateur === 0);
    if (!station) throw new Error('no northern station');
    const days = await get<StationDailyWeather[]>('iot/station/{id}/data/actual/day', conseiller, {
      id: station.id,
    });
    const mean = (month: string, key: 't_avg' | 'rr_sum') => {
      const values = days.filter((d) => d.date.startsWith(month)).map((d) => d[key] ?? 0);
      return values.reduce((a, b) => a + b, 0) / values.length;
    };
    expect(mean('2025-01', 't_avg')).toBeLessThan(8);
    expect(mean('2025-07', 't_avg')).toBeGreaterThan(15);
    const yearRain = days
      .filter((d) => d.date.startsWith('2025'))
      .reduce((sum, d) => sum + (d.rr_sum ?? 0), 0);
    expect(yearRain).toBeGreaterThan(350);
    expect(yearRain).toBeLessThan(1500);
    // Hours a blight model counts: humid (87 % or more, or rain) and mild (10 to 25 °C).
    const june = await hours(station.id, { debut: '2025-06-01', fin: '2025-06-30' });
    const blightHours = june.filter(
      (h) => h.t !== null && h.t >= 10 && h.t <= 25 && ((h.u ?? 0) >= 87 || (h.rr ?? 0) > 0),
    );
    expect(blightHours.length).toBeGreaterThan(40);
  });
});

describe('plot/mildiou', () => {
  it("lists the station's blight plots, an external adviser only those of validated consents", async () => {
    const world = app.world();
    const plot = world.plots.find((p) => p.module === 'mildiou');
    const id: number = plot?.stationId ?? 0;
    const all = await get<StationPlot[]>('iot/station/{id}/plot/mildiou', admin, { id });
    expect(all.map((row) => row.id)).toContain(plot?.id);
    const expected = world.plots.filter((p) => p.module === 'mildiou' && p.stationId === id);
    expect(all).toHaveLength(expected.length);
    const externe = await tokenOf(app, 'externe');
    const theirs = await get<StationPlot[]>('iot/station/{id}/plot/mildiou', externe, { id });
    expect(theirs.length).toBeLessThanOrEqual(all.length);
    const adviserId = world.users.find((u) => u.login === 'externe@demo.fr')?.adviserId;
    for (const row of theirs) {
      const farmerId = world.plotsById.get(Number(row.id))?.farmerId;
      const link = [...world.links.values()].find(
        (l) => l.adviserId === adviserId && l.farmerId === farmerId && l.service === 'MILDIOU',
      );
      expect(link?.validation).toBe(1);
    }
  });
});

describe('national stations', () => {
  it('lists them with coordinates and altitude; one by its code; 404 for an unknown one', async () => {
    const staff = await tokenOf(app, 'staff');
    const list = await get<NationalStation[]>('meteofrance/stations', staff);
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((s) => typeof s.Coordonnees.Altitude === 'number')).toBe(true);
    const first = list[0] as NationalStation;
    const one = await get<NationalStation>('meteofrance/stations/{id}', staff, {
      id: first.CodeStation,
    });
    expect(one).toEqual(first);
    const res = await call(app, {
      method: 'GET',
      path: 'meteofrance/stations/{id}',
      params: { id: 'X' },
      token: staff,
    });
    expect(res.statusCode).toBe(404);
    const days = await get<StationDailyWeather[]>('meteofrance/stations/{id}/data/day', staff, {
      id: first.CodeStation,
    });
    expect(days[0]?.date).toBe('2026-05-17');
    expect(days.at(-1)?.date).toBe(first.DonneesPrevFin);
  });

  it('registers a checked national station as a connected station, once', async () => {
    const staff = await tokenOf(app, 'staff');
    const national = (
      await get<NationalStation[]>('meteofrance/stations', staff)
    )[0] as NationalStation;
    const payload = {
      name: national.NomComplet,
      identification: national.CodeStation,
      latitude: national.Coordonnees.Latitude,
      longitude: national.Coordonnees.Longitude,
      altitude: national.Coordonnees.Altitude,
      lastmovedate: null,
    };
    const check = () =>
      ok<{ data: { exists: boolean; id: number | null } }>(app, {
        method: 'POST',
        path: 'checkStationsMF',
        body: payload,
        token: admin,
      });
    expect((await check()).data).toEqual({ exists: false, id: null });
    const before = (await stations(admin)).length;
    const posted = await ok<{ data: number }>(app, {
      method: 'POST',
      path: 'bsv/stationsMF/postInIOT',
      body: { station_mf_to_iot: payload },
      token: admin,
    });
    expect((await check()).data).toEqual({ exists: true, id: posted.data });
    const again = await ok<{ data: number }>(app, {
      method: 'POST',
      path: 'bsv/stationsMF/postInIOT',
      body: { station_mf_to_iot: payload },
      token: admin,
    });
    expect(again.data).toBe(posted.data);
    const after = await stations(admin);
    expect(after).toHaveLength(before + 1);
    const registered = after.find((s) => s.id === posted.data);
    expect(registered?.constructor_name).toBe('Météo-France');
    expect(registered?.indicateur).toBe(0);
    expect((await hours(posted.data)).length).toBeGreaterThan(24 * 31);
    const res = await call(app, {
      method: 'POST',
      path: 'checkStationsMF',
      body: payload,
      token: conseiller,
    });
    expect(res.statusCode).toBe(403);
  });
});
