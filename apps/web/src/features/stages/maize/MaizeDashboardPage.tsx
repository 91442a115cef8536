// Spec 4 §2.1 maize dashboard (/stade/mais/tableaudebord): the grain and fodder tables, each with
// its search, per-column multi-select filters, the calculation badge, the plot's comments (STADE
// mode), 10 plots a page and its Excel export. Each table is paged, sorted and filtered by the BFF
// (issue 43): the browser receives one page, never the whole list.
import {
  MAIZE_FILTER_KEYS,
  MAIZE_PAGE_SIZE,
  maizeColumns,
  type MaizeKind,
} from '@agro/contracts/columns/stages';
import type { MaizeStagePlot } from '@agro/contracts/entities/stages';
import { stageCalculationBadge } from '@agro/domain/stages';
import { Box, Text } from '@mantine/core';
import { staleListNotice } from '@agro/contracts/bff/lists';
import type { TableQuery } from '@agro/contracts/columns/table-query';
import { useCallback } from 'react';
import { DashboardLayout } from '../../../components/DashboardLayout';
import { TitledSection } from '../../../components/DashboardSections';
import { DataTable, type ColumnDisplay } from '../../../components/DataTable';
import { ListLoadError } from '../../../components/ListLoadError';
import { WarningAlert } from '../../../components/WarningAlert';
import { RowAction } from '../../../components/RowAction';
import { useCommentsDialog } from '../../../components/use-comments-dialog';
import { StatusBadge } from '../../../components/StatusBadge';
import { useScreenTitle } from '../../../lib/page-title';
import { COMMENT_OADS } from '../../../lib/plot-comments';
import { usePagedList, type ServerPage } from '../../../lib/paged-list';
import { usePagedListView } from '../../../lib/paged-list-url';
import { maizeListName, maizeListView } from '../stages-api';
import { stagePlotTableProps } from '../plot-table';

export const PAGE_TITLE = 'Maïs - Tableau de bord';
export const TABLE_TITLES: Readonly<Record<MaizeKind, string>> = {
  grain: 'Maïs grain',
  fourrage: 'Maïs fourrage',
};
export const STALE_TITLE = 'Données anciennes';
export const LOAD_FAILED: Readonly<Record<MaizeKind, string>> = {
  grain: "Les parcelles de maïs grain n'ont pas pu être chargées.",
  fourrage: "Les parcelles de maïs fourrage n'ont pas pu être chargées.",
};

const DISPLAY: Readonly<Record<string, ColumnDisplay<MaizeStagePlot>>> = {
  ...Object.fromEntries(MAIZE_FILTER_KEYS.map((key) => [key, { filter: 'multi-select' as const }])),
  modifies: { align: 'right', size: 110 },
  etat: {
    render: (plot) => <StatusBadge {...stageCalculationBadge(plot.etat_calcul)} />,
    filter: 'multi-select',
    size: 170,
  },
};

function MaizeTable({
  kind,
  onComments,
}: {
  kind: MaizeKind;
  onComments(plot: MaizeStagePlot): void;
}) {
  // In the address, each table under its own prefix: a link or the back button finds the view.
  const [view, setView] = usePagedListView(`${kind}.`, maizeListView);
  const query = usePagedList<MaizeStagePlot>(maizeListName(kind), view, MAIZE_FILTER_KEYS);
  const title = TABLE_TITLES[kind];
  const rows = query.data?.rows ?? [];
  const all = query.data?.all ?? 0;
  const total = query.data?.total ?? 0;
  // A new search or filter starts again from the first page.
  const onQueryChange = useCallback(
    (next: TableQuery) => setView((old) => ({ page: { ...old.page, index: 0 }, query: next })),
    [setView],
  );
  const onPageChange = useCallback(
    (page: ServerPage) => setView((old) => ({ ...old, page })),
    [setView],
  );
  const renderRowActions = useCallback(
    (plot: MaizeStagePlot) => (
      <RowAction
        kind="comments"
        label={`Commentaires de la parcelle ${plot.code_parcelle_os}`}
        onClick={() => onComments(plot)}
      />
    ),
    [onComments],
  );
  return (
    <TitledSection
      headingId={`mais-${kind}-titre`}
      title={query.isSuccess ? `${title} (${all})` : title}
      size="h3"
    >
      {query.isError ? (
        <ListLoadError message={LOAD_FAILED[kind]} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data?.stale ? (
            // The model API did not answer: the list the BFF kept, said with its age.
            <WarningAlert title={STALE_TITLE}>{staleListNotice(query.data.readAt)}</WarningAlert>
          ) : null}
          <Box role="status">
            {query.isSuccess && all === 0 ? (
              <Text>Aucune parcelle de {title.toLowerCase()}.</Text>
            ) : null}
          </Box>
          <DataTable
            label={title}
            columns={maizeColumns[kind]}
            display={DISPLAY}
            rows={rows}
            {...stagePlotTableProps(MAIZE_PAGE_SIZE, total)}
            query={view.query}
            onQueryChange={onQueryChange}
            server={{
              page: view.page,
              onPageChange,
              total,
              options: query.data?.options ?? {},
            }}
            loading={query.isPending || query.isPlaceholderData}
            renderRowActions={renderRowActions}
            exportName={`mais-${kind}`}
          />
        </>
      )}
    </TitledSection>
  );
}

export function MaizeDashboardPage() {
  useScreenTitle(PAGE_TITLE);
  const comments = useCommentsDialog(COMMENT_OADS.stages);
  const { open } = comments;
  const openComments = useCallback((plot: MaizeStagePlot) => open(plot.id_plot), [open]);
  return (
    <DashboardLayout
      title={PAGE_TITLE}
      gap="xl"
      list={
        <>
          <MaizeTable kind="grain" onComments={openComments} />
          <MaizeTable kind="fourrage" onComments={openComments} />
        </>
      }
      dialogs={comments.dialog}
    />
  );
}
