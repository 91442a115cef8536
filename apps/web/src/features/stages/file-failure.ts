// What the plot imports (own plots, Mycolis) tell the user when a chosen file gives nothing.
import { FILE_UNREADABLE } from '@agro/domain/stages';
import { showDialog } from '../../lib/dialog-store';

/**
 * Says why the chosen file gives nothing: the browser cannot do the step (`error` is an
 * `Unsupported`, said as `unsupportedMessage`), or else the file cannot be read.
 */
export function showFileFailure(
  error: unknown,
  Unsupported: abstract new () => Error,
  unsupportedMessage: string,
): void {
  showDialog({
    kind: 'error',
    code: '',
    description: error instanceof Unsupported ? unsupportedMessage : FILE_UNREADABLE,
  });
}
