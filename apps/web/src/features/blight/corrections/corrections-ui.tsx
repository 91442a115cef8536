// The weather corrections' shared pieces (spec 3 §2.3, §2.4, §5, §8): the form, the edit and
// delete dialogs and the row actions, used by a plot's detail (one plot) and the weather-gap view
// (the selected plots). Every action shows the waiting overlay and its success message.
import {
  correctionEndBounds,
  correctionPeriodError,
  correctionStartBounds,
} from '@agro/domain/blight';
import { formatDateFr } from '@agro/domain/dates';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconInfoCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { MESSAGE_DIALOG_WIDTH } from '../../../components/dialog-sizes';
import { FormActions } from '../../../components/FormActions';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import { showError } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { useDeleteCorrection, useEditCorrection } from '../plot/plot-api';

export const CORRECTIONS_WARNING =
  'Les indices calculés sur la période ajoutée et les 2 semaines suivantes sont moins fiables : une météo spatialisée issue de prévisions remplace les données de la station.';
export const ADDED = 'Ajout de remplacement de parcelle effectué avec succès !';
export const EDITED = 'Modification de remplacement de parcelle effectué avec succès !';
export const GAPS_FILLED =
  'Recherche et intégration des dates de données météos manquantes effectué avec succès !';
export const DELETED = 'Suppression effectuée avec succès !';
export const SUCCESS_TITLE = 'Action bien effectuée';

export interface Period {
  begin: string;
  end: string;
}

interface PeriodFieldsProps {
  today: string;
  begin: string;
  end: string;
  onBegin(value: string): void;
  onEnd(value: string): void;
  disabled?: boolean;
  beginLabel?: string;
  endLabel?: string;
}

export function PeriodFields({
  today,
  begin,
  end,
  onBegin,
  onEnd,
  disabled = false,
  beginLabel = 'Date de début',
  endLabel = 'Date de fin',
}: PeriodFieldsProps) {
  const startBounds = correctionStartBounds(today);
  const endBounds = correctionEndBounds(today, begin);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label={beginLabel}
        value={begin}
        min={startBounds.min}
        max={startBounds.max}
        onChange={(event) => onBegin(event.currentTarget.value)}
        disabled={disabled}
        required={!disabled}
        w={180}
      />
      <TextInput
        type="date"
        label={endLabel}
        value={end}
        min={endBounds.min}
        max={endBounds.max}
        onChange={(event) => onEnd(event.currentTarget.value)}
        disabled={disabled}
        required={!disabled}
        w={180}
      />
    </Group>
  );
}

export type CorrectionRequest = { kind: 'period'; begin: string; end: string } | { kind: 'gaps' };

export interface CorrectionFormProps {
  today: string;
  /** Sends the request; resolves when every plot has it. The form empties itself after. */
  onSubmit(request: CorrectionRequest): Promise<unknown>;
  /** Why nothing can be sent yet, beyond the dates (no plot selected); said under the button. */
  blockedReason?: string | null;
  /** The form's name for screen readers. */
  label?: string;
}

/**
 * The correction form (spec 3 §2.3, §2.4, §5): a period within the bounds, or the automatic search
 * of missing days ('Combler les manques météo' empties and disables both dates); 'Enregistrer',
 * then the grey warning that the indices over the period and two weeks after are less reliable.
 */
export function CorrectionForm({
  today,
  onSubmit,
  blockedReason = null,
  label = 'Ajouter une correction météo',
}: CorrectionFormProps) {
  const [begin, setBegin] = useState('');
  const [end, setEnd] = useState('');
  const [fillGaps, setFillGaps] = useState(false);
  const [pending, setPending] = useState(false);
  const error = fillGaps ? null : correctionPeriodError(today, begin, end);
  // The error is said once both dates are there; before, the disabled button says enough.
  const shownError = !fillGaps && begin !== '' && end !== '' ? error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error !== null || blockedReason !== null) return;
    setPending(true);
    onSubmit(fillGaps ? { kind: 'gaps' } : { kind: 'period', begin, end })
      .then(() => {
        setBegin('');
        setEnd('');
        setFillGaps(false);
      })
      .catch(() => undefined)
      .finally(() => setPending(false));
  };

  return (
    <form onSubmit={submit} aria-label={label}>
      {pending ? <WaitingOverlay fullPage /> : null}
      <Stack gap="sm">
        <PeriodFields
          today={today}
          begin={begin}
          end={end}
          onBegin={setBegin}
          onEnd={setEnd}
          disabled={fillGaps}
        />
        <Checkbox
          label="Combler les manques météo"
          checked={fillGaps}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setFillGaps(checked);
            // With the automatic search, the dates are emptied (spec 3 §5).
            if (checked) {
              setBegin('');
              setEnd('');
            }
          }}
        />
        {shownError ? (
          <Text size="sm" c="red.9" role="alert">
            {shownError}
          </Text>
        ) : null}
        <FormActions
          submitLabel="Enregistrer"
          disabled={error !== null || blockedReason !== null}
          reason={blockedReason}
        />
        {/* A standing grey notice, not an alert: it is there before anything happens. */}
        <Paper bg="gray.1" p="sm" radius="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconInfoCircle size={18} aria-hidden style={{ flex: 'none' }} />
            <Text size="sm">{CORRECTIONS_WARNING}</Text>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}

function EditModal({
  plotId,
  today,
  period,
  onClose,
}: {
  plotId: string;
  today: string;
  period: Period;
  onClose(): void;
}) {
  const [begin, setBegin] = useState(period.begin);
  const [end, setEnd] = useState(period.end);
  const edit = useEditCorrection(plotId);
  const error = correctionPeriodError(today, begin, end);
  return (
    <Modal
      opened
      onClose={onClose}
      title="Modification d'un ajout météo"
      size={MESSAGE_DIALOG_WIDTH}
    >
      {edit.isPending ? <WaitingOverlay fullPage /> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (error !== null) return;
          edit.mutate(
            { original: period.begin, begin, end },
            {
              onSuccess: () => {
                onClose();
                showSuccess(EDITED, SUCCESS_TITLE);
              },
              onError: showError,
            },
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Période actuelle : du {formatDateFr(period.begin)} au {formatDateFr(period.end)}
          </Text>
          <PeriodFields
            today={today}
            begin={begin}
            end={end}
            onBegin={setBegin}
            onEnd={setEnd}
            beginLabel="Nouvelle date de début"
            endLabel="Nouvelle date de fin"
          />
          {error && begin !== '' && end !== '' ? (
            <Text size="sm" c="red.9" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" disabled={error !== null}>
              Modifier
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteModal({
  plotId,
  period,
  onClose,
}: {
  plotId: string;
  period: Period;
  onClose(): void;
}) {
  const remove = useDeleteCorrection(plotId);
  return (
    <Modal
      opened
      onClose={onClose}
      title="Suppression d'un ajout météo"
      size={MESSAGE_DIALOG_WIDTH}
    >
      {remove.isPending ? <WaitingOverlay fullPage /> : null}
      <Text>
        Voulez-vous vraiment supprimer l&apos;ajout météo du {formatDateFr(period.begin)} au{' '}
        {formatDateFr(period.end)} ?
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} data-autofocus>
          Annuler
        </Button>
        <Button
          color="red.9"
          onClick={() =>
            remove.mutate(period.begin, {
              onSuccess: () => {
                onClose();
                showSuccess(DELETED, SUCCESS_TITLE);
              },
              onError: showError,
            })
          }
        >
          Supprimer
        </Button>
      </Group>
    </Modal>
  );
}

export type CorrectionDialog = { kind: 'edit' | 'delete'; plotId: string; period: Period } | null;

/** A period row's edit and delete buttons, named with the period they act on. */
export function CorrectionActions({
  plotId,
  period,
  dates,
  onOpen,
}: {
  plotId: string;
  period: Period;
  /** The row's dates as shown: 'Du 01/06/2026 au 03/06/2026'. */
  dates: string;
  onOpen(dialog: CorrectionDialog): void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`Modifier la période ${dates}`}
        onClick={() => onOpen({ kind: 'edit', plotId, period })}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red.9"
        aria-label={`Supprimer la période ${dates}`}
        onClick={() => onOpen({ kind: 'delete', plotId, period })}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The open dialog, if any. */
export function CorrectionDialogs({
  dialog,
  today,
  onClose,
}: {
  dialog: CorrectionDialog;
  today: string;
  onClose(): void;
}) {
  if (dialog === null) return null;
  return dialog.kind === 'edit' ? (
    <EditModal plotId={dialog.plotId} today={today} period={dialog.period} onClose={onClose} />
  ) : (
    <DeleteModal plotId={dialog.plotId} period={dialog.period} onClose={onClose} />
  );
}
