// Monaco from this remote's own bundle, never from a CDN (the default of @monaco-editor/react).
// Only the editor core, the Monarch tokenizers of the six practice languages and the tab-focus
// switch: syntax colouring needs nothing more, and the TS/JSON/CSS/HTML language services would add
// megabytes.
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
// Ctrl+M lets Tab move focus out of the editor: without it a keyboard user is trapped inside.
import 'monaco-editor/editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode';
import 'monaco-editor/languages/definitions/cpp/register';
import 'monaco-editor/languages/definitions/go/register';
import 'monaco-editor/languages/definitions/java/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/python/register';
import 'monaco-editor/languages/definitions/typescript/register';
import { SameOriginWorker } from './same-origin-worker';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker: (workerId: string, label: string) => Worker };
  }
}

window.MonacoEnvironment = {
  // The editor worker (diffs, word suggestions) is the only one: no language service runs here.
  getWorker: () =>
    new SameOriginWorker(new URL('monaco-editor/editor/editor.worker', import.meta.url), {
      name: 'editor-worker',
    }),
};

export const EDITOR_THEME = 'practice-light';

// Monaco's light theme with line numbers dark enough for WCAG AA contrast (its dimmed last line
// number is too faint), in the design tokens' text colours.
monaco.editor.defineTheme(EDITOR_THEME, {
  base: 'vs',
  inherit: true,
  rules: [],
  colors: {
    'editorLineNumber.foreground': '#4a5568',
    'editorLineNumber.activeForeground': '#172033',
    'editorLineNumber.dimmedForeground': '#4a5568',
  },
});

loader.config({ monaco });
