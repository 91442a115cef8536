// 'Voir les parcelles Mildiou' (spec 3 §2.8, MILDIOU read): the station's blight plots, each with
// an eye opening its blight detail in a new tab.
import { stationPlotColumns } from '@agro/contracts/columns/station-weather';
import type { StationPlot } from '@agro/contracts/entities/stations';
import { Button, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable';
import { WIDE_DIALOG_WIDTH } from '../../../components/dialog-sizes';
import { RowAction } from '../../../components/RowAction';
import { useStationBlightPlots } from './station-api';

export const BLIGHT_PLOTS_LABEL = 'Voir les parcelles Mildiou';
export const BLIGHT_PLOTS_FAILED =
  "Les parcelles Mildiou de la station n'ont pas pu être chargées.";

const blightPlotPath = (id: string | number) =>
  `/mildiou/parcelle/${encodeURIComponent(String(id))}`;

function PlotEye({ plot }: { plot: StationPlot }) {
  return (
    <RowAction
      kind="view"
      tooltip="Voir le détail de la parcelle"
      label={`Voir le détail de la parcelle ${plot.parcelle} (nouvel onglet)`}
      newTab={blightPlotPath(plot.id)}
    />
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
