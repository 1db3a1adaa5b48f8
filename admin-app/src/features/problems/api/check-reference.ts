import { useMutation } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { Language, TestCase, TestResult } from '../types';

export interface ReferenceCheckInput {
  language: Language;
  code: string;
  tests: TestCase[];
  time_limit_ms: number;
}

export interface ReferenceCheckResult {
  passed: boolean;
  test_results: TestResult[];
  /** Set when the code could not be judged at all (compile error, sandbox unavailable). */
  error?: string;
  runtime_ms?: number;
  memory_kb?: number;
}

// Compiling and running every test in the sandbox can take a while (the JVM, a large input).
const CHECK_TIMEOUT_MS = 120_000;

export function checkReference(input: ReferenceCheckInput) {
  return apiClient.post<ReferenceCheckResult>('/practice/problem/check-reference', input, {
    timeoutMs: CHECK_TIMEOUT_MS,
  });
}

export function useCheckReference() {
  return useMutation({ mutationFn: checkReference });
}
