import { describe, expect, it } from 'vitest';
import { checkOwnPlotCsv, importRows, OWN_PLOT_TEMPLATE, UnreadableCsv } from './csv-import';

describe('the own-plot CSV', () => {
  it('offers a template whose example passes the checks', () => {
    const checked = checkOwnPlotCsv(OWN_PLOT_TEMPLATE);
    expect(checked.header[0]).toBe('code_parcelle');
    expect(checked.rows).toHaveLength(1);
    expect(checked.errors).toEqual([]);
    expect(OWN_PLOT_TEMPLATE).toContain('\r\n');
  });

  it('marks the red cells and keeps blank lines out', () => {
    const text = `${OWN_PLOT_TEMPLATE}p2;0;triticale;12;;;;;31/02/2026;;\r\n;;;;;;;;;;\r\np2;0;triticale;;;;;;01/10/2025;;\r\n`;
    const checked = checkOwnPlotCsv(text);
    expect(checked.rows).toHaveLength(3);
    expect(checked.errors.sort()).toEqual([
      '1:code_parcelle',
      '1:code_station',
      '1:date_semis',
      '2:code_parcelle',
    ]);
  });

  it('cannot read a file that is not the template', () => {
    expect(() => checkOwnPlotCsv('a,b,c\n1,2,3')).toThrow(UnreadableCsv);
    expect(() => checkOwnPlotCsv('')).toThrow(UnreadableCsv);
  });

  it('sends the template columns by name, trimmed, and gives back rows without a code', () => {
    const { header, rows } = checkOwnPlotCsv(
      'culture;code_parcelle;autre\r\ntriticale ; p1 ;x\r\ntriticale;;y\r\n',
    );
    expect(importRows(header, rows)).toEqual({
      csv: [{ code_parcelle: 'p1', culture: 'triticale' }],
      withoutCode: [3],
    });
  });
});
