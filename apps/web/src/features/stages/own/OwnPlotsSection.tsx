// Spec 4 §2.3 'Mes parcelles': the institute's own plots, 'Mes parcelles uniquement' (on at first:
// the codes beginning with the user's login), the plot's detail, and the delete of one's own
// plots only ('Suppression' / 'Parcelle supprimée'; 'Une erreur est survenue' on failure).
import { ownPlotColumns } from '@agro/contracts/columns/cap';
import type { CapPlot } from '@agro/contracts/entities/stages';
import {
  isOwnPlot,
  PLOT_DELETE_FAILED,
  PLOT_DELETED,
  stageCalculationBadge,
} from '@agro/domain/stages';
import { Group, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ChoiceModal, DELETE_QUESTION } from '../../../components/ChoiceModal';
import type { ColumnDisplay } from '../../../components/DataTable';
import { RowAction } from '../../../components/RowAction';
import { StatusBadge } from '../../../components/StatusBadge';
import { usePlatformConfig } from '../../../lib/config';
import { showDialog } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { deleteOwnPlot, STAGES_KEY } from '../stages-api';
import { stagePlotPath } from '../plot-table';
import { QueryTable } from '../QueryTable';

export const OWN_PLOTS_LABEL = 'Mes parcelles';
export const ONLY_MINE = 'Mes parcelles uniquement';

const DISPLAY: Readonly<Record<string, ColumnDisplay<CapPlot>>> = {
  etat: {
    render: (plot) => <StatusBadge {...stageCalculationBadge(plot.etat_calcul)} />,
    size: 170,
  },
};

export function OwnPlotsSection({
  query,
}: {
  query: { data?: CapPlot[]; isPending: boolean; isError: boolean; refetch(): unknown };
}) {
  const { data: session } = useSession();
  const { instituteKeyword } = usePlatformConfig();
  const login = session?.user.login ?? '';
  const client = useQueryClient();
  const [onlyMine, setOnlyMine] = useState(true);
  const [deleting, setDeleting] = useState<CapPlot | null>(null);
  const mine = useCallback(
    (plot: CapPlot) => isOwnPlot(plot.code_parcelle_os, login, instituteKeyword),
    [login, instituteKeyword],
  );
  const rows = useMemo(
    () => (query.data ?? []).filter((plot) => !onlyMine || mine(plot)),
    [query.data, onlyMine, mine],
  );

  const remove = async () => {
    const plot = deleting;
    setDeleting(null);
    if (!plot) return;
    try {
      await deleteOwnPlot(plot.code_parcelle_os);
      showSuccess(PLOT_DELETED.message, PLOT_DELETED.title);
    } catch {
      showDialog({ kind: 'error', code: '', description: PLOT_DELETE_FAILED });
    } finally {
      await client.invalidateQueries({ queryKey: STAGES_KEY });
    }
  };

  const renderRowActions = useCallback(
    (plot: CapPlot) => (
      <Group gap={4} wrap="nowrap">
        <RowAction
          kind="view"
          tooltip="Voir le détail"
          label={`Voir le détail de la parcelle ${plot.code_parcelle_os}`}
          to={stagePlotPath(plot.id_plot)}
        />
        {/* Spec 4 §5.1, §6: only a plot whose code begins with the user's login is deleted. */}
        {mine(plot) ? (
          <RowAction
            kind="delete"
            label={`Supprimer la parcelle ${plot.code_parcelle_os}`}
            onClick={() => setDeleting(plot)}
          />
        ) : null}
      </Group>
    ),
    [mine],
  );

  return (
    <Stack gap="sm">
      <Switch
        label={ONLY_MINE}
        checked={onlyMine}
        onChange={(event) => setOnlyMine(event.currentTarget.checked)}
      />
      <div role="status">
        {!query.isPending && !query.isError && rows.length === 0 ? (
          <Text size="sm">
            {onlyMine
              ? `Aucune parcelle à votre nom\u202f: importez-en, ou décochez «\u00a0${ONLY_MINE}\u00a0» pour voir celles de l'équipe.`
              : 'Aucune parcelle interne.'}
          </Text>
        ) : null}
      </div>
      <QueryTable
        read={query}
        failure="Les parcelles internes n'ont pas pu être chargées."
        label={OWN_PLOTS_LABEL}
        columns={ownPlotColumns}
        display={DISPLAY}
        rows={rows}
        getRowId={(plot) => String(plot.id_plot)}
        pageSizes={[10, 25, 50, 100]}
        defaultPageSize={10}
        pinnedColumns={['parcelle']}
        renderRowActions={renderRowActions}
      />
      <ChoiceModal
        opened={deleting !== null}
        question={DELETE_QUESTION}
        detail={deleting ? `Parcelle ${deleting.code_parcelle_os}` : undefined}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
