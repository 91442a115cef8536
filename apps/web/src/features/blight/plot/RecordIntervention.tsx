// 'Ajouter un traitement', 'Ajouter une irrigation', 'Ajouter une observation' on the blight plot
// detail (issue 41, finding 5): the plot management's own form in a dialog, aimed at this plot,
// for whoever may write on it (`mayRecordInterventions`). Once saved, the dialog closes and every
// read of the plot reloads (runIntervention): its lists, its indices and the advice the model
// worked out again.
import type { BlightPlot } from '@agro/contracts/entities/blight';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { WIDE_DIALOG_WIDTH } from '../../../components/dialog-sizes';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import type { InterventionSectionProps } from '../manage/form-parts';
import { IrrigationSection } from '../manage/IrrigationSection';
import { ObservationSection } from '../manage/ObservationSection';
import { TreatmentSection } from '../manage/TreatmentSection';

export type InterventionKind = 'traitement' | 'irrigation' | 'observation';

export const ADD_LABELS: Readonly<Record<InterventionKind, string>> = {
  traitement: 'Ajouter un traitement',
  irrigation: 'Ajouter une irrigation',
  observation: 'Ajouter une observation',
};

const FORMS: Readonly<Record<InterventionKind, ComponentType<InterventionSectionProps>>> = {
  traitement: TreatmentSection,
  irrigation: IrrigationSection,
  observation: ObservationSection,
};

export function RecordIntervention({
  kind,
  plot,
  today,
}: {
  kind: InterventionKind;
  plot: BlightPlot;
  /** 'YYYY-MM-DD' on the platform's clock: the forms take dates from 1 March to it. */
  today: string;
}) {
  const [opened, setOpened] = useState(false);
  const Form = FORMS[kind];
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        {ADD_LABELS[kind]}
      </Button>
      <ResponsiveModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`${ADD_LABELS[kind]} - ${plot.name} (${plot.id})`}
        size={WIDE_DIALOG_WIDTH}
      >
        {/* Mounted while open: each opening starts from an empty form. */}
        {opened ? (
          <Form today={today} targets={[plot]} plot={null} onSaved={() => setOpened(false)} />
        ) : null}
      </ResponsiveModal>
    </>
  );
}
