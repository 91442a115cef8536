// What the 'Stade' and the 'Maladie' tabs share (spec 4 §2.6): who looks, the tab's requests and
// the user's recalibration rights, the table's view with the rows it keeps, and the request form,
// opened empty or on a row. The view is the spec's 'Mes demandes' switch, on at first; on the
// tab whose requests are validated (Stade), a validator chooses among 'À valider' (with its count,
// where he opens: issue 41), 'Mes demandes' and 'Toutes'.
import { recalageViewFilter } from '@agro/contracts/columns/recalage';
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import { canRequestRecalage, type FormAction } from '@agro/domain/recalage';
import {
  countAwaitingValidation,
  defaultRequestView,
  requestViewChoices,
  requestViewKeeps,
  type RequestView,
} from '@agro/domain/recalage-views';
import { useCallback, useMemo, useState } from 'react';
import type { DataTableProps } from '../../../components/DataTable';
import { useRecalageRights } from './recalage-api';
import { NO_RIGHTS } from './messages';
import { useRecalageViewer } from './recalage-viewer';

/** How both request tables, and the archive, show their rows: the newest request first. */
export const REQUEST_TABLE_LAYOUT = {
  pageSizes: [10, 25, 50, 100],
  sortBy: { key: 'date_demande', desc: true },
} as const;

const FORM_TITLE_STARTS: Readonly<Record<FormAction, string>> = {
  nouvelle: 'Nouvelle demande',
  dupliquer: 'Dupliquer la demande',
  modifier: 'Modifier la demande',
};

/** A request's row in the tables: its id. */
export const requestRowId = (request: RecalageRequest) => String(request.id);

interface RequestsQuery {
  data: readonly RecalageRequest[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

/** What makes a tab: its requests, its form, and the words and columns of its list. */
export interface RequestTabDefinition<State> {
  useRequests(): RequestsQuery;
  /** The form's first values for an action, on a row or none. */
  formOf(request: RecalageRequest | null, action: FormAction): State;
  /** What the tab's requests recalibrate, in the form's title: 'stade'. */
  subject: string;
  /** The list's name. */
  label: string;
  /** Says that the tab's requests could not be loaded. */
  loadFailed: string;
  columns: DataTableProps<RecalageRequest>['columns'];
  exportName: DataTableProps<RecalageRequest>['exportName'];
  /** Management validates the tab's requests (the stage ones; spec 4 §2.6: no disease validation). */
  validated: boolean;
}

/**
 * The export's query for a view (`mine`, as the BFF reads the screen's switch). 'À valider' adds
 * `pending=1`, which the BFF's export is to read too (issue 41); until it does, its file holds
 * every active request.
 */
function viewExportParameters(view: RequestView): Readonly<Record<string, string>> | undefined {
  if (view === 'mes-demandes') return undefined;
  return view === 'toutes' ? { mine: '0' } : { mine: '0', pending: '1' };
}

export function useRequestTab<State>({
  useRequests,
  formOf,
  subject,
  loadFailed,
  validated,
  ...list
}: RequestTabDefinition<State>) {
  const viewer = useRecalageViewer();
  const requests = useRequests();
  const rights = useRecalageRights();
  const mayRequest = canRequestRecalage(rights.data);
  const validates = validated && viewer.privileged;
  // Unchosen, the view follows who looks (the session may be read after the first render).
  const [chosen, setChosen] = useState<RequestView | null>(null);
  const views = requestViewChoices(validates);
  const view = chosen !== null && views.includes(chosen) ? chosen : defaultRequestView(validates);
  const [form, setForm] = useState<{ initial: State; title: string } | null>(null);

  const all = useMemo(() => requests.data ?? [], [requests.data]);
  // The export's rule (recalageViewFilter) keeps the active requests; the view, some of them.
  const active = useMemo(
    () =>
      all.filter(
        recalageViewFilter({ mine: false, archived: false }, viewer.login, viewer.instituteKeyword),
      ),
    [all, viewer.login, viewer.instituteKeyword],
  );
  const shown = useMemo(
    () => active.filter(requestViewKeeps(view, viewer.login, viewer.instituteKeyword)),
    [active, view, viewer.login, viewer.instituteKeyword],
  );
  // Counted once the requests are read: a count of nothing read yet would say 0 to validate.
  const awaiting = validates && requests.data ? countAwaitingValidation(active) : null;
  const open = useCallback(
    (action: FormAction, request: RecalageRequest | null) =>
      setForm({
        initial: formOf(request, action),
        title: `${FORM_TITLE_STARTS[action]} de recalage de ${subject}`,
      }),
    [formOf, subject],
  );

  return {
    viewer,
    requests,
    rights,
    mayRequest,
    all,
    open,
    /** The list's view and 'Nouvelle demande' (RequestListControls). */
    controls: {
      view,
      views,
      onViewChange: setChosen,
      awaiting,
      mayRequest,
      // Said once the rights are read and grant no department (a failed read says so itself).
      noRightsReason: rights.data !== undefined && !mayRequest ? NO_RIGHTS : null,
      onNew: () => open('nouvelle', null),
    },
    loadFailed,
    /** The active requests' table: the rows the view keeps, and the export that follows it. */
    table: {
      ...list,
      rows: shown,
      getRowId: requestRowId,
      loading: requests.isPending,
      ...REQUEST_TABLE_LAYOUT,
      exportParameters: viewExportParameters(view),
    },
    /** The request form's window, open while a form is. */
    formModal: {
      initial: form?.initial ?? null,
      title: form?.title ?? '',
      rights: rights.data ?? [],
      onClose: () => setForm(null),
    },
  };
}

export type RequestTab = ReturnType<typeof useRequestTab>;
