import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Column } from '../columns/column.ts';
import { tableRowFilter, type TableQuery } from '../columns/table-query.ts';
import { emptyListPageMemo, listPageOf, type ListPageAsk } from './list-page.ts';

interface Row {
  name: string;
  crop: string;
  dose: number | null;
}

const columns: readonly Column<Row>[] = [
  { key: 'name', header: 'Parcelle', value: (row) => row.name },
  { key: 'crop', header: 'Culture', value: (row) => row.crop },
  { key: 'dose', header: 'Dose', value: (row) => row.dose },
];
const rules = {
  keep: (query: TableQuery) => tableRowFilter(columns, query),
  summary: (kept: readonly Row[]) => ({
    plots: kept.length,
    crops: new Set(kept.map((r) => r.crop)).size,
  }),
};

const row = fc.record({
  name: fc.constantFrom('Éole', 'abbaye', 'Bief', 'parcelle 10', 'parcelle 9', ''),
  crop: fc.constantFrom('Blé', 'Maïs', 'Orge'),
  dose: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
});
const ask = fc.record({
  page: fc.integer({ min: 1, max: 4 }),
  pageSize: fc.integer({ min: 1, max: 7 }),
  order: fc.constantFrom('asc' as const, 'desc' as const),
  sort: fc.option(fc.constantFrom(...columns), { nil: null }),
});
const FILTERS: TableQuery['filters'][] = [{}, { crop: ['Blé'] }, { crop: ['Maïs', 'Orge'] }];
const query: fc.Arbitrary<TableQuery> = fc.record({
  search: fc.constantFrom('', 'parcelle', 'b'),
  filters: fc.constantFrom(...FILTERS),
});

describe('a page of a kept list', () => {
  it('is the same page with the memo of earlier pages as without it', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 40 }),
        fc.array(fc.tuple(query, ask), { minLength: 1, maxLength: 8 }),
        (rows, asks) => {
          const memo = emptyListPageMemo<Row, ReturnType<typeof rules.summary>>();
          for (const [asked, page] of asks) {
            const full: ListPageAsk<Row> = { ...page, options: [] };
            const remembered = listPageOf(rows, rules, asked, full, {
              memo,
              orderKey: '2026-06-15',
              keepKey: '',
            });
            expect(remembered).toEqual(listPageOf(rows, rules, asked, full));
          }
        },
      ),
    );
  });

  it('counts the summary over the filters, the search narrowing the rows alone', () => {
    const rows: Row[] = [
      { name: 'Les Hauts', crop: 'Blé', dose: 1 },
      { name: 'La Mare', crop: 'Blé', dose: 2 },
      { name: 'Le Moulin', crop: 'Maïs', dose: 3 },
    ];
    const page = listPageOf(
      rows,
      rules,
      { search: 'Mare', filters: { crop: ['Blé'] } },
      { page: 1, pageSize: 10, order: 'asc', sort: null, options: [] },
    );
    expect(page.rows.map((r) => r.name)).toEqual(['La Mare']);
    expect(page.summary).toEqual({ plots: 2, crops: 1 });
  });
});
