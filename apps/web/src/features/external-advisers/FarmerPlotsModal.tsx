// A consented farmer's plots for the external adviser (issue 41, finding 4): from the farmers
// list, the plots the farmer's validated consent shares for its service (the model API answers
// only those, scoped by the consent's chosen plots): the blight plots for Mildiou, the
// water-balance plots for Bilan hydrique. Each shows the columns that decide on a plot, the most
// urgent first, and links to the plot's detail. The rows and columns are the dashboards' own.
import { blightPlotColumnsOn } from '@agro/contracts/columns/blight';
import { BH_DAYS_LEFT_KEY, bhPlotColumns } from '@agro/contracts/columns/water-balance';
import type { Column } from '@agro/contracts/columns/column';
import type { BlightDashboardRow } from '@agro/contracts/entities/blight';
import type { BhPlot } from '@agro/contracts/entities/water-balance';
import { serviceLabel } from '@agro/domain/advisers';
import { blightRiskLevel } from '@agro/domain/blight';
import { todayIso } from '@agro/domain/dates';
import { plotRiskDisplay, waterBalanceStatusBadge } from '@agro/domain/water-balance';
import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DataTable, type ColumnDisplay, type TableRow } from '../../components/DataTable';
import { ResponsiveModal } from '../../components/ResponsiveModal';
import { RowAction } from '../../components/RowAction';
import { ServerErrorCard } from '../../components/ServerErrorCard';
import { StatusBadge } from '../../components/StatusBadge';
import { usePlatformClock } from '../../lib/config';
import { useFarmerBlightPlots, useFarmerWaterBalancePlots } from './farmers-api';

/** The services whose consents share plots this dialog shows. */
export type PlotsService = 'MILDIOU' | 'BILANHYDRIQUE';

export const noSharedPlot = (service: PlotsService) =>
  `Aucune parcelle de cet agriculteur ne vous est partagée aujourd'hui pour le service ${serviceLabel(service)}.`;
export const PLOTS_FAILED = "Les parcelles de l'agriculteur n'ont pas pu être chargées.";

/** Whose plots: the farmer's name and code at the integrator, and the consent's service. */
export interface FarmerOfPlots {
  name: string;
  code: string;
  service: PlotsService;
}

/** What the shared list needs of a module: its rows, its columns and the way to a plot. */
interface PlotsView<Row extends TableRow> {
  plots: UseQueryResult<Row[]>;
  columns: readonly Column<Row>[];
  display: Readonly<Record<string, ColumnDisplay<Row>>>;
  pinned: string[];
  /** The column the list opens sorted on: the module's urgency. */
  sortKey: string;
  id(row: Row): string | number;
  name(row: Row): string;
  detailPath(id: string | number): string;
}

const detailPathIn = (prefix: string) => (id: string | number) =>
  `${prefix}/parcelle/${encodeURIComponent(String(id))}`;

function SharedPlots<Row extends TableRow>({
  farmer,
  view,
}: {
  farmer: FarmerOfPlots;
  view: PlotsView<Row>;
}) {
  const { plots } = view;
  if (plots.isError) {
    return (
      <ServerErrorCard
        title="Parcelles"
        message={PLOTS_FAILED}
        actionLabel="Réessayer"
        onAction={() => void plots.refetch()}
      />
    );
  }
  if (plots.data && plots.data.length === 0) return <Text>{noSharedPlot(farmer.service)}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {`Les parcelles que ${farmer.name} vous partage pour le service ${serviceLabel(farmer.service)}, les plus urgentes d'abord.`}
      </Text>
      <DataTable<Row>
        label={`Parcelles de ${farmer.name}`}
        columns={view.columns}
        display={view.display}
        rows={plots.data ?? []}
        loading={plots.isPending}
        getRowId={(row) => String(view.id(row))}
        pinnedColumns={view.pinned}
        sortBy={{ key: view.sortKey }}
        pageSizes={[15, 25, 50]}
        maxHeight="60vh"
        renderRowActions={(row) => (
          <RowAction
            kind="view"
            tooltip="Voir le détail"
            label={`Voir le détail de la parcelle ${view.name(row)}`}
            to={view.detailPath(view.id(row))}
          />
        )}
      />
    </Stack>
  );
}

/** The blight columns that decide on a plot, in the dashboard's order. */
const BLIGHT_SHOWN = ['parcelle', 'risque', 'conseil', 'protection'];
const BLIGHT_DISPLAY = {
  risque: {
    render: (plot: BlightDashboardRow) => {
      const level = blightRiskLevel(plot.risque);
      return <StatusBadge colour={level.colour} label={level.label} />;
    },
  },
} as const;

function BlightPlots({ farmer }: { farmer: FarmerOfPlots }) {
  const plots = useFarmerBlightPlots(farmer.code);
  const clock = usePlatformClock();
  const today = clock === null ? null : todayIso(clock());
  const columns = useMemo(
    () => blightPlotColumnsOn(today).filter((column) => BLIGHT_SHOWN.includes(column.key)),
    [today],
  );
  return (
    <SharedPlots<BlightDashboardRow>
      farmer={farmer}
      view={{
        plots,
        columns,
        display: BLIGHT_DISPLAY,
        pinned: ['parcelle', 'risque', 'conseil'],
        sortKey: 'conseil',
        id: (plot) => plot.id,
        name: (plot) => plot.plot_name,
        detailPath: detailPathIn('/mildiou'),
      }}
    />
  );
}

/** The water-balance columns that decide on a plot: its status, its risk and the days left. */
const WATER_BALANCE_SHOWN = ['parcelle', 'statut', 'risque', BH_DAYS_LEFT_KEY];
const WATER_BALANCE_COLUMNS = bhPlotColumns.filter((column) =>
  WATER_BALANCE_SHOWN.includes(column.key),
);
const WATER_BALANCE_DISPLAY = {
  statut: {
    render: (plot: BhPlot) => <StatusBadge {...waterBalanceStatusBadge(plot.statut_calcul_bh)} />,
  },
  risque: {
    render: (plot: BhPlot) => {
      const risk = plotRiskDisplay(plot);
      return <StatusBadge colour={risk.colour} label={risk.label} />;
    },
  },
} as const;

function WaterBalancePlots({ farmer }: { farmer: FarmerOfPlots }) {
  const plots = useFarmerWaterBalancePlots(farmer.code);
  return (
    <SharedPlots<BhPlot>
      farmer={farmer}
      view={{
        plots,
        columns: WATER_BALANCE_COLUMNS,
        display: WATER_BALANCE_DISPLAY,
        pinned: ['parcelle', 'risque'],
        sortKey: BH_DAYS_LEFT_KEY,
        id: (plot) => plot.id,
        name: (plot) => plot.nom_parcelle,
        detailPath: detailPathIn('/bilanhydrique'),
      }}
    />
  );
}

export function FarmerPlotsModal({
  farmer,
  onClose,
}: {
  /** The farmer whose plots are shown; null: closed. */
  farmer: FarmerOfPlots | null;
  onClose(): void;
}) {
  return (
    <ResponsiveModal
      opened={farmer !== null}
      onClose={onClose}
      title={farmer ? `Parcelles de ${farmer.name} – ${serviceLabel(farmer.service)}` : ''}
      size="xl"
    >
      {farmer?.service === 'MILDIOU' ? <BlightPlots farmer={farmer} /> : null}
      {farmer?.service === 'BILANHYDRIQUE' ? <WaterBalancePlots farmer={farmer} /> : null}
    </ResponsiveModal>
  );
}
