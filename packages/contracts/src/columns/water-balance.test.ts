import { describe, expect, it } from 'vitest';
import type { BhBalanceRow, BhPlot } from '../entities/water-balance.ts';
import {
  bhBalanceColumns,
  bhFarmerName,
  bhPlotColumns,
  bhStationLabel,
  BH_PLOT_FILTER_KEYS,
} from './water-balance.ts';

const plot: BhPlot = {
  id: 100277,
  id_info_plot: 5,
  nom_parcelle: 'La Grande Pièce',
  code_parcelle: 'P-12',
  nom_agri: 'Lefèvre',
  prenom_agri: 'Zoé',
  code_agri: 'A12',
  id_agri: 12,
  nom_operateur: 'Sud-Ouest Céréales',
  id_operateur: 3,
  nom_grpt: 'Négoce Bocage',
  id_grpt: 9,
  departement: '40',
  culture: 'MAIS_GRAIN',
  statut_calcul_bh: 'ok',
  date_semis: '2026-04-20',
  stade_actuel: 'LEVEE',
  nom_sol: 'Sable landais',
  code_sol: 'SL1',
  ru_max: 90,
  rfu_max: 60,
  date_calcul_bh: '2026-07-02T04:06:00Z',
  surface_irrig: 12.5,
  station: { id_iot: 7, nom_constructeur: 'Sencrop', code: '40123' },
  latitude: 44,
  longitude: -0.9,
  epuisement_rfu: 70,
  somme_irrig: 50,
  deficitj: 0,
  deficitj1: 0,
  deficitj2: 0,
  deficitj3: 2,
  deficitj4: 3,
  deficitj5: 4,
  deficitj6: 5,
  deficitj7: 6,
  warnings: null,
  precedent: 'BT',
  irrig_precedent: 0,
  p_dt_crea: null,
  code_postal: '40100',
  nom_integrateur: null,
};

const cells = (row: BhPlot) =>
  Object.fromEntries(bhPlotColumns.map((column) => [column.header, column.value(row)]));

describe('water-balance plot list columns', () => {
  it('shows each spec column as its text: names, crop label, stage name, French dates', () => {
    expect(cells(plot)).toEqual({
      Intégrateur: 'Sud-Ouest Céréales',
      Distributeur: 'Négoce Bocage',
      Agriculteur: 'Lefèvre Zoé',
      Parcelle: 'La Grande Pièce',
      Département: '40',
      Culture: 'Maïs grain',
      'Statut du calcul': 'Calcul à jour',
      "Risque d'épuisement": 'Nombre de jours avant épuisement de la RFU : 3',
      // 70 is the upper bound of the middle category, inclusive.
      'Épuisement de la RFU': 'Entre 40 et 70%',
      'Date de semis': '20/04/2026',
      'Stade actuel': expect.stringMatching(/^Lev/),
      Sol: 'Sable landais',
      'RU (mm)': 90,
      'RFU (mm)': 60,
      'Date de calcul': '02/07/2026 06:06',
      'Surface (ha)': 12.5,
      Station: 'Sencrop - 40123',
    });
  });

  it('leaves empty what the plot does not have, and says Hors bilan outside the balance', () => {
    const bare = {
      ...plot,
      nom_agri: null,
      prenom_agri: ' ',
      station: null,
      date_semis: null,
      stade_actuel: null,
      date_calcul_bh: null,
      epuisement_rfu: null,
    };
    expect(cells(bare)).toMatchObject({
      Agriculteur: null,
      Station: null,
      'Date de semis': null,
      'Stade actuel': null,
      'Date de calcul': null,
      'Épuisement de la RFU': 'Hors bilan',
    });
  });

  it('has a column for every filter the dashboard applies', () => {
    const keys = bhPlotColumns.map((column) => column.key);
    for (const key of Object.values(BH_PLOT_FILTER_KEYS)) expect(keys).toContain(key);
  });

  it('joins farmer and station parts without stray separators', () => {
    expect(bhFarmerName({ nom_agri: 'Caron', prenom_agri: null })).toBe('Caron');
    expect(bhStationLabel({ id_iot: 1, nom_constructeur: 'Sencrop', code: ' ' })).toBe('Sencrop');
  });
});

describe('water-balance daily table columns', () => {
  it('heads the columns as the spec names them and says what each row is', () => {
    expect(bhBalanceColumns.map((column) => column.header)).toEqual([
      'Date',
      'Pluie',
      'Irrigation',
      'Déficit en eau du sol',
      'RFU',
      'RU',
      'Drainage profil',
      'ETP',
      'Données',
    ]);
    const row: BhBalanceRow = {
      Date: '2026-07-03',
      Pluie: 0,
      Irrigation: 25,
      'Deficit en eau du sol': 31.2,
      RFU: 60,
      RU: 90,
      'Drainage profil': 0,
      ETP: 5.1,
      type: 'previ',
    };
    expect(bhBalanceColumns.map((column) => column.value(row))).toEqual([
      '03/07/2026',
      0,
      25,
      31.2,
      60,
      90,
      0,
      5.1,
      'Prévisions',
    ]);
  });
});
