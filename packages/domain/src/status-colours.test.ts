import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blightDashboardStatusColour,
  blightPlotStatusColour,
  blightRiskColour,
  calculationStatusColour,
  fusariumRiskColour,
  stageCalculationColour,
  stageRiskColour,
  toRiskCode,
  waterBalanceStatusColour,
} from './status-colours.ts';

describe('calculation status ok / ko', () => {
  for (const [name, colour] of [
    ['water balance', waterBalanceStatusColour],
    ['stage etat_calcul', stageCalculationColour],
    ['generic', calculationStatusColour],
  ] as const) {
    it(`${name}: ok green, ko red`, () => {
      expect(colour('ok')).toBe('green');
      expect(colour('ko')).toBe('red');
    });

    it(`${name}: ignores case and spaces`, () => {
      expect(colour('OK')).toBe('green');
      expect(colour(' Ok ')).toBe('green');
      expect(colour('KO')).toBe('red');
    });

    it(`${name}: anything else, including nothing, is orange`, () => {
      for (const status of [null, undefined, '', 'en cours', 'okay', 'k o', 'erreur']) {
        expect(colour(status)).toBe('orange');
      }
    });
  }
});

describe('blight dashboard status message', () => {
  it("is green for 'calcul à jour' only", () => {
    expect(blightDashboardStatusColour('calcul à jour')).toBe('green');
    expect(blightDashboardStatusColour(' Calcul à jour ')).toBe('green');
    expect(blightDashboardStatusColour('calcul a\u0300 jour')).toBe('green');
  });

  it('is orange otherwise, including without accent or text', () => {
    for (const status of ['calcul a jour', 'calculajour', 'erreur météo', '', null, undefined]) {
      expect(blightDashboardStatusColour(status)).toBe('orange');
    }
  });
});

describe('blight plot detail status', () => {
  it("is green for 'calculajour', red otherwise", () => {
    expect(blightPlotStatusColour('calculajour')).toBe('green');
    expect(blightPlotStatusColour('CALCULAJOUR')).toBe('green');
    for (const status of ['calcul à jour', 'calculdate', '', null, undefined]) {
      expect(blightPlotStatusColour(status)).toBe('red');
    }
  });
});

describe('toRiskCode', () => {
  it('reads numbers and numeric strings', () => {
    expect(toRiskCode(40)).toBe(40);
    expect(toRiskCode('40')).toBe(40);
    expect(toRiskCode(' 50 ')).toBe(50);
    expect(toRiskCode('10.0')).toBe(10);
  });

  it('gives null for empty, missing or non-numeric values', () => {
    for (const value of ['', '  ', 'abc', '10 20', null, undefined, Number.NaN, Infinity]) {
      expect(toRiskCode(value)).toBeNull();
    }
  });
});

describe('stage module risk', () => {
  it('10 green, 20 orange, 30 red', () => {
    expect(stageRiskColour(10)).toBe('green');
    expect(stageRiskColour(20)).toBe('orange');
    expect(stageRiskColour(30)).toBe('red');
    expect(stageRiskColour('30')).toBe('red');
  });

  it('grey for blight codes and anything else', () => {
    for (const risk of [40, 50, 0, 15, '', '20x', null, undefined, 'élevé']) {
      expect(stageRiskColour(risk)).toBe('grey');
    }
  });
});

describe('blight risk', () => {
  it('10 green, 40 orange, 50 red, as numbers or strings', () => {
    expect(blightRiskColour(10)).toBe('green');
    expect(blightRiskColour(40)).toBe('orange');
    expect(blightRiskColour(50)).toBe('red');
    expect(blightRiskColour('10')).toBe('green');
    expect(blightRiskColour('40')).toBe('orange');
    expect(blightRiskColour(' 50')).toBe('red');
  });

  it('grey for stage codes and anything else', () => {
    for (const risk of [20, 30, 0, 45, 100, '', 'NA', null, undefined]) {
      expect(blightRiskColour(risk)).toBe('grey');
    }
  });

  it('is grey for every integer other than 10, 40 and 50', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((n) => ![10, 40, 50].includes(n)),
        (risk) => {
          expect(blightRiskColour(risk)).toBe('grey');
          expect(blightRiskColour(String(risk))).toBe('grey');
        },
      ),
    );
  });
});

describe('fusarium risk text', () => {
  it('faible green, moyen orange, élevé red', () => {
    expect(fusariumRiskColour('faible')).toBe('green');
    expect(fusariumRiskColour('moyen')).toBe('orange');
    expect(fusariumRiskColour('élevé')).toBe('red');
  });

  it('ignores case, spaces and the Unicode form of accents', () => {
    expect(fusariumRiskColour(' Faible ')).toBe('green');
    expect(fusariumRiskColour('MOYEN')).toBe('orange');
    expect(fusariumRiskColour('ÉLEVÉ')).toBe('red');
    expect(fusariumRiskColour('Élevé')).toBe('red');
    expect(fusariumRiskColour('e\u0301leve\u0301')).toBe('red');
  });

  it('requires the accents and is grey for anything else', () => {
    for (const risk of ['eleve', 'elevé', 'fort', 'moyenne', '', null, undefined]) {
      expect(fusariumRiskColour(risk)).toBe('grey');
    }
  });
});
