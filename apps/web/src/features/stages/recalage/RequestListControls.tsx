// What both request tables offer above their rows (spec 4 §2.6): the 'Mes demandes' switch and
// 'Nouvelle demande', disabled, with the reason, without recalibration rights; a tab adds its own.
// Both tabs also share their tables' layout, the notices of their failed loads, the list these
// make with the table of the active requests, and the row buttons opening the request form.
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import type { FormAction } from '@agro/domain/recalage';
import { Button, Group, Switch, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../../../components/DataTable';
import { ListLoadError } from '../../../components/ListLoadError';
import { RowAction } from '../../../components/RowAction';
import { MY_REQUESTS, NEW_REQUEST, NO_RIGHTS, RIGHTS_LOAD_FAILED } from './messages';
import type { RequestTab } from './use-request-tab';

/**
 * A request's 'Dupliquer' and, when the user may change it, 'Modifier': each asks first, then
 * opens the request form on the row.
 */
export function RequestFormRowActions({
  name,
  editable,
  onOpen,
}: {
  /** 'la demande 12', as the buttons name the row. */
  name: string;
  editable: boolean;
  onOpen(action: Extract<FormAction, 'dupliquer' | 'modifier'>): void;
}) {
  return (
    <>
      <RowAction
        kind="duplicate"
        label={`Dupliquer ${name}`}
        asksFirst
        onClick={() => onOpen('dupliquer')}
      />
      {editable ? (
        <RowAction
          kind="edit"
          label={`Modifier ${name}`}
          asksFirst
          onClick={() => onOpen('modifier')}
        />
      ) : null}
    </>
  );
}

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

interface Loaded {
  isError: boolean;
  refetch(): unknown;
}

/** The tab's two loads that can fail, each said with its own message and a retry. */
export function RequestLoadErrors({
  rights,
  requests,
  requestsMessage,
}: {
  rights: Loaded;
  requests: Loaded;
  requestsMessage: string;
}) {
  return (
    <>
      {rights.isError ? (
        <ListLoadError message={RIGHTS_LOAD_FAILED} onRetry={() => void rights.refetch()} />
      ) : null}
      {requests.isError ? (
        <ListLoadError message={requestsMessage} onRetry={() => void requests.refetch()} />
      ) : null}
    </>
  );
}

/** A tab's active requests: the notices of its failed loads, then the table with its controls. */
export function RequestList({
  tab,
  tools,
  ...rowActions
}: Pick<DataTableProps<RecalageRequest>, 'renderRowActions' | 'rowActionsSize'> & {
  tab: Pick<RequestTab, 'rights' | 'requests' | 'loadFailed' | 'table' | 'controls'>;
  /** The tab's own buttons, after the shared controls. */
  tools?: ReactNode;
}) {
  return (
    <>
      <RequestLoadErrors
        rights={tab.rights}
        requests={tab.requests}
        requestsMessage={tab.loadFailed}
      />
      <DataTable
        {...tab.table}
        {...rowActions}
        toolbar={<RequestListControls {...tab.controls}>{tools}</RequestListControls>}
      />
    </>
  );
}
