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
  const label = 'Dernier calcul en erreur : la ligne montre le dernier calcul correct';
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

function CountedAction({
  count,
  label,
  emptyLabel,
  colour,
  icon,
  onClick,
}: {
  count: number;
  label: string;
  emptyLabel: string;
  colour: string;
  icon: React.ReactNode;
  onClick: () => void;
}) {
  const empty = count === 0;
  return (
    <Tooltip label={empty ? emptyLabel : label}>
      <Indicator label={count} size={14} disabled={empty} color={colour} offset={4}>
        <ActionIcon
          variant="subtle"
          color={empty ? 'gray' : colour}
          aria-label={empty ? emptyLabel : `${label} (${count})`}
          aria-disabled={empty}
          onClick={empty ? undefined : onClick}
          style={empty ? { cursor: 'default', opacity: 0.6 } : undefined}
        >
          {icon}
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
  const warnings = row.warnings ?? [];
  const errors = row.errors ?? [];
  return (
    <Group gap={2} wrap="nowrap">
      <PlotDetailAndComments
        name={name}
        detailPath={plotDetailPath(row.uuid_plot)}
        onComments={() => onComments(row)}
      />
      <CountedAction
        count={warnings.length}
        label={`Avertissements de la parcelle ${name}`}
        emptyLabel={`Aucun avertissement pour la parcelle ${name}`}
        colour="orange.8"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        onClick={() => onMessages({ title: `Avertissements - ${name}`, items: warnings })}
      />
      <CountedAction
        count={errors.length}
        label={`Erreurs de la parcelle ${name}`}
        emptyLabel={`Aucune erreur pour la parcelle ${name}`}
        colour="red.8"
        icon={<IconAlertCircle size={18} aria-hidden />}
        onClick={() => onMessages({ title: `Erreurs - ${name}`, items: errors })}
      />
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
