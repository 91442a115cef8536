// Spec 1 §2: the stages and diseases administration dashboard — the cereal plots per species.
import {
  stageSpeciesColumns,
  type StageDashboardRow,
} from '@agro/contracts/columns/admin-dashboards';
import { formatShare, speciesPlotCount } from '@agro/domain/admin-dashboards';
import { DashboardLayout } from '../../../components/DashboardLayout';
import { figuresOf } from '../../../components/dashboard-state';
import { useStageAdminDashboard } from './admin-dashboards-api';
import {
  adminDashboardState,
  COUNT_DISPLAY,
  CountSection,
  MOST_PLOTS_FIRST,
} from './CountSections';

export const TITLE = 'Tableau de bord - Stades et maladies';

export function StageAdminDashboardPage() {
  const dashboard = useStageAdminDashboard();
  const rows = dashboard.data ?? [];
  return (
    <DashboardLayout
      title={TITLE}
      actions={null}
      {...adminDashboardState(dashboard)}
      figures={figuresOf(dashboard, [
        { title: 'Nombre de parcelles', value: speciesPlotCount(rows) },
        { title: "Nombre d'espèces", value: rows.length },
      ])}
    >
      <CountSection<StageDashboardRow>
        title="Parcelles par espèce"
        table={{
          columns: stageSpeciesColumns,
          display: COUNT_DISPLAY,
          rows,
          getRowId: (row) => row.codeespece,
          sortBy: MOST_PLOTS_FIRST,
        }}
        chart={{
          title: 'Répartition des parcelles par espèce',
          bars: rows.map((row) => ({
            label: row.libelle_espece,
            value: row.nbr_espece,
            share: formatShare(row.pourcentage),
          })),
        }}
      />
    </DashboardLayout>
  );
}
