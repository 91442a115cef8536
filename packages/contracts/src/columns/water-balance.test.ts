import { riskIcon } from '@agro/domain/water-balance';
import { describe, expect, it } from 'vitest';
import type { BhBalanceRow, BhPlot } from '../entities/water-balance.ts';
import { EXCEL_DATE_FORMATS, excelDateOf } from './column.ts';
import { tableRowFilter } from './table-query.ts';
import {
  bhBalanceColumns,
  bhFarmerName,
  bhFarmerOption,
  bhPlotColumns,
  bhStationLabel,
  BH_DAYS_LEFT_KEY,
  BH_ESSENTIAL_COLUMNS,
  BH_PLOT_FILTER_KEYS,
} from './water-balance.ts';
import { YES } from './yes-no.ts';

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
      // The spec's words and the count, as the domain writes them.
      "Risque d'épuisement": riskIcon(3).label,
      'Jours avant RFU épuisée': 3,
      'À irriguer': 'Oui',
      // 70 is the upper bound of the middle category, inclusive.
      'Épuisement de la RFU': 'Entre 40 et 70\u00a0%',
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

  it('puts the decision first: the plot, its status, its risk, the days left, to irrigate', () => {
    expect(bhPlotColumns.slice(0, 6).map((column) => column.header)).toEqual([
      'Parcelle',
      'Statut du calcul',
      "Risque d'épuisement",
      'Jours avant RFU épuisée',
      'À irriguer',
      'Intégrateur',
    ]);
  });

  it("says the days left in words at the bounds: 'RFU épuisée', 7, 'Plus de 7', no balance", () => {
    const days = (row: BhPlot) => cells(row)['Jours avant RFU épuisée'];
    const calm = { ...plot, deficitj3: 0, deficitj4: 0, deficitj5: 0, deficitj6: 0, deficitj7: 0 };
    expect(days({ ...calm, deficitj: 1 })).toBe('RFU épuisée');
    expect(days({ ...calm, deficitj7: 1 })).toBe(7);
    expect(days(calm)).toBe('Plus de 7');
    expect(days({ ...plot, statut_calcul_bh: 'ko' })).toBe('Bilan non calculé');
    expect(cells(calm)['À irriguer']).toBe('Non');
    expect(cells({ ...plot, epuisement_rfu: null })['À irriguer']).toBe('Non');
  });

  it("keeps the plots to irrigate with the 'À irriguer' filter, and none for an odd value", () => {
    const calm = {
      ...plot,
      id: 2,
      deficitj3: 0,
      deficitj4: 0,
      deficitj5: 0,
      deficitj6: 0,
      deficitj7: 0,
    };
    const rows = [plot, calm, { ...plot, id: 3, statut_calcul_bh: 'ko' }];
    const keep = (values: string[]) =>
      rows
        .filter(
          tableRowFilter(bhPlotColumns, {
            search: '',
            filters: { [BH_PLOT_FILTER_KEYS.toIrrigate]: values },
          }),
        )
        .map((row) => row.id);
    expect(keep([YES])).toEqual([plot.id]);
    expect(keep(['Non'])).toEqual([2, 3]);
    expect(keep(['oui'])).toEqual([]);
    expect(keep(['Oui', 'Oui'])).toEqual([plot.id]);
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

  it("says 'Bilan non calculé' in the risk column of a plot in error or outside the balance", () => {
    expect(cells({ ...plot, statut_calcul_bh: 'ko' })["Risque d'épuisement"]).toBe(
      'Bilan non calculé (calcul en erreur)',
    );
    expect(cells({ ...plot, epuisement_rfu: null })["Risque d'épuisement"]).toBe(
      'Bilan non calculé (parcelle hors bilan)',
    );
  });

  it('types its date columns, whose text the export writes as the same Excel date', () => {
    const typed = Object.fromEntries(
      bhPlotColumns.filter((column) => column.type).map((column) => [column.key, column.type]),
    );
    expect(typed).toEqual({ semis: 'date', calcul: 'datetime' });
    const semis = bhPlotColumns.find((column) => column.key === 'semis');
    const calcul = bhPlotColumns.find((column) => column.key === 'calcul');
    expect(excelDateOf(semis?.value(plot) ?? null, 'date')).toEqual(
      new Date('2026-04-20T00:00:00Z'),
    );
    // 04:06 UTC is 06:06 in Paris, which the cell must read.
    expect(excelDateOf(calcul?.value(plot) ?? null, 'datetime')).toEqual(
      new Date('2026-07-02T06:06:00Z'),
    );
    expect(EXCEL_DATE_FORMATS.datetime).toBe('dd/mm/yyyy hh:mm');
  });

  it('filters the farmer by code, telling apart two farmers of the same name', () => {
    const twin = { ...plot, id: 100278, code_agri: 'A99', id_agri: 99 };
    const keep = (values: string[]) =>
      [plot, twin]
        .filter(tableRowFilter(bhPlotColumns, { search: '', filters: { agriculteur: values } }))
        .map((row) => row.id);
    expect(keep(['A12'])).toEqual([plot.id]);
    expect(keep(['A99'])).toEqual([twin.id]);
    expect(bhFarmerOption(plot)).toEqual({ value: 'A12', label: 'Lefèvre Zoé (A12)' });
    expect(bhFarmerOption(twin)).toEqual({ value: 'A99', label: 'Lefèvre Zoé (A99)' });
    // Without a code, the name is both; without either, no option.
    expect(bhFarmerOption({ ...plot, code_agri: ' ' })).toEqual({
      value: 'Lefèvre Zoé',
      label: 'Lefèvre Zoé',
    });
    expect(keep([])).toEqual([plot.id, twin.id]);
    expect(bhFarmerOption({ code_agri: null, nom_agri: null, prenom_agri: '' })).toBeNull();
    expect(bhFarmerOption({ code_agri: 'A7', nom_agri: null, prenom_agri: null })).toEqual({
      value: 'A7',
      label: 'A7',
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

describe('water-balance plot list column sets', () => {
  it('names essential columns the list has, the decision ones first, and leaves some for "Toutes"', () => {
    const keys = bhPlotColumns.map((column) => column.key);
    for (const key of BH_ESSENTIAL_COLUMNS) expect(keys).toContain(key);
    expect(BH_ESSENTIAL_COLUMNS.slice(0, 4)).toEqual([
      'parcelle',
      'statut',
      'risque',
      BH_DAYS_LEFT_KEY,
    ]);
    expect(BH_ESSENTIAL_COLUMNS.length).toBeLessThan(keys.length / 2 + 2);
  });
});

describe('water-balance plot list sort orders', () => {
  const column = (key: string) => {
    const found = bhPlotColumns.find((candidate) => candidate.key === key);
    if (found?.sortValue === undefined) throw new Error(`no sort value for ${key}`);
    return { value: found.value, sortValue: found.sortValue };
  };
  const sortedBy = (key: string, plots: BhPlot[]) => {
    const { value, sortValue } = column(key);
    return [...plots].sort((a, b) => Number(sortValue(a)) - Number(sortValue(b))).map(value);
  };
  const calm = { ...plot, deficitj3: 0, deficitj4: 0, deficitj5: 0, deficitj6: 0, deficitj7: 0 };

  it('sorts the risk by urgency: depleted, 1 to 7 days, no risk, then no balance', () => {
    const plots: BhPlot[] = [
      { ...calm, statut_calcul_bh: 'ko' },
      calm,
      { ...calm, deficitj7: 1 },
      { ...calm, deficitj: 1 },
      { ...calm, deficitj1: 1 },
    ];
    expect(sortedBy('risque', plots)).toEqual([
      'RFU épuisée',
      riskIcon(1).label,
      riskIcon(7).label,
      "Pas de risque d'épuisement de la RFU dans les 7 jours",
      'Bilan non calculé (calcul en erreur)',
    ]);
  });

  it('sorts the days left by urgency, the more depleted RFU first within a day', () => {
    const plots: BhPlot[] = [
      { ...calm, epuisement_rfu: null },
      { ...calm, epuisement_rfu: 30 },
      { ...calm, deficitj2: 1, epuisement_rfu: 40 },
      { ...calm, deficitj2: 1, epuisement_rfu: 80 },
      { ...calm, deficitj: 1, epuisement_rfu: 20 },
    ];
    const keyed = (key: string) => {
      const { sortValue } = column(key);
      return [...plots]
        .sort((a, b) => Number(sortValue(a)) - Number(sortValue(b)))
        .map((row) => row.epuisement_rfu);
    };
    expect(sortedBy(BH_DAYS_LEFT_KEY, plots)).toEqual([
      'RFU épuisée',
      2,
      2,
      'Plus de 7',
      'Bilan non calculé',
    ]);
    expect(keyed(BH_DAYS_LEFT_KEY)).toEqual([20, 80, 40, 30, null]);
    // The risk column sorts the same way.
    expect(keyed('risque')).toEqual(keyed(BH_DAYS_LEFT_KEY));
  });

  it('sorts the depletion in the summary order, not alphabetically', () => {
    const plots = [10, 90, null, 55].map((value) => ({ ...plot, epuisement_rfu: value }));
    expect(sortedBy('epuisement', plots)).toEqual([
      'Hors bilan',
      '>\u00a070\u00a0%',
      'Entre 40 et 70\u00a0%',
      '<\u00a040\u00a0%',
    ]);
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
    expect(bhBalanceColumns.filter((column) => column.type).map((column) => column.key)).toEqual([
      'date',
    ]);
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
