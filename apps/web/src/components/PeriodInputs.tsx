// A period's two required day inputs, 'Date de début' and 'Date de fin', each picker bounded by
// the other (spec 1 §5: subscriptions; the farmer's grants). A fragment, so the form's grid lays
// the two out beside its other fields; an error shows once its day is given.
import { TextInput } from '@mantine/core';

export interface PeriodInputsProps {
  /** 'YYYY-MM-DD', or '' while empty. */
  start: string;
  end: string;
  onStartChange(value: string): void;
  onEndChange(value: string): void;
  errors: { start?: string; end?: string };
}

export function PeriodInputs({
  start,
  end,
  onStartChange,
  onEndChange,
  errors,
}: PeriodInputsProps) {
  return (
    <>
      <TextInput
        type="date"
        label="Date de début"
        required
        value={start}
        max={end || undefined}
        onChange={(event) => onStartChange(event.currentTarget.value)}
        error={start === '' ? null : (errors.start ?? null)}
      />
      <TextInput
        type="date"
        label="Date de fin"
        required
        value={end}
        min={start || undefined}
        onChange={(event) => onEndChange(event.currentTarget.value)}
        error={end === '' ? null : (errors.end ?? null)}
      />
    </>
  );
}
