import { describe, expect, it } from 'vitest';
import { columnFilterValue, EXCEL_DATE_FORMATS, excelDateOf, type Column } from './column.ts';
import { tableRowFilter } from './table-query.ts';

describe('excelDateOf', () => {
  it("reads a 'date' column's text as that day at midnight UTC", () => {
    expect(excelDateOf('03/07/2026', 'date')).toEqual(new Date('2026-07-03T00:00:00Z'));
    expect(excelDateOf(' 29/02/2028 ', 'date')).toEqual(new Date('2028-02-29T00:00:00Z'));
  });

  it("reads a 'datetime' column's text as that wall-clock time, written as UTC", () => {
    // Excel dates have no zone: the cell must read 02/07/2026 06:06, as the screen's Paris time.
    expect(excelDateOf('02/07/2026 06:06', 'datetime')).toEqual(new Date('2026-07-02T06:06:00Z'));
  });

  it('leaves alone what is no date of the column type', () => {
    for (const [value, type] of [
      [null, 'date'],
      [20260703, 'date'],
      ['', 'date'],
      ['2026-07-03', 'date'],
      ['=03/07/2026', 'date'],
      ['31/02/2026', 'date'],
      ['00/01/2026', 'date'],
      ['03/13/2026', 'date'],
      ['03/07/2026 06:06', 'date'],
      ['03/07/2026', 'datetime'],
      ['03/07/2026 24:00', 'datetime'],
      ['03/07/2026 06:60', 'datetime'],
    ] as const) {
      expect(excelDateOf(value, type)).toBeNull();
    }
  });

  it("formats as the screen writes: 'dd/mm/yyyy' and 'dd/mm/yyyy hh:mm'", () => {
    expect(EXCEL_DATE_FORMATS).toEqual({ date: 'dd/mm/yyyy', datetime: 'dd/mm/yyyy hh:mm' });
  });
});

describe('a column filtered by another value than it shows', () => {
  interface Farmer {
    name: string;
    code: string;
  }
  const columns: Column<Farmer>[] = [
    { key: 'farmer', header: 'Agriculteur', value: (row) => row.name, filterValue: (r) => r.code },
    { key: 'code', header: 'Code', value: (row) => row.code },
  ];
  const rows: Farmer[] = [
    { name: 'DUPONT Jean', code: 'AGRI0042' },
    { name: 'DUPONT Jean', code: 'AGRI0077' },
  ];

  it('compares its filterValue, and its value without one', () => {
    expect(columnFilterValue(columns[0] as Column<Farmer>, rows[0] as Farmer)).toBe('AGRI0042');
    expect(columnFilterValue(columns[1] as Column<Farmer>, rows[1] as Farmer)).toBe('AGRI0077');
  });

  it('tells apart two rows of the same text in the table query', () => {
    const keep = (values: string[]) =>
      rows.filter(tableRowFilter(columns, { search: '', filters: { farmer: values } }));
    expect(keep(['AGRI0042'])).toEqual([rows[0]]);
    expect(keep(['AGRI0042', 'AGRI0077'])).toEqual(rows);
    // The shown name is not what the filter compares.
    expect(keep(['DUPONT Jean'])).toEqual([]);
    // The search still looks through what the table shows.
    expect(rows.filter(tableRowFilter(columns, { search: 'dupont', filters: {} }))).toEqual(rows);
  });
});
