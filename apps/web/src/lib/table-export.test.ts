import { describe, expect, it } from 'vitest';
import { exportUrl } from './table-export';

describe('export address', () => {
  it("carries the table's search and filters", () => {
    expect(exportUrl('conseillers', { search: 'maïs', filters: { type: ['BSV'] } })).toBe(
      '/bff/exports/conseillers.xlsx?search=ma%C3%AFs&filter.type=BSV',
    );
  });

  it("keeps the slash of a record's export and encodes each segment", () => {
    expect(exportUrl('bilan-hydrique-parcelle/100001', { search: '', filters: {} })).toBe(
      '/bff/exports/bilan-hydrique-parcelle/100001.xlsx',
    );
    expect(exportUrl('bilan-hydrique-parcelle/a b', { search: '', filters: {} })).toBe(
      '/bff/exports/bilan-hydrique-parcelle/a%20b.xlsx',
    );
  });
});
