// Shows the shared error and info dialogs queued by any part of the app (lib/dialog-store).
import { ErrorModal } from '../components/ErrorModal';
import { InfoModal } from '../components/InfoModal';
import { dismissDialog, useCurrentDialog } from '../lib/dialog-store';

export function DialogHost() {
  const dialog = useCurrentDialog();
  if (dialog?.kind === 'info') {
    return (
      <InfoModal opened title={dialog.title} message={dialog.message} onClose={dismissDialog} />
    );
  }
  return (
    <ErrorModal
      opened={dialog !== null}
      code={dialog?.code ?? ''}
      description={dialog?.description ?? ''}
      onClose={dismissDialog}
    />
  );
}
