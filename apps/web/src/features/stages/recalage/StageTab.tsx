// Spec 4 §2.6 'Stade' tab: the active stage requests ('Mes demandes' on at first), their search and
// export, 'Nouvelle demande' (disabled without recalibration rights), the privileged buttons
// 'Intégrer les recalages validés' and 'Fichier recalage', the row actions (delete, validate,
// integrated, duplicate, modify, warnings), and the sections below: the file check (admin), the
// archived requests, the recalages in place, and the last 7 days' active recalages (admin).
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import { safeCsvCell } from '@agro/domain/mycolis';
import {
  canDeleteRequest,
  canModifyRequest,
  canRequestRecalage,
  canValidateRequest,
  integrationSucceeded,
  type FormAction,
} from '@agro/domain/recalage';
import { ActionIcon, Button, Group, Stack, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ChoiceModal, DELETE_QUESTION } from '../../../components/ChoiceModal';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { DataTable } from '../../../components/DataTable';
import { RowAction } from '../../../components/RowAction';
import { showDialog, showError } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { saveFile } from '../../../lib/table-export';
import { FileCheckSection } from './FileCheckSection';
import { InPlaceSection } from './InPlaceSection';
import { LatestSection } from './LatestSection';
import {
  ARCHIVED_LIST_LABEL,
  ARCHIVED_TITLE,
  DELETE_FAILED,
  DELETED,
  FILE_CHECK_TITLE,
  IN_PLACE_TITLE,
  INTEGRATE,
  INTEGRATE_QUESTION,
  INTEGRATED,
  integrationFailed,
  LATEST_TITLE,
  RECALAGE_FILE,
  RECALAGE_FILE_EMPTY,
  STAGE_LIST_LABEL,
  STAGE_LOAD_FAILED,
  VALIDATE_FAILED,
  VALIDATED,
} from './messages';
import {
  deleteStageRequest,
  integrateValidated,
  readRecalageFile,
  STAGE_REQUESTS_KEY,
  useRecalageRights,
  useStageRequests,
  validateStageRequest,
} from './recalage-api';
import {
  isArchived,
  RECALAGE_FILE_FIELDS,
  recalageStageColumns,
  recalageViewFilter,
} from '@agro/contracts/columns/recalage';
import { stageFormOf, type StageFormState } from './recalage-form';
import { useRecalageViewer } from './recalage-viewer';
import {
  REQUEST_TABLE_LAYOUT,
  RequestListControls,
  RequestLoadErrors,
} from './RequestListControls';
import { StageRequestModal } from './StageRequestModal';

const FORM_TITLES: Readonly<Record<FormAction, string>> = {
  nouvelle: 'Nouvelle demande de recalage de stade',
  dupliquer: 'Dupliquer la demande de recalage de stade',
  modifier: 'Modifier la demande de recalage de stade',
};

/** The recalage file's data as a CSV: the service's field names, lists joined by commas. */
export function recalageFileCsv(rows: readonly Record<string, unknown>[]): string {
  const cell = (value: unknown) =>
    safeCsvCell(
      value === null || value === undefined
        ? ''
        : Array.isArray(value)
          ? value.join(',')
          : String(value),
    );
  const lines = [
    RECALAGE_FILE_FIELDS.join(';'),
    ...rows.map((row) => RECALAGE_FILE_FIELDS.map((field) => cell(row[field])).join(';')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function StageTab({ today, harvestYear }: { today: string; harvestYear: number }) {
  const client = useQueryClient();
  const viewer = useRecalageViewer();
  const requests = useStageRequests();
  const rights = useRecalageRights();
  const mayRequest = canRequestRecalage(rights.data);
  const [onlyMine, setOnlyMine] = useState(true);
  const [form, setForm] = useState<{ initial: StageFormState; title: string } | null>(null);
  const [deleting, setDeleting] = useState<RecalageRequest | null>(null);
  const [integrating, setIntegrating] = useState(false);
  const [busy, setBusy] = useState<'integration' | 'fichier' | null>(null);

  const all = useMemo(() => requests.data ?? [], [requests.data]);
  const active = useMemo(() => all.filter((request) => !isArchived(request)), [all]);
  const archived = useMemo(() => all.filter(isArchived), [all]);
  // The export's rule (recalageViewFilter): the active requests, one's own while the switch is on.
  const shown = useMemo(
    () =>
      all.filter(
        recalageViewFilter(
          { mine: onlyMine, archived: false },
          viewer.login,
          viewer.instituteKeyword,
        ),
      ),
    [all, onlyMine, viewer.login, viewer.instituteKeyword],
  );

  const open = useCallback(
    (action: FormAction, request: RecalageRequest | null) =>
      setForm({ initial: stageFormOf(request, action), title: FORM_TITLES[action] }),
    [],
  );
  const reload = useCallback(
    () => client.invalidateQueries({ queryKey: STAGE_REQUESTS_KEY }),
    [client],
  );

  const remove = async () => {
    const request = deleting;
    setDeleting(null);
    if (!request) return;
    try {
      if (await deleteStageRequest(request.id)) showSuccess(DELETED);
      else showDialog({ kind: 'error', code: '', description: DELETE_FAILED });
    } catch (error) {
      showError(error);
    } finally {
      await reload();
    }
  };

  const validate = useCallback(
    async (request: RecalageRequest) => {
      try {
        if (await validateStageRequest(request.id)) showSuccess(VALIDATED);
        else showDialog({ kind: 'error', code: '', description: VALIDATE_FAILED });
      } catch (error) {
        showError(error);
      } finally {
        await reload();
      }
    },
    [reload],
  );

  const integrate = async () => {
    setIntegrating(false);
    setBusy('integration');
    try {
      const code = await integrateValidated();
      if (integrationSucceeded(code)) showSuccess(INTEGRATED);
      else showDialog({ kind: 'error', code: String(code), description: integrationFailed(code) });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
      await reload();
    }
  };

  const downloadFile = async () => {
    setBusy('fichier');
    try {
      const rows = await readRecalageFile();
      if (rows.length === 0) {
        showDialog({ kind: 'info', title: RECALAGE_FILE, message: RECALAGE_FILE_EMPTY });
        return;
      }
      const text = `\ufeff${recalageFileCsv(rows)}`;
      saveFile({
        blob: new Blob([text], { type: 'text/csv;charset=utf-8' }),
        fileName: `${today.replaceAll('-', '')}_fichier_recalage.csv`,
      });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const renderRowActions = useCallback(
    (request: RecalageRequest) => {
      const name = `la demande ${request.id}`;
      return (
        <Group gap={2} wrap="nowrap">
          {canDeleteRequest(request, viewer.login, viewer.privileged, viewer.instituteKeyword) ? (
            <RowAction
              kind="delete"
              label={`Supprimer ${name}`}
              onClick={() => setDeleting(request)}
            />
          ) : null}
          {canValidateRequest(request, viewer.privileged) ? (
            <RowAction
              kind="validate"
              label={`Valider ${name}`}
              onClick={() => void validate(request)}
            />
          ) : null}
          {request.validation_integration === true ? (
            <Tooltip label="Intégrée">
              <ThemeIcon
                variant="light"
                color="green.9"
                role="img"
                aria-label={`${name} est intégrée`}
              >
                <IconDatabaseImport size={18} aria-hidden />
              </ThemeIcon>
            </Tooltip>
          ) : null}
          {mayRequest ? (
            <RowAction
              kind="duplicate"
              label={`Dupliquer ${name}`}
              asksFirst
              onClick={() => open('dupliquer', request)}
            />
          ) : null}
          {mayRequest && canModifyRequest(request, viewer.login, viewer.instituteKeyword) ? (
            <RowAction
              kind="edit"
              label={`Modifier ${name}`}
              asksFirst
              onClick={() => open('modifier', request)}
            />
          ) : null}
          {request.warnings ? (
            <Tooltip label={request.warnings} multiline maw={320}>
              <ActionIcon
                variant="subtle"
                color="orange.9"
                aria-label={`Avertissements de ${name}\u202f: ${request.warnings}`}
              >
                <IconAlertTriangle size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      );
    },
    [viewer, mayRequest, open, validate],
  );

  const toolbar = (
    <RequestListControls
      onlyMine={onlyMine}
      onOnlyMineChange={setOnlyMine}
      mayRequest={mayRequest}
      onNew={() => open('nouvelle', null)}
    >
      {viewer.privileged ? (
        <>
          <Button
            variant="light"
            onClick={() => setIntegrating(true)}
            loading={busy === 'integration'}
            aria-haspopup="dialog"
          >
            {INTEGRATE}
          </Button>
          <Button variant="light" onClick={() => void downloadFile()} loading={busy === 'fichier'}>
            {RECALAGE_FILE}
          </Button>
        </>
      ) : null}
    </RequestListControls>
  );

  return (
    <Stack gap="md">
      <RequestLoadErrors rights={rights} requests={requests} requestsMessage={STAGE_LOAD_FAILED} />
      <DataTable
        label={STAGE_LIST_LABEL}
        columns={recalageStageColumns}
        rows={shown}
        getRowId={(request) => String(request.id)}
        loading={requests.isPending}
        {...REQUEST_TABLE_LAYOUT}
        renderRowActions={renderRowActions}
        rowActionsSize={190}
        exportName="recalage-stades"
        exportParameters={onlyMine ? undefined : { mine: '0' }}
        toolbar={toolbar}
      />

      {viewer.admin ? (
        <CollapsibleSection title={FILE_CHECK_TITLE}>
          <FileCheckSection />
        </CollapsibleSection>
      ) : null}
      <CollapsibleSection title={ARCHIVED_TITLE}>
        <DataTable
          label={ARCHIVED_LIST_LABEL}
          columns={recalageStageColumns}
          rows={archived}
          getRowId={(request) => String(request.id)}
          loading={requests.isPending}
          {...REQUEST_TABLE_LAYOUT}
        />
      </CollapsibleSection>
      <CollapsibleSection title={IN_PLACE_TITLE}>
        <InPlaceSection requests={active} harvestYear={harvestYear} />
      </CollapsibleSection>
      {viewer.admin ? (
        <CollapsibleSection title={LATEST_TITLE}>
          <LatestSection />
        </CollapsibleSection>
      ) : null}

      <StageRequestModal
        initial={form?.initial ?? null}
        title={form?.title ?? ''}
        rights={rights.data ?? []}
        harvestYear={harvestYear}
        onClose={() => setForm(null)}
      />
      <ChoiceModal
        opened={deleting !== null}
        question={DELETE_QUESTION}
        detail={deleting ? `Demande de recalage ${deleting.id}` : undefined}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
      <ChoiceModal
        opened={integrating}
        question={INTEGRATE_QUESTION}
        onConfirm={() => void integrate()}
        onCancel={() => setIntegrating(false)}
      />
    </Stack>
  );
}
