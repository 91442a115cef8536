// How the CHN follow-up's cells look (spec 2 §2): the validation flag's icon and message, the
// error mark, delta N in green or red against the threshold, and the row's actions. Each cell
// reads as its column's value (`chnListColumns`), which the search and the export use.
import type { ChnListRow } from '@agro/contracts/entities/ferti';
import { deltaNColour, FLAG_COLOURS, flagMessage, flagState, formatDeltaN } from '@agro/domain/chn';
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import {
  ActionIcon,
  Box,
  Group,
  Indicator,
  List,
  Modal,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconFlagFilled, IconTool } from '@tabler/icons-react';
import { PlotDetailAndComments } from '../../../components/RowAction';
import { plotDetailPath } from './follow-up-model';

const plotName = (row: ChnListRow) => row.nom_parcelle ?? row.code_airbus ?? String(row.uuid_plot);

/** Red when flagged and not validated, green once corrected, nothing otherwise. */
export function FlagMark({ row }: { row: ChnListRow }) {
  const state = flagState(row.flag, row.flag_valide);
  const message = flagMessage(row.flag, row.flag_valide);
  const colour = FLAG_COLOURS[state];
  if (message === null || colour === 'transparent') return null;
  return (
    <Tooltip label={message} multiline w={260}>
      <Box component="span" display="inline-flex" c={STATUS_COLOUR_HEX[colour]} tabIndex={0}>
        <IconFlagFilled size={18} aria-hidden />
        <VisuallyHidden>{message}</VisuallyHidden>
      </Box>
    </Tooltip>
  );
}

/** The last calculation failed: the row shows the last correct one. */
export function ErrorMark({ row }: { row: ChnListRow }) {
  if (!row.is_error) return <VisuallyHidden>Non</VisuallyHidden>;
  const label = 'Dernier calcul en erreur\u202f: la ligne montre le dernier calcul correct';
  return (
    <Tooltip label={label} multiline w={260}>
      <Box component="span" display="inline-flex" c="red.8" tabIndex={0}>
        <IconAlertCircle size={18} aria-hidden />
        <VisuallyHidden>{label}</VisuallyHidden>
      </Box>
    </Tooltip>
  );
}

/** Delta N as '(+) 12': green strictly inside ±threshold, red outside, grey without value. */
export function DeltaN({
  delta,
  threshold,
}: {
  delta: number | null | undefined;
  threshold: number;
}) {
  const colour = deltaNColour(delta, threshold);
  const text = formatDeltaN(delta);
  if (text === '') return null;
  return (
    <Text
      span
      size="sm"
      fw={600}
      c={colour === 'green' ? 'green.9' : colour === 'red' ? 'red.9' : 'dimmed'}
    >
      {text}
      <VisuallyHidden>{colour === 'green' ? ' (dans le seuil)' : ' (hors seuil)'}</VisuallyHidden>
    </Text>
  );
}

/** The warnings or errors of a plot's calculation, in a dialog. */
export interface MessageList {
  title: string;
  items: readonly string[];
}

export function MessagesDialog({
  list,
  onClose,
}: {
  list: MessageList | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={list !== null} onClose={onClose} title={list?.title ?? ''} size="lg" centered>
      <List spacing="xs">
        {list?.items.map((item, index) => (
          <List.Item key={index}>{item}</List.Item>
        ))}
      </List>
    </Modal>
  );
}

interface RowActionsProps {
  row: ChnListRow;
  onComments: (row: ChnListRow) => void;
  onMessages: (list: MessageList) => void;
}

/** A calculation's two lists of messages, each behind a button that counts them. */
const MESSAGE_KINDS = {
  warnings: {
    title: 'Avertissements',
    none: 'Aucun avertissement',
    colour: 'orange.8',
    Icon: IconAlertTriangle,
  },
  errors: { title: 'Erreurs', none: 'Aucune erreur', colour: 'red.8', Icon: IconAlertCircle },
} as const;

type MessageKind = keyof typeof MESSAGE_KINDS;
const MESSAGE_KIND_ORDER: readonly MessageKind[] = ['warnings', 'errors'];

/** The button opening a plot's warnings or errors, greyed and inert when it has none. */
function MessagesAction({
  kind,
  name,
  items,
  onMessages,
}: {
  kind: MessageKind;
  name: string;
  items: readonly string[];
  onMessages: (list: MessageList) => void;
}) {
  const { title, none, colour, Icon } = MESSAGE_KINDS[kind];
  const count = items.length;
  const empty = count === 0;
  const label = `${title} de la parcelle ${name}`;
  const emptyLabel = `${none} pour la parcelle ${name}`;
  return (
    <Tooltip label={empty ? emptyLabel : label}>
      <Indicator label={count} size={14} disabled={empty} color={colour} offset={4}>
        <ActionIcon
          variant="subtle"
          color={empty ? 'gray' : colour}
          aria-label={empty ? emptyLabel : `${label} (${count})`}
          aria-disabled={empty}
          onClick={empty ? undefined : () => onMessages({ title: `${title} - ${name}`, items })}
          style={empty ? { cursor: 'default', opacity: 0.6 } : undefined}
        >
          <Icon size={18} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}

/**
 * Spec 2 §2 row actions: the detail in a new tab, the comments, the warnings, the errors and the
 * correction wrench (the detail's Validation/Corrections section); the flag has its column.
 */
export function ChnRowActions({ row, onComments, onMessages }: RowActionsProps) {
  const name = plotName(row);
  return (
    <Group gap={2} wrap="nowrap">
      <PlotDetailAndComments
        name={name}
        detailPath={plotDetailPath(row.uuid_plot)}
        onComments={() => onComments(row)}
      />
      {MESSAGE_KIND_ORDER.map((kind) => (
        <MessagesAction
          key={kind}
          kind={kind}
          name={name}
          items={row[kind] ?? []}
          onMessages={onMessages}
        />
      ))}
      <Tooltip label="Corrections">
        <ActionIcon
          component="a"
          href={`${plotDetailPath(row.uuid_plot)}#corrections`}
          target="_blank"
          rel="noopener"
          variant="subtle"
          color={row.flag ? 'agro' : 'gray'}
        >
          <IconTool size={18} aria-hidden />
          <VisuallyHidden>
            Validation et corrections de la parcelle {name} (nouvelle fenêtre)
          </VisuallyHidden>
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
