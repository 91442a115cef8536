// Times on the stations' screens are Paris time (the platform's), and say so (issue 41): the list
// and the hourly table read 'heure locale' in their headers, as the charts' tooltips do. The
// station card's last reception is in UTC because the spec asks for it, and says 'UTC'.
import type { Column } from '@agro/contracts/columns/column';

export const LOCAL_TIME_SUFFIX = ' (heure locale)';

/** The columns whose keys are given, headed '… (heure locale)'; the others as they are. */
export function inLocalTime<Row>(
  columns: readonly Column<Row>[],
  keys: readonly string[],
): readonly Column<Row>[] {
  return columns.map((column) =>
    keys.includes(column.key)
      ? { ...column, header: `${column.header}${LOCAL_TIME_SUFFIX}` }
      : column,
  );
}
