// Spec 1 §2: the potato (blight) administration dashboard — integrators and plots, the
// calculation states ('calcul à jour' green, anything else orange), the integrators, and the
// export of every plot's status.
import {
  blightIntegratorColumns,
  blightStateColumns,
} from '@agro/contracts/columns/admin-dashboards';
import { blightStatusBadge } from '@agro/domain/admin-dashboards';
import { FileExportButton } from '../../../components/FileExportButton';
import { useBlightAdminDashboard } from './admin-dashboards-api';
import { IntegratorsDashboard } from './IntegratorsDashboard';

export const TITLE = 'Tableau de bord - Pomme de terre';
export const STATUSES_EXPORT_LABEL = 'Export des statuts';

export function BlightAdminDashboardPage() {
  const dashboard = useBlightAdminDashboard();
  return (
    <IntegratorsDashboard
      title={TITLE}
      exportButton={<FileExportButton name="mildiou-statuts" label={STATUSES_EXPORT_LABEL} />}
      dashboard={dashboard}
      states={{ columns: blightStateColumns, badgeOf: (row) => blightStatusBadge(row.statut_msg) }}
      integrators={{ columns: blightIntegratorColumns, nameOf: (row) => row.name }}
    />
  );
}
