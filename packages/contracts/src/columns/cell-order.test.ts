import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCells, sortedByColumn } from './cell-order.ts';
import type { Column } from './column.ts';

interface Row {
  name: string;
  sown: string;
  dose: number | null;
}

const rows: Row[] = [
  { name: 'Éole', sown: '21/11/2025', dose: 40 },
  { name: 'abbaye', sown: '01/12/2025', dose: null },
  { name: 'Bief', sown: '03/10/2025', dose: 40 },
  { name: 'parcelle 10', sown: '', dose: 5 },
  { name: 'parcelle 9', sown: '15/10/2025', dose: 120 },
];
const column = (key: keyof Row): Column<Row> => ({ key, header: key, value: (row) => row[key] });

describe('the order of table cells', () => {
  it('sorts text ignoring case and accents, numbers within text by value, blanks first', () => {
    expect(sortedByColumn(rows, column('name'), false).map((row) => row.name)).toEqual([
      'abbaye',
      'Bief',
      'Éole',
      'parcelle 9',
      'parcelle 10',
    ]);
  });

  it('sorts French dates by day, the empty one first, and descending reverses', () => {
    const ascending = sortedByColumn(rows, column('sown'), false).map((row) => row.sown);
    expect(ascending).toEqual(['', '03/10/2025', '15/10/2025', '21/11/2025', '01/12/2025']);
    expect(sortedByColumn(rows, column('sown'), true).map((row) => row.sown)).toEqual(
      [...ascending].reverse(),
    );
  });

  it('keeps equal rows in their order, either way, and sorts by a sortValue where one is given', () => {
    const byDose = sortedByColumn(rows, column('dose'), true).map((row) => row.name);
    expect(byDose.slice(1, 3)).toEqual(['Éole', 'Bief']);
    const urgency: Column<Row> = { ...column('name'), sortValue: (row) => -(row.dose ?? 0) };
    expect(sortedByColumn(rows, urgency, false)[0]?.name).toBe('parcelle 9');
    expect(compareCells(2, 10)).toBeLessThan(0);
  });

  it('sorts as compareCells orders, whatever the cells: numbers, texts, dates, blanks', () => {
    const cell = fc.oneof(
      fc.integer({ min: -50, max: 50 }),
      fc.constantFrom('Éole', 'eole', 'abbaye', 'parcelle 9', 'parcelle 10', ''),
      fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10).split('-').reverse().join('/')),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 40 }), fc.boolean(), (values, descending) => {
        const rows = values.map((value, index) => ({ value, index }));
        const byValue: Column<(typeof rows)[number]> = {
          key: 'v',
          header: 'v',
          value: (row) => row.value,
        };
        const expected = [...rows].sort((a, b) => {
          const order = compareCells(a.value, b.value);
          return order === 0 ? a.index - b.index : descending ? -order : order;
        });
        expect(sortedByColumn(rows, byValue, descending)).toEqual(expected);
      }),
    );
  });
});
