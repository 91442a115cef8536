import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { waterBalanceStatusColour } from './status-colours.ts';
import {
  BH_CROP_CODES,
  BH_CROP_LABELS,
  CROP_CHARACTERISTIC_KEYS,
  CROP_COLOUR_HEX,
  CROP_COLOUR_LEGEND,
  CROP_COLOUR_TOKENS,
  DEFICIT_FIELDS,
  DEPLETION_CATEGORIES,
  DEPLETION_HIGH_THRESHOLD,
  DEPLETION_LOW_THRESHOLD,
  DEPLETION_SUMMARY_TITLE,
  NO_RISK_DAYS,
  NO_RISK_SORT_KEY,
  UNCALCULATED_RISK_SORT_KEY,
  RISK_HORIZON_DAYS,
  SUMMARY_TOTAL_COLUMN_LABEL,
  SUMMARY_TOTAL_ROW_LABEL,
  UNKNOWN_CROP_LABEL,
  balanceRowColour,
  balanceRowKind,
  balanceRowKindLabel,
  compareCrops,
  cropCharacteristics,
  cropColourHex,
  cropColourToken,
  cropKey,
  cropLabel,
  currentAndNextStage,
  currentStage,
  depletionCategory,
  depletionSortKey,
  depletionSummary,
  formatCharacteristic,
  instituteDisplayName,
  isObservedStage,
  isPlotInCell,
  nextStage,
  plotRiskIcon,
  plotRiskDisplaySortKey,
  plotRiskSortKey,
  rainOrigin,
  rainOriginLabel,
  rainOriginText,
  riskDays,
  riskIcon,
  riskLevel,
  riskSortKey,
  sameSummaryCell,
  sortStages,
  summaryCount,
  toBhCrop,
  toggleSummaryCell,
  waterBalanceStatusBadge,
  type DatedStage,
  type PlotDeficits,
  type SummaryCell,
  type SummaryPlot,
} from './water-balance.ts';

describe('constants', () => {
  it('are those of spec 3 §9', () => {
    expect(DEPLETION_LOW_THRESHOLD).toBe(40);
    expect(DEPLETION_HIGH_THRESHOLD).toBe(70);
    expect(RISK_HORIZON_DAYS).toBe(7);
    expect(NO_RISK_DAYS).toBe(100);
    expect(DEFICIT_FIELDS).toHaveLength(RISK_HORIZON_DAYS + 1);
  });

  it('name the summary table as the spec does', () => {
    expect(DEPLETION_SUMMARY_TITLE).toBe('Nombre de parcelles selon épuisement de la RFU');
    expect(DEPLETION_CATEGORIES).toEqual([
      'Hors bilan',
      '>\u00a070\u00a0%',
      'Entre 40 et 70\u00a0%',
      '<\u00a040\u00a0%',
    ]);
    expect(SUMMARY_TOTAL_ROW_LABEL).toBe('Total');
    expect(SUMMARY_TOTAL_COLUMN_LABEL).toBe('TOTAL');
  });
});

describe('depletionCategory', () => {
  it.each([
    [null, 'Hors bilan'],
    [undefined, 'Hors bilan'],
    [0, '<\u00a040\u00a0%'],
    [-5, '<\u00a040\u00a0%'],
    [39.99, '<\u00a040\u00a0%'],
    [40, 'Entre 40 et 70\u00a0%'],
    [40.01, 'Entre 40 et 70\u00a0%'],
    [55, 'Entre 40 et 70\u00a0%'],
    [69.99, 'Entre 40 et 70\u00a0%'],
    [70, 'Entre 40 et 70\u00a0%'],
    [70.01, '>\u00a070\u00a0%'],
    [100, '>\u00a070\u00a0%'],
    [250, '>\u00a070\u00a0%'],
  ])('%s is %j', (value, category) => {
    expect(depletionCategory(value)).toBe(category);
  });

  it('puts values that are not finite numbers outside the balance', () => {
    for (const value of [Number.NaN, Infinity, -Infinity]) {
      expect(depletionCategory(value)).toBe('Hors bilan');
    }
  });

  it('places every finite number by the thresholds', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const category = depletionCategory(value);
        if (value > 70) expect(category).toBe('>\u00a070\u00a0%');
        else if (value < 40) expect(category).toBe('<\u00a040\u00a0%');
        else expect(category).toBe('Entre 40 et 70\u00a0%');
      }),
    );
  });
});

describe('depletionSortKey', () => {
  it.each([
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Infinity, 0],
    [100, 1],
    [70.01, 1],
    [70, 2],
    [40, 2],
    [39.99, 3],
    [-5, 3],
  ])('%s sorts at %i', (value, key) => {
    expect(depletionSortKey(value)).toBe(key);
  });

  it('sorts the labels in the summary table order, not alphabetically', () => {
    const values = [10, null, 55, 90];
    const sorted = [...values].sort((a, b) => depletionSortKey(a) - depletionSortKey(b));
    expect(sorted.map(depletionCategory)).toEqual([...DEPLETION_CATEGORIES]);
  });

  it('grows as the RFU left shrinks, for every finite value', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (a, b) => {
          const [high, low] = a >= b ? [a, b] : [b, a];
          expect(depletionSortKey(high)).toBeLessThanOrEqual(depletionSortKey(low));
          expect(depletionSortKey(high)).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});

describe('crops', () => {
  it('knows the codes of spec 3 §9 and names them in French', () => {
    expect(toBhCrop('MAIS_GRAIN')).toBe('MAIS_GRAIN');
    expect(toBhCrop(' PDT ')).toBe('PDT');
    expect(cropLabel('PDT')).toBe('Pomme de terre');
    expect(cropLabel('EPINARD')).toBe('Épinard');
    for (const crop of BH_CROP_CODES) expect(cropLabel(crop)).toBe(BH_CROP_LABELS[crop]);
  });

  it('keeps other crops as sent and names a missing one', () => {
    expect(toBhCrop('pdt')).toBeNull();
    expect(toBhCrop('COLZA')).toBeNull();
    expect(cropLabel(' COLZA ')).toBe('COLZA');
    expect(cropLabel(null)).toBe(UNKNOWN_CROP_LABEL);
    expect(cropLabel('  ')).toBe(UNKNOWN_CROP_LABEL);
    expect(cropKey(undefined)).toBe('');
  });

  it('orders known crops as the spec lists them, then others, then the blank crop', () => {
    const sorted = ['', 'ZZZ', 'SOJA', 'COLZA', 'MAIS_GRAIN', 'PDT', 'AIL'].sort(compareCrops);
    expect(sorted).toEqual(['MAIS_GRAIN', 'PDT', 'SOJA', 'AIL', 'COLZA', 'ZZZ', '']);
  });

  it('sorts to the same order whatever the input order', () => {
    const crop = fc.oneof(fc.constantFrom(...BH_CROP_CODES, '', 'e', 'é', 'E'), fc.string());
    fc.assert(
      fc.property(fc.uniqueArray(crop, { selector: cropKey }), (crops) => {
        const reversed = [...crops].reverse().sort(compareCrops);
        expect([...crops].sort(compareCrops)).toEqual(reversed);
      }),
    );
  });
});

describe('crop marker colours', () => {
  it.each([
    ['MAIS_FOURRAGE', 'blue'],
    ['MAIS_GRAIN', 'blue'],
    ['MAIS_SEMENCE', 'blue2'],
    ['MAIS_DOUX', 'blue3'],
    ['PDT', 'green'],
    ['BT', 'orange'],
    ['BD', 'orange'],
    ['OP', 'orange'],
    ['SOJA', 'pink'],
    ['HARICOT', 'green3'],
    ['EPINARD', 'green2'],
    ['SORGHO', 'brown'],
    ['COLZA', 'grey'],
    ['', 'grey'],
    [null, 'grey'],
  ])('%s is %s', (crop, token) => {
    expect(cropColourToken(crop)).toBe(token);
    expect(cropColourHex(crop)).toBe(CROP_COLOUR_HEX[token as keyof typeof CROP_COLOUR_HEX]);
  });

  it('gives every token its own colour', () => {
    const hexes = CROP_COLOUR_TOKENS.map((token) => CROP_COLOUR_HEX[token].toLowerCase());
    expect(new Set(hexes).size).toBe(CROP_COLOUR_TOKENS.length);
    for (const hex of hexes) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  function luminance(hex: string): number {
    const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
    const [r = 0, g = 0, b = 0] = channels.map((c) =>
      c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }

  function contrast(a: string, b: string): number {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  }

  it('stays readable on a light map and under a white glyph', () => {
    for (const token of CROP_COLOUR_TOKENS) {
      const hex = CROP_COLOUR_HEX[token];
      expect(contrast(hex, '#ffffff'), token).toBeGreaterThanOrEqual(4.5);
      // Land and water of the usual light map tiles.
      expect(contrast(hex, '#f2efe9'), token).toBeGreaterThanOrEqual(3);
      expect(contrast(hex, '#aad3df'), token).toBeGreaterThanOrEqual(3);
    }
  });

  it('has a legend line per colour naming its crops', () => {
    expect(CROP_COLOUR_LEGEND.map((entry) => entry.token)).toEqual([...CROP_COLOUR_TOKENS]);
    const blue = CROP_COLOUR_LEGEND.find((entry) => entry.token === 'blue');
    expect(blue?.label).toBe('Maïs grain, Maïs fourrage');
    expect(CROP_COLOUR_LEGEND.find((entry) => entry.token === 'orange')?.crops).toEqual([
      'BT',
      'BD',
      'OP',
    ]);
    expect(CROP_COLOUR_LEGEND.at(-1)).toMatchObject({ token: 'grey', label: 'Autres cultures' });
    const listed = CROP_COLOUR_LEGEND.flatMap((entry) => entry.crops);
    expect([...listed].sort()).toEqual([...BH_CROP_CODES].sort());
    for (const entry of CROP_COLOUR_LEGEND) {
      for (const crop of entry.crops) expect(cropColourToken(crop)).toBe(entry.token);
    }
  });
});

describe('crop characteristics', () => {
  it.each(['BT', 'BD', 'OP', 'MAIS_GRAIN', 'MAIS_FOURRAGE', 'PDT', 'EPINARD', 'HARICOT', 'SORGHO'])(
    '%s shows the variety only',
    (crop) => {
      expect(cropCharacteristics(crop)).toEqual([{ key: 'variete', label: 'Variété' }]);
    },
  );

  it('SOJA shows variety and precocity', () => {
    expect(cropCharacteristics('SOJA')).toEqual([
      { key: 'variete', label: 'Variété' },
      { key: 'precocite', label: 'Précocité' },
    ]);
  });

  it('MAIS_DOUX shows variety and supersweet', () => {
    expect(cropCharacteristics('MAIS_DOUX')).toEqual([
      { key: 'variete', label: 'Variété' },
      { key: 'supersweet', label: 'Supersweet' },
    ]);
  });

  it('MAIS_SEMENCE shows precocity, days sowing-flowering and size', () => {
    expect(cropCharacteristics('MAIS_SEMENCE')).toEqual([
      { key: 'precocite', label: 'Précocité' },
      { key: 'nb_jour_semis_flor', label: 'Nombre de jours semis-floraison' },
      { key: 'gabarit', label: 'Gabarit' },
    ]);
  });

  it('shows nothing for other crops', () => {
    for (const crop of ['COLZA', '', null, undefined, 'soja']) {
      expect(cropCharacteristics(crop)).toEqual([]);
    }
  });

  it('only uses the known characteristic keys', () => {
    for (const crop of BH_CROP_CODES) {
      for (const { key } of cropCharacteristics(crop)) {
        expect(CROP_CHARACTERISTIC_KEYS).toContain(key);
      }
    }
  });

  it('formats values', () => {
    expect(formatCharacteristic('supersweet', true)).toBe('Oui');
    expect(formatCharacteristic('supersweet', false)).toBe('Non');
    expect(formatCharacteristic('supersweet', 1)).toBe('Oui');
    expect(formatCharacteristic('supersweet', 0)).toBe('Non');
    expect(formatCharacteristic('nb_jour_semis_flor', 0)).toBe('0');
    expect(formatCharacteristic('nb_jour_semis_flor', 72)).toBe('72');
    expect(formatCharacteristic('variete', ' Agria ')).toBe('Agria');
    for (const value of [null, undefined, '', '  ', Number.NaN]) {
      expect(formatCharacteristic('variete', value)).toBe('-');
    }
  });
});

const deficitArbitrary = fc.option(fc.oneof(fc.double(), fc.integer({ min: -5, max: 30 })), {
  nil: null,
});
const deficitsArbitrary: fc.Arbitrary<PlotDeficits> = fc.record(
  Object.fromEntries(DEFICIT_FIELDS.map((field) => [field, deficitArbitrary])) as Record<
    (typeof DEFICIT_FIELDS)[number],
    fc.Arbitrary<number | null>
  >,
  { requiredKeys: [] },
);

describe('riskDays', () => {
  it('is 0 when the RFU is depleted today, whatever the next days say', () => {
    expect(riskDays({ deficitj: 1 })).toBe(0);
    expect(riskDays({ deficitj: 12.5, deficitj1: 0, deficitj3: 4 })).toBe(0);
  });

  it('is the first day whose deficit is at least 1', () => {
    expect(riskDays({ deficitj: 0.99, deficitj1: 1 })).toBe(1);
    expect(riskDays({ deficitj: 0, deficitj3: 2, deficitj5: 8 })).toBe(3);
    expect(riskDays({ deficitj: 0, deficitj7: 1 })).toBe(7);
  });

  it('is 100 when no day reaches a deficit of 1', () => {
    expect(riskDays({})).toBe(100);
    expect(riskDays({ deficitj: 0.99, deficitj7: 0.999 })).toBe(100);
    expect(riskDays({ deficitj: -3 })).toBe(100);
  });

  it('counts missing and unreadable deficits as no deficit', () => {
    expect(riskDays({ deficitj: null, deficitj1: undefined, deficitj2: 1 })).toBe(2);
    expect(riskDays({ deficitj: Number.NaN, deficitj4: 1 })).toBe(4);
    const noDeficits = Object.fromEntries(DEFICIT_FIELDS.map((field) => [field, null]));
    expect(riskDays(noDeficits)).toBe(100);
  });

  it('is in 0..7 or 100, and points at the first depleted day', () => {
    fc.assert(
      fc.property(deficitsArbitrary, (plot) => {
        const days = riskDays(plot);
        expect([0, 1, 2, 3, 4, 5, 6, 7, 100]).toContain(days);
        const depleted = DEFICIT_FIELDS.map((field) => (plot[field] ?? 0) >= 1);
        if (days === 100) expect(depleted.some(Boolean)).toBe(false);
        else {
          expect(depleted[days]).toBe(true);
          expect(depleted.slice(0, days).some(Boolean)).toBe(false);
        }
      }),
    );
  });
});

describe('risk icon', () => {
  it('is red "RFU épuisée" when depleted today', () => {
    expect(plotRiskIcon({ deficitj: 3 })).toEqual({
      level: 'depleted',
      colour: 'red',
      text: 'RFU épuisée',
      days: null,
      label: 'RFU épuisée',
    });
  });

  it('is orange with the day count within 7 days', () => {
    expect(plotRiskIcon({ deficitj3: 1 })).toEqual({
      level: 'soon',
      colour: 'orange',
      text: 'Nombre de jours avant épuisement de la RFU',
      days: 3,
      label: 'Nombre de jours avant épuisement de la RFU\u202f: 3',
    });
    expect(riskIcon(1).days).toBe(1);
    expect(riskIcon(7).days).toBe(7);
  });

  it('is green without risk in 7 days', () => {
    expect(plotRiskIcon({})).toEqual({
      level: 'none',
      colour: 'green',
      text: "Pas de risque d'épuisement de la RFU dans les 7 jours",
      days: null,
      label: "Pas de risque d'épuisement de la RFU dans les 7 jours",
    });
  });

  it('reads any other count as no risk', () => {
    for (const days of [8, 100, -1, 2.5, Number.NaN]) expect(riskLevel(days)).toBe('none');
  });

  it('always agrees with riskDays', () => {
    fc.assert(
      fc.property(deficitsArbitrary, (plot) => {
        const days = riskDays(plot);
        const icon = plotRiskIcon(plot);
        expect(icon.level).toBe(days === 0 ? 'depleted' : days === 100 ? 'none' : 'soon');
        expect(icon.days).toBe(icon.level === 'soon' ? days : null);
      }),
    );
  });
});

describe('risk sort key', () => {
  it('puts the depleted first, then 1 to 7 days, then no risk', () => {
    expect(riskSortKey(0)).toBe(0);
    expect(riskSortKey(1)).toBe(1);
    expect(riskSortKey(RISK_HORIZON_DAYS)).toBe(7);
    expect(riskSortKey(NO_RISK_DAYS)).toBe(NO_RISK_SORT_KEY);
    expect(NO_RISK_SORT_KEY).toBe(8);
  });

  it('reads any other count as no risk, after the last day', () => {
    for (const days of [8, 100, -1, 2.5, Number.NaN, Infinity]) {
      expect(riskSortKey(days)).toBe(NO_RISK_SORT_KEY);
    }
  });

  it('orders plots by urgency, whatever their deficits', () => {
    const plots: PlotDeficits[] = [{}, { deficitj7: 1 }, { deficitj: 2 }, { deficitj1: 1 }];
    const sorted = [...plots].sort((a, b) => plotRiskSortKey(a) - plotRiskSortKey(b));
    expect(sorted.map((plot) => plotRiskIcon(plot).level)).toEqual([
      'depleted',
      'soon',
      'soon',
      'none',
    ]);
    expect(sorted.map((plot) => plotRiskIcon(plot).days)).toEqual([null, 1, 7, null]);
  });

  it('agrees with the icon: depleted 0, soon its days, none after every day', () => {
    fc.assert(
      fc.property(deficitsArbitrary, deficitsArbitrary, (a, b) => {
        const key = plotRiskSortKey(a);
        const icon = plotRiskIcon(a);
        if (icon.level === 'depleted') expect(key).toBe(0);
        else if (icon.level === 'soon') expect(key).toBe(icon.days);
        else expect(key).toBe(NO_RISK_SORT_KEY);
        // Fewer days before depletion always sorts first.
        if (riskDays(a) < riskDays(b)) expect(key).toBeLessThan(plotRiskSortKey(b));
      }),
    );
  });

  it("puts the list's plots without a balance last, after 'no risk'", () => {
    const calculated = { statut_calcul_bh: 'ok', epuisement_rfu: 50 };
    expect(plotRiskDisplaySortKey({ ...calculated, deficitj: 1 })).toBe(0);
    expect(plotRiskDisplaySortKey({ ...calculated, deficitj7: 1 })).toBe(7);
    expect(plotRiskDisplaySortKey(calculated)).toBe(NO_RISK_SORT_KEY);
    expect(plotRiskDisplaySortKey({ ...calculated, statut_calcul_bh: 'ko', deficitj: 1 })).toBe(
      UNCALCULATED_RISK_SORT_KEY,
    );
    expect(plotRiskDisplaySortKey({ statut_calcul_bh: 'ok', epuisement_rfu: null })).toBe(
      UNCALCULATED_RISK_SORT_KEY,
    );
    expect(UNCALCULATED_RISK_SORT_KEY).toBeGreaterThan(NO_RISK_SORT_KEY);
  });
});

describe('depletion summary', () => {
  const plots: SummaryPlot[] = [
    { culture: 'PDT', epuisement_rfu: null },
    { culture: 'PDT', epuisement_rfu: 70 },
    { culture: 'PDT', epuisement_rfu: 70.01 },
    { culture: 'MAIS_GRAIN', epuisement_rfu: 40 },
    { culture: 'MAIS_GRAIN', epuisement_rfu: 39.99 },
    { culture: ' MAIS_GRAIN ', epuisement_rfu: 12 },
    { culture: 'COLZA', epuisement_rfu: 80 },
  ];

  it('counts plots per category and crop with totals', () => {
    const summary = depletionSummary(plots);
    expect(summary.crops).toEqual(['MAIS_GRAIN', 'PDT', 'COLZA']);
    expect(summary.rows.map((row) => [row.label, row.counts, row.total])).toEqual([
      ['Hors bilan', [0, 1, 0], 1],
      ['>\u00a070\u00a0%', [0, 1, 1], 2],
      ['Entre 40 et 70\u00a0%', [1, 1, 0], 2],
      ['<\u00a040\u00a0%', [2, 0, 0], 2],
      ['Total', [3, 3, 1], 7],
    ]);
    expect(summary.rows.at(-1)?.category).toBeNull();
  });

  it('reads a cell', () => {
    const summary = depletionSummary(plots);
    expect(summaryCount(summary, { crop: 'MAIS_GRAIN', category: '<\u00a040\u00a0%' })).toBe(2);
    expect(summaryCount(summary, { crop: null, category: '>\u00a070\u00a0%' })).toBe(2);
    expect(summaryCount(summary, { crop: 'PDT', category: null })).toBe(3);
    expect(summaryCount(summary, { crop: null, category: null })).toBe(7);
    expect(summaryCount(summary, { crop: 'SOJA', category: null })).toBe(0);
  });

  it('has only zeros and no crop column without plots', () => {
    for (const empty of [[], null, undefined]) {
      const summary = depletionSummary(empty);
      expect(summary.crops).toEqual([]);
      expect(summary.rows.map((row) => row.label)).toEqual([
        'Hors bilan',
        '>\u00a070\u00a0%',
        'Entre 40 et 70\u00a0%',
        '<\u00a040\u00a0%',
        'Total',
      ]);
      for (const row of summary.rows) {
        expect(row.counts).toEqual([]);
        expect(row.total).toBe(0);
      }
    }
  });

  it('filters the list by a cell', () => {
    const cell: SummaryCell = { crop: 'PDT', category: '>\u00a070\u00a0%' };
    expect(plots.filter((plot) => isPlotInCell(plot, cell))).toEqual([
      { culture: 'PDT', epuisement_rfu: 70.01 },
    ]);
    expect(plots.filter((plot) => isPlotInCell(plot, { crop: null, category: null }))).toEqual(
      plots,
    );
    expect(
      isPlotInCell({ culture: ' PDT', epuisement_rfu: 50 }, { crop: 'PDT', category: null }),
    ).toBe(true);
  });

  it('toggles the filter when the same cell is clicked again', () => {
    const cell: SummaryCell = { crop: 'PDT', category: '<\u00a040\u00a0%' };
    const selected = toggleSummaryCell(null, cell);
    expect(selected).toEqual(cell);
    expect(toggleSummaryCell(selected, { crop: 'PDT', category: '<\u00a040\u00a0%' })).toBeNull();
    expect(toggleSummaryCell(selected, { crop: null, category: '<\u00a040\u00a0%' })).toEqual({
      crop: null,
      category: '<\u00a040\u00a0%',
    });
    expect(sameSummaryCell(null, null)).toBe(true);
    expect(sameSummaryCell(cell, null)).toBe(false);
    expect(sameSummaryCell({ crop: null, category: null }, { crop: '', category: null })).toBe(
      false,
    );
  });

  const plotArbitrary: fc.Arbitrary<SummaryPlot> = fc.record({
    culture: fc.option(fc.constantFrom('PDT', 'SOJA', ' PDT', 'COLZA', '', 'maïs'), {
      nil: null,
    }),
    epuisement_rfu: fc.option(
      fc.oneof(
        fc.constantFrom(39.99, 40, 70, 70.01, Number.NaN),
        fc.double({ min: -10, max: 150, noNaN: true }),
      ),
      { nil: null },
    ),
  });

  it('shows in every cell the number of plots the cell filter keeps', () => {
    fc.assert(
      fc.property(fc.array(plotArbitrary, { maxLength: 40 }), (list) => {
        const summary = depletionSummary(list);
        for (const crop of [null, ...summary.crops]) {
          for (const category of [null, ...DEPLETION_CATEGORIES]) {
            const cell = { crop, category };
            expect(summaryCount(summary, cell)).toBe(
              list.filter((plot) => isPlotInCell(plot, cell)).length,
            );
          }
        }
      }),
    );
  });

  it('adds up: categories to the Total row, crops to the TOTAL column, all to the plot count', () => {
    fc.assert(
      fc.property(fc.array(plotArbitrary, { maxLength: 40 }), (list) => {
        const summary = depletionSummary(list);
        const categoryRows = summary.rows.slice(0, -1);
        const totalRow = summary.rows.at(-1);
        expect(totalRow?.total).toBe(list.length);
        expect(categoryRows.reduce((sum, row) => sum + row.total, 0)).toBe(list.length);
        summary.crops.forEach((_crop, index) => {
          const columnSum = categoryRows.reduce((sum, row) => sum + (row.counts[index] ?? 0), 0);
          expect(totalRow?.counts[index]).toBe(columnSum);
        });
        for (const row of summary.rows) {
          expect(row.counts.reduce((sum, count) => sum + count, 0)).toBe(row.total);
        }
      }),
    );
  });

  it('does not depend on the order of the plots', () => {
    fc.assert(
      fc.property(fc.array(plotArbitrary, { maxLength: 30 }), (list) => {
        expect(depletionSummary([...list].reverse())).toEqual(depletionSummary(list));
      }),
    );
  });
});

describe('current and next stage', () => {
  const today = '2026-06-15';
  const stages: DatedStage[] = [
    { code: 'FLO', date: '2026-07-01' },
    { code: 'LEV', date: '2026-05-10' },
    { code: 'SEM', date: '2026-04-20' },
    { code: '6F', date: '2026-06-15' },
    { code: 'MAT', date: '2026-08-20' },
  ];

  it('takes the latest stage not after today and the first one after it, from unsorted input', () => {
    expect(currentAndNextStage(stages, today)).toEqual({
      current: { code: '6F', date: '2026-06-15' },
      next: { code: 'FLO', date: '2026-07-01' },
    });
    expect(currentStage(stages, '2026-06-14')?.code).toBe('LEV');
    expect(nextStage(stages, '2026-06-14')?.code).toBe('6F');
  });

  it('has no current stage when all are in the future, no next one when all are past', () => {
    expect(currentAndNextStage(stages, '2026-01-01')).toEqual({
      current: null,
      next: { code: 'SEM', date: '2026-04-20' },
    });
    expect(currentAndNextStage(stages, '2026-12-31')).toEqual({
      current: { code: 'MAT', date: '2026-08-20' },
      next: null,
    });
  });

  it('has neither without stages or with an unreadable today', () => {
    for (const list of [[], null, undefined]) {
      expect(currentAndNextStage(list, today)).toEqual({ current: null, next: null });
    }
    expect(currentAndNextStage(stages, '')).toEqual({ current: null, next: null });
    expect(currentAndNextStage(stages, '15/06/2026')).toEqual({ current: null, next: null });
  });

  it('breaks ties on one date by the order received', () => {
    const tied: DatedStage[] = [
      { code: 'A', date: '2026-06-20' },
      { code: 'B', date: '2026-06-20' },
      { code: 'C', date: '2026-06-10' },
      { code: 'D', date: '2026-06-10' },
    ];
    expect(currentAndNextStage(tied, today)).toEqual({
      current: { code: 'D', date: '2026-06-10' },
      next: { code: 'A', date: '2026-06-20' },
    });
  });

  it('ignores stages without a readable date and reads the day of a date-time', () => {
    const mixed: DatedStage[] = [
      { code: 'X', date: null },
      { code: 'Y', date: 'bientôt' },
      { code: 'Z', date: '2026-06-15T23:00:00' },
    ];
    expect(currentAndNextStage(mixed, today)).toEqual({
      current: { code: 'Z', date: '2026-06-15T23:00:00' },
      next: null,
    });
    expect(sortStages(mixed).map((stage) => stage.code)).toEqual(['Z', 'X', 'Y']);
  });

  it('sorts the stage list by date', () => {
    expect(sortStages(stages).map((stage) => stage.code)).toEqual([
      'SEM',
      'LEV',
      '6F',
      'FLO',
      'MAT',
    ]);
    expect(sortStages(null)).toEqual([]);
  });

  const dayArbitrary = fc
    .date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2026-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));

  it('never has a current stage after today nor a next one before it, and misses none between', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ code: fc.string({ maxLength: 3 }), date: dayArbitrary }), {
          maxLength: 12,
        }),
        dayArbitrary,
        (list, day) => {
          const { current, next } = currentAndNextStage(list, day);
          const past = list.filter((stage) => stage.date <= day);
          const future = list.filter((stage) => stage.date > day);
          expect(current === null).toBe(past.length === 0);
          expect(next === null).toBe(future.length === 0);
          if (current !== null) {
            expect(current.date <= day).toBe(true);
            expect(past.every((stage) => stage.date <= current.date)).toBe(true);
          }
          if (next !== null) {
            expect(next.date > day).toBe(true);
            expect(future.every((stage) => stage.date >= next.date)).toBe(true);
          }
        },
      ),
    );
  });

  it('marks observed stages', () => {
    expect(isObservedStage('LEV', ['SEM', 'LEV'])).toBe(true);
    expect(isObservedStage(' LEV ', ['LEV'])).toBe(true);
    expect(isObservedStage('FLO', ['SEM', 'LEV'])).toBe(false);
    expect(isObservedStage('LEV', null)).toBe(false);
    expect(isObservedStage(null, ['LEV'])).toBe(false);
  });
});

describe('rain data origin', () => {
  const context = { findesdonneesreelles: '2026-06-10', today: '2026-06-15' };

  it('labels sent and station data', () => {
    expect(rainOriginLabel({ date: '2026-06-12', type: 'manual' }, context)).toBe(
      'Données envoyées',
    );
    expect(rainOriginLabel({ date: '2026-06-12', type: 'station' }, context)).toBe(
      'Données de station',
    );
    expect(rainOriginLabel({ date: '2026-06-12', type: ' Station ' }, context)).toBe(
      'Données de station',
    );
  });

  it("labels the institute's data real up to the end of real data included, forecast after", () => {
    const label = (date: string) => rainOriginLabel({ date, type: 'other' }, context, 'arvalis');
    expect(label('2026-06-09')).toBe('Données Arvalis');
    expect(label('2026-06-10')).toBe('Données Arvalis');
    expect(label('2026-06-11')).toBe('Données Arvalis prévisionnelles');
    expect(label('2026-06-15')).toBe('Données Arvalis prévisionnelles');
    expect(label('2026-06-16')).toBe('Données Arvalis prévisionnelles');
  });

  it('takes any type other than manual and station as the institute', () => {
    for (const type of ['other', 'modele', '', null, undefined]) {
      expect(rainOrigin({ date: '2026-06-01', type }, context)).toBe('institute');
    }
  });

  it('without an end of real data, calls data up to today real', () => {
    const noEnd = { findesdonneesreelles: null, today: '2026-06-15' };
    expect(rainOrigin({ date: '2026-06-15', type: 'other' }, noEnd)).toBe('institute');
    expect(rainOrigin({ date: '2026-06-16', type: 'other' }, noEnd)).toBe('instituteForecast');
  });

  it('does not call a row without a readable date a forecast', () => {
    expect(rainOrigin({ date: null, type: 'other' }, context)).toBe('institute');
    expect(rainOrigin({ date: '12/06/2026', type: 'other' }, context)).toBe('institute');
  });

  it('uses the default institute name, capitalised, when none is given', () => {
    expect(rainOriginText('institute')).toBe('Données Institut');
    expect(rainOriginText('instituteForecast', '  ')).toBe('Données Institut prévisionnelles');
    expect(instituteDisplayName(' écoles ')).toBe('Écoles');
    expect(instituteDisplayName(null)).toBe('Institut');
  });
});

describe('calculation status badge', () => {
  it('ok green, ko red, anything else orange, with a French label', () => {
    expect(waterBalanceStatusBadge('ok')).toEqual({ colour: 'green', label: 'Calcul à jour' });
    expect(waterBalanceStatusBadge(' KO ')).toEqual({ colour: 'red', label: 'Calcul en erreur' });
    for (const status of ['encours', '', null, undefined]) {
      expect(waterBalanceStatusBadge(status)).toEqual({
        colour: 'orange',
        label: 'Calcul en attente',
      });
    }
  });

  it('has the colour of the shared status rule', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (status) => {
        expect(waterBalanceStatusBadge(status).colour).toBe(waterBalanceStatusColour(status));
      }),
    );
  });
});

describe('balance table rows', () => {
  it('colours forecast rows orange and frequency rows grey', () => {
    expect(balanceRowKind('previ')).toBe('forecast');
    expect(balanceRowColour('previ')).toBe('orange');
    expect(balanceRowKind('freq')).toBe('frequency');
    expect(balanceRowColour('freq')).toBe('grey');
    for (const type of [null, undefined, '', 'reel']) {
      expect(balanceRowKind(type)).toBe('real');
      expect(balanceRowColour(type)).toBeNull();
    }
  });

  it('names each row kind in words, whatever the case or spacing of the type', () => {
    expect(balanceRowKindLabel(' PREVI ')).toBe('Prévisions');
    expect(balanceRowKindLabel('freq')).toBe('Fréquentielles');
    expect(balanceRowKindLabel(null)).toBe('Réelles');
  });
});
