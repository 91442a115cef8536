import type {
  StationAuthorisation,
  StationDailyWeather,
  StationHourlyWeather,
  StationPlot,
} from '@agro/contracts/entities/stations';
import { describe, expect, it } from 'vitest';
import type { Column } from './column.ts';
import {
  STATION_HOURLY_PAGE_SIZES,
  STATION_TABLE_PAGE_SIZE,
  stationAuthorisationDetailColumns,
  stationDailyColumns,
  stationHourlyColumns,
  stationPlotColumns,
} from './station-weather.ts';

const valuesOf = <Row>(columns: readonly Column<Row>[], row: Row) =>
  Object.fromEntries(columns.map((column) => [column.header, column.value(row)]));

describe('station weather columns', () => {
  it('gives a day its French date and its measures, a missing measure left empty', () => {
    const day: StationDailyWeather = {
      date: '2026-01-12',
      t_avg: 1.4,
      u_avg: 91,
      rr_sum: null,
      t_min: -3.2,
      t_max: 6,
      u_min: 78,
      u_max: 99,
    };
    expect(valuesOf(stationDailyColumns, day)).toEqual({
      Date: '12/01/2026',
      'Température min (°C)': -3.2,
      'Température moyenne (°C)': 1.4,
      'Température max (°C)': 6,
      'Humidité min (%)': 78,
      'Humidité moyenne (%)': 91,
      'Humidité max (%)': 99,
      'Pluie (mm)': null,
    });
    // The export writes the date column as an Excel date.
    expect(stationDailyColumns[0]?.type).toBe('date');
  });

  it('dates an hour in Paris time, its missing measures left empty', () => {
    const hour: StationHourlyWeather = { date: '2026-06-14T22:00:00.000Z', t: null, u: 90, rr: 0 };
    expect(valuesOf(stationHourlyColumns, hour)).toEqual({
      'Date et heure': '15/06/2026 00:00',
      'Température (°C)': null,
      'Humidité (%)': 90,
      'Pluie (mm)': 0,
    });
    expect(stationHourlyColumns[0]?.type).toBe('datetime');
  });

  it("lists an authorisation's service, decision tool and period, an open end left empty", () => {
    const authorisation: StationAuthorisation = {
      service_code: 'BILANHYDRIQUE',
      platform_code: 'IRRELIS',
      begin_at: '2025-03-01',
      end_at: null,
    };
    expect(valuesOf(stationAuthorisationDetailColumns, authorisation)).toEqual({
      Service: 'BILANHYDRIQUE',
      OAD: 'IRRELIS',
      Début: '01/03/2025',
      Fin: null,
    });
    expect(
      stationAuthorisationDetailColumns[3]?.value({ ...authorisation, end_at: '2026-12-31' }),
    ).toBe('31/12/2026');
  });

  it('names a blight plot, its farmer, its decision tool publisher and its distributor', () => {
    const plot: StationPlot = {
      id: 31,
      parcelle: 'Les Hauts',
      nom_agri: 'MARTIN',
      prenom_agri: 'Léa',
      farmer: 'AGRI0031',
      nom_integrateur: 'Coop Nord',
      organism: 'Distri Nord',
    };
    expect(valuesOf(stationPlotColumns, plot)).toEqual({
      Parcelle: 'Les Hauts',
      Agriculteur: 'MARTIN Léa',
      'Éditeur OAD': 'Coop Nord',
      Distributeur: 'Distri Nord',
    });
    const agriculteur = stationPlotColumns[1];
    expect(agriculteur?.value({ ...plot, prenom_agri: null })).toBe('MARTIN');
    expect(agriculteur?.value({ ...plot, nom_agri: null, prenom_agri: null })).toBeNull();
  });

  it("keeps spec 3 §9's page sizes: 10 by default, hours by 15 to 100", () => {
    expect(STATION_TABLE_PAGE_SIZE).toBe(10);
    expect(STATION_HOURLY_PAGE_SIZES).toEqual([15, 25, 50, 75, 100]);
  });
});
