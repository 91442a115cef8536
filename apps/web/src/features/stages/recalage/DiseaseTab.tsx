// Spec 4 §2.6 'Maladie' tab: the disease requests with their search, the own/all switch,
// 'Nouvelle demande' (disabled without recalibration rights), and a duplicate and a modify per
// row; no validation here.
import { recalageDiseaseColumns, recalageViewFilter } from '@agro/contracts/columns/recalage';
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import { canRequestRecalage, isOwnRequest, type FormAction } from '@agro/domain/recalage';
import { Group, Stack } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { DataTable } from '../../../components/DataTable';
import { RowAction } from '../../../components/RowAction';
import { DiseaseRequestModal } from './DiseaseRequestModal';
import {
  REQUEST_TABLE_LAYOUT,
  RequestListControls,
  RequestLoadErrors,
} from './RequestListControls';
import { DISEASE_LIST_LABEL, DISEASE_LOAD_FAILED } from './messages';
import { useDiseaseRequests, useRecalageRights } from './recalage-api';
import { diseaseFormOf, type DiseaseFormState } from './recalage-form';
import { useRecalageViewer } from './recalage-viewer';

const FORM_TITLES: Readonly<Record<FormAction, string>> = {
  nouvelle: 'Nouvelle demande de recalage de maladie',
  dupliquer: 'Dupliquer la demande de recalage de maladie',
  modifier: 'Modifier la demande de recalage de maladie',
};

const requestId = (request: RecalageRequest) => String(request.id);

export function DiseaseTab({ harvestYear }: { harvestYear: number }) {
  const viewer = useRecalageViewer();
  const requests = useDiseaseRequests();
  const rights = useRecalageRights();
  const mayRequest = canRequestRecalage(rights.data);
  const [onlyMine, setOnlyMine] = useState(true);
  const [form, setForm] = useState<{ initial: DiseaseFormState; title: string } | null>(null);
  const mine = useCallback(
    (request: RecalageRequest) => isOwnRequest(request, viewer.login, viewer.instituteKeyword),
    [viewer.login, viewer.instituteKeyword],
  );
  // The export's rule (recalageViewFilter): the active requests, one's own while the switch is on.
  const rows = useMemo(
    () =>
      (requests.data ?? []).filter(
        recalageViewFilter(
          { mine: onlyMine, archived: false },
          viewer.login,
          viewer.instituteKeyword,
        ),
      ),
    [requests.data, onlyMine, viewer.login, viewer.instituteKeyword],
  );
  const open = useCallback(
    (action: FormAction, request: RecalageRequest | null) =>
      setForm({ initial: diseaseFormOf(request, action), title: FORM_TITLES[action] }),
    [],
  );

  const renderRowActions = useCallback(
    (request: RecalageRequest) =>
      mayRequest ? (
        <Group gap={2} wrap="nowrap">
          <RowAction
            kind="duplicate"
            label={`Dupliquer la demande ${requestId(request)}`}
            asksFirst
            onClick={() => open('dupliquer', request)}
          />
          {mine(request) ? (
            <RowAction
              kind="edit"
              label={`Modifier la demande ${requestId(request)}`}
              asksFirst
              onClick={() => open('modifier', request)}
            />
          ) : null}
        </Group>
      ) : null,
    [mayRequest, mine, open],
  );

  return (
    <Stack gap="md">
      <RequestLoadErrors
        rights={rights}
        requests={requests}
        requestsMessage={DISEASE_LOAD_FAILED}
      />
      <DataTable
        label={DISEASE_LIST_LABEL}
        columns={recalageDiseaseColumns}
        rows={rows}
        getRowId={(request) => requestId(request)}
        loading={requests.isPending}
        {...REQUEST_TABLE_LAYOUT}
        renderRowActions={renderRowActions}
        exportName="recalage-maladies"
        exportParameters={onlyMine ? undefined : { mine: '0' }}
        toolbar={
          <RequestListControls
            onlyMine={onlyMine}
            onOnlyMineChange={setOnlyMine}
            mayRequest={mayRequest}
            onNew={() => open('nouvelle', null)}
          />
        }
      />
      <DiseaseRequestModal
        harvestYear={harvestYear}
        initial={form?.initial ?? null}
        title={form?.title ?? ''}
        rights={rights.data ?? []}
        onClose={() => setForm(null)}
      />
    </Stack>
  );
}
