import { describe, expect, it } from 'vitest';
import { pageRowCount, pageRows, type PageableRow } from './pages';

interface TestRow extends PageableRow {
  id: string;
}

/** A row of data at a depth. */
const leaf = (id: string, depth = 1): TestRow => ({
  id,
  depth,
  getIsGrouped: () => false,
  getIsExpanded: () => false,
});

/** A group's header row, open or closed. */
const group = (id: string, open = true, depth = 0): TestRow => ({
  id,
  depth,
  getIsGrouped: () => true,
  getIsExpanded: () => open,
});

const ids = (rows: readonly TestRow[]) => rows.map((row) => row.id);

describe('pages of grouped rows', () => {
  // Group A holds 3 rows, group B 2, as the expanded row model lists them.
  const rows = [group('A'), leaf('a1'), leaf('a2'), leaf('a3'), group('B'), leaf('b1'), leaf('b2')];

  it('counts rows of data, not the headers of open groups', () => {
    expect(pageRowCount(rows)).toBe(5);
  });

  it('fills each page with rows of data, each under its group header', () => {
    expect(ids(pageRows(rows, 0, 2))).toEqual(['A', 'a1', 'a2']);
    // A group running over two pages is named again at the top of the next.
    expect(ids(pageRows(rows, 1, 2))).toEqual(['A', 'a3', 'B', 'b1']);
    expect(ids(pageRows(rows, 2, 2))).toEqual(['B', 'b2']);
    expect(ids(pageRows(rows, 3, 2))).toEqual([]);
  });

  it('counts a closed group as one line', () => {
    const closed = [group('A', false), group('B'), leaf('b1'), leaf('b2')];
    expect(pageRowCount(closed)).toBe(3);
    expect(ids(pageRows(closed, 0, 2))).toEqual(['A', 'B', 'b1']);
    expect(ids(pageRows(closed, 1, 2))).toEqual(['B', 'b2']);
  });

  it('repeats every level of nested groups above the rows of a page', () => {
    const nested = [
      group('A'),
      group('A>x', true, 1),
      leaf('a1', 2),
      leaf('a2', 2),
      group('A>y', true, 1),
      leaf('a3', 2),
    ];
    expect(ids(pageRows(nested, 0, 1))).toEqual(['A', 'A>x', 'a1']);
    expect(ids(pageRows(nested, 1, 1))).toEqual(['A', 'A>x', 'a2']);
    expect(ids(pageRows(nested, 2, 1))).toEqual(['A', 'A>y', 'a3']);
  });

  it('pages rows without groups as they come', () => {
    const flat = Array.from({ length: 5 }, (_, index) => leaf(String(index), 0));
    expect(ids(pageRows(flat, 1, 2))).toEqual(['2', '3']);
    expect(pageRowCount(flat)).toBe(5);
  });
});
