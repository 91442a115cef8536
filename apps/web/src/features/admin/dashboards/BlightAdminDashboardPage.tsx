// Spec 1 §2: the potato (blight) administration dashboard — integrators and plots, the
// calculation states ('calcul à jour' green, anything else orange), the integrators, and the
// export of every plot's status.
import {
  blightIntegratorColumns,
  blightStateColumns,
  type BlightIntegratorRow,
  type BlightStateRow,
} from '@agro/contracts/columns/admin-dashboards';
import { blightStatusBadge, dashboardFigures, formatShare } from '@agro/domain/admin-dashboards';
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import { DataTable, type ColumnDisplay } from '../../../components/DataTable';
import { FileExportButton } from '../../../components/FileExportButton';
import { ShareBarChart } from '../../../components/ShareBarChart';
import { StatusBadge } from '../../../components/StatusBadge';
import { useBlightAdminDashboard } from './admin-dashboards-api';
import { CountSection, DashboardFrame } from './DashboardFrame';

export const TITLE = 'Tableau de bord - Pomme de terre';
export const STATUSES_EXPORT_LABEL = 'Export des statuts';

const STATE_DISPLAY: Record<string, ColumnDisplay<BlightStateRow>> = {
  statut: { render: (row) => <StatusBadge {...blightStatusBadge(row.statut_msg)} /> },
  parcelles: { align: 'right' },
  pourcentage: { align: 'right' },
};
const COUNT_DISPLAY = { parcelles: { align: 'right' }, pourcentage: { align: 'right' } } as const;

export function BlightAdminDashboardPage() {
  const dashboard = useBlightAdminDashboard();
  const data = dashboard.data;
  const figures = data ? dashboardFigures(data) : null;
  return (
    <DashboardFrame
      title={TITLE}
      actions={<FileExportButton name="mildiou-statuts" label={STATUSES_EXPORT_LABEL} />}
      figures={[
        { title: "Nombre d'intégrateurs", value: figures?.integrators },
        { title: 'Nombre de parcelles', value: figures?.plots },
      ]}
      loading={dashboard.isPending}
      failed={dashboard.isError}
      onRetry={() => void dashboard.refetch()}
    >
      <CountSection
        title="État des calculs"
        table={
          <DataTable<BlightStateRow>
            label="État des calculs"
            columns={blightStateColumns}
            display={STATE_DISPLAY}
            rows={data?.detail_etat_calculs ?? []}
            getRowId={(row) => row.statut_msg ?? ''}
            searchable={false}
          />
        }
        chart={
          <ShareBarChart
            title="Parcelles par état des calculs"
            bars={(data?.detail_etat_calculs ?? []).map((row) => {
              const badge = blightStatusBadge(row.statut_msg);
              return {
                label: badge.label,
                value: row.nb_parcelles,
                share: formatShare(row.pourcentage_parcelles),
                colour: STATUS_COLOUR_HEX[badge.colour],
              };
            })}
          />
        }
      />
      <CountSection
        title="Intégrateurs"
        table={
          <DataTable<BlightIntegratorRow>
            label="Intégrateurs"
            columns={blightIntegratorColumns}
            display={COUNT_DISPLAY}
            rows={data?.liste_operateurs ?? []}
            getRowId={(row) => row.name}
            sortBy={{ key: 'parcelles', desc: true }}
          />
        }
        chart={
          <ShareBarChart
            title="Parcelles par intégrateur"
            bars={(data?.liste_operateurs ?? []).map((row) => ({
              label: row.name,
              value: row.nb_parcelles,
              share: formatShare(row.pourcentage_parcelles),
            }))}
          />
        }
      />
    </DashboardFrame>
  );
}
