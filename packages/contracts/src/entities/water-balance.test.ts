import { describe, expect, it } from 'vitest';
import { BH_BALANCE_KEYS, bhBalanceRow, bhPlot, bhRainInfo } from './water-balance.ts';

const plot = {
  id: 5120,
  id_info_plot: 88123,
  nom_parcelle: 'Les Grands Champs',
  code_parcelle: 'GC-12',
  nom_agri: 'Martin',
  prenom_agri: 'Claire',
  code_agri: 'AG-4471',
  id_agri: 4471,
  nom_operateur: 'Coopérative du Val de Loire',
  id_operateur: 12,
  nom_grpt: 'Négoce Beauce',
  id_grpt: 301,
  departement: '45',
  culture: 'MAIS_GRAIN',
  statut_calcul_bh: 'ok',
  date_semis: '2025-04-18',
  stade_actuel: '10F',
  nom_sol: 'Limon argileux profond',
  code_sol: 'LAP',
  ru_max: 180,
  rfu_max: 120,
  date_calcul_bh: '2025-06-14T05:30:00Z',
  surface_irrig: 12.4,
  station: { id_iot: 1042, nom_constructeur: 'Weenat', code: 'WN-00871' },
  latitude: 47.9029,
  longitude: 1.9093,
  epuisement_rfu: 55.2,
  somme_irrig: 60,
  deficitj: 0,
  deficitj1: 0,
  deficitj2: 0,
  deficitj3: 1.4,
  deficitj4: 3.1,
  deficitj5: 5,
  deficitj6: 6.8,
  deficitj7: 8.2,
  warnings: [],
  precedent: 'BT',
  irrig_precedent: 0,
  p_dt_crea: '2025-04-20T08:00:00Z',
  code_postal: '45000',
  nom_integrateur: 'Coopérative du Val de Loire',
  stades_calc: [
    { code: 'LEVEE', date: '2025-04-30' },
    { code: '10F', date: '2025-06-10' },
  ],
  stades_obs: ['LEVEE'],
  caracteristiques_generales: {
    cipan: {
      espece: 'Moutarde',
      implantation: '2024-09-01',
      levee: '2024-09-10',
      destruction: '2025-02-15',
      developpement: 'moyen',
    },
    duree_tour_eau: 7,
    dose_irrig: 30,
    quota: 150,
    materiel_irrig: 'Enrouleur',
  },
  caracteristiques_culture: { variete: 'DKC4670', precocite: 'demi-précoce' },
  irrigation: [{ date: '2025-06-05', dose: 30 }],
  bilan_hydrique: [
    {
      Date: '2025-06-13',
      Pluie: 2.5,
      Irrigation: 0,
      'Deficit en eau du sol': 61.2,
      RFU: 58.8,
      RU: 118.8,
      'Drainage profil': 0,
      ETP: 4.6,
    },
    {
      Date: '2025-06-15',
      Pluie: 0,
      Irrigation: 0,
      'Deficit en eau du sol': 70.1,
      RFU: 49.9,
      RU: 109.9,
      'Drainage profil': 0,
      ETP: 5.1,
      type: 'previ',
    },
  ],
};

describe('BH plot', () => {
  it('parses a realistic detail plot', () => {
    expect(bhPlot.parse(plot)).toEqual(plot);
  });

  it('accepts epuisement_rfu null (outside the balance) and a number', () => {
    expect(bhPlot.safeParse({ ...plot, epuisement_rfu: null }).success).toBe(true);
    expect(bhPlot.safeParse({ ...plot, epuisement_rfu: 82 }).success).toBe(true);
  });

  it('accepts a dashboard row without the JSON-valued fields', () => {
    const {
      stades_calc: _s,
      stades_obs: _o,
      caracteristiques_generales: _g,
      caracteristiques_culture: _c,
      irrigation: _i,
      bilan_hydrique: _b,
      ...row
    } = plot;
    expect(bhPlot.safeParse(row).success).toBe(true);
  });

  it('rejects a plot without id', () => {
    const { id: _id, ...withoutId } = plot;
    expect(bhPlot.safeParse(withoutId).success).toBe(false);
  });
});

describe('water balance row', () => {
  it('has exactly the spaced French keys', () => {
    expect(Object.keys(bhBalanceRow.shape)).toEqual([...BH_BALANCE_KEYS]);
    expect(BH_BALANCE_KEYS).toEqual([
      'Date',
      'Pluie',
      'Irrigation',
      'Deficit en eau du sol',
      'RFU',
      'RU',
      'Drainage profil',
      'ETP',
      'type',
    ]);
  });

  it('refuses an unknown row type', () => {
    const row = plot.bilan_hydrique[1];
    expect(bhBalanceRow.safeParse({ ...row, type: 'reel' }).success).toBe(false);
    expect(bhBalanceRow.safeParse({ ...row, type: 'freq' }).success).toBe(true);
  });

  it('needs the spaced key, not a camelCase one', () => {
    const { 'Deficit en eau du sol': deficit, ...rest } = plot.bilan_hydrique[0] ?? {};
    expect(bhBalanceRow.safeParse({ ...rest, deficitEnEauDuSol: deficit }).success).toBe(false);
  });
});

describe('rain info', () => {
  it('parses rains with their origin', () => {
    const info = {
      pluies: [
        { date: '2025-06-12', type: 'manual', pluie: 4 },
        { date: '2025-06-13', type: 'station', pluie: 0.5 },
        { date: '2025-06-14', type: 'other', pluie: null },
      ],
      info: { findesdonneesreelles: '2025-06-13' },
    };
    expect(bhRainInfo.parse(info)).toEqual(info);
    const wrong = { ...info, pluies: [{ date: '2025-06-12', type: 'radar', pluie: 1 }] };
    expect(bhRainInfo.safeParse(wrong).success).toBe(false);
  });
});
