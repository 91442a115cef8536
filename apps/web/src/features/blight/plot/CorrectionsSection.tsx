// 'Corrections météo de la parcelle' (spec 3 §2.3, §4, §5, §8): periods of spatialised forecast
// weather that replace the station's, or the automatic search of the missing days. Every action
// shows the waiting overlay, then its success message; corrections, indices and the reception
// planning reload. A failure is said (the old page only logged it).
import { BLIGHT_CORRECTIONS_PAGE_SIZE } from '@agro/contracts/columns/blight-plot';
import type { Column } from '@agro/contracts/columns/column';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable';
import { SectionCard } from '../../../components/SectionCard';
import { showError } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import {
  ADDED,
  CorrectionActions,
  CorrectionDialogs,
  CorrectionForm,
  GAPS_FILLED,
  SUCCESS_TITLE,
  type CorrectionDialog,
  type CorrectionRequest,
} from '../corrections/corrections-ui';
import { LoadState } from '../../../components/LoadState';
import { useAddCorrection, useCorrections, useFillGaps } from './plot-api';
import { correctionRows, type CorrectionRow } from './plot-model';

export const CORRECTIONS_TITLE = 'Corrections météo de la parcelle';
export const NO_CORRECTIONS = 'Cette parcelle ne possède pas de corrections météos';
export const CORRECTIONS_LOAD_FAILED =
  "Les corrections météo de la parcelle n'ont pas pu être chargées.";

const COLUMNS: readonly Column<CorrectionRow>[] = [
  { key: 'type', header: 'Type', value: (row) => row.type, width: 16 },
  { key: 'dates', header: 'Date(s)', value: (row) => row.dates, width: 60 },
];

export function CorrectionsSection({ plotId, today }: { plotId: string; today: string }) {
  const corrections = useCorrections(plotId);
  const rows = corrections.data ? correctionRows(corrections.data) : [];
  const [dialog, setDialog] = useState<CorrectionDialog>(null);
  const add = useAddCorrection(plotId);
  const fill = useFillGaps(plotId);
  const submit = (request: CorrectionRequest) =>
    (request.kind === 'gaps'
      ? fill.mutateAsync()
      : add.mutateAsync({ begin: request.begin, end: request.end })
    ).then(
      () => showSuccess(request.kind === 'gaps' ? GAPS_FILLED : ADDED, SUCCESS_TITLE),
      (error: unknown) => {
        showError(error);
        throw error;
      },
    );
  return (
    <SectionCard title={CORRECTIONS_TITLE}>
      <Stack gap="md">
        <CorrectionForm today={today} onSubmit={submit} />
        <LoadState
          query={corrections}
          failure={CORRECTIONS_LOAD_FAILED}
          loading="Chargement des corrections météo"
        >
          {rows.length === 0 ? (
            <Text size="sm">{NO_CORRECTIONS}</Text>
          ) : (
            <DataTable
              label="Corrections météo"
              columns={COLUMNS}
              rows={rows}
              getRowId={(row) => row.key}
              searchable={false}
              defaultPageSize={BLIGHT_CORRECTIONS_PAGE_SIZE}
              pageSizes={[BLIGHT_CORRECTIONS_PAGE_SIZE, 25, 50]}
              renderRowActions={(row) =>
                row.period === null ? null : (
                  <CorrectionActions
                    plotId={plotId}
                    period={row.period}
                    dates={row.dates}
                    onOpen={setDialog}
                  />
                )
              }
            />
          )}
        </LoadState>
      </Stack>
      <CorrectionDialogs dialog={dialog} today={today} onClose={() => setDialog(null)} />
    </SectionCard>
  );
}
