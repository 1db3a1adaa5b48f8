import { useEffect, useRef } from 'react';

/**
 * Gives focus back to whatever had it when a dialog opened, once it closes. The shared dialog only does
 * that for its own trigger, and these dialogs are opened by ordinary buttons. When that control is gone
 * (its row was deleted), `fallback` decides where focus goes instead of the page body.
 */
export function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;

  useEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const previous = opener.current;
    if (!previous) return;
    opener.current = null;
    // After the dialog's own focus handling on close has run.
    const timer = setTimeout(() => {
      // A control that is gone or now disabled (a bulk action's button with nothing selected) cannot
      // take focus back.
      const usable = previous.isConnected && !previous.matches(':disabled');
      const target = usable ? previous : (fallbackRef.current?.() ?? null);
      target?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
}
