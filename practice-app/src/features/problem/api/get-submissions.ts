import { infiniteQueryOptions, useInfiniteQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { ProblemLevelRef } from '../types';
import { practiceKeys } from './practice-query-keys';

/** docs/PRODUCT.md#page-sizes: the submission history comes 10 at a time. */
export const SUBMISSIONS_PAGE_SIZE = 10;

type PageParam = string | number;

export function getSubmissions(ref: ProblemLevelRef, page: PageParam, signal?: AbortSignal) {
  return dataOf(
    api.GET('/practice/submissions', {
      params: {
        query: {
          problem_id: ref.problemId,
          user_id: ref.userId,
          level: ref.level,
          page: String(page),
          page_size: SUBMISSIONS_PAGE_SIZE,
        },
      },
      signal,
    }),
  );
}

export function getSubmissionsQueryOptions(ref: ProblemLevelRef) {
  return infiniteQueryOptions({
    queryKey: practiceKeys.submissions(ref),
    queryFn: ({ pageParam, signal }) => getSubmissions(ref, pageParam, signal),
    initialPageParam: 1 as PageParam,
    getNextPageParam: (lastPage) => lastPage.data.next_page ?? undefined,
  });
}

export function useSubmissions(ref: ProblemLevelRef) {
  return useInfiniteQuery(getSubmissionsQueryOptions(ref));
}
