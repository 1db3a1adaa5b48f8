import { Toaster as SonnerToaster, toast } from 'sonner';

export const DEFAULT_TOAST_DURATION_MS = 4000;

/**
 * Mounted once by the shell (and by a remote running standalone). Remotes must call `toast` from
 * shared-ui, never from sonner directly: shared-ui is a singleton, so there is one toast store.
 */
export function Toaster() {
  return <SonnerToaster position="top-center" closeButton richColors duration={DEFAULT_TOAST_DURATION_MS} />;
}

export { toast };
