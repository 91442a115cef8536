// The header row of a group (issue 14): one cell across the table naming the grouped column and
// the group's value, 'Intégrateur : Coop Adour (14)', after its open/close button. The grouped
// column itself is hidden: its value would only repeat on every row, in a column of its own.
import { Group, Text } from '@mantine/core';
import {
  MRT_ExpandButton,
  type MRT_Row,
  type MRT_RowData,
  type MRT_TableInstance,
} from 'mantine-react-table';

interface GroupHeaderProps<Row extends MRT_RowData> {
  row: MRT_Row<Row>;
  table: MRT_TableInstance<Row>;
  /** Text of a group's value, as its column shows it. */
  valueText: (value: unknown) => string;
}

export function GroupHeader<Row extends MRT_RowData>({
  row,
  table,
  valueText,
}: GroupHeaderProps<Row>) {
  const columnId = row.groupingColumnId ?? '';
  const header = table.getColumn(columnId).columnDef.header;
  return (
    // Sticky: the name stays in view when the table scrolls sideways.
    <Group
      gap="xs"
      wrap="nowrap"
      style={{ position: 'sticky', left: 0, width: 'max-content', maxWidth: '100%' }}
    >
      <MRT_ExpandButton row={row} table={table} />
      <Text span size="sm" fw={700} data-group-name="">
        {`${header}\u202f: ${valueText(row.groupingValue)}`}
      </Text>
      <Text span size="sm">
        {`(${row.getLeafRows().length})`}
      </Text>
    </Group>
  );
}
