import { describe, expect, it } from 'vitest';
import {
  columnSetOrder,
  columnSetStorageKey,
  DEFAULT_COLUMN_SET,
  hiddenByColumnSet,
  parseColumnSet,
  readColumnSet,
  writeColumnSet,
  type ColumnSetStorage,
} from './column-sets';

const KEYS = ['code', 'variete', 'dose', 'parcelle', 'client'];
const SETS = { essential: ['parcelle', 'dose', 'inconnue', 'dose'] };

function mapStorage(): ColumnSetStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
  };
}

describe('column sets', () => {
  it('keeps a choice per user and per table', () => {
    expect(columnSetStorageKey('ferti@demo.fr', 'Parcelles CHN')).toBe(
      'agro.colonnes.ferti@demo.fr.Parcelles CHN',
    );
    expect(columnSetStorageKey('admin@demo.fr', 'Parcelles CHN')).not.toBe(
      columnSetStorageKey('ferti@demo.fr', 'Parcelles CHN'),
    );
    expect(columnSetStorageKey(null, 'Parcelles CHN')).toBe('agro.colonnes.-.Parcelles CHN');
  });

  it('opens on the essential set unless every column was chosen', () => {
    expect(DEFAULT_COLUMN_SET).toBe('essential');
    expect(parseColumnSet('all')).toBe('all');
    expect(parseColumnSet('essential')).toBe('essential');
    for (const odd of [null, undefined, '', 'ALL', 'toutes', '{"set":"all"}']) {
      expect(parseColumnSet(odd)).toBe('essential');
    }
  });

  it('writes and reads back, and survives a storage that refuses', () => {
    const storage = mapStorage();
    writeColumnSet(storage, 'k', 'all');
    expect(readColumnSet(storage, 'k')).toBe('all');
    expect(readColumnSet(storage, 'autre')).toBe('essential');
    const refusing: ColumnSetStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeColumnSet(refusing, 'k', 'all')).not.toThrow();
    expect(readColumnSet(refusing, 'k')).toBe('essential');
    expect(readColumnSet(null, 'k')).toBe('essential');
  });

  it('hides the columns out of the essential set, none with every column or no sets', () => {
    expect([...hiddenByColumnSet(KEYS, SETS, 'essential')]).toEqual(['code', 'variete', 'client']);
    expect(hiddenByColumnSet(KEYS, SETS, 'all').size).toBe(0);
    expect(hiddenByColumnSet(KEYS, undefined, 'essential').size).toBe(0);
  });

  it('orders the essential keys first, once each, unknown ones left out', () => {
    expect(columnSetOrder(KEYS, SETS, 'essential')).toEqual([
      'parcelle',
      'dose',
      'code',
      'variete',
      'client',
    ]);
    expect(columnSetOrder(KEYS, SETS, 'all')).toEqual(KEYS);
    expect(columnSetOrder(KEYS, undefined, 'essential')).toBeNull();
  });
});
