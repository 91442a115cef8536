// Spec 3 §2.4 'gap_meteo' ('+ Météo', /mildiou/gap_meteo): weather added to many plots at once —
// a period of spatialised forecast weather, or the search of each plot's missing days — for the
// plots selected in the table; then every plot's ongoing corrections, each period editable and
// deletable, the missing days listed. Each plot's hourly climate indices open in a modal.
import type { Column } from '@agro/contracts/columns/column';
import type { BlightGapPlot } from '@agro/contracts/entities/blight';
import { todayIso } from '@agro/domain/dates';
import { SELECTION_DONE_TITLE } from '@agro/domain/blight-interventions';
import { STATUS_COLOUR_HEX } from '@agro/domain/status-colours';
import { ActionIcon, Box, Modal, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataTable, type ColumnDisplay } from '../../../components/DataTable';
import { SectionCard } from '../../../components/SectionCard';
import { ScreenFrame, screenFailureOf } from '../../../components/ScreenFrame';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import { usePlatformClock } from '../../../lib/config';
import { showError } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { useScreenTitle } from '../../../lib/page-title';
import { ClimaticIndicesTable } from '../plot/ClimateSection';
import {
  ADDED,
  CORRECTION_COLUMNS,
  CorrectionDialogs,
  CorrectionForm,
  CorrectionTable,
  GAPS_FILLED,
  type CorrectionDialog,
  type CorrectionRequest,
} from '../corrections/corrections-ui';
import { correctionRows, type CorrectionRow } from '../plot/plot-model';
import { NO_PLOT_SELECTED } from '../selection';
import { applyToPlots, useAllCorrections } from './gap-api';

export const SCREEN_TITLE = 'Compléter la météo des parcelles';
export const NO_ONGOING = 'Aucune correction météo en cours sur vos parcelles';
export const LOAD_FAILED = "Les parcelles et leurs corrections météo n'ont pas pu être chargées.";
export const OK_STATUS = 'OK';
export const ERROR_STATUS = 'Erreur';

const PLOT_COLUMNS: readonly Column<BlightGapPlot>[] = [
  {
    key: 'statut',
    header: 'Statut',
    value: (plot) => (plot.status === 'OK' ? OK_STATUS : ERROR_STATUS),
    width: 10,
  },
  { key: 'id', header: 'Id', value: (plot) => plot.id, width: 10 },
  { key: 'parcelle', header: 'Parcelle', value: (plot) => plot.name, width: 30 },
  { key: 'agriculteur', header: 'Agriculteur', value: (plot) => plot.farmer, width: 24 },
  { key: 'station', header: 'Station', value: (plot) => plot.station, width: 24 },
];

function StatusDot({ plot }: { plot: BlightGapPlot }) {
  const ok = plot.status === 'OK';
  return (
    <Box component="span" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <Box
        component="span"
        aria-hidden
        w={12}
        h={12}
        style={{
          borderRadius: '50%',
          background: STATUS_COLOUR_HEX[ok ? 'green' : 'red'],
          flex: 'none',
        }}
      />
      {ok ? OK_STATUS : ERROR_STATUS}
    </Box>
  );
}

const PLOT_DISPLAY: Record<string, ColumnDisplay<BlightGapPlot>> = {
  statut: { render: (plot) => <StatusDot plot={plot} />, filter: 'multi-select', size: 120 },
  id: { align: 'right', size: 100 },
};

/** A correction of the list, with its plot. */
type GapRow = CorrectionRow & { plotId: string; plotName: string };

const GAP_COLUMNS: readonly Column<GapRow>[] = [
  {
    key: 'parcelle',
    header: 'Parcelle',
    value: (row) => `${row.plotName} (${row.plotId})`,
    width: 30,
  },
  ...CORRECTION_COLUMNS,
];

function ClimateEye({ plot }: { plot: BlightGapPlot }) {
  const [opened, { open, close }] = useDisclosure(false);
  const label = `Indices climatiques de ${plot.name} (${plot.id})`;
  return (
    <>
      <Tooltip label="Indices climatiques">
        <ActionIcon variant="subtle" aria-label={label} onClick={open} aria-haspopup="dialog">
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={label} size="100%">
        {opened ? <ClimaticIndicesTable plotId={String(plot.id)} /> : null}
      </Modal>
    </>
  );
}

export function GapMeteoPage() {
  useScreenTitle('+ Météo - Mildiou');
  const clock = usePlatformClock();
  const plots = useAllCorrections();
  const client = useQueryClient();
  const [selected, setSelected] = useState<BlightGapPlot[]>([]);
  const [dialog, setDialog] = useState<CorrectionDialog>(null);
  const today = useMemo(() => (clock === null ? null : todayIso(clock())), [clock]);
  const rows = useMemo<GapRow[]>(
    () =>
      (plots.data ?? []).flatMap((plot) =>
        correctionRows(plot).map((row) => ({
          ...row,
          key: `${plot.id}-${row.key}`,
          plotId: String(plot.id),
          plotName: plot.name,
        })),
      ),
    [plots.data],
  );

  const submit = async (request: CorrectionRequest) => {
    try {
      await applyToPlots(selected, request);
      showSuccess(request.kind === 'gaps' ? GAPS_FILLED : ADDED, SELECTION_DONE_TITLE);
    } catch (error) {
      showError(error);
      throw error;
    } finally {
      // Some plots may have taken it before a failure: the lists show what is now true.
      await client.invalidateQueries({ queryKey: ['blight'] });
    }
  };

  if (plots.isPending || today === null) return <WaitingOverlay />;
  return (
    <ScreenFrame
      caption="Mildiou - + Météo"
      title={SCREEN_TITLE}
      failure={screenFailureOf(plots, LOAD_FAILED)}
      dialogs={<CorrectionDialogs dialog={dialog} today={today} onClose={() => setDialog(null)} />}
    >
      <>
        <SectionCard title="Ajouter de la météo aux parcelles sélectionnées">
          <CorrectionForm
            today={today}
            onSubmit={submit}
            label="Ajouter de la météo aux parcelles sélectionnées"
            blockedReason={selected.length === 0 ? NO_PLOT_SELECTED : null}
          />
        </SectionCard>
        <SectionCard title="Mes parcelles">
          <DataTable
            label="Parcelles à compléter"
            columns={PLOT_COLUMNS}
            display={PLOT_DISPLAY}
            rows={plots.data ?? []}
            getRowId={(plot) => String(plot.id)}
            selectable
            onSelectionChange={setSelected}
            renderRowActions={(plot) => <ClimateEye plot={plot} />}
          />
        </SectionCard>
        <SectionCard title="Corrections météo en cours">
          <CorrectionTable
            label="Corrections météo en cours"
            empty={NO_ONGOING}
            columns={GAP_COLUMNS}
            rows={rows}
            target={(row) => ({ plotId: row.plotId, dates: `${row.dates} de ${row.plotName}` })}
            onOpen={setDialog}
          />
        </SectionCard>
      </>
    </ScreenFrame>
  );
}
