// The state behind PeriodInputs: a form's start and end days, typed in the two inputs or set
// together (a record opened for editing, the form emptied).
import { useCallback, useState } from 'react';
import type { PeriodInputsProps } from './PeriodInputs';

export interface PeriodDays {
  /** 'YYYY-MM-DD', or '' while empty. */
  start: string;
  end: string;
}

export function usePeriodInputs(initial: PeriodDays) {
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const setPeriod = useCallback((period: PeriodDays) => {
    setStart(period.start);
    setEnd(period.end);
  }, []);
  /** PeriodInputs' props but its errors, which the form's own rules give. */
  const inputProps: Omit<PeriodInputsProps, 'errors'> = {
    start,
    end,
    onStartChange: setStart,
    onEndChange: setEnd,
  };
  return { start, end, setPeriod, inputProps };
}
