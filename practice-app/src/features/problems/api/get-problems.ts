import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';

export interface ProblemSummary {
  id: string;
  title: string;
  tags: string[];
}

export interface ProblemsPage {
  data: {
    results: ProblemSummary[];
    current_page: number;
    next_page?: string | number | null;
  };
}

/** SPEC §9: the problem list comes 20 at a time. */
export const PROBLEMS_PAGE_SIZE = 20;

type PageParam = string | number;

export function getProblems(page: PageParam, signal?: AbortSignal) {
  return apiClient.get<ProblemsPage>('/practice/problems', {
    query: { page, page_size: PROBLEMS_PAGE_SIZE },
    signal,
  });
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
