import type { QnListRow } from '../columns/qn.ts';
import { describe, expect, it } from 'vitest';
import {
  acquisitionColumns,
  clientFigures,
  doseColumns,
  qnFigures,
  qnDoseClass,
  qnListSummary,
  qnMapPlace,
  stageColumns,
} from './qn-follow-up.ts';

const row = (overrides: Partial<QnListRow>): QnListRow =>
  ({
    uuid_plot: 1,
    client: 'Coop Beauce',
    zam: 'ZAM 28-1',
    code_dept: '28',
    codeespece: 'BTH',
    crop_management: 'Blé panifiable',
    derniere_date_acquisition: '2026-04-10',
    statut: 'Calculé',
    date_semis: '2025-10-20',
    variete: 'Rubisko',
    date_calcul: '2026-04-11',
    latitude: 48.4,
    longitude: 1.5,
    preco_livree: 60,
    sortie_precoBrute: 58.2,
    nom_stade_en_cours: 'Épiaison',
    nom_stade_acquisition: '1 nœud',
    ...overrides,
  }) as QnListRow;

describe('the QN follow-up figures', () => {
  const rows = [
    row({ uuid_plot: 1, preco_livree: 60, client: 'Coop Beauce' }),
    row({
      uuid_plot: 2,
      preco_livree: 75,
      client: 'Agro Centre',
      nom_stade_acquisition: 'Épi 1 cm',
    }),
    row({
      uuid_plot: 3,
      preco_livree: null,
      client: 'Coop Beauce',
      derniere_date_acquisition: null,
      nom_stade_acquisition: null,
    }),
    row({
      uuid_plot: 4,
      preco_livree: 90,
      derniere_date_acquisition: '2026-05-20',
      nom_stade_acquisition: '2 nœuds',
    }),
  ];

  it('counts the plots and averages the known delivered doses', () => {
    expect(qnFigures(rows)).toEqual({ plots: 4, averageDose: 75 });
    expect(qnFigures([]).averageDose).toBeNull();
  });

  it('puts the doses in buckets of 10 up to the one holding the maximum', () => {
    expect(
      doseColumns(rows.map((r) => r.preco_livree))
        .map((c) => [c.label, c.value])
        .slice(-4),
    ).toEqual([
      ['60–70', 1],
      ['70–80', 1],
      ['80–90', 0],
      ['90–100', 1],
    ]);
  });

  it('gives a column a day between the first and last acquisitions, the axis naming some', () => {
    const { columns, ticks } = acquisitionColumns(rows);
    expect(columns).toHaveLength(41);
    expect(columns[0]).toEqual({ label: '10/04', value: 2 });
    expect(columns.at(-1)).toEqual({ label: '20/05', value: 1 });
    expect(ticks[0]).toBe('10/04');
    expect(ticks.length).toBeGreaterThan(1);
    expect(acquisitionColumns([]).columns).toEqual([]);
  });

  it('orders the acquisition stages as the crop goes', () => {
    expect(stageColumns(rows)).toEqual([
      { label: 'Épi 1 cm', value: 1 },
      { label: '1 nœud', value: 1 },
      { label: '2 nœuds', value: 1 },
    ]);
  });

  it('gives each client its plots and average dose, the most plots first', () => {
    expect(clientFigures(rows)).toEqual([
      { client: 'Coop Beauce', plots: 3, averageDose: 75 },
      { client: 'Agro Centre', plots: 1, averageDose: 75 },
    ]);
  });

  it('gives the summary of its six charts and cards in one answer', () => {
    const summary = qnListSummary(rows);
    expect(summary.figures).toEqual(qnFigures(rows));
    expect(summary.delivered).toEqual(doseColumns(rows.map((r) => r.preco_livree)));
    expect(summary.raw).toEqual(doseColumns(rows.map((r) => r.sortie_precoBrute)));
    expect(summary.clients).toEqual(clientFigures(rows));
  });

  it('colours a point by its delivered dose: none, under 60, 60 to under 100, 100 and more', () => {
    expect([null, 0, 59.9, 60, 99.9, 100].map(qnDoseClass)).toEqual([
      'none',
      'low',
      'low',
      'mid',
      'mid',
      'high',
    ]);
    expect(qnMapPlace(row({ uuid_plot: 7, preco_livree: 100 }))).toEqual({
      id: '7',
      latitude: 48.4,
      longitude: 1.5,
      colours: { dose: 'high' },
    });
  });
});
