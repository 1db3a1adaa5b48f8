import { useCallback, useState } from 'react';
import { readJson, writeJson } from '../../../lib/local-storage';

/** The question's share of the split, in percent of the width both panes share (the code gets the larger part). */
export const SPLIT_SHARE = { min: 25, max: 75, initial: 34 } as const;

export const SPLIT_SHARE_KEY = 'practice.problem.split';

export function clampShare(share: number): number {
  return Math.round(Math.min(SPLIT_SHARE.max, Math.max(SPLIT_SHARE.min, share)));
}

function readShare(): number {
  const stored = readJson(SPLIT_SHARE_KEY);
  return typeof stored === 'number' && Number.isFinite(stored) ? clampShare(stored) : SPLIT_SHARE.initial;
}

/**
 * The split the learner chose, one for every problem (the width suits their screen, not a task).
 * `preview` moves the divider while it is dragged; `commit` also remembers it, so a drag writes
 * localStorage once, when it ends.
 */
export function useSplitShare() {
  const [share, setShare] = useState(readShare);
  const preview = useCallback((next: number) => setShare(clampShare(next)), []);
  const commit = useCallback((next: number) => {
    const clamped = clampShare(next);
    setShare(clamped);
    writeJson(SPLIT_SHARE_KEY, clamped);
  }, []);
  return { share, preview, commit };
}
