// shared-ui/toast: sonner. One shared copy, so `toast` from any remote reaches the shell's Toaster.
import { announceToastsLoaded } from '../lib/toasts-loaded';

export {
  DEFAULT_TOAST_DURATION_MS,
  Toaster,
  UNDO_SHORTCUT_TEXT,
  toast,
  toastWithUndo,
} from '../components/toaster';

// The shell's Toaster mounts now (sonner shows it the toasts raised before it subscribed).
announceToastsLoaded();
