// A row deleted from a list once the user said Oui to the deletion question (spec 1 §2, §4): the
// question names the row, the waiting overlay covers the page while the deletion runs, success is
// a notice and failure the error dialog, and the list reloads either way (a failed deletion may
// still have happened upstream).
import { useState } from 'react';
import { showError } from '../lib/dialog-store';
import { showSuccess } from '../lib/notify';
import { DELETE_QUESTION, type ChoiceModalProps } from './ChoiceModal';

export interface ConfirmedDeletionOptions<Row> {
  remove(row: Row): Promise<unknown>;
  /** The notice once deleted. */
  deletedMessage: string;
  /** Reloads the list; the overlay stays until a promise it returns has settled. */
  reload(): Promise<unknown> | undefined;
}

export function useConfirmedDeletion<Row>({
  remove,
  deletedMessage,
  reload,
}: ConfirmedDeletionOptions<Row>) {
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    const row = deleting;
    setDeleting(null);
    if (row === null) return;
    setPending(true);
    try {
      await remove(row);
      showSuccess(deletedMessage);
    } catch (error) {
      showError(error);
    } finally {
      await reload();
      setPending(false);
    }
  };

  /** The props of the deletion question, which names the row with `nameOf`. */
  const questionProps = (nameOf: (row: Row) => string): ChoiceModalProps => ({
    opened: deleting !== null,
    question: DELETE_QUESTION,
    detail: deleting === null ? undefined : nameOf(deleting),
    onConfirm: () => void confirm(),
    onCancel: () => setDeleting(null),
  });

  /** Asks whether to delete `row`. */
  const ask = (row: Row) => setDeleting(() => row);
  return { ask, pending, questionProps };
}
