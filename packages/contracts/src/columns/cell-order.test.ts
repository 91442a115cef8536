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
});
