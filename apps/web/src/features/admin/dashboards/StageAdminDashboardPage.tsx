// Spec 1 §2: the stages and diseases administration dashboard — the cereal plots per species.
import {
  stageSpeciesColumns,
  type StageDashboardRow,
} from '@agro/contracts/columns/admin-dashboards';
import { formatShare, speciesPlotCount } from '@agro/domain/admin-dashboards';
import { DataTable } from '../../../components/DataTable';
import { ShareBarChart } from '../../../components/ShareBarChart';
import { useStageAdminDashboard } from './admin-dashboards-api';
import { COUNT_DISPLAY, CountSection, DashboardFrame } from './DashboardFrame';

export const TITLE = 'Tableau de bord - Stades et maladies';

export function StageAdminDashboardPage() {
  const dashboard = useStageAdminDashboard();
  const rows = dashboard.data ?? [];
  return (
    <DashboardFrame
      title={TITLE}
      figures={[
        { title: 'Nombre de parcelles', value: dashboard.data ? speciesPlotCount(rows) : null },
        { title: "Nombre d'espèces", value: dashboard.data ? rows.length : null },
      ]}
      loading={dashboard.isPending}
      failed={dashboard.isError}
      onRetry={() => void dashboard.refetch()}
    >
      <CountSection
        title="Parcelles par espèce"
        table={
          <DataTable<StageDashboardRow>
            label="Parcelles par espèce"
            columns={stageSpeciesColumns}
            display={COUNT_DISPLAY}
            rows={rows}
            getRowId={(row) => row.codeespece}
            sortBy={{ key: 'parcelles', desc: true }}
          />
        }
        chart={
          <ShareBarChart
            title="Répartition des parcelles par espèce"
            bars={rows.map((row) => ({
              label: row.libelle_espece,
              value: row.nbr_espece,
              share: formatShare(row.pourcentage),
            }))}
          />
        }
      />
    </DashboardFrame>
  );
}
