import Editor from '@monaco-editor/react';
import { Spinner } from 'shared-ui';
import { EDITOR_THEME } from './monaco-setup';
import type { EditorLanguage } from './editor-language';
import { useEditorShortcuts, type EditorShortcuts } from './editor-shortcuts';
import styles from './code-editor.module.css';

export const EDITOR_HEIGHT_PX = 600;
export const EDITOR_FONT_SIZE = 14;

export interface CodeEditorProps {
  value: string;
  language: EditorLanguage;
  onChange: (value: string) => void;
  /** Names the editor for assistive technology. */
  label: string;
  /** Run and Evaluate from the keyboard while the focus is in the editor. */
  shortcuts?: EditorShortcuts;
}

/** Monaco, lazily loaded with the code tab; the parent owns the text (drafts, submission). */
export default function CodeEditor({ value, language, onChange, label, shortcuts }: CodeEditorProps) {
  const onMount = useEditorShortcuts(shortcuts);
  return (
    <div className={styles.editor}>
      <div className={styles.frame}>
        <Editor
          height={EDITOR_HEIGHT_PX}
          language={language}
          theme={EDITOR_THEME}
          value={value}
          onChange={(next) => onChange(next ?? '')}
          onMount={onMount}
          loading={<Spinner label="Loading the editor" />}
          options={{
            fontSize: EDITOR_FONT_SIZE,
            minimap: { enabled: false },
            // The code gets the width: a starter template's typed signature fits beside the question at 1280 px.
            glyphMargin: false,
            lineNumbersMinChars: 3,
            scrollBeyondLastLine: false,
            automaticLayout: true,
            tabSize: 4,
            ariaLabel: label,
          }}
        />
      </div>
      <p className={styles.hint}>Tab indents. Press Ctrl+M to let Tab move the focus out of the editor.</p>
    </div>
  );
}
