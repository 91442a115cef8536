// A row's action in a table (view, edit, duplicate, delete, validate, unvalidate or comments): an icon button
// named for the row it acts on ('Supprimer le conseiller Léa Martin'), with its short tooltip;
// deleting is red and says it asks first in a dialog (the confirmation), as the comments do. A
// view may be a link to the row's page, in the app or in a new tab (the dashboards' details).
import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconCopy,
  IconEye,
  IconMailForward,
  IconMessage,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';

export type RowActionKind =
  'view' | 'edit' | 'duplicate' | 'delete' | 'validate' | 'unvalidate' | 'comments' | 'request';

const KINDS = {
  view: { tooltip: 'Voir', Icon: IconEye },
  edit: { tooltip: 'Modifier', Icon: IconPencil },
  duplicate: { tooltip: 'Dupliquer', Icon: IconCopy },
  delete: { tooltip: 'Supprimer', Icon: IconTrash },
  validate: { tooltip: 'Valider', Icon: IconCircleCheck },
  unvalidate: { tooltip: 'Retirer la validation', Icon: IconCircleX },
  comments: { tooltip: 'Commentaires', Icon: IconMessage },
  /** Asks someone by e-mail (an adviser asks a farmer for consent). */
  request: { tooltip: 'Demander', Icon: IconMailForward },
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
  /** A view that opens the row's page in a new tab (its label says so). */
  newTab?: string;
  /**
   * Whether the action asks first in a dialog (a deletion does, unless told otherwise), or opens
   * one (the comments).
   */
  asksFirst?: boolean;
}

export function RowAction({
  kind,
  label,
  tooltip,
  onClick,
  to,
  newTab,
  asksFirst = kind === 'delete' || kind === 'comments',
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
      ) : newTab !== undefined ? (
        <ActionIcon component="a" href={newTab} target="_blank" rel="noopener" variant="subtle">
          {icon}
          {/* Named by its text, as a link's name is: copied and read out with it. */}
          <VisuallyHidden>{label}</VisuallyHidden>
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

/**
 * A dashboard plot's first two actions: its detail in a new tab (the spec opens it so) and its
 * comments.
 */
export function PlotDetailAndComments({
  name,
  detailPath,
  onComments,
}: {
  name: string;
  detailPath: string;
  onComments(): void;
}) {
  return (
    <>
      <RowAction
        kind="view"
        tooltip="Voir le détail"
        label={`Voir le détail de la parcelle ${name} (nouvelle fenêtre)`}
        newTab={detailPath}
      />
      <RowAction
        kind="comments"
        label={`Commentaires de la parcelle ${name}`}
        onClick={onComments}
      />
    </>
  );
}
