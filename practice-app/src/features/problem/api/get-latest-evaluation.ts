import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf, type ApiResponse } from 'shared-api';
import type { ProblemLevelLanguageRef } from '../types';
import { practiceKeys } from './practice-query-keys';

/**
 * The latest submission's evaluation here: status 'none' when nothing was submitted, its place in
 * the queue while pending, and for an accepted submission how its runtime compares with the others.
 */
export type LatestEvaluation = ApiResponse<'/practice/evaluation/latest'>;

/** How often the result tab asks again while the worker is still rating the code. */
export const EVALUATION_POLL_INTERVAL_MS = 1000;

export function isEvaluationInProgress(latest: LatestEvaluation | undefined): boolean {
  return latest?.status === 'pending' || latest?.status === 'running';
}

export function getLatestEvaluation(ref: ProblemLevelLanguageRef, signal?: AbortSignal) {
  return dataOf(
    api.GET('/practice/evaluation/latest', {
      params: {
        query: { problem_id: ref.problemId, user_id: ref.userId, level: ref.level, language: ref.language },
      },
      signal,
    }),
  );
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
