// The toolbar's 'Colonnes : Essentielles / Toutes' switch and the hook keeping the choice per user
// and per table (column-sets.ts). The user is read from the session already loaded (the route
// guard reads it before any screen): the table never asks the BFF itself.
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useState } from 'react';
import { SESSION_KEY, type SessionData } from '../../lib/session';
import {
  COLUMN_SET_LABEL,
  COLUMN_SET_OPTIONS,
  columnSetStorageKey,
  DEFAULT_COLUMN_SET,
  readColumnSet,
  writeColumnSet,
  type ColumnSet,
  type ColumnSets,
  type ColumnSetStorage,
} from './column-sets';

function browserStorage(): ColumnSetStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The login of the session open, or null (none read yet, or no query client around). */
function useCurrentLogin(): string | null {
  const client = useContext(QueryClientContext);
  const session = client?.getQueryData<SessionData>(SESSION_KEY);
  return session?.user.login ?? null;
}

/**
 * A table's column set: the one the user chose last for this table, else the essential set.
 * Without sets, every column (and nothing is stored).
 */
export function useColumnSet(
  table: string,
  sets: ColumnSets | undefined,
): [ColumnSet, (next: ColumnSet) => void] {
  const key = columnSetStorageKey(useCurrentLogin(), table);
  const [chosen, setChosen] = useState<{ key: string; set: ColumnSet }>(() => ({
    key,
    set: readColumnSet(browserStorage(), key),
  }));
  // Another user or table (the session read after the table appeared): its own choice.
  const set = chosen.key === key ? chosen.set : readColumnSet(browserStorage(), key);
  const choose = useCallback(
    (next: ColumnSet) => {
      writeColumnSet(browserStorage(), key, next);
      setChosen({ key, set: next });
    },
    [key],
  );
  return [sets ? set : 'all', choose];
}

export function ColumnSetSwitch({
  value,
  onChange,
}: {
  value: ColumnSet;
  onChange(next: ColumnSet): void;
}) {
  const labelId = useId();
  return (
    <Stack gap={2} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {COLUMN_SET_LABEL}
      </Text>
      <SegmentedControl
        size="sm"
        value={value}
        onChange={(next) => onChange(next === 'all' ? 'all' : DEFAULT_COLUMN_SET)}
        data={COLUMN_SET_OPTIONS.map((option) => ({ ...option }))}
      />
    </Stack>
  );
}
