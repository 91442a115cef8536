// The list of what a plot has of one kind (stages, treatments, irrigations, observations) in the
// plot management's edit mode (spec 3 §2.5): a row each, edit and delete buttons, the empty-state
// sentence when there is none; deleting asks first (Oui / Annuler).
import { Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ChoiceModal, DELETE_QUESTION } from '../../../components/ChoiceModal';
import { RowAction } from '../../../components/RowAction';

export interface ListColumn<Item> {
  header: string;
  value(item: Item): string;
}

export interface InterventionListProps<Item> {
  /** The table's name, e.g. 'Traitements de la parcelle'. */
  label: string;
  emptyText: string;
  columns: readonly ListColumn<Item>[];
  items: readonly Item[];
  itemKey(item: Item): string;
  /** What the buttons name, e.g. 'le traitement du 10/06/2026 08:00'. */
  itemName(item: Item): string;
  onEdit?(item: Item): void;
  onDelete(item: Item): Promise<unknown>;
}

export function InterventionList<Item>({
  label,
  emptyText,
  columns,
  items,
  itemKey,
  itemName,
  onEdit,
  onDelete,
}: InterventionListProps<Item>) {
  const [deleting, setDeleting] = useState<Item | null>(null);
  if (items.length === 0) return <Text size="sm">{emptyText}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={320}>
        <Table striped aria-label={label} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={itemKey(item)}>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.value(item)}</Table.Td>
                ))}
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {onEdit ? (
                      <RowAction
                        kind="edit"
                        label={`Modifier ${itemName(item)}`}
                        onClick={() => onEdit(item)}
                      />
                    ) : null}
                    <RowAction
                      kind="delete"
                      label={`Supprimer ${itemName(item)}`}
                      onClick={() => setDeleting(item)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ChoiceModal
        opened={deleting !== null}
        question={DELETE_QUESTION}
        detail={deleting === null ? undefined : `Suppression de ${itemName(deleting)}.`}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const item = deleting;
          setDeleting(null);
          if (item !== null) void onDelete(item).catch(() => undefined);
        }}
      />
    </>
  );
}
