import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';

export const DEFAULT_TOAST_DURATION_MS = 4000;

/**
 * Mounted once by the shell (and by a remote running standalone). Remotes must call `toast` from
 * shared-ui, never from sonner directly: shared-ui is a singleton, so there is one toast store.
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      closeButton
      richColors
      duration={DEFAULT_TOAST_DURATION_MS}
      style={ACCESSIBLE_TOAST_COLOURS}
    />
  );
}

// sonner's rich colours put 13 px text at 4.25:1 (success) and 4.34:1 (error); every message of
// docs/PRODUCT.md#messages is shown this way, so the text takes the design tokens' darker shades (≥ 5.5:1 on
// the same tints).
const ACCESSIBLE_TOAST_COLOURS = {
  '--success-text': 'var(--color-success)',
  '--error-text': 'var(--color-danger)',
  '--warning-text': 'var(--color-warning)',
  '--info-text': 'var(--color-primary)',
} as CSSProperties;

export { toast };
