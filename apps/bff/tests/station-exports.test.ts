// The connected-station dashboard's exports of spec 3 §2.7 against the simulator: the station
// list with the screen's filters, 'Autorisations stations', the spec's file names, who sees the
// operator's code, the module's right.
import {
  OPERATOR_CODE_COLUMN_KEY,
  stationAuthorisationColumns,
  stationListColumns,
  STATION_FILTER_KEYS,
} from '@agro/contracts/columns/stations';
import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetRows } from './workbook.ts';
import { api, download, loginAs, startPlatform, type Platform } from './harness.ts';

let platform: Platform;
let conseiller: string;
beforeAll(async () => {
  platform = await startPlatform();
  conseiller = await loginAs(platform, 'conseiller');
});
afterAll(() => platform.close());

async function stationsOf(cookie: string): Promise<ConnectedStation[]> {
  const res = await api(platform, 'get', '/api/iot/stations', cookie);
  expect(res.status).toBe(200);
  return res.body.data as ConnectedStation[];
}

const labelOf = (station: ConnectedStation) =>
  stationListColumns.find((column) => column.key === 'station')?.value(station);

describe('station list export', () => {
  it("holds the stations of the chosen state, every column, under today's name", async () => {
    const stations = await stationsOf(conseiller);
    const partial = stations.filter((station) => station.indicateur === 1);
    expect(partial.length).toBeGreaterThan(0);
    const res = await download(
      platform,
      `/bff/exports/stations.xlsx?filter.${STATION_FILTER_KEYS.state}=${encodeURIComponent('Réception partielle')}`,
      conseiller,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="\d{8}_stations\.xlsx"$/,
    );
    const [header, ...rows] = await sheetRows(res.body as Buffer);
    expect(header).toEqual(stationListColumns.map((column) => column.header));
    expect(rows.map((row) => row[0])).toEqual(partial.map(labelOf));
    expect(rows.map((row) => row[2])).toEqual(partial.map((station) => station.identification));
  });

  it("leaves the operator's code out of an external adviser's file", async () => {
    const externe = await loginAs(platform, 'externe');
    const res = await download(platform, '/bff/exports/stations.xlsx', externe);
    expect(res.status).toBe(200);
    const [header] = await sheetRows(res.body as Buffer);
    const hidden = stationListColumns.find((column) => column.key === OPERATOR_CODE_COLUMN_KEY);
    expect(header).not.toContain(hidden?.header);
    expect(header).toHaveLength(stationListColumns.length - 1);
  });

  it('is refused to a user without the METEO right', async () => {
    const ferti = await loginAs(platform, 'ferti');
    for (const name of ['stations', 'autorisations-stations']) {
      const res = await download(platform, `/bff/exports/${name}.xlsx`, ferti);
      expect(res.status).toBe(403);
    }
  });
});

describe("'Autorisations stations' export", () => {
  it("holds every station's authorisations under today's name", async () => {
    const answer = await api(platform, 'get', '/api/iot/station/authorisations', conseiller);
    const expected = answer.body.data as Parameters<
      (typeof stationAuthorisationColumns)[number]['value']
    >[0][];
    const res = await download(platform, '/bff/exports/autorisations-stations.xlsx', conseiller);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="\d{8}_autorisations_stations\.xlsx"$/,
    );
    const [header, ...rows] = await sheetRows(res.body as Buffer);
    expect(header).toEqual(stationAuthorisationColumns.map((column) => column.header));
    expect(rows).toHaveLength(expected.length);
    expect(rows[0]?.slice(0, 3)).toEqual(
      stationAuthorisationColumns.slice(0, 3).map((column) => column.value(expected[0] as never)),
    );
  });
});

describe("a station's daily export", () => {
  it('gives an administrator the days of the station under its name', async () => {
    const admin = await loginAs(platform, 'admin');
    const stations = await stationsOf(admin);
    const station = stations.find((s) => s.indicateur === 1) ?? stations[0];
    const id = String(station?.id);
    const days = await api(platform, 'get', `/api/iot/station/${id}/data/day`, admin);
    const res = await download(platform, `/bff/exports/meteo-station/${id}.xlsx`, admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="\\d{8}_meteo_station_${id}\\.xlsx"$`),
    );
    const [header, ...rows] = await sheetRows(res.body as Buffer);
    expect(header?.[0]).toBe('Date');
    expect(rows).toHaveLength((days.body.data as unknown[]).length);
  });

  it('is refused to an adviser without ADMIN, though they read the station', async () => {
    const stations = await stationsOf(conseiller);
    const id = String(stations[0]?.id);
    const read = await api(platform, 'get', `/api/iot/station/${id}/data/day`, conseiller);
    expect(read.status).toBe(200);
    const res = await download(platform, `/bff/exports/meteo-station/${id}.xlsx`, conseiller);
    expect(res.status).toBe(403);
  });
});
