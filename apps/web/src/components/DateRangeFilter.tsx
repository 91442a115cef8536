// Two day fields, 'Du' and 'Au', narrowing a table or a chart to a period (spec 3 §2.8). Native
// date inputs: the phone's own picker, typed dates on a desktop, and a name for each field.
import { Group, TextInput } from '@mantine/core';
import type { DateRange } from './date-range';

export type { DateRange } from './date-range';

export interface DateRangeFilterProps {
  /** Names the pair for screen readers: 'Période du tableau par jour'. */
  label: string;
  value: DateRange;
  onChange(next: DateRange): void;
  /** The days that can be chosen. */
  min?: string;
  max?: string;
}

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

export function DateRangeFilter({ label, value, onChange, min, max }: DateRangeFilterProps) {
  // A start after the end moves the end with it (and the reverse), so the range stays a range.
  const setFrom = (from: string) => {
    if (!isDay(from)) return;
    onChange({ from, to: from > value.to ? from : value.to });
  };
  const setTo = (to: string) => {
    if (!isDay(to)) return;
    onChange({ from: to < value.from ? to : value.from, to });
  };
  return (
    <Group role="group" aria-label={label} gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label="Du"
        value={value.from}
        min={min}
        max={max}
        onChange={(event) => setFrom(event.currentTarget.value)}
        w={170}
      />
      <TextInput
        type="date"
        label="Au"
        value={value.to}
        min={min}
        max={max}
        onChange={(event) => setTo(event.currentTarget.value)}
        w={170}
      />
    </Group>
  );
}
