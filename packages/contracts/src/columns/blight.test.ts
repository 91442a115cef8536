import { describe, expect, it } from 'vitest';
import type { BlightDashboardRow } from '../entities/blight.ts';
import { blightPlotColumns, BLIGHT_FILTER_KEYS } from './blight.ts';
import { tableRowFilter } from './table-query.ts';

const row = (overrides: Partial<BlightDashboardRow> = {}): BlightDashboardRow => ({
  id: 41,
  plot_name: 'Les Hauts',
  scenario: null,
  farmer: 'AGRI0001',
  nom_agri: 'MARTIN',
  prenom_agri: 'Claire',
  city: 'Arras',
  latitude: 50.29,
  longitude: 2.78,
  area: 4.2,
  variete: 'Bintje',
  seuiltrait: 12,
  levee30: '2026-05-02',
  stade: 'croissanceactive',
  risque: 50,
  risque_alt: 40,
  risque_j_previ: 50,
  risque_jp1_previ: 40,
  statut: 'OK',
  conseil: 'TRAITRETRO',
  parcelleprotegee: 0,
  l10poids_j_reel: 3.2,
  l10poids_j_previ: 3.5,
  l10poids_jp1_previ: 1,
  l10poids_jp2_previ: 0,
  nb_heure_last_meteo_data: 1,
  raison_sociale: 'EARL Martin',
  nom_integrateur: 'Coopérative du Nord',
  id_integrateur: 3,
  distributeur: 'Négoce Artois',
  country: 'france',
  departement: '62',
  ...overrides,
});

const valuesOf = (plot: BlightDashboardRow) =>
  Object.fromEntries(blightPlotColumns.map((column) => [column.header, column.value(plot)]));

describe('blight plot columns', () => {
  it('says what the table and the export show of a plot', () => {
    expect(valuesOf(row())).toEqual({
      Agriculteur: 'MARTIN Claire',
      Parcelle: 'Les Hauts (41)',
      Protection: 'Non protégée',
      Risque: 'Risque de contamination',
      Société: 'EARL Martin',
      Éditeur: 'Coopérative du Nord',
      'Risque alternariose': 'Presque sensible',
      Stade: 'Croissance active',
      Préconisation: 'Traiter pénétrant',
      Distributeur: 'Négoce Artois',
      Département: '62',
      Pays: 'france',
    });
    expect(valuesOf(row({ parcelleprotegee: 1, risque: null, conseil: null }))).toMatchObject({
      Protection: 'Protégée',
      Risque: 'Inconnu ou erreur',
      Préconisation: 'Absence de calcul',
    });
  });

  it('filters farmers by code and integrators by id, as the filter lists give them', () => {
    const keep = tableRowFilter(blightPlotColumns, {
      search: '',
      filters: {
        [BLIGHT_FILTER_KEYS.farmer]: ['AGRI0001'],
        [BLIGHT_FILTER_KEYS.integrator]: ['3'],
      },
    });
    expect(keep(row())).toBe(true);
    expect(keep(row({ farmer: 'AGRI0002' }))).toBe(false);
    expect(keep(row({ id_integrateur: 4 }))).toBe(false);
  });
});
