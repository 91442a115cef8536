import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A number field that only typing changes (spec 3 §5): the mouse wheel and the up and down arrow
 * keys leave it alone, so scrolling the page or moving in a form never alters a dose or an area.
 * French decimal comma; no step buttons.
 */
export function StillNumberInput(props: NumberInputProps) {
  return <NumberInput hideControls withKeyboardEvents={false} decimalSeparator="," {...props} />;
}
