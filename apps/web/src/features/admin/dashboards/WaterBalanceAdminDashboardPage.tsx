// Spec 1 §2: the water-balance administration dashboard — integrators, plots and total surface,
// the calculation states (ok green, ko red, other orange), the integrators and the crops, and the
// billing export (one line per integrator and crop).
import {
  bhCropColumns,
  bhIntegratorColumns,
  bhStateColumns,
  type BhCropRow,
} from '@agro/contracts/columns/admin-dashboards';
import { cropColourHex, cropLabel, waterBalanceStatusBadge } from '@agro/domain/water-balance';
import type { ColumnDisplay } from '../../../components/DataTable';
import { FileExportButton } from '../../../components/FileExportButton';
import { formatFigure } from '../../../components/IndicatorCard';
import { useBhAdminDashboard } from './admin-dashboards-api';
import { COUNT_DISPLAY, CountSection, MOST_PLOTS_FIRST } from './CountSections';
import { IntegratorsDashboard } from './IntegratorsDashboard';

export const TITLE = 'Tableau de bord - Bilan hydrique';
export const BILLING_EXPORT_LABEL = 'Export facturation';

const CROP_DISPLAY: Record<string, ColumnDisplay<BhCropRow>> = {
  ...COUNT_DISPLAY,
  // The export keeps the number; the screen writes it the French way.
  surface: { align: 'right', render: (row) => formatFigure(row.surface) },
};

export function WaterBalanceAdminDashboardPage() {
  const dashboard = useBhAdminDashboard();
  const crops = dashboard.data?.detail_culture ?? [];
  return (
    <IntegratorsDashboard
      title={TITLE}
      exportButton={
        <FileExportButton name="bilan-hydrique-facturation" label={BILLING_EXPORT_LABEL} />
      }
      dashboard={dashboard}
      states={{
        columns: bhStateColumns,
        badgeOf: (row) => waterBalanceStatusBadge(row.statut_calcul_bh),
      }}
      integrators={{ columns: bhIntegratorColumns, nameOf: (row) => row.nom_operateur }}
      withSurface
    >
      <CountSection<BhCropRow>
        title="Cultures"
        table={{
          columns: bhCropColumns,
          display: CROP_DISPLAY,
          rows: crops,
          getRowId: (row) => row.culture,
          sortBy: MOST_PLOTS_FIRST,
        }}
        chart={{
          title: 'Parcelles par culture',
          bars: crops.map((row) => ({
            label: cropLabel(row.culture),
            value: row.nb_parcelles,
            colour: cropColourHex(row.culture),
          })),
        }}
      />
    </IntegratorsDashboard>
  );
}
