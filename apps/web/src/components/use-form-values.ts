// A form's values held together, and the props that bind an input to one of them: one state
// instead of a useState and an onChange written out per field. It also knows which fields the user
// has left ('touched'), for the forms whose errors wait until then.
import { useState, type ChangeEvent } from 'react';

/** The names of the values of type `Type`. */
type NamesOf<Values, Type> = {
  [Name in keyof Values]-?: Values[Name] extends Type ? Name : never;
}[keyof Values];

/**
 * `values` and `set(patch)`; `text(name, error?)` binds a TextInput (or a Textarea) to a string,
 * `number(name, error?)` a StillNumberInput to a number that is null while the field is empty,
 * `choice(name, error?)` an input whose onChange gives its value (Select, TagsInput, Checkbox
 * group). The error, when given, is the field's message (null: none). `touchedText(name, error)`
 * binds a text input whose error shows once the user has left it; `touched(name)`, `touch(name)`
 * and `touchAll()` (sending shows every error) serve the other inputs.
 */
export function useFormValues<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState(initial);
  const [left, setLeft] = useState<ReadonlySet<keyof Values>>(() => new Set());
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const setOne = <Name extends keyof Values>(name: Name, value: Values[Name]) =>
    set({ [name]: value } as unknown as Partial<Values>);
  const text = <Name extends NamesOf<Values, string>>(name: Name, error?: string | null) => ({
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setOne(name, event.currentTarget.value as Values[Name]),
    error,
  });
  const number = <Name extends NamesOf<Values, number | null>>(
    name: Name,
    error?: string | null,
  ) => ({
    value: (values[name] as number | null) ?? '',
    onChange: (value: number | string) =>
      setOne(name, (typeof value === 'number' ? value : null) as Values[Name]),
    error,
  });
  const choice = <Name extends keyof Values>(name: Name, error?: string | null) => ({
    value: values[name],
    onChange: (value: Values[Name]) => setOne(name, value),
    error,
  });
  const touched = (name: keyof Values) => left.has(name);
  const touch = (name: keyof Values) => setLeft((current) => new Set(current).add(name));
  const touchAll = () => setLeft(new Set(Object.keys(values) as (keyof Values)[]));
  const touchedText = <Name extends NamesOf<Values, string>>(name: Name, error: string | null) => ({
    ...text(name, left.has(name) ? error : null),
    onBlur: () => touch(name),
  });
  return { values, set, text, number, choice, touched, touch, touchAll, touchedText };
}
