// The plot comments dialog for any screen that shows a plot (spec 1 §2: opened per plot from
// several modules). Its code, with the editor, the date picker and their styles, loads the first
// time a user opens it: screens that never do, and the login page, do not carry it. The app
// provides the dialog (plot-comments-dialog.ts): the kit never imports a feature.
import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import type { LoadFailureProps } from '../lib/lazy-screen';
import type { CommentOad } from '../lib/plot-comments';
import { usePlotCommentsDialog, type PlotCommentsDialogProps } from './plot-comments-dialog';

/** What shows when the dialog's code could not be loaded. */
export function PlotCommentsLoadError({ retry }: LoadFailureProps) {
  return (
    <Alert color="red" variant="outline" title="Chargement impossible" role="alert" mt="md">
      <Text>
        Les commentaires n&apos;ont pas pu être chargés. Vérifiez votre connexion puis réessayez.
      </Text>
      <Button mt="sm" onClick={retry}>
        Réessayer
      </Button>
    </Alert>
  );
}

/** The comments dialog, loaded on its first opening and kept afterwards. */
export function LazyPlotCommentsDialog(props: PlotCommentsDialogProps) {
  const LoadedDialog = usePlotCommentsDialog();
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  return wanted ? <LoadedDialog {...props} /> : null;
}

export interface PlotCommentsButtonProps {
  plotId: string | number;
  oad: CommentOad;
}

/** A button opening the plot's comments for one tool. */
export function PlotCommentsButton({ plotId, oad }: PlotCommentsButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        Commentaires de la parcelle
      </Button>
      <LazyPlotCommentsDialog
        plotId={plotId}
        oad={oad}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
