// The query client and its shared error path: a failing query or mutation opens the error modal
// unless it says how it handles its own failure.
import { notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { errorDialogOf, showDialog } from './dialog-store';
import { NOTICE_CLOSE_LABEL } from './notify';

/**
 * How a failure reaches the user: `modal` (the default) opens the shared error modal,
 * `notification` shows a short notice, `local` means the screen shows it itself.
 */
export type ErrorHandling = 'modal' | 'notification' | 'local';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorHandling?: ErrorHandling };
    mutationMeta: { errorHandling?: ErrorHandling };
  }
}

export function notifyError(error: unknown): void {
  const { code, description } = errorDialogOf(error);
  notifications.show({
    color: 'red',
    title: 'Erreur',
    message: code === '' ? description : `${code} - ${description}`,
    closeButtonProps: { 'aria-label': NOTICE_CLOSE_LABEL },
  });
}

export function reportError(error: unknown, handling: ErrorHandling = 'modal'): void {
  if (handling === 'local') return;
  if (handling === 'notification') notifyError(error);
  else showDialog(errorDialogOf(error));
}

/** Only failures that may pass are retried: no answer at all, or a server in trouble. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const transient = error.isNetworkFailure || error.status === 502 || error.status === 503;
  return transient && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportError(error, query.meta?.errorHandling),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        reportError(error, mutation.meta?.errorHandling),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
