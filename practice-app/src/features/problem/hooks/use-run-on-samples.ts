import { useState } from 'react';
import { CUSTOM_INPUT_MAX_BYTES, useRunCode, type RunCodeResult } from '../api/run-code';
import type { ProblemLevelLanguageRef } from '../types';
import { EMPTY_CODE_MESSAGE } from './use-evaluate-submission';

export const CUSTOM_INPUT_TOO_LARGE = `The custom input must be at most ${CUSTOM_INPUT_MAX_BYTES / 1024} KB.`;

export interface RunOnSamples {
  run: (code: string, customInput: string) => void;
  isRunning: boolean;
  result: RunCodeResult | null;
  /** Why the last Run did not happen (empty code, too much input, the server's 4xx message). */
  error: string | null;
}

export function customInputBytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * Issue 10: runs the code on the level's samples and the learner's own input. It spends none of the
 * daily evaluations, so a refused Run (rate limit, an evaluation in progress) only says why.
 */
export function useRunOnSamples(ref: ProblemLevelLanguageRef): RunOnSamples {
  const mutation = useRunCode();
  const [result, setResult] = useState<RunCodeResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = (code: string, customInput: string) => {
    if (code.trim() === '') {
      setError(EMPTY_CODE_MESSAGE);
      return;
    }
    if (customInputBytes(customInput) > CUSTOM_INPUT_MAX_BYTES) {
      setError(CUSTOM_INPUT_TOO_LARGE);
      return;
    }
    setError(null);
    mutation.mutate(
      {
        problem_id: ref.problemId,
        user_id: ref.userId,
        level: ref.level,
        language: ref.language,
        code,
        ...(customInput === '' ? {} : { custom_input: customInput }),
      },
      {
        onSuccess: (answer) => setResult(answer),
        onError: (failure) => setError(failure.message || 'The code could not be run. Try again.'),
      },
    );
  };

  return { run, isRunning: mutation.isPending, result, error };
}
