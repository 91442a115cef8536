// Spec 1 §2: the water-balance administration dashboard — integrators, plots and total surface,
// the calculation states (ok green, ko red, other orange), the integrators and the crops, and the
// billing export (one line per integrator and crop).
import {
  bhCropColumns,
  bhIntegratorColumns,
  bhStateColumns,
  type BhCropRow,
  type BhIntegratorRow,
  type BhStateRow,
} from '@agro/contracts/columns/admin-dashboards';
import { dashboardFigures, formatShare } from '@agro/domain/admin-dashboards';
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import { cropColourHex, cropLabel, waterBalanceStatusBadge } from '@agro/domain/water-balance';
import { DataTable, type ColumnDisplay } from '../../../components/DataTable';
import { FileExportButton } from '../../../components/FileExportButton';
import { formatFigure } from '../../../components/IndicatorCard';
import { ShareBarChart } from '../../../components/ShareBarChart';
import { StatusBadge } from '../../../components/StatusBadge';
import { useBhAdminDashboard } from './admin-dashboards-api';
import { CountSection, DashboardFrame } from './DashboardFrame';

export const TITLE = 'Tableau de bord - Bilan hydrique';
export const BILLING_EXPORT_LABEL = 'Export facturation';

const STATE_DISPLAY: Record<string, ColumnDisplay<BhStateRow>> = {
  statut: { render: (row) => <StatusBadge {...waterBalanceStatusBadge(row.statut_calcul_bh)} /> },
  parcelles: { align: 'right' },
  pourcentage: { align: 'right' },
};
const COUNT_DISPLAY = { parcelles: { align: 'right' }, pourcentage: { align: 'right' } } as const;
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
      <CountSection
        title="État des calculs"
        table={
          <DataTable<BhStateRow>
            label="État des calculs"
            columns={bhStateColumns}
            display={STATE_DISPLAY}
            rows={data?.detail_etat_calculs ?? []}
            getRowId={(row) => row.statut_calcul_bh ?? ''}
            searchable={false}
          />
        }
        chart={
          <ShareBarChart
            title="Parcelles par état des calculs"
            bars={(data?.detail_etat_calculs ?? []).map((row) => {
              const badge = waterBalanceStatusBadge(row.statut_calcul_bh);
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
          <DataTable<BhIntegratorRow>
            label="Intégrateurs"
            columns={bhIntegratorColumns}
            display={COUNT_DISPLAY}
            rows={data?.liste_operateurs ?? []}
            getRowId={(row) => row.nom_operateur}
            sortBy={{ key: 'parcelles', desc: true }}
          />
        }
        chart={
          <ShareBarChart
            title="Parcelles par intégrateur"
            bars={(data?.liste_operateurs ?? []).map((row) => ({
              label: row.nom_operateur,
              value: row.nb_parcelles,
              share: formatShare(row.pourcentage_parcelles),
            }))}
          />
        }
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
