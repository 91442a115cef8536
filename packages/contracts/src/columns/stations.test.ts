import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { describe, expect, it } from 'vitest';
import {
  OPERATOR_CODE_COLUMN_KEY,
  stationAuthorisationColumns,
  stationListColumns,
  stationListColumnsFor,
} from './stations.ts';

const station: ConnectedStation = {
  id: 12,
  device_name: 'Arras 1',
  constructor_name: 'Sencrop',
  identification: 'SC-12345',
  latitude: 50.3,
  longitude: 2.8,
  indicateur: 1,
  nbheuresmanquantes: 3,
  first_data: '2025-01-01T00:00:00.000Z',
  last_data: '2026-06-15T07:00:00.000Z',
  last_data_previ: null,
};

const values = (row: ConnectedStation) =>
  Object.fromEntries(stationListColumns.map((column) => [column.key, column.value(row)]));

describe('station list columns', () => {
  it("shows the spec's label, the state's words and Paris times", () => {
    expect(values(station)).toEqual({
      station: 'N°12 - Arras 1',
      operateur: 'Sencrop',
      code_operateur: 'SC-12345',
      etat: 'Réception partielle',
      heures_manquantes: 3,
      premiere_donnee: '01/01/2025 01:00',
      derniere_donnee: '15/06/2026 09:00',
      derniere_prevision: null,
    });
  });

  it('says an unknown state for a station that never reported, and sorts it last', () => {
    const state = stationListColumns.find((column) => column.key === 'etat');
    const never = { ...station, indicateur: null };
    expect(state?.value(never)).toBe('État inconnu');
    expect(state?.sortValue?.(never)).toBe(3);
    expect(state?.sortValue?.({ ...station, indicateur: 0 })).toBe(0);
  });

  it("leaves the operator's code out for a reader who may not see it", () => {
    expect(stationListColumnsFor(false).map((c) => c.key)).not.toContain(OPERATOR_CODE_COLUMN_KEY);
    expect(stationListColumnsFor(true)).toBe(stationListColumns);
  });

  it('writes an open-ended authorisation without an end', () => {
    const row = {
      id: 3,
      device_name: 'Lens 2',
      service_code: 'MILDIOU',
      platform_code: 'MILDIOU',
      begin_at: '2024-03-02',
      end_at: null,
    };
    expect(stationAuthorisationColumns.map((column) => column.value(row))).toEqual([
      'N°3 - Lens 2',
      'MILDIOU',
      'MILDIOU',
      '02/03/2024',
      null,
    ]);
  });
});
