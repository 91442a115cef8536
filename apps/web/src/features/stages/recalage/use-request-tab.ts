// What the 'Stade' and the 'Maladie' tabs share (spec 4 §2.6): who looks, the tab's requests and
// the user's recalibration rights, the 'Mes demandes' switch with the rows it keeps, and the
// request form, opened empty or on a row.
import { recalageViewFilter } from '@agro/contracts/columns/recalage';
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import { canRequestRecalage, type FormAction } from '@agro/domain/recalage';
import { useCallback, useMemo, useState } from 'react';
import type { DataTableProps } from '../../../components/DataTable';
import { useRecalageRights } from './recalage-api';
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
}

export function useRequestTab<State>({
  useRequests,
  formOf,
  subject,
  loadFailed,
  ...list
}: RequestTabDefinition<State>) {
  const viewer = useRecalageViewer();
  const requests = useRequests();
  const rights = useRecalageRights();
  const mayRequest = canRequestRecalage(rights.data);
  const [onlyMine, setOnlyMine] = useState(true);
  const [form, setForm] = useState<{ initial: State; title: string } | null>(null);

  const all = useMemo(() => requests.data ?? [], [requests.data]);
  // The export's rule (recalageViewFilter): the active requests, one's own while the switch is on.
  const shown = useMemo(
    () =>
      all.filter(
        recalageViewFilter(
          { mine: onlyMine, archived: false },
          viewer.login,
          viewer.instituteKeyword,
        ),
      ),
    [all, onlyMine, viewer.login, viewer.instituteKeyword],
  );
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
    /** The list's 'Mes demandes' switch and 'Nouvelle demande' (RequestListControls). */
    controls: {
      onlyMine,
      onOnlyMineChange: setOnlyMine,
      mayRequest,
      onNew: () => open('nouvelle', null),
    },
    loadFailed,
    /** The active requests' table: the rows the switch keeps, and the export that follows it. */
    table: {
      ...list,
      rows: shown,
      getRowId: requestRowId,
      loading: requests.isPending,
      ...REQUEST_TABLE_LAYOUT,
      exportParameters: onlyMine ? undefined : { mine: '0' },
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
