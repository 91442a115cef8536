import { EMPTY_TABLE_QUERY } from '@agro/contracts/columns/table-query';
import { describe, expect, it } from 'vitest';
import type { PagedListView } from './paged-list';
import { paramsWithView, viewFromParams } from './paged-list-url';

const INITIAL: PagedListView = {
  page: { index: 0, size: 10, sort: null },
  query: EMPTY_TABLE_QUERY,
};

describe("a paged table's view in the address", () => {
  it('writes what differs from the first view under its prefix, and reads it back', () => {
    const view: PagedListView = {
      page: { index: 2, size: 25, sort: { key: 'parcelle', desc: true } },
      query: { search: 'maïs 32', filters: { departement: ['32', '40'], variete: ['DKC'] } },
    };
    const params = paramsWithView(new URLSearchParams('onglet=carte'), 'grain.', view, INITIAL);
    expect(params.toString()).toBe(
      'onglet=carte&grain.page=3&grain.size=25&grain.sort=parcelle&grain.order=desc&grain.search=ma%C3%AFs+32&grain.filter.departement=32&grain.filter.departement=40&grain.filter.variete=DKC',
    );
    expect(viewFromParams(params, 'grain.', INITIAL)).toEqual(view);
    // Another table's prefix reads its own first view.
    expect(viewFromParams(params, 'fourrage.', INITIAL)).toEqual(INITIAL);
  });

  it('keeps the other tables’ parameters and leaves out a first view', () => {
    const other = new URLSearchParams('fourrage.page=4');
    expect(paramsWithView(other, 'grain.', INITIAL, INITIAL).toString()).toBe('fourrage.page=4');
  });

  it('falls back to the first view for what the address gets wrong', () => {
    const wrong = new URLSearchParams(
      'grain.page=0&grain.size=100000&grain.sort=&grain.filter.=x&grain.page=abc',
    );
    expect(viewFromParams(wrong, 'grain.', INITIAL)).toEqual(INITIAL);
    expect(viewFromParams(new URLSearchParams('grain.page=99999999'), 'grain.', INITIAL)).toEqual(
      INITIAL,
    );
  });
});
