import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALTERNARIA_CALENDAR_PIECES,
  alternariaSensitivityLabel,
  blightCampaignYear,
  blightFigures,
  blightMarkerColour,
  blightRiskLevel,
  blightStageLabel,
  calendarPiece,
  correctionEndBounds,
  correctionPeriodError,
  correctionStartBounds,
  departmentsApply,
  displayedContaminationIndex,
  floor2,
  humidityClass,
  humidityClassDescription,
  irrigationRiskHours,
  isPlotInError,
  isProtected,
  MILDIOU_CALENDAR_PIECES,
  ownsPlot,
  riskSummary,
  showsNetworkFilters,
  temperatureClass,
  temperatureClassDescription,
  truncatedIndex,
  washoutText,
  withCountry,
  type BlightRiskRow,
} from './blight.ts';

describe('risk levels', () => {
  it('names 10, 40 and 50, and anything else is unknown', () => {
    expect(blightRiskLevel(10)).toMatchObject({ label: 'Pas de risque', colour: 'green' });
    expect(blightRiskLevel('40')).toMatchObject({ label: 'Vigilance', colour: 'orange' });
    expect(blightRiskLevel(50)).toMatchObject({ label: 'Risque de contamination', colour: 'red' });
    for (const other of [null, undefined, 0, 20, 51, '', 'x']) {
      expect(blightRiskLevel(other)).toMatchObject({ code: null, colour: 'grey' });
    }
  });

  it('reads alternaria codes as sensitivities', () => {
    expect(alternariaSensitivityLabel(10)).toBe('Insensible');
    expect(alternariaSensitivityLabel(40)).toBe('Presque sensible');
    expect(alternariaSensitivityLabel('50')).toBe('Sensible');
    expect(alternariaSensitivityLabel(null)).toBe('-');
    expect(alternariaSensitivityLabel(30)).toBe('-');
  });

  it('greys a marker whose weather is older than 6 hours, or of unknown age', () => {
    expect(blightMarkerColour(50, 0)).toBe('red');
    expect(blightMarkerColour(50, 6)).toBe('red');
    expect(blightMarkerColour(50, 6.01)).toBe('grey');
    expect(blightMarkerColour(10, null)).toBe('grey');
    expect(blightMarkerColour(40, Number.NaN)).toBe('grey');
    expect(blightMarkerColour(99, 1)).toBe('grey');
  });

  it('takes 1 alone for protected', () => {
    expect(isProtected(1)).toBe(true);
    expect(isProtected('1')).toBe(true);
    expect(isProtected(0)).toBe(false);
    expect(isProtected(null)).toBe(false);
  });
});

describe('hourly classes', () => {
  it('is humid from 87\u202f% or with any rain, dry below 87\u202f% without rain', () => {
    expect(humidityClass(86.9, 0)).toBe(200);
    expect(humidityClass(87, 0)).toBe(250);
    expect(humidityClass(40, 0.1)).toBe(250);
    expect(humidityClass(null, 0.2)).toBe(250);
    expect(humidityClass(95, null)).toBe(250);
    // Nothing says a hour without humidity was dry.
    expect(humidityClass(null, 0)).toBeNull();
    expect(humidityClass(50, null)).toBeNull();
  });

  it('puts each temperature in its class, bounds in the upper class', () => {
    const cases: [number, number][] = [
      [-5, 110],
      [5.99, 110],
      [6, 130],
      [9.99, 130],
      [10, 140],
      [14, 150],
      [17.99, 150],
      [18, 190],
      [29.99, 190],
      [30, 100],
      [38, 100],
    ];
    for (const [temperature, expected] of cases)
      expect(temperatureClass(temperature)).toBe(expected);
    expect(temperatureClass(null)).toBeNull();
  });

  it('gives every temperature a class and every class its words', () => {
    fc.assert(
      fc.property(fc.double({ min: -40, max: 50, noNaN: true }), (temperature) => {
        const value = temperatureClass(temperature);
        expect(value).not.toBeNull();
        expect(temperatureClassDescription(value)).toMatch(/^Température/);
      }),
    );
    expect(humidityClassDescription(250)).toContain('risque');
    expect(humidityClassDescription(null)).toBe('-');
  });
});

describe('index display', () => {
  it('shows 4 × the raw index + 8, rounded down to two decimals', () => {
    expect(displayedContaminationIndex(0)).toBe(8);
    expect(displayedContaminationIndex(-2)).toBe(0);
    expect(displayedContaminationIndex(0.1)).toBe(8.4);
    expect(displayedContaminationIndex(1.23456)).toBe(12.93);
    expect(displayedContaminationIndex(10.5)).toBe(50);
    expect(displayedContaminationIndex(-2.5e-10)).toBe(8);
    expect(displayedContaminationIndex(-3e-9)).toBe(7.99);
    expect(displayedContaminationIndex(null)).toBeNull();
  });

  it('never shows more than the formula, nor a hundredth less', () => {
    fc.assert(
      fc.property(fc.double({ min: -5, max: 20, noNaN: true }), (raw) => {
        const shown = displayedContaminationIndex(raw) as number;
        const exact = 4 * raw + 8;
        // Within a hundred-millionth of a hundredth, floating-point noise is absorbed (0.29 × 100
        // is 28.999…96 in binary), so a value that close below a hundredth shows that hundredth.
        expect(shown).toBeLessThanOrEqual(exact + 1e-8);
        expect(exact - shown).toBeLessThan(0.01 + 1e-8);
        expect(floor2(shown)).toBe(shown);
      }),
    );
  });

  it('truncates spores, weights and sporulation to two decimals', () => {
    expect(truncatedIndex(3.999)).toBe(3.99);
    expect(truncatedIndex(0.29)).toBe(0.29);
    expect(truncatedIndex(-1.257)).toBe(-1.25);
    expect(truncatedIndex(undefined)).toBeNull();
  });

  it('shows the washout only strictly between 0 and 200 mm', () => {
    expect(washoutText(0)).toBe('-');
    expect(washoutText(0.5)).toBe('0,5');
    expect(washoutText(199)).toBe('199');
    expect(washoutText(200)).toBe('-');
    expect(washoutText(null)).toBe('-');
  });
});

const row = (overrides: Partial<BlightRiskRow>): BlightRiskRow => ({
  farmer: 'AGRI0001',
  risque: 10,
  risque_j_previ: 10,
  risque_jp1_previ: 10,
  conseil: 'PASTRAIT',
  statut: 'OK',
  ...overrides,
});

describe('dashboard', () => {
  it('summarises the plots at risk (50) per day, percentages rounded', () => {
    const rows = [
      row({ risque: 50, risque_j_previ: 40 }),
      row({ risque: 40, risque_jp1_previ: 50 }),
      row({ risque: 50, risque_j_previ: 50, risque_jp1_previ: 50 }),
    ];
    expect(riskSummary(rows)).toEqual({
      jReel: { plots: 3, atRisk: 2, percent: 67 },
      jPrevi: { plots: 3, atRisk: 1, percent: 33 },
      jPlus1: { plots: 3, atRisk: 2, percent: 67 },
    });
    expect(riskSummary([]).jReel).toEqual({ plots: 0, atRisk: 0, percent: 0 });
  });

  it('counts farmers once, the plots to treat and those with weather gaps', () => {
    const rows = [
      row({ farmer: 'AGRI0001', conseil: 'TRAIT' }),
      row({ farmer: 'agri0001 ', conseil: 'TRAITRETRO', statut: 'donneesmanquantes' }),
      row({ farmer: 'AGRI0002', conseil: 'TRAITCURATIF', statut: 'KO' }),
      row({ farmer: 'AGRI0003', conseil: 'PASCONSEILPREVI' }),
      row({ farmer: 'AGRI0003', conseil: null }),
    ];
    expect(blightFigures(rows)).toEqual({ farmers: 3, plots: 5, toTreat: 3, inError: 1 });
    expect(isPlotInError('KO')).toBe(false);
  });

  it('clears and disables the departments for a country other than france', () => {
    const filters = { country: null, departements: ['62', '80'], risque: [50] };
    expect(withCountry(filters, 'france')).toEqual({ ...filters, country: 'france' });
    expect(withCountry(filters, 'belgique')).toEqual({
      country: 'belgique',
      departements: [],
      risque: [50],
    });
    expect(departmentsApply(null)).toBe(true);
    expect(departmentsApply(' France ')).toBe(true);
    expect(departmentsApply('belgique')).toBe(false);
  });

  it('offers the integrator and distributor filters to users who are not external', () => {
    expect(showsNetworkFilters(0)).toBe(true);
    expect(showsNetworkFilters(null)).toBe(true);
    expect(showsNetworkFilters(false)).toBe(true);
    expect(showsNetworkFilters(1)).toBe(false);
    expect(showsNetworkFilters(true)).toBe(false);
    expect(showsNetworkFilters('1')).toBe(false);
  });
});

describe('calendars', () => {
  it('puts mildiou values in 0–11, 12–41 and 42–60', () => {
    const key = (value: number | null) => calendarPiece(MILDIOU_CALENDAR_PIECES, value)?.key;
    expect(key(0)).toBe('none');
    expect(key(11)).toBe('none');
    expect(key(11.9)).toBe('none');
    expect(key(12)).toBe('vigilance');
    expect(key(41)).toBe('vigilance');
    expect(key(42)).toBe('risk');
    expect(key(60)).toBe('risk');
    expect(key(75)).toBe('risk');
    expect(key(-1)).toBeUndefined();
    expect(key(null)).toBeUndefined();
  });

  it('puts alternaria values in 0–10 and 11–60', () => {
    const key = (value: number) => calendarPiece(ALTERNARIA_CALENDAR_PIECES, value)?.key;
    expect(key(10)).toBe('none');
    expect(key(11)).toBe('risk');
  });
});

describe('weather corrections', () => {
  it('runs the campaign from March', () => {
    expect(blightCampaignYear('2026-02-28')).toBe(2025);
    expect(blightCampaignYear('2026-03-01')).toBe(2026);
    expect(blightCampaignYear('2026-12-31')).toBe(2026);
  });

  it('starts from 1 March of the year before the campaign, and ends by yesterday', () => {
    expect(correctionStartBounds('2026-06-15')).toEqual({ min: '2025-03-01', max: '2026-06-14' });
    expect(correctionStartBounds('2026-02-10')).toEqual({ min: '2024-03-01', max: '2026-02-09' });
    expect(correctionEndBounds('2026-06-15', '2026-06-01')).toEqual({
      min: '2026-06-01',
      max: '2026-06-14',
    });
    expect(correctionEndBounds('2026-06-15', null).min).toBe('2025-03-01');
  });

  it('accepts a period within the bounds and says what is wrong otherwise', () => {
    expect(correctionPeriodError('2026-06-15', '2026-06-01', '2026-06-14')).toBeNull();
    expect(correctionPeriodError('2026-06-15', '2026-06-14', '2026-06-14')).toBeNull();
    expect(correctionPeriodError('2026-06-15', '2025-03-01', '2025-03-01')).toBeNull();
    expect(correctionPeriodError('2026-06-15', '', '2026-06-14')).toMatch(/obligatoires/);
    expect(correctionPeriodError('2026-06-15', '2025-02-28', '2026-06-01')).toMatch(/début/);
    expect(correctionPeriodError('2026-06-15', '2026-06-15', '2026-06-15')).toMatch(/début/);
    expect(correctionPeriodError('2026-06-15', '2026-06-10', '2026-06-09')).toMatch(/fin/);
    expect(correctionPeriodError('2026-06-15', '2026-06-10', '2026-06-15')).toMatch(/fin/);
  });
});

describe('ownership', () => {
  it('compares the farmer and the login without case', () => {
    expect(ownsPlot('AGRI0001', 'agri0001')).toBe(true);
    expect(ownsPlot(' agri0001', 'AGRI0001 ')).toBe(true);
    expect(ownsPlot('AGRI0001', 'AGRI0002')).toBe(false);
    expect(ownsPlot('', '')).toBe(false);
    expect(ownsPlot(null, null)).toBe(false);
  });
});

describe('irrigation', () => {
  const iso = (ms: number) => new Date(ms).toISOString();
  it('adds the six hours from 19 h UTC of each evening it overlaps', () => {
    expect(irrigationRiskHours('2026-06-10T20:00:00Z', '2026-06-10T22:00:00Z').map(iso)).toEqual([
      '2026-06-10T19:00:00.000Z',
      '2026-06-10T20:00:00.000Z',
      '2026-06-10T21:00:00.000Z',
      '2026-06-10T22:00:00.000Z',
      '2026-06-10T23:00:00.000Z',
      '2026-06-11T00:00:00.000Z',
    ]);
    // The hour from 00 h belongs to the evening before.
    expect(irrigationRiskHours('2026-06-11T00:30:00Z', '2026-06-11T02:00:00Z').map(iso)[0]).toBe(
      '2026-06-10T19:00:00.000Z',
    );
  });

  it('adds nothing outside the window, and each evening of a long irrigation', () => {
    expect(irrigationRiskHours('2026-06-10T08:00:00Z', '2026-06-10T19:00:00Z')).toEqual([]);
    expect(irrigationRiskHours('2026-06-11T01:00:00Z', '2026-06-11T10:00:00Z')).toEqual([]);
    expect(irrigationRiskHours('2026-06-10T18:00:00Z', '2026-06-10T18:00:00Z')).toEqual([]);
    expect(irrigationRiskHours('x', '2026-06-10T22:00:00Z')).toEqual([]);
    expect(irrigationRiskHours('2026-06-10T18:00:00Z', '2026-06-12T20:00:00Z')).toHaveLength(18);
  });
});

describe('stages', () => {
  it('names the stages in French, an unknown one as sent', () => {
    expect(blightStageLabel('levee30')).toBe('Levée 30\u202f%');
    expect(blightStageLabel('fincampagne')).toBe('Fin de campagne');
    expect(blightStageLabel('autre')).toBe('autre');
    expect(blightStageLabel(null)).toBe('-');
  });
});
