// A row's action in a table (view, edit, delete, validate or unvalidate): an icon button named
// for the row it acts on ('Supprimer le conseiller Léa Martin'), with its short tooltip; deleting
// is red and says it asks first in a dialog (the confirmation). A view may be a link to the row's
// page.
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

export type RowActionKind = 'view' | 'edit' | 'delete' | 'validate' | 'unvalidate';

const KINDS = {
  view: { tooltip: 'Voir', Icon: IconEye },
  edit: { tooltip: 'Modifier', Icon: IconPencil },
  delete: { tooltip: 'Supprimer', Icon: IconTrash },
  validate: { tooltip: 'Valider', Icon: IconCircleCheck },
  unvalidate: { tooltip: 'Retirer la validation', Icon: IconCircleX },
} as const;

export interface RowActionProps {
  kind: RowActionKind;
  /** The button's accessible name, naming the row: 'Modifier le cas-type Arras'. */
  label: string;
  /** The tooltip, when the kind's word ('Voir', 'Modifier', 'Supprimer') is not the right one. */
  tooltip?: string;
  onClick?(): void;
  /** A view that opens the row's page. */
  to?: string;
  /** Whether the action asks first in a dialog (a deletion does, unless told otherwise). */
  asksFirst?: boolean;
}

export function RowAction({
  kind,
  label,
  tooltip,
  onClick,
  to,
  asksFirst = kind === 'delete',
}: RowActionProps) {
  const { Icon, tooltip: word } = KINDS[kind];
  const danger = kind === 'delete';
  const icon = <Icon size={18} aria-hidden />;
  return (
    <Tooltip label={tooltip ?? word}>
      {to !== undefined ? (
        <ActionIcon component={Link} to={to} variant="subtle" aria-label={label}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon
          variant="subtle"
          color={danger ? 'red.9' : undefined}
          aria-label={label}
          aria-haspopup={asksFirst ? 'dialog' : undefined}
          onClick={onClick}
        >
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
