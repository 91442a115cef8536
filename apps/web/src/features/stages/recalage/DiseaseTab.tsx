// Spec 4 §2.6 'Maladie' tab: the disease requests with their search, the own/all switch,
// 'Nouvelle demande' (disabled without recalibration rights), and a duplicate and a modify per
// row; no validation here.
import { recalageDiseaseColumns } from '@agro/contracts/columns/recalage';
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import { isOwnRequest } from '@agro/domain/recalage';
import { Group, Stack } from '@mantine/core';
import { useCallback } from 'react';
import { DiseaseRequestModal } from './DiseaseRequestModal';
import { RequestFormRowActions, RequestList } from './RequestListControls';
import { DISEASE_LIST_LABEL, DISEASE_LOAD_FAILED } from './messages';
import { useDiseaseRequests } from './recalage-api';
import { diseaseFormOf, type DiseaseFormState } from './recalage-form';
import { requestRowId, useRequestTab, type RequestTabDefinition } from './use-request-tab';

const DISEASE_TAB: RequestTabDefinition<DiseaseFormState> = {
  useRequests: useDiseaseRequests,
  formOf: diseaseFormOf,
  subject: 'maladie',
  label: DISEASE_LIST_LABEL,
  loadFailed: DISEASE_LOAD_FAILED,
  columns: recalageDiseaseColumns,
  exportName: 'recalage-maladies',
  validated: false,
};

export function DiseaseTab({ harvestYear }: { harvestYear: number }) {
  const tab = useRequestTab(DISEASE_TAB);
  const { viewer, mayRequest, open } = tab;
  const mine = useCallback(
    (request: RecalageRequest) => isOwnRequest(request, viewer.login, viewer.instituteKeyword),
    [viewer.login, viewer.instituteKeyword],
  );

  const renderRowActions = useCallback(
    (request: RecalageRequest) =>
      mayRequest ? (
        <Group gap={2} wrap="nowrap">
          <RequestFormRowActions
            name={`la demande ${requestRowId(request)}`}
            editable={mine(request)}
            onOpen={(action) => open(action, request)}
          />
        </Group>
      ) : null,
    [mayRequest, mine, open],
  );

  return (
    <Stack gap="md">
      <RequestList tab={tab} renderRowActions={renderRowActions} />
      <DiseaseRequestModal {...tab.formModal} harvestYear={harvestYear} />
    </Stack>
  );
}
