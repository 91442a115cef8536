// Spec 1 §2: the potato (blight) administration dashboard — integrators and plots, the
// calculation states ('calcul à jour' green, anything else orange), the integrators, and the
// export of every plot's status.
import {
  blightIntegratorColumns,
  blightStateColumns,
} from '@agro/contracts/columns/admin-dashboards';
import { blightStatusBadge, dashboardFigures } from '@agro/domain/admin-dashboards';
import { DashboardLayout } from '../../../components/DashboardLayout';
import { figuresOf } from '../../../components/dashboard-state';
import { FileExportButton } from '../../../components/FileExportButton';
import { useBlightAdminDashboard } from './admin-dashboards-api';
import { adminDashboardState, IntegratorsSection, StatesSection } from './CountSections';

export const TITLE = 'Tableau de bord - Pomme de terre';
export const STATUSES_EXPORT_LABEL = 'Export des statuts';

export function BlightAdminDashboardPage() {
  const dashboard = useBlightAdminDashboard();
  const data = dashboard.data;
  const figures = data ? dashboardFigures(data) : null;
  return (
    <DashboardLayout
      title={TITLE}
      actions={<FileExportButton name="mildiou-statuts" label={STATUSES_EXPORT_LABEL} />}
      {...adminDashboardState(dashboard)}
      figures={figuresOf(dashboard, [
        { title: "Nombre d'intégrateurs", value: figures?.integrators },
        { title: 'Nombre de parcelles', value: figures?.plots },
      ])}
    >
      <StatesSection
        rows={data?.detail_etat_calculs ?? []}
        columns={blightStateColumns}
        badgeOf={(row) => blightStatusBadge(row.statut_msg)}
      />
      <IntegratorsSection
        rows={data?.liste_operateurs ?? []}
        columns={blightIntegratorColumns}
        nameOf={(row) => row.name}
      />
    </DashboardLayout>
  );
}
