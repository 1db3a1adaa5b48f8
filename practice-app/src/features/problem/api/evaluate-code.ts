import { useMutation } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { PracticeLanguage } from '../../../lib/languages';
import type { ProblemLevel } from '../../../lib/levels';

export interface EvaluateCodeInput {
  /** Chosen by the client so that a retried request evaluates the submission once. */
  id: string;
  problem_id: string;
  user_id: string;
  level: ProblemLevel;
  language: PracticeLanguage;
  code: string;
}

export interface EvaluateCodeResult {
  success: boolean;
  limit_reached: boolean;
  message: string;
}

/** Evaluation takes longer than an ordinary request: the server queues it, but may be busy. */
const EVALUATE_TIMEOUT_MS = 30_000;

export function evaluateCode(input: EvaluateCodeInput) {
  return apiClient.post<EvaluateCodeResult>('/practice/evaluate-code', input, {
    timeoutMs: EVALUATE_TIMEOUT_MS,
  });
}

export function useEvaluateCode() {
  return useMutation({ mutationFn: evaluateCode });
}
