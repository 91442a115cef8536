// A consented farmer's plots for the external adviser (issue 41, finding 4): from the farmers
// list, the blight plots the farmer's validated consent shares (the model API answers only those,
// scoped by the consent's chosen plots), each deciding column shown and a link to the plot's
// detail. The rows and columns are the blight dashboard's.
import { blightPlotColumnsOn } from '@agro/contracts/columns/blight';
import type { BlightDashboardRow } from '@agro/contracts/entities/blight';
import { blightRiskLevel } from '@agro/domain/blight';
import { todayIso } from '@agro/domain/dates';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../components/DataTable';
import { ResponsiveModal } from '../../components/ResponsiveModal';
import { RowAction } from '../../components/RowAction';
import { ServerErrorCard } from '../../components/ServerErrorCard';
import { StatusBadge } from '../../components/StatusBadge';
import { usePlatformClock } from '../../lib/config';
import { useFarmerBlightPlots } from './farmers-api';

export const NO_SHARED_PLOT =
  "Aucune parcelle de cet agriculteur ne vous est partagée aujourd'hui pour le service Mildiou.";
export const PLOTS_FAILED = "Les parcelles de l'agriculteur n'ont pas pu être chargées.";

/** The columns that decide on a plot, in the dashboard's order. */
const SHOWN = ['parcelle', 'risque', 'conseil', 'protection'];

const DISPLAY = {
  risque: {
    render: (plot: BlightDashboardRow) => {
      const level = blightRiskLevel(plot.risque);
      return <StatusBadge colour={level.colour} label={level.label} />;
    },
  },
} as const;

export const plotDetailPath = (id: string | number) =>
  `/mildiou/parcelle/${encodeURIComponent(String(id))}`;

/** Whose plots: the farmer's name and code at the integrator. */
export interface FarmerOfPlots {
  name: string;
  code: string;
}

function FarmerPlots({ farmer }: { farmer: FarmerOfPlots }) {
  const plots = useFarmerBlightPlots(farmer.code);
  const clock = usePlatformClock();
  const today = clock === null ? null : todayIso(clock());
  const columns = useMemo(
    () => blightPlotColumnsOn(today).filter((column) => SHOWN.includes(column.key)),
    [today],
  );
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
  if (plots.data && plots.data.length === 0) return <Text>{NO_SHARED_PLOT}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm">
        Les parcelles que {farmer.name} vous partage pour le service Mildiou, les plus urgentes
        d&apos;abord.
      </Text>
      <DataTable<BlightDashboardRow>
        label={`Parcelles de ${farmer.name}`}
        columns={columns}
        display={DISPLAY}
        rows={plots.data ?? []}
        loading={plots.isPending}
        getRowId={(plot) => String(plot.id)}
        pinnedColumns={['parcelle', 'risque', 'conseil']}
        sortBy={{ key: 'conseil' }}
        pageSizes={[15, 25, 50]}
        maxHeight="60vh"
        renderRowActions={(plot) => (
          <RowAction
            kind="view"
            tooltip="Voir le détail"
            label={`Voir le détail de la parcelle ${plot.plot_name}`}
            to={plotDetailPath(plot.id)}
          />
        )}
      />
    </Stack>
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
      title={farmer ? `Parcelles de ${farmer.name} – Mildiou` : ''}
      size="xl"
    >
      {farmer ? <FarmerPlots farmer={farmer} /> : null}
    </ResponsiveModal>
  );
}
