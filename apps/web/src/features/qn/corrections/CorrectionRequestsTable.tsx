// Spec 2 §2: the table of the correction requests, a green check for a validated one and a clock
// for one waiting; an administrator validates a waiting one (full-page waiting overlay, then
// 'Validation effectuée' / 'La validation a bien été enregistrée.', or 'Un problème est survenu.').
// Without the ADMIN read right the validation is refused with the spec's message, and not sent.
// Issue 41: whoever asks for corrections follows them too: the API lists a user's own requests,
// shown with their state and nothing to validate (docs/spec-deviations.md).
import { qnCorrectionColumns } from '@agro/contracts/columns/qn';
import type { QnCorrectionRequest } from '@agro/contracts/entities/ferti';
import { QN_NO_RIGHT_MESSAGE, QN_VALIDATED } from '@agro/domain/qn';
import { hasRight } from '@agro/domain/rights';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { DataTable, type ColumnDisplay } from '../../../components/DataTable';
import { RowAction } from '../../../components/RowAction';
import { WaitingOverlay } from '../../../components/WaitingOverlay';
import { showError, showInfo } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useQnCorrections, useValidateQnCorrection } from '../qn-api';

export const REQUESTS_LABEL = 'Demandes de correction';
/** The requests of a user who does not validate them: the API lists their own. */
export const OWN_REQUESTS_LABEL = 'Mes demandes de correction';

/** The table's name: every request for an administrator, else the user's own. */
export const requestsLabel = (admin: boolean) => (admin ? REQUESTS_LABEL : OWN_REQUESTS_LABEL);

function ValidationMark({ request }: { request: QnCorrectionRequest }) {
  return request.validation ? (
    <ThemeIcon color="green.8" variant="light" size="sm" aria-label="Validée" role="img">
      <IconCheck size={16} aria-hidden />
    </ThemeIcon>
  ) : (
    <ThemeIcon color="gray.7" variant="light" size="sm" aria-label="En attente" role="img">
      <IconClock size={16} aria-hidden />
    </ThemeIcon>
  );
}

const DISPLAY: Readonly<Record<string, ColumnDisplay<QnCorrectionRequest>>> = {
  validation: {
    render: (request) => <ValidationMark request={request} />,
    align: 'center',
    size: 110,
  },
  date: { size: 170 },
  parcelles: { size: 240 },
};

export function CorrectionRequestsTable() {
  const { data: session } = useSession();
  const admin = hasRight(session?.rights ?? [], 'ADMIN');
  const requests = useQnCorrections();
  const validate = useValidateQnCorrection();
  const rows = useMemo(() => requests.data ?? [], [requests.data]);

  const onValidate = useCallback(
    (request: QnCorrectionRequest) => {
      if (!admin) {
        showInfo('Validation', QN_NO_RIGHT_MESSAGE);
        return;
      }
      validate.mutate(request.id, {
        onSuccess: () => showSuccess(QN_VALIDATED.message, QN_VALIDATED.title),
        onError: showError,
      });
    },
    [admin, validate],
  );
  const renderRowActions = useCallback(
    (request: QnCorrectionRequest) =>
      request.validation ? null : (
        <RowAction
          kind="validate"
          label={`Valider la demande ${String(request.id)}`}
          onClick={() => onValidate(request)}
        />
      ),
    [onValidate],
  );

  if (requests.isError) {
    return (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text c="red.9">Les demandes de correction n&apos;ont pas pu être chargées.</Text>
        <Button variant="default" onClick={() => void requests.refetch()}>
          Réessayer
        </Button>
      </Stack>
    );
  }
  return (
    <>
      <DataTable
        label={requestsLabel(admin)}
        columns={qnCorrectionColumns}
        display={DISPLAY}
        rows={rows}
        getRowId={(request) => String(request.id)}
        loading={requests.isPending}
        sortBy={{ key: 'date', desc: true }}
        // Only an administrator validates: the others' table has no actions column.
        {...(admin ? { renderRowActions, rowActionsSize: 80 } : {})}
      />
      <WaitingOverlay visible={validate.isPending} fullPage />
    </>
  );
}
