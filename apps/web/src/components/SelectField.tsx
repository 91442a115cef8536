// A Mantine Select announced as what it is (issue 41, finding 13): a combobox (ARIA 1.2) saying
// whether its list is open, whose list itself scrolls. Mantine's own leaves the field a text box,
// drops aria-expanded while the list is closed and scrolls the options in a bare viewport inside
// the list, which axe reports as a scrolling region the keyboard cannot reach
// (scrollable-region-focusable, serious): axe exempts a combobox's popup, not a div inside it.
// The keyboard moves through the options from the field, which keeps the focus.
import { useMergedRef } from '@mantine/hooks';
import { Select, type SelectProps } from '@mantine/core';
import { forwardRef, useLayoutEffect, useRef, useState } from 'react';

/** The list's height before it scrolls, Mantine's own default. */
export const SELECT_LIST_MAX_HEIGHT = 220;

export type SelectFieldProps = Omit<
  SelectProps,
  'withScrollArea' | 'scrollAreaProps' | 'styles' | 'role'
>;

export const SelectField = forwardRef<HTMLInputElement, SelectFieldProps>(function SelectField(
  { maxDropdownHeight = SELECT_LIST_MAX_HEIGHT, onDropdownOpen, onDropdownClose, ...props },
  ref,
) {
  const [opened, setOpened] = useState(false);
  const own = useRef<HTMLInputElement>(null);
  const merged = useMergedRef(ref, own);
  // Mantine's target sets no aria-expanded of its own here (React never touches the attribute):
  // the field says 'false' as well as 'true', which a combobox must (axe aria-required-attr).
  useLayoutEffect(() => {
    own.current?.setAttribute('aria-expanded', String(opened));
  });
  return (
    <Select
      {...props}
      ref={merged}
      role="combobox"
      withScrollArea={false}
      maxDropdownHeight={maxDropdownHeight}
      styles={{ options: { maxHeight: maxDropdownHeight, overflowY: 'auto' } }}
      onDropdownOpen={() => {
        setOpened(true);
        onDropdownOpen?.();
      }}
      onDropdownClose={() => {
        setOpened(false);
        onDropdownClose?.();
      }}
    />
  );
});
