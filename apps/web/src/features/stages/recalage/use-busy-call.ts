// The recalage screen's buttons (check a file, simulate, send the reports, send a request) each
// show a spinner while their call runs and the call's error in the shared dialog when it fails.
import { useCallback, useState } from 'react';
import { showError } from '../../../lib/dialog-store';

/**
 * `busy` is on while a call started by `run` is under way. `run` answers the call's result, or
 * undefined once its error has been shown.
 */
export function useBusyCall() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await call();
    } catch (error) {
      showError(error);
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
