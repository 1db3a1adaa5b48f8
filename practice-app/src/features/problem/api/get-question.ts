import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { ProblemLevelRef } from '../types';
import { practiceKeys } from './practice-query-keys';

/** docs/PRODUCT.md#caching: a question is kept for 30 minutes. */
export const QUESTION_STALE_TIME_MS = 30 * 60 * 1000;

export function getQuestion({ problemId, userId, level }: ProblemLevelRef, signal?: AbortSignal) {
  return dataOf(
    api.GET('/practice/question', {
      params: { query: { problem_id: problemId, user_id: userId, level } },
      signal,
    }),
  );
}

export function getQuestionQueryOptions(ref: ProblemLevelRef) {
  return queryOptions({
    queryKey: practiceKeys.question(ref),
    queryFn: ({ signal }) => getQuestion(ref, signal),
    staleTime: QUESTION_STALE_TIME_MS,
  });
}

export function useQuestion(ref: ProblemLevelRef, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getQuestionQueryOptions(ref), enabled });
}
