// The table's search box. The rows follow the typed text once typing pauses, not at every key:
// each key re-filtered and redrew the whole table (and, on a dashboard, the map and the summary
// that share its query), so typing a list of codes lagged on long lists and slow phones.
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type RefObject } from 'react';

/** How long typing pauses before the rows follow: short enough to feel immediate. */
export const SEARCH_SETTLE_MS = 200;

export interface SearchBoxProps {
  label: string;
  /** The search the table applies. */
  value: string;
  onChange(text: string): void;
  /**
   * The text in the box now, settled or not: what an export started while typing must use, as
   * the person sees it.
   */
  typed: RefObject<string>;
}

export function SearchBox({ label, value, onChange, typed }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The search as last sent from here: a different value comes from outside (a cleared filter, a
  // summary cell) and replaces the text; the same one is this box's own, typing may be ahead.
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    typed.current = value;
    setText(value);
  }, [value, typed]);
  // The latest onChange: a pause ending after a filter was chosen must not send an older query.
  const latest = useRef(onChange);
  latest.current = onChange;
  // One pending pause at a time, kept across renders. Mantine's useDebouncedCallback flushed the
  // call of its own render only: under load, Enter sent the text and the pause sent it again
  // later, and leaving an emptied box sent nothing (a flaky DataTable test).
  const pause = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flush = () => {
    if (pause.current === null) return;
    clearTimeout(pause.current);
    pause.current = null;
    const next = typed.current;
    sent.current = next;
    latest.current(next);
  };
  useEffect(
    () => () => {
      if (pause.current !== null) clearTimeout(pause.current);
    },
    [],
  );
  const type = (next: string) => {
    typed.current = next;
    setText(next);
    if (pause.current !== null) clearTimeout(pause.current);
    pause.current = setTimeout(flush, SEARCH_SETTLE_MS);
  };

  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      type="search"
      w={{ base: '100%', xs: 280 }}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => type(event.currentTarget.value)}
      // Leaving the box or pressing Enter applies the text at once.
      onBlur={flush}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
      rightSection={
        text !== '' ? (
          <CloseButton
            aria-label="Effacer la recherche"
            size="sm"
            onClick={() => {
              type('');
              flush();
            }}
          />
        ) : null
      }
    />
  );
}
