// A list's plot comments dialog (spec 1 §2 "Comments"): a row's action opens it on the row's plot;
// closed, it stays mounted with that plot so that its closing transition still shows the plot's
// comments rather than an empty dialog.
import { useCallback, useState } from 'react';
import { LazyPlotCommentsDialog } from './PlotComments';

interface CommentsTarget {
  plotId: number | string;
  opened: boolean;
}

/** `open` for the rows' actions, `dialog` for the screen's dialogs (false before a first open). */
export function useCommentsDialog(oad: string) {
  const [comments, setComments] = useState<CommentsTarget | null>(null);
  const open = useCallback((plotId: number | string) => setComments({ plotId, opened: true }), []);
  const dialog = comments !== null && (
    <LazyPlotCommentsDialog
      plotId={comments.plotId}
      oad={oad}
      opened={comments.opened}
      onClose={() => setComments((current) => current && { ...current, opened: false })}
    />
  );
  return { open, dialog };
}
