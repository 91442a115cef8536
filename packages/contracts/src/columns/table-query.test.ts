import { describe, expect, it } from 'vitest';
import type { Column } from './column.ts';
import {
  readTableQuery,
  tableQueryString,
  tableRowFilter,
  type TableQuery,
} from './table-query.ts';

interface Plot {
  farmer: string;
  crop: string;
  surface: number | null;
}

const columns: readonly Column<Plot>[] = [
  { key: 'agri', header: 'Agriculteur', value: (row) => row.farmer },
  { key: 'culture', header: 'Culture', value: (row) => row.crop },
  { key: 'surface', header: 'Surface', value: (row) => row.surface },
];

const plots: Plot[] = [
  { farmer: 'Hélène Martin', crop: 'Maïs grain', surface: 12.5 },
  { farmer: 'Paul Durand', crop: 'Blé tendre', surface: 3 },
  { farmer: 'Émile Petit', crop: 'Maïs grain', surface: null },
];

const shown = (query: TableQuery) =>
  plots.filter(tableRowFilter(columns, query)).map((p) => p.farmer);

describe('table query', () => {
  it('repeats filter.<key> once per value, and leaves empty parts out', () => {
    expect(
      tableQueryString({ search: 'maïs', filters: { culture: ['Maïs grain', 'Blé'], agri: [] } }),
    ).toBe('search=ma%C3%AFs&filter.culture=Ma%C3%AFs+grain&filter.culture=Bl%C3%A9');
    expect(tableQueryString({ search: '  ', filters: {} })).toBe('');
  });

  it('reads back what it wrote, as a parsed query string gives it', () => {
    const parsed: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(
      tableQueryString({ search: 'é', filters: { culture: ['A', 'B'], surface: ['3'] } }),
    )) {
      const before = parsed[name];
      parsed[name] = before === undefined ? value : [...[before].flat(), value];
    }
    expect(readTableQuery({ ...parsed, other: 'x' })).toEqual({
      search: 'é',
      filters: { culture: ['A', 'B'], surface: ['3'] },
    });
    expect(readTableQuery({})).toEqual({ search: '', filters: {} });
  });

  it('keeps the rows matching the search (accents and case ignored) and every filter', () => {
    expect(shown({ search: '', filters: {} })).toHaveLength(3);
    expect(shown({ search: 'HELENE', filters: {} })).toEqual(['Hélène Martin']);
    expect(shown({ search: 'mais', filters: {} })).toEqual(['Hélène Martin', 'Émile Petit']);
    expect(shown({ search: 'emile', filters: { culture: ['Maïs grain'] } })).toEqual([
      'Émile Petit',
    ]);
    expect(shown({ search: '', filters: { culture: ['Blé tendre'], surface: ['3'] } })).toEqual([
      'Paul Durand',
    ]);
    expect(shown({ search: '', filters: { surface: [''] } })).toEqual(['Émile Petit']);
  });

  it('keeps nothing for a filter on a column it does not know', () => {
    expect(shown({ search: '', filters: { inconnue: ['x'] } })).toEqual([]);
    expect(shown({ search: '', filters: { inconnue: [] } })).toHaveLength(3);
  });
});
