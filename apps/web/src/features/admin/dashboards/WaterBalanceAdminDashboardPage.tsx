// Spec 1 §2: the water-balance administration dashboard — integrators, plots and total surface,
// the calculation states (ok green, ko red, other orange), the integrators and the crops, and the
// billing export (one line per integrator and crop).
import {
  bhCropColumns,
  bhIntegratorColumns,
  bhStateColumns,
  type BhCropRow,
} from '@agro/contracts/columns/admin-dashboards';
import { dashboardFigures } from '@agro/domain/admin-dashboards';
import { cropColourHex, cropLabel, waterBalanceStatusBadge } from '@agro/domain/water-balance';
import { DataTable, type ColumnDisplay } from '../../../components/DataTable';
import { FileExportButton } from '../../../components/FileExportButton';
import { formatFigure } from '../../../components/IndicatorCard';
import { ShareBarChart } from '../../../components/ShareBarChart';
import { useBhAdminDashboard } from './admin-dashboards-api';
import {
  COUNT_DISPLAY,
  CountSection,
  DashboardFrame,
  IntegratorsSection,
  StatesSection,
} from './DashboardFrame';

export const TITLE = 'Tableau de bord - Bilan hydrique';
export const BILLING_EXPORT_LABEL = 'Export facturation';

const CROP_DISPLAY: Record<string, ColumnDisplay<BhCropRow>> = {
  ...COUNT_DISPLAY,
  // The export keeps the number; the screen writes it the French way.
  surface: { align: 'right', render: (row) => formatFigure(row.surface) },
};

export function WaterBalanceAdminDashboardPage() {
  const dashboard = useBhAdminDashboard();
  const data = dashboard.data;
  const figures = data ? dashboardFigures(data) : null;
  return (
    <DashboardFrame
      title={TITLE}
      actions={<FileExportButton name="bilan-hydrique-facturation" label={BILLING_EXPORT_LABEL} />}
      figures={[
        { title: "Nombre d'intégrateurs", value: figures?.integrators },
        { title: 'Nombre de parcelles', value: figures?.plots },
        { title: 'Surface totale', value: figures?.surface, unit: 'ha' },
      ]}
      loading={dashboard.isPending}
      failed={dashboard.isError}
      onRetry={() => void dashboard.refetch()}
    >
      <StatesSection
        rows={data?.detail_etat_calculs ?? []}
        columns={bhStateColumns}
        badgeOf={(row) => waterBalanceStatusBadge(row.statut_calcul_bh)}
      />
      <IntegratorsSection
        rows={data?.liste_operateurs ?? []}
        columns={bhIntegratorColumns}
        nameOf={(row) => row.nom_operateur}
      />
      <CountSection
        title="Cultures"
        table={
          <DataTable<BhCropRow>
            label="Cultures"
            columns={bhCropColumns}
            display={CROP_DISPLAY}
            rows={data?.detail_culture ?? []}
            getRowId={(row) => row.culture}
            sortBy={{ key: 'parcelles', desc: true }}
          />
        }
        chart={
          <ShareBarChart
            title="Parcelles par culture"
            bars={(data?.detail_culture ?? []).map((row) => ({
              label: cropLabel(row.culture),
              value: row.nb_parcelles,
              colour: cropColourHex(row.culture),
            }))}
          />
        }
      />
    </DashboardFrame>
  );
}
