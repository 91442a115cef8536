import { describe, expect, it } from 'vitest';
import type { BlightCasTypeRow } from '../entities/blight.ts';
import { BSV_RED_FILL, bsvExportColumns, casTypeDayLabel } from './bsv.ts';

describe('bulletin export columns', () => {
  it('are 27: the cas-type, weights and indices of J-7 to J+2, risk, status, rain, data, station', () => {
    expect(bsvExportColumns).toHaveLength(27);
    expect(bsvExportColumns.map((column) => column.header).slice(0, 3)).toEqual([
      'Cas-type',
      'Poids de contamination J-7',
      'Poids de contamination J-6',
    ]);
    expect(bsvExportColumns[11]?.header).toBe('Indice de contamination J-7');
    expect(bsvExportColumns.at(-1)?.header).toBe('Code station');
    expect(casTypeDayLabel('jp2')).toBe('J+2');
    expect(casTypeDayLabel('j')).toBe('J');
  });

  it('fill red exactly the weights above 2', () => {
    const row = {
      l10poids_jm7: 2,
      l10poids_jm6: 2.01,
      l10poids_j: null,
    } as unknown as BlightCasTypeRow;
    const fill = (key: string) => bsvExportColumns.find((c) => c.key === key)?.excelFill?.(row);
    expect(fill('l10poids_jm7')).toBeNull();
    expect(fill('l10poids_jm6')).toBe(BSV_RED_FILL);
    expect(fill('l10poids_j')).toBeNull();
    expect(bsvExportColumns.find((c) => c.key === 'indexconta_jm6')?.excelFill).toBeUndefined();
  });
});
