import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * A number on its way, not yet one: '0,', '-', '-0,' typed key by key towards '0,4' (the field
 * reports them with a decimal point: '0.').
 */
export function isNumberOnItsWay(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && /^-?\d*[.,]?\d*$/.test(value);
}

/**
 * A number field that only typing changes (spec 3 §5): the mouse wheel and the up and down arrow
 * keys leave it alone, so scrolling the page or moving in a form never alters a dose or an area.
 * French decimal comma; no step buttons.
 *
 * A form keeping numbers only turns the field's '0,' (a number on its way) into no value, which
 * used to empty the field under the typing: '0,4' typed key by key gave 4. The field keeps showing
 * what is being typed while the form holds no value for it (issue 41).
 */
export function StillNumberInput({ value, onChange, ...props }: NumberInputProps) {
  const [typed, setTyped] = useState<number | string>('');
  const empty = value === '' || value === null || value === undefined;
  const shown = empty && isNumberOnItsWay(typed) ? typed : value;
  return (
    <NumberInput
      hideControls
      withKeyboardEvents={false}
      decimalSeparator=","
      {...props}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        onChange?.(next);
      }}
    />
  );
}
