// 'Corrections météo de la parcelle' (spec 3 §2.3, §4, §5, §8): periods of spatialised forecast
// weather that replace the station's, or the automatic search of the missing days. Every action
// shows the waiting overlay, then its success message; corrections, indices and the reception
// planning reload. A failure is said (the old page only logged it).
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { SectionCard } from '../../../components/SectionCard';
import { showError } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import {
  ADDED,
  CORRECTION_COLUMNS,
  CorrectionDialogs,
  CorrectionForm,
  CorrectionTable,
  GAPS_FILLED,
  SUCCESS_TITLE,
  type CorrectionDialog,
  type CorrectionRequest,
} from '../corrections/corrections-ui';
import { LoadState } from '../../../components/LoadState';
import { useAddCorrection, useCorrections, useFillGaps } from './plot-api';
import { correctionRows } from './plot-model';

export const CORRECTIONS_TITLE = 'Corrections météo de la parcelle';
export const NO_CORRECTIONS = 'Cette parcelle ne possède pas de corrections météos';
export const CORRECTIONS_LOAD_FAILED =
  "Les corrections météo de la parcelle n'ont pas pu être chargées.";

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
          <CorrectionTable
            label="Corrections météo"
            empty={NO_CORRECTIONS}
            columns={CORRECTION_COLUMNS}
            rows={rows}
            searchable={false}
            target={(row) => ({ plotId, dates: row.dates })}
            onOpen={setDialog}
          />
        </LoadState>
      </Stack>
      <CorrectionDialogs dialog={dialog} today={today} onClose={() => setDialog(null)} />
    </SectionCard>
  );
}
