import { LoadingOverlay, VisuallyHidden } from '@mantine/core';

export interface WaitingOverlayProps {
  visible?: boolean;
  /** Covers the whole window rather than the nearest positioned parent. */
  fullPage?: boolean;
}

/** Spec 1 §2 "Shared dialogs": the waiting overlay, local or full page. */
export function WaitingOverlay({ visible = true, fullPage = false }: WaitingOverlayProps) {
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Chargement en cours…</VisuallyHidden>
      <LoadingOverlay
        visible
        zIndex={fullPage ? 1000 : 400}
        pos={fullPage ? 'fixed' : 'absolute'}
        overlayProps={{ blur: 1 }}
      />
    </div>
  );
}
