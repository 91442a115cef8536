// What both request tables offer above their rows (spec 4 §2.6): the 'Mes demandes' switch, or for
// a validator the views 'À valider (n)', 'Mes demandes' and 'Toutes' (issue 41), and 'Nouvelle
// demande', disabled without recalibration rights with the reason reachable by mouse, keyboard,
// touch and screen reader; a tab adds its own.
// Both tabs also share their tables' layout, the notices of their failed loads, the list these
// make with the table of the active requests, and the row buttons opening the request form.
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import type { FormAction } from '@agro/domain/recalage';
import type { RequestView } from '@agro/domain/recalage-views';
import { Group, SegmentedControl, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../../../components/DataTable';
import { ListLoadError } from '../../../components/ListLoadError';
import { ReasonedButton } from '../../../components/ReasonedButton';
import { RowAction } from '../../../components/RowAction';
import {
  ALL_REQUESTS,
  MY_REQUESTS,
  NEW_REQUEST,
  REQUEST_VIEWS_LABEL,
  RIGHTS_LOAD_FAILED,
  toValidateLabel,
} from './messages';
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

const VIEW_LABELS: Readonly<Record<Exclude<RequestView, 'a-valider'>, string>> = {
  'mes-demandes': MY_REQUESTS,
  toutes: ALL_REQUESTS,
};

/**
 * The table's view: with 'À valider' among the views, the three as one choice, the count in its
 * label; else the spec's 'Mes demandes' switch (on: one's own, off: all).
 */
function RequestViewChoice({
  view,
  views,
  onViewChange,
  awaiting,
}: {
  view: RequestView;
  views: readonly RequestView[];
  onViewChange(next: RequestView): void;
  /** The requests awaiting validation, null while unread. */
  awaiting: number | null;
}) {
  if (!views.includes('a-valider')) {
    return (
      <Switch
        label={MY_REQUESTS}
        checked={view === 'mes-demandes'}
        onChange={(event) => onViewChange(event.currentTarget.checked ? 'mes-demandes' : 'toutes')}
      />
    );
  }
  return (
    <SegmentedControl
      aria-label={REQUEST_VIEWS_LABEL}
      value={view}
      onChange={(next) => {
        const chosen = views.find((candidate) => candidate === next);
        if (chosen) onViewChange(chosen);
      }}
      data={views.map((value) => ({
        value,
        label: value === 'a-valider' ? toValidateLabel(awaiting) : VIEW_LABELS[value],
      }))}
    />
  );
}

export function RequestListControls({
  view,
  views,
  onViewChange,
  awaiting,
  mayRequest,
  noRightsReason,
  onNew,
  children,
}: {
  view: RequestView;
  views: readonly RequestView[];
  onViewChange(next: RequestView): void;
  awaiting: number | null;
  /** The user has recalibration departments (spec 4 §6). */
  mayRequest: boolean;
  /** Why 'Nouvelle demande' is disabled, once the rights are read; null otherwise. */
  noRightsReason: string | null;
  onNew(): void;
  /** The tab's own buttons (the privileged ones of the 'Stade' tab). */
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="wrap">
      <RequestViewChoice
        view={view}
        views={views}
        onViewChange={onViewChange}
        awaiting={awaiting}
      />
      <ReasonedButton
        onClick={onNew}
        disabled={!mayRequest}
        disabledReason={noRightsReason}
        aria-haspopup="dialog"
      >
        {NEW_REQUEST}
      </ReasonedButton>
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
