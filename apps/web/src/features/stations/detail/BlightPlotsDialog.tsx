// 'Voir les parcelles Mildiou' (spec 3 §2.8, MILDIOU read): the station's blight plots, each with
// an eye opening its blight detail in a new tab.
import { stationPlotColumns } from '@agro/contracts/columns/station-weather';
import type { StationPlot } from '@agro/contracts/entities/stations';
import { ActionIcon, Button, Modal, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable';
import { WIDE_DIALOG_WIDTH } from '../../../components/dialog-sizes';
import { useStationBlightPlots } from './station-api';

export const BLIGHT_PLOTS_LABEL = 'Voir les parcelles Mildiou';
export const BLIGHT_PLOTS_FAILED =
  "Les parcelles Mildiou de la station n'ont pas pu être chargées.";

const blightPlotPath = (id: string | number) =>
  `/mildiou/parcelle/${encodeURIComponent(String(id))}`;

function PlotEye({ plot }: { plot: StationPlot }) {
  return (
    <Tooltip label="Voir le détail de la parcelle">
      <ActionIcon
        component="a"
        href={blightPlotPath(plot.id)}
        target="_blank"
        rel="noopener"
        variant="subtle"
        color="agro"
      >
        <IconEye size={18} aria-hidden />
        <VisuallyHidden>
          Voir le détail de la parcelle {plot.parcelle} (nouvel onglet)
        </VisuallyHidden>
      </ActionIcon>
    </Tooltip>
  );
}

export function BlightPlotsButton({ stationId }: { stationId: string }) {
  const [opened, setOpened] = useState(false);
  const plots = useStationBlightPlots(stationId, opened);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {BLIGHT_PLOTS_LABEL}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Parcelles Mildiou de la station"
        size={WIDE_DIALOG_WIDTH}
      >
        {plots.isError ? (
          <Text role="alert">{BLIGHT_PLOTS_FAILED}</Text>
        ) : (
          <DataTable
            label="Parcelles Mildiou de la station"
            columns={stationPlotColumns}
            rows={plots.data ?? []}
            getRowId={(plot) => String(plot.id)}
            loading={plots.isPending}
            pageSizes={[10, 25, 50]}
            renderRowActions={(plot) => <PlotEye plot={plot} />}
          />
        )}
      </Modal>
    </>
  );
}
