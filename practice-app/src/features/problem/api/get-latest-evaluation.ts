import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { Evaluation, EvaluationStatus, ProblemLevelLanguageRef } from '../types';
import { practiceKeys } from './practice-query-keys';

/** How an accepted submission's runtime compares with the other accepted ones (same problem, level, language). */
export interface RuntimePercentile {
  /** Null when no other accepted submission exists yet. */
  faster_than_percent: number | null;
  compared_with: number;
  runtime_ms: number;
  message: string;
}

export interface LatestEvaluation {
  /** Null when nothing was submitted for this problem, level and language (status 'none'). */
  submission_id: string | null;
  status: EvaluationStatus | 'none';
  /** Its place among the submissions waiting to be evaluated (1 = next), while status is 'pending'. */
  queue_position?: number | null;
  evaluation: Evaluation | null;
  /** Why the evaluation failed, when it did. */
  error: string | null;
  /** Only for an accepted submission (every test passed). */
  runtime_percentile?: RuntimePercentile | null;
}

/** How often the result tab asks again while the worker is still rating the code. */
export const EVALUATION_POLL_INTERVAL_MS = 1000;

export function isEvaluationInProgress(latest: LatestEvaluation | undefined): boolean {
  return latest?.status === 'pending' || latest?.status === 'running';
}

export function getLatestEvaluation(ref: ProblemLevelLanguageRef, signal?: AbortSignal) {
  return apiClient.get<LatestEvaluation>('/practice/evaluation/latest', {
    query: { problem_id: ref.problemId, user_id: ref.userId, level: ref.level, language: ref.language },
    signal,
  });
}

export function getLatestEvaluationQueryOptions(ref: ProblemLevelLanguageRef) {
  return queryOptions({
    queryKey: practiceKeys.latestEvaluation(ref),
    queryFn: ({ signal }) => getLatestEvaluation(ref, signal),
    // Poll only while the worker runs; a finished evaluation never changes.
    refetchInterval: (query) =>
      isEvaluationInProgress(query.state.data) ? EVALUATION_POLL_INTERVAL_MS : false,
  });
}

export function useLatestEvaluation(ref: ProblemLevelLanguageRef) {
  return useQuery(getLatestEvaluationQueryOptions(ref));
}
