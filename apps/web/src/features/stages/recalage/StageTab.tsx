// Spec 4 §2.6 'Stade' tab: the active stage requests ('Mes demandes' at first; for a validator
// 'À valider' with its count, issue 41), their search and export, 'Nouvelle demande' (disabled
// without recalibration rights, saying why), the privileged buttons 'Intégrer les recalages
// validés' and 'Fichier recalage', the row actions (delete, validate, integrated, duplicate,
// modify, warnings), and the sections below: the file check (admin), the archived requests, the
// recalages in place, and the last 7 days' active recalages (admin).
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import { safeCsvCell } from '@agro/domain/mycolis';
import {
  canDeleteRequest,
  canModifyRequest,
  canValidateRequest,
  integrationSucceeded,
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
  useStageRequests,
  validateStageRequest,
} from './recalage-api';
import {
  isArchived,
  RECALAGE_FILE_FIELDS,
  recalageStageColumns,
} from '@agro/contracts/columns/recalage';
import { stageFormOf, type StageFormState } from './recalage-form';
import { RequestFormRowActions, RequestList } from './RequestListControls';
import { StageRequestModal } from './StageRequestModal';
import {
  REQUEST_TABLE_LAYOUT,
  requestRowId,
  useRequestTab,
  type RequestTabDefinition,
} from './use-request-tab';

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

const STAGE_TAB: RequestTabDefinition<StageFormState> = {
  useRequests: useStageRequests,
  formOf: stageFormOf,
  subject: 'stade',
  label: STAGE_LIST_LABEL,
  loadFailed: STAGE_LOAD_FAILED,
  columns: recalageStageColumns,
  exportName: 'recalage-stades',
  validated: true,
};

export function StageTab({ today, harvestYear }: { today: string; harvestYear: number }) {
  const client = useQueryClient();
  const tab = useRequestTab(STAGE_TAB);
  const { viewer, mayRequest, all, open } = tab;
  const [deleting, setDeleting] = useState<RecalageRequest | null>(null);
  const [integrating, setIntegrating] = useState(false);
  const [busy, setBusy] = useState<'integration' | 'fichier' | null>(null);

  const active = useMemo(() => all.filter((request) => !isArchived(request)), [all]);
  const archived = useMemo(() => all.filter(isArchived), [all]);

  const reload = useCallback(
    () => client.invalidateQueries({ queryKey: STAGE_REQUESTS_KEY }),
    [client],
  );
  /** A row's change, which the service answers true or false; the list reloads in any case. */
  const changeRow = useCallback(
    async (call: () => Promise<boolean>, done: string, failed: string) => {
      try {
        if (await call()) showSuccess(done);
        else showDialog({ kind: 'error', code: '', description: failed });
      } catch (error) {
        showError(error);
      } finally {
        await reload();
      }
    },
    [reload],
  );

  const remove = async () => {
    const request = deleting;
    setDeleting(null);
    if (!request) return;
    await changeRow(() => deleteStageRequest(request.id), DELETED, DELETE_FAILED);
  };

  const validate = useCallback(
    (request: RecalageRequest) =>
      changeRow(() => validateStageRequest(request.id), VALIDATED, VALIDATE_FAILED),
    [changeRow],
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
            <RequestFormRowActions
              name={name}
              editable={canModifyRequest(request, viewer.login, viewer.instituteKeyword)}
              onOpen={(action) => open(action, request)}
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

  const privilegedTools = viewer.privileged ? (
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
  ) : null;

  return (
    <Stack gap="md">
      <RequestList
        tab={tab}
        renderRowActions={renderRowActions}
        rowActionsSize={190}
        tools={privilegedTools}
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
          getRowId={requestRowId}
          loading={tab.requests.isPending}
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

      <StageRequestModal {...tab.formModal} harvestYear={harvestYear} />
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
