import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diseaseNames, diseaseRiskLevel, plotDiseaseRisk } from './disease-risk.ts';

describe('diseaseRiskLevel', () => {
  it('reads the codes and fusarium words, anything else as not evaluated', () => {
    expect(diseaseRiskLevel(10)).toBe(10);
    expect(diseaseRiskLevel('20')).toBe(20);
    expect(diseaseRiskLevel(' 30 ')).toBe(30);
    expect(diseaseRiskLevel('faible')).toBe(10);
    expect(diseaseRiskLevel('Moyen')).toBe(20);
    expect(diseaseRiskLevel('élevé')).toBe(30);
    for (const odd of [null, undefined, '', 0, 15, 40, '++', 'fort', NaN, {}, [30]]) {
      expect(diseaseRiskLevel(odd)).toBe(0);
    }
  });

  it('gives a level of 0, 10, 20 or 30 whatever it reads', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect([0, 10, 20, 30]).toContain(diseaseRiskLevel(value));
      }),
    );
  });
});

describe('plotDiseaseRisk', () => {
  it("says the highest risk of the species' diseases and which reach it", () => {
    const wheat = {
      codeespece: 17,
      pv_risque: null,
      septo_risque: 30,
      rouillebrune_risque: 20,
      rouillejaune_risque: null,
      risque_fusa: 'élevé',
      // Barley's, not wheat's: left out.
      helmintho_risque: 30,
    };
    expect(plotDiseaseRisk(wheat)).toEqual({
      level: 30,
      label: 'Risque fort',
      colour: 'red',
      diseases: ['fusariose', 'septoriose'],
    });
    expect(diseaseNames(plotDiseaseRisk(wheat).diseases)).toBe('Fusariose, Septoriose');
  });

  it('reads barley from its two diseases, and says Non évalué when none is followed', () => {
    expect(plotDiseaseRisk({ codeespece: '27', helmintho_risque: 10, septo_risque: 30 })).toEqual({
      level: 10,
      label: 'Risque faible',
      colour: 'green',
      diseases: ['helminthosporiose'],
    });
    expect(plotDiseaseRisk({ codeespece: 27 })).toEqual({
      level: 0,
      label: 'Non évalué',
      colour: 'grey',
      diseases: [],
    });
    expect(diseaseNames([])).toBeNull();
  });

  it('is never below any of its diseases, and moderate is orange', () => {
    const code = fc.constantFrom(null, 10, 20, 30, '20', 'faible', 'moyen', 'élevé', 99);
    fc.assert(
      fc.property(code, code, code, code, code, (pv, septo, rb, rj, fusa) => {
        const plot = {
          codeespece: 17,
          pv_risque: pv,
          septo_risque: septo,
          rouillebrune_risque: rb,
          rouillejaune_risque: rj,
          risque_fusa: fusa,
        };
        const risk = plotDiseaseRisk(plot);
        for (const value of [pv, septo, rb, rj, fusa]) {
          expect(risk.level).toBeGreaterThanOrEqual(diseaseRiskLevel(value));
        }
        if (risk.level === 20) expect(risk.colour).toBe('orange');
        expect(risk.diseases.length === 0).toBe(risk.level === 0);
      }),
    );
  });
});
