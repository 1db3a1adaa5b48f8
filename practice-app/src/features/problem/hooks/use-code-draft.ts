import { useCallback, useEffect, useRef, useState } from 'react';
import { readDraft, saveDraft, type DraftKey } from '../../../lib/code-drafts';

/** Typing is saved once the learner pauses, not on every keystroke. */
export const DRAFT_SAVE_DELAY_MS = 500;

const draftId = ({ problemId, level, language }: DraftKey) => `${problemId}|${level}|${language}`;

export interface CodeDraft {
  code: string;
  setCode: (code: string) => void;
  /** Whether the learner's own code (a draft or a submission) is shown rather than the template. */
  hasOwnCode: boolean;
  /** Writes a pending change now (before submitting, leaving, or switching language). */
  flush: () => void;
}

/**
 * The editor's text for one problem, level and language. It starts from the local draft, or else
 * from `submittedCode` (the last submission) once that is known, or else from the level's starter
 * `template`, and is saved locally as it changes.
 */
export function useCodeDraft(key: DraftKey, submittedCode: string | undefined, template?: string): CodeDraft {
  const id = draftId(key);
  const [state, setState] = useState(() => ({ id, draft: readDraft(key) }));
  let current = state;
  if (state.id !== id) {
    current = { id, draft: readDraft(key) };
    setState(current);
  }

  const pending = useRef<{ key: DraftKey; code: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) {
      saveDraft(pending.current.key, pending.current.code);
      pending.current = null;
    }
  }, []);

  // Switching problem, level or language, or leaving the page, must not drop the last keystrokes.
  useEffect(() => flush, [id, flush]);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [flush]);

  const { problemId, level, language } = key;
  const setCode = useCallback(
    (code: string) => {
      setState({ id, draft: code });
      pending.current = { key: { problemId, level, language }, code };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [id, problemId, level, language, flush],
  );

  const ownCode = current.draft ?? submittedCode;
  return {
    code: ownCode ?? template ?? '',
    setCode,
    hasOwnCode: ownCode !== undefined && ownCode !== template,
    flush,
  };
}
