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

export const UNDO_SHORTCUT_TEXT = 'Press Ctrl+Z to undo.';
export const UNDO_TOAST_DURATION_MS = 10_000;
const undoable: Array<(event: KeyboardEvent) => void> = [];

function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * A success toast whose change can be undone. A toast's button is out of the page's Tab order (where the
 * next Tab lands decides whether it is reached before the toast goes), so the toast announces a keyboard
 * shortcut instead, read with it by the live region: Ctrl+Z (⌘Z too) undoes while the toast is shown,
 * unless the reader is typing in a field, where the keys undo typing. The Undo button stays for pointers.
 * Shown for 10 s rather than 4: time to read it and act (WCAG 2.2.1).
 */
export function toastWithUndo(message: string, onUndo: () => void): void {
  let done = false;
  const stop = () => {
    done = true;
    window.removeEventListener('keydown', onKey);
    const at = undoable.indexOf(onKey);
    if (at >= 0) undoable.splice(at, 1);
  };
  const undo = () => {
    if (done) return;
    stop();
    onUndo();
  };
  function onKey(event: KeyboardEvent) {
    // Only the newest change on screen is undone by the keys; older toasts keep their button.
    if (undoable.at(-1) !== onKey) return;
    if (
      event.key.toLowerCase() !== 'z' ||
      !(event.ctrlKey || event.metaKey) ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (typingIn(event.target)) return;
    event.preventDefault();
    toast.dismiss(id);
    undo();
  }
  undoable.push(onKey);
  window.addEventListener('keydown', onKey);
  const id = toast.success(message, {
    description: UNDO_SHORTCUT_TEXT,
    duration: UNDO_TOAST_DURATION_MS,
    action: { label: 'Undo', onClick: undo },
    onDismiss: stop,
    onAutoClose: stop,
  });
}
