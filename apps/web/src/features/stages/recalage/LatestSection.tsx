// Spec 4 §2.6 admin section: the recalages made active during the last 7 days, and the sending of
// their report e-mails (GET mail/rapport, then each mail through send-email) after a confirmation.
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { ChoiceModal } from '../../../components/ChoiceModal';
import { showDialog } from '../../../lib/dialog-store';
import { showSuccess } from '../../../lib/notify';
import { QueryTable } from '../QueryTable';
import {
  EMAIL_FAILED,
  NO_REPORT,
  REPORTS_SENT,
  SEND_REPORTS,
  SEND_REPORTS_QUESTION,
} from './messages';
import { sendReportMails, useLatestRecalages } from './recalage-api';
import { recalageStageColumns } from '@agro/contracts/columns/recalage';
import { useBusyCall } from './use-busy-call';

export function LatestSection() {
  const latest = useLatestRecalages();
  const [asking, setAsking] = useState(false);
  const { busy: sending, run } = useBusyCall();

  const send = async () => {
    setAsking(false);
    await run(async () => {
      const { sent, failed } = await sendReportMails();
      if (failed > 0) showDialog({ kind: 'error', code: '', description: EMAIL_FAILED });
      else showSuccess(sent === 0 ? NO_REPORT : REPORTS_SENT);
    });
  };

  return (
    <Stack gap="sm">
      <Group>
        <Button onClick={() => setAsking(true)} loading={sending} aria-haspopup="dialog">
          {SEND_REPORTS}
        </Button>
      </Group>
      <QueryTable
        read={latest}
        failure="Les recalages des 7 derniers jours n'ont pas pu être chargés."
        label="Recalages actifs des 7 derniers jours"
        columns={recalageStageColumns}
        rows={latest.data ?? []}
        getRowId={(request) => String(request.id)}
        pageSizes={[10, 25, 50]}
      />
      <ChoiceModal
        opened={asking}
        question={SEND_REPORTS_QUESTION}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
