// Hands the kit the plot comments dialog (components/plot-comments-dialog.ts), a feature the kit
// may not import. Its chunk is requested the first time a screen opens it, not here.
import type { ReactNode } from 'react';
import { PlotCommentsLoadError } from '../components/PlotComments';
import {
  PlotCommentsDialogContext,
  type PlotCommentsDialogProps,
} from '../components/plot-comments-dialog';
import { WaitingOverlay } from '../components/WaitingOverlay';
import { lazyScreen } from '../lib/lazy-screen';

const LoadedDialog = lazyScreen<PlotCommentsDialogProps>(
  () =>
    import('../features/comments/PlotCommentsDialog').then((module) => ({
      default: module.PlotCommentsDialog,
    })),
  { pending: <WaitingOverlay fullPage />, failure: PlotCommentsLoadError },
);

export function PlotCommentsDialogProvider({ children }: { children: ReactNode }) {
  return (
    <PlotCommentsDialogContext.Provider value={LoadedDialog}>
      {children}
    </PlotCommentsDialogContext.Provider>
  );
}
