import { formatDateFr } from '@agro/domain/dates';
import { Button, Group, InputBase, Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import 'dayjs/locale/fr';
import { useId, useState } from 'react';
import { CALENDAR_LABELS, dayOfIso, isoOfDay } from '../../components/DayPickerInput';
import { CalendarIcon } from '../../components/icons';
import { DATE_FIELD } from './messages';

export interface CommentDateFieldProps {
  /** 'YYYY-MM-DD'. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * Spec 1 §2: a read-only date picker with Close and OK. Nothing can be typed: the field is a
 * button opening a calendar; a day picked there counts only once OK is pressed.
 */
export function CommentDateField({ value, onChange }: CommentDateFieldProps) {
  const fieldId = useId();
  const labelId = useId();
  const calendarId = useId();
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<Date | null>(null);

  const open = () => {
    setPicked(dayOfIso(value));
    setOpened(true);
  };
  const confirm = () => {
    if (picked !== null) onChange(isoOfDay(picked));
    setOpened(false);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
      // Roles are set below: Mantine's would name the calendar after the field and replace the
      // field's id, which its label points to.
      withRoles={false}
    >
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          id={fieldId}
          label={DATE_FIELD}
          labelProps={{ id: labelId }}
          withAsterisk
          pointer
          // The label then the date itself: the name says what the field holds.
          aria-labelledby={`${labelId} ${fieldId}`}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-controls={opened ? calendarId : undefined}
          rightSection={<CalendarIcon />}
          rightSectionPointerEvents="none"
          onClick={() => (opened ? setOpened(false) : open())}
        >
          {formatDateFr(value)}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown id={calendarId} role="dialog" aria-label="Calendrier" tabIndex={-1}>
        <DatePicker
          // Days of the months around are printed faint, below the contrast WCAG asks for.
          hideOutsideDates
          // Weekends are printed in a light red, below that contrast too.
          weekendDays={[]}
          value={picked}
          onChange={setPicked}
          defaultDate={picked ?? undefined}
          ariaLabels={CALENDAR_LABELS}
        />
        <Group justify="flex-end" mt="sm" gap="xs">
          <Button variant="default" size="xs" onClick={() => setOpened(false)}>
            Fermer
          </Button>
          <Button size="xs" onClick={confirm}>
            OK
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
