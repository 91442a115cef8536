// 'Corrections météo de la parcelle' (spec 3 §2.3, §4, §5, §8): periods of spatialised forecast
// weather that replace the station's, or the automatic search of the missing days. Every action
// shows the waiting overlay, then its success message; corrections, indices and the reception
// planning reload. A failure is said (the old page only logged it).
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
import { useState, type FormEvent } from 'react';
import { DataTable } from '../../../components/DataTable';
import { MESSAGE_DIALOG_WIDTH } from '../../../components/dialog-sizes';
import { SectionCard } from '../../../components/SectionCard';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import { showError } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { LoadState } from './LoadState';
import {
  useAddCorrection,
  useCorrections,
  useDeleteCorrection,
  useEditCorrection,
  useFillGaps,
} from './plot-api';
import { correctionRows, type CorrectionRow } from './plot-model';

export const CORRECTIONS_TITLE = 'Corrections météo de la parcelle';
export const CORRECTIONS_WARNING =
  'Les indices calculés sur la période ajoutée et les 2 semaines suivantes sont moins fiables : une météo spatialisée issue de prévisions remplace les données de la station.';
export const NO_CORRECTIONS = 'Cette parcelle ne possède pas de corrections météos';
export const CORRECTIONS_LOAD_FAILED =
  "Les corrections météo de la parcelle n'ont pas pu être chargées.";
export const ADDED = 'Ajout de remplacement de parcelle effectué avec succès !';
export const EDITED = 'Modification de remplacement de parcelle effectué avec succès !';
export const GAPS_FILLED =
  'Recherche et intégration des dates de données météos manquantes effectué avec succès !';
export const DELETED = 'Suppression effectuée avec succès !';
export const SUCCESS_TITLE = 'Action bien effectuée';

const COLUMNS: readonly Column<CorrectionRow>[] = [
  { key: 'type', header: 'Type', value: (row) => row.type, width: 16 },
  { key: 'dates', header: 'Date(s)', value: (row) => row.dates, width: 60 },
];

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

function PeriodFields({
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

function AddForm({ plotId, today }: { plotId: string; today: string }) {
  const [begin, setBegin] = useState('');
  const [end, setEnd] = useState('');
  const [fillGaps, setFillGaps] = useState(false);
  const add = useAddCorrection(plotId);
  const fill = useFillGaps(plotId);
  const error = fillGaps ? null : correctionPeriodError(today, begin, end);
  // The error is said once both dates are there; before, the disabled button says enough.
  const shownError = !fillGaps && begin !== '' && end !== '' ? error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error !== null) return;
    const done = () => {
      setBegin('');
      setEnd('');
      setFillGaps(false);
    };
    if (fillGaps) {
      fill.mutate(undefined, {
        onSuccess: () => {
          done();
          showSuccess(GAPS_FILLED, SUCCESS_TITLE);
        },
        onError: showError,
      });
    } else {
      add.mutate(
        { begin, end },
        {
          onSuccess: () => {
            done();
            showSuccess(ADDED, SUCCESS_TITLE);
          },
          onError: showError,
        },
      );
    }
  };

  return (
    <form onSubmit={submit} aria-label="Ajouter une correction météo">
      {add.isPending || fill.isPending ? <WaitingOverlay fullPage /> : null}
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
        <Group>
          <Button type="submit" disabled={error !== null}>
            Enregistrer
          </Button>
        </Group>
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
  period: { begin: string; end: string };
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
  period: { begin: string; end: string };
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

type Dialog = { kind: 'edit' | 'delete'; period: { begin: string; end: string } } | null;

export function CorrectionsSection({ plotId, today }: { plotId: string; today: string }) {
  const corrections = useCorrections(plotId);
  const rows = corrections.data ? correctionRows(corrections.data) : [];
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <SectionCard title={CORRECTIONS_TITLE}>
      <Stack gap="md">
        <AddForm plotId={plotId} today={today} />
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
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Modifier la période ${row.dates}`}
                      onClick={() => row.period && setDialog({ kind: 'edit', period: row.period })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={`Supprimer la période ${row.dates}`}
                      onClick={() =>
                        row.period && setDialog({ kind: 'delete', period: row.period })
                      }
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                )
              }
            />
          )}
        </LoadState>
      </Stack>
      {dialog?.kind === 'edit' ? (
        <EditModal
          plotId={plotId}
          today={today}
          period={dialog.period}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteModal plotId={plotId} period={dialog.period} onClose={() => setDialog(null)} />
      ) : null}
    </SectionCard>
  );
}
