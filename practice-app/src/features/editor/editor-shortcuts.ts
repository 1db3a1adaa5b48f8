import type { OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';

export interface EditorShortcuts {
  run: () => void;
  evaluate: () => void;
}

/**
 * Ctrl/Cmd+Enter and Ctrl/Cmd+Shift+Enter inside Monaco, as editor actions (they also appear in
 * its F1 command list). They replace Monaco's "insert line below/above" on those keys, and Monaco
 * stops the key event, so the page's own listener never sees the same press.
 */
export function useEditorShortcuts(shortcuts: EditorShortcuts | undefined): OnMount {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  return (editor, monaco) => {
    const { KeyMod, KeyCode } = monaco;
    editor.addAction({
      id: 'practice.run',
      label: 'Run on the samples',
      keybindings: [KeyMod.CtrlCmd | KeyCode.Enter],
      run: () => latest.current?.run(),
    });
    editor.addAction({
      id: 'practice.evaluate',
      label: 'Evaluate',
      keybindings: [KeyMod.CtrlCmd | KeyMod.Shift | KeyCode.Enter],
      run: () => latest.current?.evaluate(),
    });
  };
}
