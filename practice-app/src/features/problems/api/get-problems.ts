import { infiniteQueryOptions, useInfiniteQuery } from 'shared-query';
import { api, dataOf, type ApiResponse } from 'shared-api';

export type ProblemSummary = ApiResponse<'/practice/problems'>['data']['results'][number];

/** docs/PRODUCT.md#page-sizes: the problem list comes 20 at a time. */
export const PROBLEMS_PAGE_SIZE = 20;

type PageParam = string | number;

export function getProblems(page: PageParam, signal?: AbortSignal) {
  return dataOf(
    api.GET('/practice/problems', {
      params: { query: { page: String(page), page_size: PROBLEMS_PAGE_SIZE } },
      signal,
    }),
  );
}

export function getProblemsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['practice', 'problems'],
    queryFn: ({ pageParam, signal }) => getProblems(pageParam, signal),
    initialPageParam: 1 as PageParam,
    getNextPageParam: (lastPage) => lastPage.data.next_page ?? undefined,
  });
}

export function useProblems() {
  return useInfiniteQuery(getProblemsQueryOptions());
}
