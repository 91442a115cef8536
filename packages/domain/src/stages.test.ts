import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-days.ts';
import {
  addMonthsIso,
  CEREAL_STAGES,
  currentAndNextStage,
  datedFields,
  e1cAnalysis,
  montaisonColour,
  septoriaRiskOfNote,
  varietiesBySensitivity,
  diseaseWindowIndicator,
  isVarietyChanged,
  sowingInRange,
  stageShareByDay,
  DISEASE_DATE_FIELDS,
  DISEASE_RISK_FIELDS,
  dateWindowIndicator,
  DISEASE_GRAPH_DEFAULT_YEARS,
  diseasesOfSpecies,
  e1cBand,
  isChartedE1c,
  isOwnPlot,
  ownPlotCsvErrors,
  sowingDateInCampaign,
  stageCalculationBadge,
  stageChartSpan,
  stageDetailWeatherWindow,
  stageRiskLabel,
  STATION_CODE_INVALID,
  stationCodeError,
} from './stages.ts';

const day = fc.integer({ min: 0, max: 3000 }).map((offset) => addDays('2020-01-01', offset));

describe('currentAndNextStage', () => {
  const stages = [
    { code: 'levee', date: '2025-11-02' },
    { code: 'epi1cm', date: '2026-03-25' },
    { code: '1n', date: null },
    { code: '2n', date: '2026-04-12' },
  ];
  it('takes the last stage come (today included) and the first to come', () => {
    expect(currentAndNextStage(stages, '2025-11-01')).toEqual({ current: null, next: stages[0] });
    expect(currentAndNextStage(stages, '2026-03-25')).toEqual({
      current: stages[1],
      next: stages[3],
    });
    expect(currentAndNextStage(stages, '2026-04-12')).toEqual({ current: stages[3], next: null });
  });
  it('never takes a future stage as current nor a past one as next', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ code: fc.string(), date: fc.option(day) })),
        day,
        (list, today) => {
          const { current, next } = currentAndNextStage(list, today);
          const dated = list.filter((s) => s.date !== null);
          return (
            (current === null ||
              ((current.date as string) <= today &&
                dated.every(
                  (s) =>
                    (s.date as string) > today || (s.date as string) <= (current.date as string),
                ))) &&
            (next === null ||
              ((next.date as string) > today &&
                dated.every(
                  (s) => (s.date as string) <= today || (s.date as string) >= (next.date as string),
                )))
          );
        },
      ),
    );
  });
});

describe('dateWindowIndicator', () => {
  it('says -- green before, ++ orange inside (bounds included), +++ red after', () => {
    const at = (d: string) => dateWindowIndicator(d, '2026-04-01', '2026-04-10');
    expect(at('2026-03-31')).toMatchObject({ position: 'before', sign: '--', colour: 'green' });
    expect(at('2026-04-01')).toMatchObject({ position: 'inside', sign: '++', colour: 'orange' });
    expect(at('2026-04-10')).toMatchObject({ position: 'inside', sign: '++' });
    expect(at('2026-04-11')).toMatchObject({ position: 'after', sign: '+++', colour: 'red' });
    expect(dateWindowIndicator('2026-04-11', null, null).position).toBe('before');
    expect(dateWindowIndicator('2026-04-11', '2026-04-01', null).position).toBe('inside');
    expect(dateWindowIndicator('2026-03-11', null, '2026-04-01').position).toBe('inside');
  });
  it('moves only forward as the days pass', () => {
    const rank = { before: 0, inside: 1, after: 2 } as const;
    fc.assert(
      fc.property(day, day, day, fc.integer({ min: 0, max: 400 }), (a, b, d, step) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        return (
          rank[dateWindowIndicator(d, start, end).position] <=
          rank[dateWindowIndicator(addDays(d, step), start, end).position]
        );
      }),
    );
  });
});

describe('diseasesOfSpecies', () => {
  it('gives barley its two diseases and the other cereals their five', () => {
    expect(diseasesOfSpecies('27')).toEqual(['helminthosporiose', 'rhynchosporiose']);
    expect(diseasesOfSpecies(27)).toEqual(['helminthosporiose', 'rhynchosporiose']);
    for (const code of ['17', '40', '19', null]) {
      expect(diseasesOfSpecies(code)).toEqual([
        'pietin_verse',
        'fusariose',
        'rouille_jaune',
        'rouille_brune',
        'septoriose',
      ]);
    }
  });
});

describe('stageDetailWeatherWindow', () => {
  it('ends 6 days from today, or 11 months after sowing when that comes first', () => {
    expect(stageDetailWeatherWindow('2025-10-20', '2026-06-15')).toEqual({
      start: '2025-10-20',
      end: '2026-06-21',
    });
    expect(stageDetailWeatherWindow('2025-10-20', '2026-11-24')).toEqual({
      start: '2025-10-20',
      end: '2026-09-20',
    });
    // The day kept, or the month's last.
    expect(addMonthsIso('2025-03-31', 11)).toBe('2026-02-28');
    expect(addMonthsIso('2023-03-31', 11)).toBe('2024-02-29');
  });
  it('never ends after either bound nor before the sowing when today is later', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (sowing, after) => {
        const today = addDays(sowing, after);
        const { end } = stageDetailWeatherWindow(sowing, today);
        return end <= addDays(today, 6) && end <= addMonthsIso(sowing, 11) && end > sowing;
      }),
    );
  });
});

describe('disease graphs', () => {
  it('put sowings from September in the previous year', () => {
    expect(sowingDateInCampaign(8, 31, 2026)).toBe('2026-08-31');
    expect(sowingDateInCampaign(9, 1, 2026)).toBe('2025-09-01');
    expect(sowingDateInCampaign(1, 5, 2026)).toBe('2026-01-05');
  });
  it('band the E1C 5 days either side and chart this year on', () => {
    expect(e1cBand('2026-03-01')).toEqual({ from: '2026-02-24', to: '2026-03-06' });
    expect(isChartedE1c('2026-03-01', 2026)).toBe(true);
    expect(isChartedE1c('2025-12-31', 2026)).toBe(false);
    expect(isChartedE1c(null, 2026)).toBe(false);
  });
  it('default to the spec years', () => {
    expect(DISEASE_GRAPH_DEFAULT_YEARS.rouille_jaune).toEqual({ high: 2014, low: 2006 });
    expect(DISEASE_GRAPH_DEFAULT_YEARS.pietin_verse).toEqual({ high: 2001, low: 1996 });
    expect(DISEASE_GRAPH_DEFAULT_YEARS.rouille_brune).toEqual({ high: 2007, low: 2003 });
  });
  it('need a station code', () => {
    expect(stationCodeError(null)).toBe(STATION_CODE_INVALID);
    expect(stationCodeError('  ')).toBe(STATION_CODE_INVALID);
    expect(stationCodeError('7005')).toBeNull();
  });
});

describe('own plots', () => {
  it("are the plots whose code begins with the user's login, the institute prefix removed", () => {
    expect(isOwnPlot('conseiller@demo.fr-12', 'conseiller@demo.fr')).toBe(true);
    expect(isOwnPlot('jdupont_blé', 'INSTITUT\\jdupont', 'institut')).toBe(true);
    expect(isOwnPlot('autre-12', 'conseiller@demo.fr')).toBe(false);
    expect(isOwnPlot('x', '')).toBe(false);
    expect(isOwnPlot(null, 'x')).toBe(false);
  });

  const header = [
    'code_parcelle',
    'castype',
    'date_semis',
    'date_mesure',
    'code_station',
    'code_insee',
  ];
  it('have red cells for bad dates, duplicated codes, and station or INSEE codes of the wrong length', () => {
    const rows = [
      ['P1', '0', '20/10/2025', '', '7005', ''],
      ['P2', '0', '2025-10-20', '31/02/2026', '', '28085'],
      ['P1', '1', '', '', '700', '2808'],
      ['P3', '0', ' 01/10/2025 ', '', ' 7005 ', ''],
    ];
    expect([...ownPlotCsvErrors(header, rows)].sort()).toEqual([
      '0:code_parcelle',
      '1:date_mesure',
      '1:date_semis',
      '2:code_insee',
      '2:code_parcelle',
      '2:code_station',
    ]);
  });
  it('flag every copy of a duplicated code and nothing in a clean file', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('A', 'B', 'C', 'D', 'E'), { maxLength: 12 }),
        (codes) => {
          const rows = codes.map((code) => [code, '0', '01/10/2025', '', '', '']);
          const errors = ownPlotCsvErrors(header, rows);
          return codes.every(
            (code, r) =>
              errors.has(`${r}:code_parcelle`) === codes.filter((c) => c === code).length > 1,
          );
        },
      ),
    );
  });
});

describe('the plot detail', () => {
  it('names the stages in the crop order and dates only the fields holding a day', () => {
    expect(CEREAL_STAGES.map((s) => s.short)).toEqual([
      'Lev',
      'DT',
      'E1C',
      '1N',
      '2N',
      'DFP',
      'Méi',
      'Épi',
      'Flo',
      'Mat',
      'Réc',
    ]);
    const plot = {
      stade_levee: '2025-10-20',
      stade_epi1cm: null,
      stade_1n: '2026-03-30T00:00:00Z',
      stade_2n: 'soon',
    };
    expect(datedFields(plot, CEREAL_STAGES).map((s) => [s.short, s.date])).toEqual([
      ['Lev', '2025-10-20'],
      ['1N', '2026-03-30'],
    ]);
  });

  it('gives every disease shown its dates and its risk field', () => {
    for (const species of ['17', '27']) {
      for (const disease of diseasesOfSpecies(species)) {
        expect(DISEASE_DATE_FIELDS[disease].length).toBeGreaterThanOrEqual(2);
        expect(DISEASE_RISK_FIELDS[disease]).toMatch(/risque/);
      }
    }
    expect(DISEASE_DATE_FIELDS.septoriose.map((d) => d.label)).toEqual([
      'Alerte',
      'T1',
      'Alerte 2',
      'T2',
    ]);
  });

  it('says each risk code in words, anything else not evaluated', () => {
    expect([10, '20', 30, 40, null, undefined, ''].map(stageRiskLabel)).toEqual([
      'Risque faible',
      'Risque modéré',
      'Risque fort',
      'Non évalué',
      'Non évalué',
      'Non évalué',
      'Non évalué',
    ]);
  });

  it('spans the chart from sowing to maturity, else to the last weather day', () => {
    expect(stageChartSpan('2025-10-10', '2026-07-10', '2026-06-21')).toEqual({
      from: '2025-10-10',
      to: '2026-07-10',
    });
    expect(stageChartSpan('2025-10-10', null, '2026-06-21')).toEqual({
      from: '2025-10-10',
      to: '2026-06-21',
    });
    expect(stageChartSpan('2025-10-10', null, null)).toEqual({
      from: '2025-10-10',
      to: '2025-10-10',
    });
  });

  it('badges the calculation state', () => {
    expect(stageCalculationBadge('ok')).toEqual({ colour: 'green', label: 'Calcul à jour' });
    expect(stageCalculationBadge('KO')).toEqual({ colour: 'red', label: 'Calcul en erreur' });
    expect(stageCalculationBadge(null)).toEqual({ colour: 'orange', label: 'Calcul en attente' });
  });
});

describe('the client plot list', () => {
  it('tells a changed variety from a declared one', () => {
    expect(isVarietyChanged('Rubisko', 'Chevignon')).toBe(true);
    expect(isVarietyChanged('Rubisko', ' Rubisko ')).toBe(false);
    expect(isVarietyChanged('Rubisko', null)).toBe(false);
    expect(isVarietyChanged(null, '')).toBe(false);
  });

  it('keeps sowings within the range, both bounds included', () => {
    expect(sowingInRange('2025-10-15', '2025-10-15', '2025-10-15')).toBe(true);
    expect(sowingInRange('2025-10-14', '2025-10-15', null)).toBe(false);
    expect(sowingInRange('2025-10-16', null, '2025-10-15')).toBe(false);
    expect(sowingInRange(null, null, null)).toBe(true);
    expect(sowingInRange(null, '2025-10-01', null)).toBe(false);
  });

  it("reads each disease's window against the day, only for the species' diseases", () => {
    const wheat = { codeespece: 17, septo_datealerte: '2026-04-10', septo_datet1: '2026-04-20' };
    expect(diseaseWindowIndicator(wheat, 'septoriose', '2026-04-09')?.sign).toBe('--');
    expect(diseaseWindowIndicator(wheat, 'septoriose', '2026-04-10')?.sign).toBe('++');
    expect(diseaseWindowIndicator(wheat, 'septoriose', '2026-04-20')?.sign).toBe('++');
    expect(diseaseWindowIndicator(wheat, 'septoriose', '2026-04-21')?.sign).toBe('+++');
    expect(diseaseWindowIndicator(wheat, 'rouille_brune', '2026-04-21')).toBeNull();
    expect(diseaseWindowIndicator(wheat, 'helminthosporiose', '2026-04-21')).toBeNull();
  });

  it('counts the share of plots that reached a stage each day, plots without one included', () => {
    expect(stageShareByDay(['2026-03-02', null, '2026-03-01', '2026-03-04'])).toEqual([
      { date: '2026-03-01', share: 25 },
      { date: '2026-03-02', share: 50 },
      { date: '2026-03-03', share: 50 },
      { date: '2026-03-04', share: 75 },
    ]);
    expect(stageShareByDay([null])).toEqual([]);
    expect(stageShareByDay([])).toEqual([]);
  });

  it('never decreases and ends at the share of dated plots', () => {
    fc.assert(
      fc.property(fc.array(fc.option(day, { nil: null }), { maxLength: 40 }), (dates) => {
        const shares = stageShareByDay(dates).map((s) => s.share);
        for (let i = 1; i < shares.length; i++)
          expect(shares[i]).toBeGreaterThanOrEqual(shares[i - 1] as number);
        const dated = dates.filter((d) => d !== null).length;
        if (dated > 0) expect(shares.at(-1)).toBeCloseTo((dated / dates.length) * 100, 0);
      }),
    );
  });
});

describe('the own-plot page', () => {
  it('grades septoria by the variety score at its bounds', () => {
    expect([1, 4, 5, 6, 7, 9, null].map(septoriaRiskOfNote)).toEqual([
      'fort',
      'fort',
      'modere',
      'modere',
      'faible',
      'faible',
      null,
    ]);
  });

  it('orders varieties from the least to the most sensitive, once each, unscored last', () => {
    expect(
      varietiesBySensitivity([
        { variete: 'B', note_septo: 4 },
        { variete: 'A', note_septo: 7 },
        { variete: 'B', note_septo: 4 },
        { variete: 'C', note_septo: null },
        { variete: null, note_septo: 9 },
      ]),
    ).toEqual([
      { variete: 'A', note: 7 },
      { variete: 'B', note: 4 },
      { variete: 'C', note: null },
    ]);
  });

  it('colours precocities 1 to 9 and nothing else', () => {
    expect(montaisonColour(1)).not.toBeNull();
    expect(montaisonColour(9)).not.toBeNull();
    expect(montaisonColour(1)).not.toBe(montaisonColour(9));
    expect([0, 10, 4.5, null].map(montaisonColour)).toEqual([null, null, null, null]);
  });

  it('measures the gaps between observed and calculated E1C and counts those in the band', () => {
    expect(
      e1cAnalysis([
        { calculated: '2026-03-10', observed: '2026-03-15' },
        { calculated: '2026-03-10', observed: '2026-03-04' },
        { calculated: '2026-03-10', observed: null },
      ]),
    ).toEqual({ gaps: [5, -6], count: 2, mean: -0.5, meanAbsolute: 5.5, withinBand: 1 });
    expect(e1cAnalysis([])).toMatchObject({ count: 0, mean: null, meanAbsolute: null });
  });
});
