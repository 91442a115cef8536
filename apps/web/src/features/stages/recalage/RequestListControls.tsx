// What both request tables offer above their rows (spec 4 §2.6): the 'Mes demandes' switch and
// 'Nouvelle demande', disabled, with the reason, without recalibration rights; a tab adds its own.
import { Button, Group, Switch, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { MY_REQUESTS, NEW_REQUEST, NO_RIGHTS } from './messages';

export function RequestListControls({
  onlyMine,
  onOnlyMineChange,
  mayRequest,
  onNew,
  children,
}: {
  onlyMine: boolean;
  onOnlyMineChange(next: boolean): void;
  /** The user has recalibration departments (spec 4 §6). */
  mayRequest: boolean;
  onNew(): void;
  /** The tab's own buttons (the privileged ones of the 'Stade' tab). */
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="wrap">
      <Switch
        label={MY_REQUESTS}
        checked={onlyMine}
        onChange={(event) => onOnlyMineChange(event.currentTarget.checked)}
      />
      <Tooltip label={NO_RIGHTS} disabled={mayRequest}>
        <Button
          onClick={onNew}
          disabled={!mayRequest}
          aria-haspopup="dialog"
          aria-description={mayRequest ? undefined : NO_RIGHTS}
        >
          {NEW_REQUEST}
        </Button>
      </Tooltip>
      {children}
    </Group>
  );
}
