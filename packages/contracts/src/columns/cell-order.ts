// The order a table's cells sort in, shared by the table in the browser and the BFF's paged lists
// (issue 43), so that a page sorted by the server is the page the table would have sorted.
import { cellText } from '@agro/domain/search';
import type { CellValue, Column } from './column.ts';

const collator = new Intl.Collator('fr-FR', { numeric: true, sensitivity: 'base' });

const FRENCH_DATE = /^(\d{2})\/(\d{2})\/(\d{4})/;

/**
 * A cell's text in an order-keeping form: a French date ('dd/mm/yyyy', a time may follow) is
 * turned to 'yyyy-mm-dd', since day-first text sorts 01/12 before 21/11.
 */
function sortableText(value: CellValue): string {
  const text = cellText(value);
  return text.replace(FRENCH_DATE, (_match, day: string, month: string, year: string) =>
    [year, month, day].join('-'),
  );
}

/**
 * French order: numbers by value, dates ('dd/mm/yyyy') by time, text alphabetically ignoring
 * case and accents, blanks first.
 */
export function compareCells(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(sortableText(a), sortableText(b));
}

/** What a column sorts by: its `sortValue`, where it has one, else its value. */
export const columnSortValue = <Row>(column: Column<Row>, row: Row): CellValue =>
  column.sortValue ? column.sortValue(row) : column.value(row);

/**
 * The rows in a column's order, a copy; `descending` reverses it. Equal rows keep their order
 * (Array.prototype.sort is stable), so a list sorted by the model's urgency stays so within ties.
 */
export function sortedByColumn<Row>(
  rows: readonly Row[],
  column: Column<Row>,
  descending: boolean,
): Row[] {
  // Each row's text worked out once, not at each of the n log n comparisons (a date's regular
  // expression twice per comparison took most of a 20,000-row sort).
  const keyed = rows.map((row, index) => {
    const value = columnSortValue(column, row);
    return {
      row,
      index,
      number: typeof value === 'number' ? value : null,
      text: sortableText(value),
    };
  });
  keyed.sort((a, b) => {
    const order =
      a.number !== null && b.number !== null
        ? a.number - b.number
        : collator.compare(a.text, b.text);
    return order === 0 ? a.index - b.index : descending ? -order : order;
  });
  return keyed.map((entry) => entry.row);
}
