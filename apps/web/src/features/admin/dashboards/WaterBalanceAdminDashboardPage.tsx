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
import { DashboardLayout } from '../../../components/DashboardLayout';
import { figuresOf } from '../../../components/dashboard-state';
import type { ColumnDisplay } from '../../../components/DataTable';
import { FileExportButton } from '../../../components/FileExportButton';
import { formatFigure } from '../../../components/IndicatorCard';
import { useBhAdminDashboard } from './admin-dashboards-api';
import {
  adminDashboardState,
  COUNT_DISPLAY,
  CountSection,
  IntegratorsSection,
  MOST_PLOTS_FIRST,
  StatesSection,
} from './CountSections';

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
    <DashboardLayout
      title={TITLE}
      actions={<FileExportButton name="bilan-hydrique-facturation" label={BILLING_EXPORT_LABEL} />}
      {...adminDashboardState(dashboard)}
      figures={figuresOf(dashboard, [
        { title: "Nombre d'intégrateurs", value: figures?.integrators },
        { title: 'Nombre de parcelles', value: figures?.plots },
        { title: 'Surface totale', value: figures?.surface, unit: 'ha' },
      ])}
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
      <CountSection<BhCropRow>
        title="Cultures"
        table={{
          columns: bhCropColumns,
          display: CROP_DISPLAY,
          rows: data?.detail_culture ?? [],
          getRowId: (row) => row.culture,
          sortBy: MOST_PLOTS_FIRST,
        }}
        chart={{
          title: 'Parcelles par culture',
          bars: (data?.detail_culture ?? []).map((row) => ({
            label: cropLabel(row.culture),
            value: row.nb_parcelles,
            colour: cropColourHex(row.culture),
          })),
        }}
      />
    </DashboardLayout>
  );
}
