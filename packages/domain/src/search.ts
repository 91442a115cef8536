// The search box and the column filters of every table: a row matches the search when its shown
// values contain every word typed, ignoring case and accents; screens and their Excel exports
// filter alike.
import { keptAnswers } from './kept-answers.ts';
import { decimalText } from './numbers.ts';

/**
 * A text folded for the search: accents and case ignored. Kept once worked out: a search folds
 * every cell of every row (a 20,000-plot list, half a million cells, most of them repeated).
 */
export const foldForSearch: (text: string) => string = keptAnswers(100_000, (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim(),
);

export function matchesSearch(
  values: readonly (string | number | null | undefined)[],
  query: string | null | undefined,
): boolean {
  return matchesSearchWords(values, searchWords(query));
}

/** The words of a search, folded (accents and case ignored); none for a blank search. */
export function searchWords(query: string | null | undefined): string[] {
  return foldForSearch(query ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/**
 * matchesSearch with the words folded once: a table tests every row against the same search, and
 * with no word need not even work out a row's values.
 */
export function matchesSearchWords(
  values: readonly (string | number | null | undefined)[],
  words: readonly string[],
): boolean {
  if (words.length === 0) return true;
  const haystack = values
    .filter((value) => value !== null && value !== undefined)
    .map((value) => foldForSearch(cellText(value)))
    .join('\u0000');
  return words.every((word) => haystack.includes(word));
}

/**
 * The text of a cell: what a table shows, and what its search and column filters compare; a
 * number with its decimal comma ('24,46'), so that the search finds what the screen says.
 */
export function cellText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? decimalText(value) : value;
}

/** The values chosen in each column's filter, by column key. */
export type ColumnFilters = Readonly<Record<string, readonly string[]>>;

/**
 * The column filters of every table: a row is kept when, in each filtered column, its cell's text
 * is one of the values chosen (values come from the data, so the match is exact). A filter with no
 * value chosen keeps everything; a column the row lacks matches nothing.
 */
export function matchesFilters(
  cellOf: (key: string) => string | number | null | undefined,
  filters: ColumnFilters,
): boolean {
  return Object.entries(filters).every(
    ([key, chosen]) => chosen.length === 0 || chosen.includes(cellText(cellOf(key))),
  );
}
