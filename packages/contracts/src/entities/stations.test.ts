import { describe, expect, it } from 'vitest';
import {
  CAS_TYPE_VARIETY,
  STATION_RECEPTION_STATES,
  casTypeInput,
  casTypeStation,
  connectedStation,
  nationalStation,
  testStationPayload,
} from './stations.ts';

const station = {
  id: 1042,
  device_name: 'Bretteville-du-Grand-Caux',
  constructor_name: 'Weenat',
  identification: 'WN-00871',
  latitude: 49.6682,
  longitude: 0.3991,
  indicateur: 1,
  nbheuresmanquantes: 3,
  first_data: '2023-03-01T00:00:00Z',
  last_data: '2025-06-14T09:00:00Z',
  last_data_previ: '2025-06-21T23:00:00Z',
  p_dt_crea: '2023-02-27T10:12:44Z',
};

describe('connected station', () => {
  it('parses a realistic station', () => {
    expect(connectedStation.parse(station)).toEqual(station);
  });

  it('accepts only the reception states 0, 1, 2 (or null, unknown)', () => {
    expect(STATION_RECEPTION_STATES).toEqual([0, 1, 2]);
    expect(connectedStation.safeParse({ ...station, indicateur: null }).success).toBe(true);
    expect(connectedStation.safeParse({ ...station, indicateur: 3 }).success).toBe(false);
  });

  it('accepts a station that never reported', () => {
    const fresh = { ...station, first_data: null, last_data: null, last_data_previ: null };
    expect(connectedStation.safeParse({ ...fresh, nbheuresmanquantes: null }).success).toBe(true);
  });

  it('parses a cas-type station row', () => {
    const row = {
      id: 77,
      device_code: 'SMS-221',
      nom_commune: 'Yvetot',
      nom_usuel: 'Yvetot ferme pilote',
      propriete: 'Chambre d’agriculture',
      latitude: 49.617,
      longitude: 0.754,
    };
    expect(casTypeStation.parse(row)).toEqual(row);
  });
});

describe('national weather service station', () => {
  it('parses with the PascalCase fields', () => {
    const mf = {
      CodeStation: '76552001',
      NomComplet: 'ROUEN-BOOS',
      DonneesDateDebut: '1968-01-01',
      DonneesDateFin: '2025-06-13',
      DonneesPrevFin: '2025-06-23',
      Proprietaire: 'Météo-France',
      Freq: 'horaire',
      Coordonnees: { Latitude: 49.383, Longitude: 1.175, Altitude: 151 },
    };
    expect(nationalStation.parse(mf)).toEqual(mf);
    const { CodeStation: _omitted, ...withoutCode } = mf;
    expect(nationalStation.safeParse(withoutCode).success).toBe(false);
  });

  it('parses a registry test payload', () => {
    const payload = {
      name: 'ROUEN-BOOS',
      identification: '76552001',
      latitude: 49.383,
      longitude: 1.175,
      altitude: 151,
      lastmovedate: '2019-04-02',
    };
    expect(testStationPayload.parse(payload)).toEqual(payload);
  });
});

describe('cas-type body (rule modelled in the schema)', () => {
  const base = {
    name: 'Cas-type Pays de Caux',
    plantation: '2025-03-01',
    variety: CAS_TYPE_VARIETY,
  };

  it('accepts a picked station', () => {
    expect(casTypeInput.safeParse({ ...base, station: 77 }).success).toBe(true);
  });

  it('accepts a synchronised provider and code', () => {
    const sync = { ...base, fournisseurStation: 'Weenat', codeStationFournisseur: 'WN-00871' };
    expect(casTypeInput.safeParse(sync).success).toBe(true);
  });

  it('rejects neither station nor provider and code', () => {
    expect(casTypeInput.safeParse(base).success).toBe(false);
    expect(casTypeInput.safeParse({ ...base, station: null }).success).toBe(false);
  });

  it('rejects a provider without code, or a blank code', () => {
    expect(casTypeInput.safeParse({ ...base, fournisseurStation: 'Weenat' }).success).toBe(false);
    const blank = { ...base, fournisseurStation: 'Weenat', codeStationFournisseur: '  ' };
    expect(casTypeInput.safeParse(blank).success).toBe(false);
  });

  it('rejects a blank name', () => {
    expect(casTypeInput.safeParse({ ...base, name: ' ', station: 77 }).success).toBe(false);
  });
});
