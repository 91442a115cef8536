// The plot comments dialog as the kit knows it: its props, and the context through which the app
// hands it over (app/PlotCommentsDialogProvider). The dialog itself is a feature (features/
// comments) that the kit may not import; the app, which may, loads it and provides it here.
import { createContext, useContext, type ComponentType } from 'react';

export interface PlotCommentsDialogProps {
  plotId: string | number;
  /** The decision-support tool the comments belong to (lib/plot-comments). */
  oad: string;
  opened: boolean;
  onClose: () => void;
}

export const PlotCommentsDialogContext =
  createContext<ComponentType<PlotCommentsDialogProps> | null>(null);

/** The dialog the app provides; a screen rendered outside the app's providers is a mistake. */
export function usePlotCommentsDialog(): ComponentType<PlotCommentsDialogProps> {
  const dialog = useContext(PlotCommentsDialogContext);
  if (dialog === null) {
    throw new Error('Le dialogue des commentaires est fourni par Providers (app/Providers).');
  }
  return dialog;
}
