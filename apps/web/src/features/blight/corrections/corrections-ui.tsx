// The weather corrections' shared pieces (spec 3 §2.3, §2.4, §5, §8): the form, the edit and
// delete dialogs and the row actions, used by a plot's detail (one plot) and the weather-gap view
// (the selected plots). Every action shows the waiting overlay and its success message.
import { BLIGHT_CORRECTIONS_PAGE_SIZE } from '@agro/contracts/columns/blight-plot';
import type { Column } from '@agro/contracts/columns/column';
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
import { useState, type FormEvent, type ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../../../components/DataTable';
import { MESSAGE_DIALOG_WIDTH } from '../../../components/dialog-sizes';
import { FormActions } from '../../../components/FormActions';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import { showError } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { useDeleteCorrection, useEditCorrection } from '../plot/plot-api';
import type { CorrectionRow } from '../plot/plot-model';

export const CORRECTIONS_WARNING =
  'Les indices calculés sur la période ajoutée et les 2 semaines suivantes sont moins fiables\u202f: une météo spatialisée issue de prévisions remplace les données de la station.';
export const ADDED = 'Ajout de remplacement de parcelle effectué avec succès\u202f!';
export const EDITED = 'Modification de remplacement de parcelle effectuée avec succès\u202f!';
export const GAPS_FILLED =
  'Recherche et intégration des dates de données météo manquantes effectuées avec succès\u202f!';
export const DELETED = 'Suppression effectuée avec succès\u202f!';
export const SUCCESS_TITLE = 'Action bien effectuée';

export interface Period {
  begin: string;
  end: string;
}

/** A period being typed: its two dates and how they change. */
export interface PeriodDraft extends Period {
  setBegin(value: string): void;
  setEnd(value: string): void;
  /** Empties both dates. */
  clear(): void;
}

const EMPTY_PERIOD: Period = { begin: '', end: '' };

function usePeriodDraft(initial: Period): PeriodDraft {
  const [begin, setBegin] = useState(initial.begin);
  const [end, setEnd] = useState(initial.end);
  const clear = () => {
    setBegin('');
    setEnd('');
  };
  return { begin, end, setBegin, setEnd, clear };
}

interface PeriodFieldsProps {
  today: string;
  period: PeriodDraft;
  disabled?: boolean;
  beginLabel?: string;
  endLabel?: string;
}

/** One end of the period: a date within its bounds, required unless the form disables it. */
function PeriodDateInput({
  label,
  value,
  bounds,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  bounds: { min: string; max: string };
  onChange(value: string): void;
  disabled: boolean;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value}
      min={bounds.min}
      max={bounds.max}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={disabled}
      required={!disabled}
      w={180}
    />
  );
}

export function PeriodFields({
  today,
  period,
  disabled = false,
  beginLabel = 'Date de début',
  endLabel = 'Date de fin',
}: PeriodFieldsProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <PeriodDateInput
        label={beginLabel}
        value={period.begin}
        bounds={correctionStartBounds(today)}
        onChange={period.setBegin}
        disabled={disabled}
      />
      <PeriodDateInput
        label={endLabel}
        value={period.end}
        bounds={correctionEndBounds(today, period.begin)}
        onChange={period.setEnd}
        disabled={disabled}
      />
    </Group>
  );
}

/** The period's error, said once both dates are there; before, the disabled button says enough. */
function PeriodError({ error, period }: { error: string | null; period: Period }) {
  return error && period.begin !== '' && period.end !== '' ? (
    <Text size="sm" c="red.9" role="alert">
      {error}
    </Text>
  ) : null;
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
  const period = usePeriodDraft(EMPTY_PERIOD);
  const [fillGaps, setFillGaps] = useState(false);
  const [pending, setPending] = useState(false);
  const error = fillGaps ? null : correctionPeriodError(today, period.begin, period.end);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error !== null || blockedReason !== null) return;
    setPending(true);
    onSubmit(fillGaps ? { kind: 'gaps' } : { kind: 'period', begin: period.begin, end: period.end })
      .then(() => {
        period.clear();
        setFillGaps(false);
      })
      .catch(() => undefined)
      .finally(() => setPending(false));
  };

  return (
    <form onSubmit={submit} aria-label={label}>
      {pending ? <WaitingOverlay fullPage /> : null}
      <Stack gap="sm">
        <PeriodFields today={today} period={period} disabled={fillGaps} />
        <Checkbox
          label="Combler les manques météo"
          checked={fillGaps}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setFillGaps(checked);
            // With the automatic search, the dates are emptied (spec 3 §5).
            if (checked) period.clear();
          }}
        />
        <PeriodError error={error} period={period} />
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

/** What a dialog's write does once sent: closes the dialog and says it is done, or says what failed. */
const closingWithSuccess = (onClose: () => void, message: string) => ({
  onSuccess: () => {
    onClose();
    showSuccess(message, SUCCESS_TITLE);
  },
  onError: showError,
});

/** A dialog over one period; while its write runs, the page waits. */
function PeriodModal({
  title,
  pending,
  onClose,
  children,
}: {
  title: string;
  pending: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} size={MESSAGE_DIALOG_WIDTH}>
      {pending ? <WaitingOverlay fullPage /> : null}
      {children}
    </Modal>
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
  const draft = usePeriodDraft(period);
  const edit = useEditCorrection(plotId);
  const error = correctionPeriodError(today, draft.begin, draft.end);
  return (
    <PeriodModal title="Modification d'un ajout météo" pending={edit.isPending} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (error !== null) return;
          edit.mutate(
            { original: period.begin, begin: draft.begin, end: draft.end },
            closingWithSuccess(onClose, EDITED),
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Période actuelle&#x202F;: du {formatDateFr(period.begin)} au {formatDateFr(period.end)}
          </Text>
          <PeriodFields
            today={today}
            period={draft}
            beginLabel="Nouvelle date de début"
            endLabel="Nouvelle date de fin"
          />
          <PeriodError error={error} period={draft} />
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
    </PeriodModal>
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
    <PeriodModal title="Suppression d'un ajout météo" pending={remove.isPending} onClose={onClose}>
      <Text>
        Voulez-vous vraiment supprimer l&apos;ajout météo du {formatDateFr(period.begin)} au{' '}
        {formatDateFr(period.end)}&#x202F;?
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} data-autofocus>
          Annuler
        </Button>
        <Button
          color="red.9"
          onClick={() => remove.mutate(period.begin, closingWithSuccess(onClose, DELETED))}
        >
          Supprimer
        </Button>
      </Group>
    </PeriodModal>
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

/** The columns of every list of corrections: what a row is, and its dates. */
export const CORRECTION_COLUMNS: readonly Column<CorrectionRow>[] = [
  { key: 'type', header: 'Type', value: (row) => row.type, width: 16 },
  { key: 'dates', header: 'Date(s)', value: (row) => row.dates, width: 60 },
];

/**
 * A list of corrections, or the sentence saying there is none: each period with its edit and
 * delete buttons (the missing days have none).
 */
export function CorrectionTable<Row extends CorrectionRow>({
  empty,
  target,
  onOpen,
  ...table
}: Pick<DataTableProps<Row>, 'label' | 'columns' | 'rows' | 'searchable'> & {
  empty: string;
  /** The plot a row's period is of, and its dates as the buttons name them. */
  target(row: Row): { plotId: string; dates: string };
  onOpen(dialog: CorrectionDialog): void;
}) {
  if (table.rows.length === 0) return <Text size="sm">{empty}</Text>;
  return (
    <DataTable
      getRowId={(row) => row.key}
      defaultPageSize={BLIGHT_CORRECTIONS_PAGE_SIZE}
      pageSizes={[BLIGHT_CORRECTIONS_PAGE_SIZE, 25, 50]}
      renderRowActions={(row) =>
        row.period === null ? null : (
          <CorrectionActions {...target(row)} period={row.period} onOpen={onOpen} />
        )
      }
      {...table}
    />
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
