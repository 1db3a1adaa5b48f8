import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { ProblemLevelRef } from '../types';
import { practiceKeys } from './practice-query-keys';

export function getLevelLockStatus({ problemId, userId, level }: ProblemLevelRef, signal?: AbortSignal) {
  return dataOf(
    api.GET('/practice/level-lock-status', {
      params: { query: { problem_id: problemId, user_id: userId, level } },
      signal,
    }),
  );
}

export function getLevelLockStatusQueryOptions(ref: ProblemLevelRef) {
  return queryOptions({
    queryKey: practiceKeys.lockStatus(ref),
    queryFn: ({ signal }) => getLevelLockStatus(ref, signal),
  });
}

/** Level 1 is always open; levels 2 and 3 ask the server whether the previous one was cleared. */
export function useLevelLockStatus(ref: ProblemLevelRef) {
  return useQuery({ ...getLevelLockStatusQueryOptions(ref), enabled: ref.level > 1 });
}
