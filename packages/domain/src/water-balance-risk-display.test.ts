// Which risk mark a plot of the water-balance list gets (spec 3 §2.10): a plot in error or outside
// the balance has no balance to assess, and must never show the green 'no risk' tick.
import { describe, expect, it } from 'vitest';
import { plotRiskDisplay, plotRiskIcon, RISK_TEXTS } from './water-balance.ts';

const calm = { statut_calcul_bh: 'ok', epuisement_rfu: 20, deficitj: 0 };

describe('plotRiskDisplay', () => {
  it('gives a calculated plot the risk of its deficits, as plotRiskIcon does', () => {
    expect(plotRiskDisplay(calm)).toEqual(plotRiskIcon(calm));
    expect(plotRiskDisplay(calm).level).toBe('none');
    expect(plotRiskDisplay({ ...calm, deficitj: 2 }).level).toBe('depleted');
    expect(plotRiskDisplay({ ...calm, deficitj4: 1 })).toMatchObject({ level: 'soon', days: 4 });
    // A pending calculation keeps its last figures.
    expect(plotRiskDisplay({ ...calm, statut_calcul_bh: 'en cours' }).level).toBe('none');
  });

  it("says 'Bilan non calculé' in grey for a plot in error, whatever its deficits", () => {
    for (const deficits of [{}, { deficitj: 3 }, { deficitj2: 1 }]) {
      expect(plotRiskDisplay({ ...calm, ...deficits, statut_calcul_bh: 'ko' })).toEqual({
        level: 'uncalculated',
        colour: 'grey',
        reason: 'error',
        text: 'Bilan non calculé (calcul en erreur)',
        days: null,
        label: 'Bilan non calculé (calcul en erreur)',
      });
    }
    expect(plotRiskDisplay({ ...calm, statut_calcul_bh: ' KO ' }).level).toBe('uncalculated');
  });

  it("says 'Bilan non calculé' in grey for a plot outside the balance (Hors bilan)", () => {
    for (const epuisement of [null, undefined, Number.NaN]) {
      const shown = plotRiskDisplay({ ...calm, epuisement_rfu: epuisement });
      expect(shown).toMatchObject({
        level: 'uncalculated',
        colour: 'grey',
        reason: 'outside',
        label: 'Bilan non calculé (parcelle hors bilan)',
      });
    }
  });

  it('never gives the green no-risk mark to a plot in error or outside the balance', () => {
    const statuses = ['ok', 'ko', 'en cours', null];
    const depletions = [null, 0, 39, 40, 70, 71, 100];
    for (const statut_calcul_bh of statuses) {
      for (const epuisement_rfu of depletions) {
        const shown = plotRiskDisplay({ statut_calcul_bh, epuisement_rfu });
        const noBalance = statut_calcul_bh === 'ko' || epuisement_rfu === null;
        expect(shown.level === 'uncalculated').toBe(noBalance);
        if (noBalance) {
          expect(shown.colour).not.toBe('green');
          expect(shown.label).not.toBe(RISK_TEXTS.none);
        }
      }
    }
  });
});
