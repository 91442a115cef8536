import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blightStatusBadge,
  dashboardFigures,
  formatShare,
  NO_BLIGHT_STATUS,
  speciesPlotCount,
} from './admin-dashboards.ts';

describe('dashboardFigures', () => {
  it('counts the integrators listed, the plots over the states and the crops surface', () => {
    expect(
      dashboardFigures({
        detail_etat_calculs: [{ nb_parcelles: 12 }, { nb_parcelles: 3 }],
        liste_operateurs: [{}, {}, {}],
        detail_culture: [{ surface: 10.255 }, { surface: 0.1 }],
      }),
    ).toEqual({ integrators: 3, plots: 15, surface: 10.36 });
  });

  it('has no surface for a dashboard without crops, and zeros for an empty one', () => {
    expect(dashboardFigures({ detail_etat_calculs: [], liste_operateurs: [] })).toEqual({
      integrators: 0,
      plots: 0,
      surface: null,
    });
    expect(
      dashboardFigures({ detail_etat_calculs: [], liste_operateurs: [], detail_culture: [] })
        .surface,
    ).toBe(0);
  });

  it('counts every plot once whatever the order of the states', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 100_000 }), { maxLength: 30 }), (counts) => {
        const rows = counts.map((nb_parcelles) => ({ nb_parcelles }));
        const total = counts.reduce((sum, count) => sum + count, 0);
        expect(dashboardFigures({ detail_etat_calculs: rows, liste_operateurs: [] }).plots).toBe(
          total,
        );
        expect(
          dashboardFigures({ detail_etat_calculs: [...rows].reverse(), liste_operateurs: [] })
            .plots,
        ).toBe(total);
      }),
    );
  });
});

describe('speciesPlotCount', () => {
  it('adds the species counts', () => {
    expect(speciesPlotCount([])).toBe(0);
    expect(speciesPlotCount([{ nbr_espece: 4 }, { nbr_espece: 6 }])).toBe(10);
  });
});

describe('blightStatusBadge', () => {
  it("is green for 'calcul à jour' only, case and spaces aside", () => {
    expect(blightStatusBadge('calcul à jour')).toEqual({ colour: 'green', label: 'calcul à jour' });
    expect(blightStatusBadge(' Calcul à jour ').colour).toBe('green');
    expect(blightStatusBadge('calculs à jour').colour).toBe('orange');
    expect(blightStatusBadge('Aucune donnée météo pour la station de la parcelle').colour).toBe(
      'orange',
    );
  });

  it('names an empty status', () => {
    expect(blightStatusBadge(null)).toEqual({ colour: 'orange', label: NO_BLIGHT_STATUS });
    expect(blightStatusBadge('  ').label).toBe(NO_BLIGHT_STATUS);
  });
});

describe('formatShare', () => {
  it('writes a percentage the French way with one decimal at most', () => {
    expect(formatShare(12.5)).toBe('12,5\u202f%');
    expect(formatShare(33.333)).toBe('33,3\u202f%');
    expect(formatShare(100)).toBe('100\u202f%');
    expect(formatShare(0)).toBe('0\u202f%');
  });
});
