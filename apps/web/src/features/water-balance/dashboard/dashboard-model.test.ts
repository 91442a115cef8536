import { tableQueryString, tableRowFilter } from '@agro/contracts/columns/table-query';
import { bhPlotColumns } from '@agro/contracts/columns/water-balance';
import type { ColumnFilters } from '@agro/domain/search';
import { depletionSummary, summaryCount } from '@agro/domain/water-balance';
import { describe, expect, it } from 'vitest';
import {
  dashboardFigures,
  dashboardPlotColumns,
  filterDefinitions,
  isToIrrigateFilterOn,
  listQuery,
  plotsOfFilters,
  keptSummaryCell,
  prepareDashboardPlots,
  summaryCellApplies,
  summaryCellText,
  toggledToIrrigateFilter,
  withoutToIrrigateFilter,
} from './dashboard-model';
import { bhPlot, filterSources } from '../../../test/water-balance-plots';

const potato = bhPlot({
  culture: 'PDT',
  departement: '40',
  epuisement_rfu: 80,
  surface_irrig: 1.1,
});
const potatoLow = bhPlot({
  culture: 'PDT',
  departement: '64',
  epuisement_rfu: 10,
  surface_irrig: 2.2,
  id_agri: 2,
  code_agri: 'A2',
  nom_agri: 'MARTIN',
  prenom_agri: 'Léa',
});
const wheat = bhPlot({
  culture: 'BT',
  departement: '40',
  epuisement_rfu: null,
  surface_irrig: null,
  nom_operateur: 'Agri Nord',
});
const plots = prepareDashboardPlots([potato, potatoLow, wheat]);

describe('prepared plots', () => {
  it('hold the very values of the shared columns the export uses', () => {
    for (const plot of plots) {
      for (const column of bhPlotColumns) {
        const prepared = dashboardPlotColumns.find((candidate) => candidate.key === column.key);
        expect(prepared?.value(plot)).toEqual(column.value(plot));
        expect(prepared?.header).toBe(column.header);
        // The urgency the list opens sorted by, worked out once.
        expect(prepared?.sortValue?.(plot)).toEqual(column.sortValue?.(plot));
      }
    }
  });
});

describe('filter bar', () => {
  it('offers the distinct values of the sources, crops by name, values as the list shows them', () => {
    const definitions = filterDefinitions(filterSources([wheat, potato, potatoLow, potato]));
    expect(definitions.map(({ key, label }) => [key, label])).toEqual([
      ['a_irriguer', 'À irriguer'],
      ['culture', 'Culture'],
      ['departement', 'Département'],
      ['agriculteur', 'Agriculteur'],
      ['integrateur', 'Intégrateur'],
      ['distributeur', 'Distributeur'],
    ]);
    const options = Object.fromEntries(definitions.map((d) => [d.key, d.options]));
    // The decision first, yes or no.
    expect(options['a_irriguer']).toEqual(['Oui', 'Non']);
    expect(definitions[0]?.single).toBe(true);
    expect(definitions.slice(1).some((definition) => definition.single)).toBe(false);
    expect(options['culture']).toEqual([
      { value: 'Pomme de terre', label: 'Pomme de terre' },
      { value: 'Blé tendre', label: 'Blé tendre' },
    ]);
    expect(options['departement']).toEqual(['40', '64']);
    // The farmer with their code, the value being the code (filtered by code).
    expect(options['agriculteur']).toEqual([
      { value: 'A1', label: 'DUPONT Jean (A1)' },
      { value: 'A2', label: 'MARTIN Léa (A2)' },
    ]);
    expect(options['integrateur']).toEqual(['Agri Nord', 'Coopérative du Sud']);
    expect(options['distributeur']).toEqual(['Distrib Ouest']);
  });

  it("keeps the rows the table's own filter keeps", () => {
    const choices: ColumnFilters[] = [
      {},
      { culture: ['Pomme de terre'] },
      { culture: ['Blé tendre', 'Pomme de terre'], departement: ['40'] },
      { agriculteur: ['A2'], integrateur: ['Coopérative du Sud'] },
      { agriculteur: ['MARTIN Léa'] },
      { epuisement: ['Hors bilan'], culture: [] },
      { departement: ['99'] },
      { a_irriguer: ['Oui'] },
      { a_irriguer: ['Non'], culture: ['Pomme de terre'] },
    ];
    for (const filters of choices) {
      expect(plotsOfFilters(plots, filters)).toEqual(
        plots.filter(tableRowFilter(dashboardPlotColumns, { search: '', filters })),
      );
    }
  });

  it('keeps the plots matching every filter, any of the values within one', () => {
    expect(plotsOfFilters(plots, {})).toHaveLength(3);
    expect(plotsOfFilters(plots, { culture: ['Pomme de terre'] }).map((p) => p.id)).toEqual([
      potato.id,
      potatoLow.id,
    ]);
    expect(
      plotsOfFilters(plots, { culture: ['Pomme de terre', 'Blé tendre'], departement: ['40'] }).map(
        (p) => p.id,
      ),
    ).toEqual([potato.id, wheat.id]);
  });
});

describe('farmers of the same name', () => {
  const namesake = bhPlot({ id_agri: 42, code_agri: 'AGRI0042', culture: 'SOJA' });
  const other = bhPlot({ id_agri: 77, code_agri: 'AGRI0077', culture: 'SOJA' });
  const both = prepareDashboardPlots([namesake, other]);

  it('are two options, each named with its code', () => {
    const farmer = filterDefinitions(filterSources([namesake, other])).find(
      (definition) => definition.key === 'agriculteur',
    );
    expect(farmer?.options).toEqual([
      { value: 'AGRI0042', label: 'DUPONT Jean (AGRI0042)' },
      { value: 'AGRI0077', label: 'DUPONT Jean (AGRI0077)' },
    ]);
  });

  it('are filtered apart by code, by the bar and by the list and export query alike', () => {
    const filters = { agriculteur: ['AGRI0042'] };
    expect(plotsOfFilters(both, filters).map((plot) => plot.id)).toEqual([namesake.id]);
    const query = listQuery(filters, null, '');
    expect(both.filter(tableRowFilter(dashboardPlotColumns, query)).map((p) => p.id)).toEqual([
      namesake.id,
    ]);
    expect([namesake, other].filter(tableRowFilter(bhPlotColumns, query)).map((p) => p.id)).toEqual(
      [namesake.id],
    );
  });
});

describe('summary cell restriction', () => {
  const summaryOf = (filters: ColumnFilters) => depletionSummary(plotsOfFilters(plots, filters));

  it('applies while its crop has a column among the filtered plots', () => {
    const potatoCell = { crop: 'PDT', category: '>\u00a070\u00a0%' } as const;
    expect(summaryCellApplies(potatoCell, summaryOf({}))).toBe(true);
    expect(summaryCellApplies(potatoCell, summaryOf({ departement: ['64'] }))).toBe(true);
    // A crop's cell whose count fell to 0 still has its column: it still applies.
    expect(summaryCount(summaryOf({ departement: ['64'] }), potatoCell)).toBe(0);
  });

  it('no longer applies once the filters removed its crop: its column is gone', () => {
    const potatoCell = { crop: 'PDT', category: '>\u00a070\u00a0%' } as const;
    const wheatOnly = summaryOf({ culture: ['Blé tendre'] });
    expect(wheatOnly.crops).toEqual(['BT']);
    expect(summaryCellApplies(potatoCell, wheatOnly)).toBe(false);
    expect(keptSummaryCell(potatoCell, wheatOnly)).toBeNull();
    expect(keptSummaryCell(potatoCell, summaryOf({}))).toBe(potatoCell);
    expect(keptSummaryCell(null, summaryOf({}))).toBeNull();
  });

  it('keeps a TOTAL column cell while any plot is kept, and drops every cell when none is', () => {
    const total = { crop: null, category: 'Hors bilan' } as const;
    expect(summaryCellApplies(total, summaryOf({ culture: ['Blé tendre'] }))).toBe(true);
    expect(summaryCellApplies(total, summaryOf({ departement: ['99'] }))).toBe(false);
    expect(
      summaryCellApplies({ crop: 'BT', category: null }, summaryOf({ departement: ['99'] })),
    ).toBe(false);
  });
});

describe('indicator figures', () => {
  it('counts distinct farmers, sums the irrigated surface and counts the plots', () => {
    expect(dashboardFigures(plots)).toEqual({ farmers: 2, surface: 3.3, plots: 3, toIrrigate: 0 });
    expect(dashboardFigures([])).toEqual({ farmers: 0, surface: 0, plots: 0, toIrrigate: 0 });
  });

  it('counts the plots to irrigate: depleted or within 7 days, never one without a balance', () => {
    const dry = [
      bhPlot({ deficitj: 1 }),
      bhPlot({ deficitj7: 1 }),
      bhPlot({ deficitj7: 0.5 }),
      bhPlot({ deficitj: 2, statut_calcul_bh: 'ko' }),
      bhPlot({ deficitj: 2, epuisement_rfu: null }),
    ];
    expect(dashboardFigures(dry).toIrrigate).toBe(2);
  });
});

describe("the card 'Parcelles à irriguer'", () => {
  it("turns the bar's 'À irriguer' to 'Oui' and back, keeping the other filters", () => {
    const on = toggledToIrrigateFilter({ culture: ['Pomme de terre'] });
    expect(on).toEqual({ culture: ['Pomme de terre'], a_irriguer: ['Oui'] });
    expect(isToIrrigateFilterOn(on)).toBe(true);
    expect(toggledToIrrigateFilter(on)).toEqual({ culture: ['Pomme de terre'] });
    // 'Non' chosen in the bar: the card is off, and a click keeps the plots to irrigate.
    expect(isToIrrigateFilterOn({ a_irriguer: ['Non'] })).toBe(false);
    expect(toggledToIrrigateFilter({ a_irriguer: ['Non'] })).toEqual({ a_irriguer: ['Oui'] });
    expect(withoutToIrrigateFilter(on)).toEqual({ culture: ['Pomme de terre'] });
    expect(withoutToIrrigateFilter({})).toEqual({});
  });
});

describe('list query', () => {
  const keep = (query: ReturnType<typeof listQuery>) =>
    plots.filter(tableRowFilter(dashboardPlotColumns, query)).map((plot) => plot.id);

  it('is the bar filters alone without a summary cell', () => {
    expect(listQuery({ departement: ['40'] }, null, 'sud')).toEqual({
      search: 'sud',
      filters: { departement: ['40'] },
    });
  });

  it('adds the cell crop (by its list text) and category to the bar filters', () => {
    const query = listQuery(
      { departement: ['40'] },
      { crop: 'PDT', category: '>\u00a070\u00a0%' },
      '',
    );
    expect(query.filters).toEqual({
      departement: ['40'],
      culture: ['Pomme de terre'],
      epuisement: ['>\u00a070\u00a0%'],
    });
    expect(keep(query)).toEqual([potato.id]);
    expect(tableQueryString(query)).toBe(
      'filter.departement=40&filter.culture=Pomme+de+terre&filter.epuisement=%3E%C2%A070%C2%A0%25',
    );
  });

  it('narrows a bar crop choice to the cell crop', () => {
    const query = listQuery(
      { culture: ['Pomme de terre', 'Blé tendre'] },
      { crop: 'PDT', category: null },
      '',
    );
    expect(query.filters).toEqual({ culture: ['Pomme de terre'] });
    expect(keep(query)).toEqual([potato.id, potatoLow.id]);
  });

  it('keeps no row when the cell crop is outside the bar crop choice', () => {
    const query = listQuery(
      { culture: ['Blé tendre'] },
      { crop: 'PDT', category: '<\u00a040\u00a0%' },
      '',
    );
    expect(keep(query)).toEqual([]);
  });

  it('filters only by category for a TOTAL column cell', () => {
    const query = listQuery({}, { crop: null, category: 'Hors bilan' }, '');
    expect(query.filters).toEqual({ epuisement: ['Hors bilan'] });
    expect(keep(query)).toEqual([wheat.id]);
  });

  it('names a cell in words', () => {
    expect(summaryCellText({ crop: 'PDT', category: '>\u00a070\u00a0%' })).toBe(
      'Pomme de terre, >\u00a070\u00a0%',
    );
    expect(summaryCellText({ crop: null, category: '<\u00a040\u00a0%' })).toBe(
      'Toutes cultures, <\u00a040\u00a0%',
    );
    expect(summaryCellText({ crop: 'BT', category: null })).toBe('Blé tendre, toutes catégories');
  });
});
