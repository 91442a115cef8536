import { LoadingOverlay, VisuallyHidden } from '@mantine/core';

export interface WaitingOverlayProps {
  visible?: boolean;
  /** Covers the whole window rather than the nearest positioned parent. */
  fullPage?: boolean;
}

/**
 * Spec 1 §2 "Shared dialogs": the waiting overlay, local or full page. Veiled, not blurred: a
 * backdrop blur is redrawn over the whole covered area at every frame of the loader's animation,
 * which a browser without graphics acceleration (a low-end phone, a remote desktop) does on its
 * processor: 63 ms a frame at 1280 × 720 in a software-rendered Chromium (ADR 0008).
 */
export function WaitingOverlay({ visible = true, fullPage = false }: WaitingOverlayProps) {
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Chargement en cours…</VisuallyHidden>
      <LoadingOverlay
        visible
        zIndex={fullPage ? 1000 : 400}
        pos={fullPage ? 'fixed' : 'absolute'}
      />
    </div>
  );
}
