import { useMutation } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { PracticeLanguage } from '../../../lib/languages';
import type { ProblemLevel } from '../../../lib/levels';
import type { TestVerdict } from '../types';

/** The server refuses more (a 400): the box says so before sending. */
export const CUSTOM_INPUT_MAX_BYTES = 16 * 1024;

export interface RunCodeInput {
  problem_id: string;
  user_id: string;
  level: ProblemLevel;
  language: PracticeLanguage;
  code: string;
  custom_input?: string;
}

export interface SampleRun {
  index: number;
  verdict: TestVerdict;
  passed: boolean;
  input: string;
  expected_output: string;
  actual_output: string;
  stderr: string;
  time_ms: number;
}

/** Custom input has no expected output: 'finished' when the program ended on its own. */
export type CustomRunVerdict = Exclude<TestVerdict, 'passed' | 'wrong_answer'> | 'finished';

export interface CustomRun {
  input: string;
  verdict: CustomRunVerdict;
  stdout: string;
  stderr: string;
  exit_description: string | null;
  time_ms: number;
}

export interface RunCodeResult {
  compile_error: string | null;
  samples: SampleRun[];
  custom: CustomRun | null;
}

/** A Run compiles and runs in the sandbox while the learner waits: longer than an ordinary request. */
const RUN_TIMEOUT_MS = 30_000;

export function runCode(input: RunCodeInput) {
  return apiClient.post<RunCodeResult>('/practice/run-code', input, { timeoutMs: RUN_TIMEOUT_MS });
}

export function useRunCode() {
  return useMutation({ mutationFn: runCode });
}
