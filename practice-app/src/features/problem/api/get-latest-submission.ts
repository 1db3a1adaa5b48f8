import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { ProblemLevelLanguageRef } from '../types';
import { practiceKeys } from './practice-query-keys';

export function getLatestSubmission(ref: ProblemLevelLanguageRef, signal?: AbortSignal) {
  return dataOf(
    api.GET('/practice/submission/latest', {
      params: {
        query: { problem_id: ref.problemId, user_id: ref.userId, level: ref.level, language: ref.language },
      },
      signal,
    }),
  );
}

export function getLatestSubmissionQueryOptions(ref: ProblemLevelLanguageRef) {
  return queryOptions({
    queryKey: practiceKeys.latestSubmission(ref),
    queryFn: ({ signal }) => getLatestSubmission(ref, signal),
  });
}

/** The code last submitted here: what the editor starts from when there is no local draft. */
export function useLatestSubmission(
  ref: ProblemLevelLanguageRef,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...getLatestSubmissionQueryOptions(ref), enabled });
}
