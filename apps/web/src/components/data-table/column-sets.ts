// Column sets of the wide lists (issue 41: 'Column sets for the wide lists (essential / all),
// chosen per user and kept'). A screen names the columns that decide on a row (its essential set,
// decision columns first); the user switches between those and every column, and the choice is
// kept in the browser for that user and that table. Pure, apart from the storage given.

/** The two sets a table offers: its essential columns, or every column. */
export type ColumnSet = 'essential' | 'all';

/** What a screen gives: the keys of its essential columns, in the order they are shown. */
export interface ColumnSets {
  essential: readonly string[];
}

/** The set a table opens on until the user chooses: the one that fits a screen. */
export const DEFAULT_COLUMN_SET: ColumnSet = 'essential';

export const COLUMN_SET_LABEL = 'Colonnes';
export const COLUMN_SET_OPTIONS: readonly { value: ColumnSet; label: string }[] = [
  { value: 'essential', label: 'Essentielles' },
  { value: 'all', label: 'Toutes' },
];

/** Prefix of the stored choices, one entry per user and table. */
export const COLUMN_SET_STORAGE_PREFIX = 'agro.colonnes';

/**
 * Where a table's choice is kept: per login (two people sharing a browser keep their own) and per
 * table label (each list its own). Nobody known yet (the session not read): a shared entry.
 */
export function columnSetStorageKey(login: string | null | undefined, table: string): string {
  return `${COLUMN_SET_STORAGE_PREFIX}.${login?.trim() || '-'}.${table}`;
}

/** The stored choice, the default for anything else (nothing stored, an old or edited value). */
export function parseColumnSet(stored: string | null | undefined): ColumnSet {
  return stored === 'essential' || stored === 'all' ? stored : DEFAULT_COLUMN_SET;
}

/** The part of Web Storage used: tests give a map, private browsing may refuse to write. */
export type ColumnSetStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readColumnSet(storage: ColumnSetStorage | null, key: string): ColumnSet {
  try {
    return parseColumnSet(storage?.getItem(key));
  } catch {
    // Storage refused (privacy settings): the default, every time.
    return DEFAULT_COLUMN_SET;
  }
}

export function writeColumnSet(storage: ColumnSetStorage | null, key: string, set: ColumnSet) {
  try {
    storage?.setItem(key, set);
  } catch {
    // Not kept, but the table still follows the choice for as long as it is open.
  }
}

/**
 * The keys hidden by a set: with the essential set, every column not in it; with every column,
 * none. An essential key no column has is ignored.
 */
export function hiddenByColumnSet(
  keys: readonly string[],
  sets: ColumnSets | undefined,
  set: ColumnSet,
): Set<string> {
  if (!sets || set === 'all') return new Set();
  const essential = new Set(sets.essential);
  return new Set(keys.filter((key) => !essential.has(key)));
}

/**
 * The columns' order under a set: with the essential set, its keys first in its order (the
 * decision columns lead), then the others in the table's order; with every column, the table's
 * order (the spec's, which is also the export's), given as such so that the essential order does
 * not linger. Null without sets: the table keeps its own order.
 */
export function columnSetOrder(
  keys: readonly string[],
  sets: ColumnSets | undefined,
  set: ColumnSet,
): string[] | null {
  if (!sets) return null;
  if (set === 'all') return [...keys];
  const known = new Set(keys);
  const first = [...new Set(sets.essential)].filter((key) => known.has(key));
  const chosen = new Set(first);
  return [...first, ...keys.filter((key) => !chosen.has(key))];
}
