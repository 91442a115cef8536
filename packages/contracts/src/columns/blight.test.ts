import { describe, expect, it } from 'vitest';
import type { BlightDashboardRow } from '../entities/blight.ts';
import { blightPlotColumns, blightPlotColumnsOn, BLIGHT_FILTER_KEYS } from './blight.ts';
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
  it('says what the table and the export show of a plot, the decision first', () => {
    expect(valuesOf(row())).toEqual({
      Parcelle: 'Les Hauts (41)',
      Risque: 'Risque de contamination',
      Préconisation: 'Traiter pénétrant',
      Protection: 'Non protégée',
      Agriculteur: 'MARTIN Claire',
      Société: 'EARL Martin',
      Éditeur: 'Coopérative du Nord',
      'Risque alternariose': 'Presque sensible',
      Stade: 'Croissance active',
      'À traiter': 'Oui',
      'En erreur': 'Non',
      Distributeur: 'Négoce Artois',
      Département: '62',
      Pays: 'france',
    });
    expect(
      valuesOf(
        row({ parcelleprotegee: 1, risque: null, conseil: null, statut: 'donneesmanquantes' }),
      ),
    ).toMatchObject({
      Protection: 'Protégée',
      Risque: 'Inconnu ou erreur',
      Préconisation: 'Absence de calcul',
      'À traiter': 'Non',
      'En erreur': 'Oui',
    });
  });

  it('says the advice with its day, as the plot detail does, and filters on its short form', () => {
    const columns = blightPlotColumnsOn('2026-06-15');
    const advice = columns.find((column) => column.key === BLIGHT_FILTER_KEYS.advice);
    expect(advice?.value(row())).toBe('Traiter le 15/06/2026 avec un pénétrant.');
    expect(advice?.value(row({ conseil: 'TRAIT' }))).toBe('Traiter le 15/06/2026');
    expect(advice?.value(row({ conseil: 'PASTRAIT' }))).toBe(
      "Aucune intervention n'est à réaliser",
    );
    expect(columns.map((column) => column.header)).toEqual(
      blightPlotColumns.map((column) => column.header),
    );
    const keep = tableRowFilter(columns, {
      search: '',
      filters: { [BLIGHT_FILTER_KEYS.advice]: ['Traiter pénétrant'] },
    });
    expect(keep(row())).toBe(true);
    expect(keep(row({ conseil: 'TRAIT' }))).toBe(false);
  });

  it('sorts the advice by urgency: to treat first, by risk', () => {
    const advice = blightPlotColumnsOn('2026-06-15').find(
      (column) => column.key === BLIGHT_FILTER_KEYS.advice,
    );
    const plots = [
      row({ id: 1, conseil: 'PASTRAIT', risque: 50 }),
      row({ id: 2, conseil: 'TRAIT', risque: 40 }),
      row({ id: 3, conseil: 'TRAITCURATIF', risque: 50 }),
      row({ id: 4, conseil: null, risque: 10 }),
    ];
    const key = (plot: BlightDashboardRow) => Number(advice?.sortValue?.(plot));
    expect([...plots].sort((a, b) => key(a) - key(b)).map((plot) => plot.id)).toEqual([3, 2, 1, 4]);
  });

  it('filters the plots to treat and in error', () => {
    const keep = tableRowFilter(blightPlotColumns, {
      search: '',
      filters: { [BLIGHT_FILTER_KEYS.toTreat]: ['Oui'], [BLIGHT_FILTER_KEYS.inError]: ['Non'] },
    });
    expect(keep(row())).toBe(true);
    expect(keep(row({ conseil: 'PASTRAIT' }))).toBe(false);
    expect(keep(row({ statut: 'donneesmanquantes' }))).toBe(false);
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
