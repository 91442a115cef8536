import { describe, expect, it } from 'vitest';
import { nationalStationColumns } from './national-stations.ts';

describe('national station columns', () => {
  it("shows the service's fields, dates the French way", () => {
    const row = {
      CodeStation: '62041001',
      NomComplet: 'ARRAS',
      DonneesDateDebut: '1995-01-01',
      DonneesDateFin: '2026-06-15',
      DonneesPrevFin: null,
      Proprietaire: 'Météo-France',
      Freq: 'horaire',
      Coordonnees: { Latitude: 50.29, Longitude: 2.78, Altitude: 84 },
    };
    expect(nationalStationColumns.map((column) => [column.header, column.value(row)])).toEqual([
      ['Code', '62041001'],
      ['Nom', 'ARRAS'],
      ['Début des données', '01/01/1995'],
      ['Fin des données', '15/06/2026'],
      ['Fin des prévisions', null],
      ['Propriétaire', 'Météo-France'],
      ['Fréquence', 'horaire'],
    ]);
  });
});
