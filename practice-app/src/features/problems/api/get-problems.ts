import { infiniteQueryOptions, useInfiniteQuery } from 'shared-query';
import { api, dataOf, type ApiResponse } from 'shared-api';
import { useSession } from 'shared-auth';
import type { ProblemFilters } from '../hooks/use-problem-filters';

export type ProblemSummary = ApiResponse<'/practice/problems'>['data']['results'][number];

/** docs/PRODUCT.md#page-sizes: the problem list comes 20 at a time. */
export const PROBLEMS_PAGE_SIZE = 20;

type PageParam = string | number;

const NO_FILTERS: ProblemFilters = {};

/**
 * Without filters the request is exactly the one /practice declares for its preload
 * (app/routes.ts); filters follow the paging parameters, only those that are set.
 */
export function getProblems(page: PageParam, signal?: AbortSignal, filters: ProblemFilters = NO_FILTERS) {
  return dataOf(
    api.GET('/practice/problems', {
      params: { query: { page: String(page), page_size: PROBLEMS_PAGE_SIZE, ...filters } },
      signal,
    }),
  );
}

/**
 * The learner's id is part of the key: the answer carries their progress (the session cookie
 * tells the API whose), so another learner, or a visitor, on this browser never sees it.
 */
export function getProblemsQueryOptions(filters: ProblemFilters = NO_FILTERS, userId = '') {
  return infiniteQueryOptions({
    queryKey: ['practice', 'problems', userId, filters],
    queryFn: ({ pageParam, signal }) => getProblems(pageParam, signal, filters),
    initialPageParam: 1 as PageParam,
    getNextPageParam: (lastPage) => lastPage.data.next_page ?? undefined,
  });
}

export function useProblems(filters: ProblemFilters) {
  const { userId, isLoggedIn } = useSession();
  // The status is the learner's progress: a visitor (a shared link) gets the list without it.
  const { status, ...others } = filters;
  return useInfiniteQuery(getProblemsQueryOptions(isLoggedIn && status ? filters : others, userId));
}
