// A day field opening a French calendar (Mantine's DatePickerInput): its value a 'YYYY-MM-DD' day,
// bounds and excluded days given as days too, each day of the calendar named in full ('lundi 3
// mars 2025') for screen readers. The recalage forms pick their sowing days with it.
import '@mantine/dates/styles.css';
import { type BoxProps } from '@mantine/core';
import { DatePickerInput, DatesProvider, type CalendarAriaLabels } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { useId } from 'react';
import { formatLongDay } from '../lib/format';
import './calendar.css';

// The level controls ('novembre 2026') keep their visible text as their name: a label of ours
// would hide it from speech-recognition users (WCAG 2.5.3). Every calendar of the platform uses them.
export const CALENDAR_LABELS: CalendarAriaLabels = {
  nextMonth: 'Mois suivant',
  previousMonth: 'Mois précédent',
  nextYear: 'Année suivante',
  previousYear: 'Année précédente',
  nextDecade: 'Décennie suivante',
  previousDecade: 'Décennie précédente',
};

const ISO_DAY = 'YYYY-MM-DD';

/**
 * 'YYYY-MM-DD' as the calendar's local day and back, with no time-zone shift either way (dayjs
 * reads a bare ISO day as local midnight, unlike Date, which reads it as UTC).
 */
export const dayOfIso = (iso: string): Date => dayjs(iso).toDate();
export const isoOfDay = (day: Date): string => dayjs(day).format(ISO_DAY);

export interface DayPickerInputProps {
  label: string;
  /** 'YYYY-MM-DD', or null when no day is chosen. */
  value: string | null;
  onChange(next: string | null): void;
  /** First and last days offered, 'YYYY-MM-DD'. */
  minDate?: string;
  maxDate?: string;
  /** Days that cannot be chosen (greyed out in the calendar). */
  excludeDay?(iso: string): boolean;
  /** Where the calendar opens when no day is chosen ('YYYY-MM-DD'). */
  defaultMonth?: string;
  required?: boolean;
  clearable?: boolean;
  /** A short hint under the field (the days allowed). */
  description?: string;
  w?: BoxProps['w'];
}

export function DayPickerInput({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  excludeDay,
  defaultMonth,
  required = false,
  clearable = true,
  description,
  w,
}: DayPickerInputProps) {
  // The calendar opens in a dialog that Mantine names by its target's id, `${popover id}-target`;
  // the field's button takes its own id from the input (its label's `for`) unless given one. The
  // same id for both names the calendar after the field (axe aria-dialog-name).
  const popoverId = useId();
  return (
    <DatesProvider settings={{ locale: 'fr', firstDayOfWeek: 1 }}>
      <DatePickerInput
        label={label}
        description={description}
        value={value === null ? null : dayOfIso(value)}
        onChange={(day) => onChange(day === null ? null : isoOfDay(day))}
        minDate={minDate === undefined ? undefined : dayOfIso(minDate)}
        maxDate={maxDate === undefined ? undefined : dayOfIso(maxDate)}
        excludeDate={excludeDay === undefined ? undefined : (day) => excludeDay(isoOfDay(day))}
        defaultDate={defaultMonth === undefined ? undefined : dayOfIso(defaultMonth)}
        getDayProps={(day) => ({ 'aria-label': formatLongDay(isoOfDay(day)) })}
        ariaLabels={CALENDAR_LABELS}
        valueFormat="DD/MM/YYYY"
        placeholder="jj/mm/aaaa"
        withAsterisk={required}
        clearable={clearable}
        clearButtonProps={{ 'aria-label': `Effacer le champ ${label}` }}
        id={`${popoverId}-target`}
        popoverProps={{ withinPortal: true, id: popoverId }}
        w={w}
      />
    </DatesProvider>
  );
}
