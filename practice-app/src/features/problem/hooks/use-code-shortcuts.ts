import { useEffect, useRef } from 'react';

export interface CodeShortcutHandlers {
  run: () => void;
  evaluate: () => void;
}

/** How the page announces the keys (aria-keyshortcuts); Cmd on a Mac, Ctrl elsewhere. */
export const RUN_KEYS = 'Control+Enter Meta+Enter';
export const EVALUATE_KEYS = 'Control+Shift+Enter Meta+Shift+Enter';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The keys as a learner reads them on this computer: "Ctrl+Enter" or "⌘+Enter". */
export function shortcutLabel(withShift: boolean): string {
  return `${isMac() ? '⌘' : 'Ctrl'}+${withShift ? 'Shift+' : ''}Enter`;
}

/**
 * Ctrl/Cmd+Enter runs, Ctrl/Cmd+Shift+Enter evaluates, wherever the focus is on the page. Inside
 * Monaco the editor's own actions handle the keys (Monaco binds Ctrl+Enter to "insert line below"
 * and stops the event), so this listener leaves events from the editor alone: one press, one Run.
 */
export function useCodeShortcuts(handlers: CodeShortcutHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.defaultPrevented || event.repeat) return;
      if (event.target instanceof Element && event.target.closest('.monaco-editor')) return;
      event.preventDefault();
      if (event.shiftKey) latest.current.evaluate();
      else latest.current.run();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
