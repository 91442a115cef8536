import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BEYOND_HORIZON_DAYS_TEXT,
  DAYS_LEFT_HEADER,
  daysLeftValue,
  DEPLETION_PLACES,
  isPlotToIrrigate,
  TO_IRRIGATE_TEXT,
  waterBalanceUrgencyKey,
} from './water-balance-urgency.ts';
import {
  DEFICIT_FIELDS,
  plotRiskDisplay,
  plotRiskDisplaySortKey,
  riskDays,
  RISK_HORIZON_DAYS,
  type RiskDisplayPlot,
} from './water-balance.ts';

const calm: RiskDisplayPlot = { statut_calcul_bh: 'ok', epuisement_rfu: 50 };
/** A calculated plot whose RFU is depleted in `day` days (0 today), none before. */
const dryIn = (day: number, more: Partial<RiskDisplayPlot> = {}): RiskDisplayPlot => ({
  ...calm,
  [DEFICIT_FIELDS[day] as string]: 1,
  ...more,
});

describe('daysLeftValue', () => {
  it("says 'RFU épuisée' today, the days 1 to 7, then 'Plus de 7'", () => {
    expect(DAYS_LEFT_HEADER).toBe('Jours avant RFU épuisée');
    expect(daysLeftValue(dryIn(0))).toBe('RFU épuisée');
    expect(daysLeftValue(dryIn(1))).toBe(1);
    expect(daysLeftValue(dryIn(RISK_HORIZON_DAYS))).toBe(RISK_HORIZON_DAYS);
    expect(daysLeftValue(calm)).toBe('Plus de 7');
    expect(BEYOND_HORIZON_DAYS_TEXT).toBe(`Plus de ${RISK_HORIZON_DAYS}`);
  });

  it('reads a deficit of 1 as depleted and just below as not, a missing one as none', () => {
    expect(daysLeftValue({ ...calm, deficitj2: 1 })).toBe(2);
    expect(daysLeftValue({ ...calm, deficitj2: 0.999 })).toBe('Plus de 7');
    expect(daysLeftValue({ ...calm, deficitj: null, deficitj1: Number.NaN })).toBe('Plus de 7');
  });

  it("says 'Bilan non calculé' for a plot in error or outside the balance, whatever its deficits", () => {
    expect(daysLeftValue(dryIn(0, { statut_calcul_bh: 'ko' }))).toBe('Bilan non calculé');
    expect(daysLeftValue(dryIn(3, { epuisement_rfu: null }))).toBe('Bilan non calculé');
  });

  it('agrees with the risk icon for any deficits', () => {
    const deficit = fc.option(fc.double({ min: -5, max: 5, noNaN: false }), { nil: null });
    fc.assert(
      fc.property(fc.array(deficit, { minLength: 8, maxLength: 8 }), (values) => {
        const plot: RiskDisplayPlot = { ...calm };
        DEFICIT_FIELDS.forEach((field, index) => (plot[field] = values[index] ?? null));
        const days = riskDays(plot);
        const value = daysLeftValue(plot);
        if (days === 0) expect(value).toBe('RFU épuisée');
        else if (days <= RISK_HORIZON_DAYS) expect(value).toBe(days);
        else expect(value).toBe('Plus de 7');
        expect(isPlotToIrrigate(plot)).toBe(days <= RISK_HORIZON_DAYS);
      }),
    );
  });
});

describe('isPlotToIrrigate', () => {
  it('keeps the depleted plots and those depleted within 7 days, at the bounds', () => {
    expect(TO_IRRIGATE_TEXT).toBe('RFU épuisée ou épuisée sous 7 jours');
    expect(isPlotToIrrigate(dryIn(0))).toBe(true);
    expect(isPlotToIrrigate(dryIn(RISK_HORIZON_DAYS))).toBe(true);
    expect(isPlotToIrrigate(calm)).toBe(false);
    // A pending calculation keeps its last figures.
    expect(isPlotToIrrigate(dryIn(2, { statut_calcul_bh: 'en cours' }))).toBe(true);
  });

  it('never keeps a plot without a balance', () => {
    expect(isPlotToIrrigate(dryIn(0, { statut_calcul_bh: 'ko' }))).toBe(false);
    expect(isPlotToIrrigate(dryIn(0, { epuisement_rfu: null }))).toBe(false);
    expect(isPlotToIrrigate(dryIn(0, { epuisement_rfu: Number.POSITIVE_INFINITY }))).toBe(false);
  });
});

describe('waterBalanceUrgencyKey', () => {
  it('orders depleted, 1 to 7 days, no risk, no balance; the more depleted first within each', () => {
    const ordered = [
      dryIn(0, { epuisement_rfu: 120 }),
      dryIn(0, { epuisement_rfu: 95 }),
      dryIn(0, { epuisement_rfu: -3 }),
      dryIn(1, { epuisement_rfu: 10 }),
      dryIn(RISK_HORIZON_DAYS, { epuisement_rfu: 100 }),
      { ...calm, epuisement_rfu: 99.9 },
      { ...calm, epuisement_rfu: 0 },
      { ...calm, statut_calcul_bh: 'ko', epuisement_rfu: 90 },
      { ...calm, epuisement_rfu: null },
    ].map(waterBalanceUrgencyKey);
    expect([...ordered].sort((a, b) => a - b)).toEqual(ordered);
    expect(ordered[0]).toBe(0);
    // Beyond the bounds of a percent, the same place as the bound.
    expect(waterBalanceUrgencyKey(dryIn(0, { epuisement_rfu: 100 }))).toBe(0);
    expect(waterBalanceUrgencyKey(dryIn(0, { epuisement_rfu: -3 }))).toBe(
      waterBalanceUrgencyKey(dryIn(0, { epuisement_rfu: 0 })),
    );
  });

  const plots = fc.record({
    statut_calcul_bh: fc.constantFrom('ok', 'ko', 'en cours', null),
    epuisement_rfu: fc.option(fc.double({ min: -50, max: 200, noNaN: false }), { nil: null }),
    day: fc.integer({ min: 0, max: DEFICIT_FIELDS.length }),
  });
  const plotOf = ({ day, ...plot }: { day: number } & RiskDisplayPlot): RiskDisplayPlot =>
    day < DEFICIT_FIELDS.length ? dryIn(day, plot) : { ...calm, ...plot };

  it('is an integer that the risk decides first, for any plot', () => {
    fc.assert(
      fc.property(plots, plots, (a, b) => {
        const [plotA, plotB] = [plotOf(a), plotOf(b)];
        const [keyA, keyB] = [waterBalanceUrgencyKey(plotA), waterBalanceUrgencyKey(plotB)];
        expect(Number.isInteger(keyA)).toBe(true);
        expect(keyA).toBeGreaterThanOrEqual(0);
        const bandA = plotRiskDisplaySortKey(plotA);
        const bandB = plotRiskDisplaySortKey(plotB);
        if (bandA < bandB) expect(keyA).toBeLessThan(keyB);
        expect(Math.floor(keyA / DEPLETION_PLACES)).toBe(bandA);
      }),
    );
  });

  it('puts a plot to irrigate before any other, and within a risk the more depleted first', () => {
    fc.assert(
      fc.property(plots, plots, (a, b) => {
        const [plotA, plotB] = [plotOf(a), plotOf(b)];
        const [keyA, keyB] = [waterBalanceUrgencyKey(plotA), waterBalanceUrgencyKey(plotB)];
        if (isPlotToIrrigate(plotA) && !isPlotToIrrigate(plotB)) expect(keyA).toBeLessThan(keyB);
        const sameRisk = plotRiskDisplaySortKey(plotA) === plotRiskDisplaySortKey(plotB);
        // Tenths of a percent apart at least, within 0 to 100 %.
        const percent = (value: number) => Math.min(100, Math.max(0, value));
        const depletionA = plotA.epuisement_rfu;
        const depletionB = plotB.epuisement_rfu;
        if (
          sameRisk &&
          plotRiskDisplay(plotA).level !== 'uncalculated' &&
          typeof depletionA === 'number' &&
          typeof depletionB === 'number' &&
          percent(depletionA) > percent(depletionB) + 0.1
        ) {
          expect(keyA).toBeLessThan(keyB);
        }
      }),
    );
  });
});
