import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { PagedSubmissions, SubmissionFilters } from '../types';

export const SUBMISSIONS_PAGE_SIZE = 20;

type PageParam = string | number | undefined;

export function getAllSubmissions(filters: SubmissionFilters, page: PageParam, signal?: AbortSignal) {
  return apiClient.get<PagedSubmissions>('/practice/submissions/all', {
    query: { ...filters, page: page ?? 1, page_size: SUBMISSIONS_PAGE_SIZE },
    signal,
  });
}

export function getAllSubmissionsQueryOptions(filters: SubmissionFilters) {
  return infiniteQueryOptions({
    queryKey: ['admin', 'submissions', filters] as const,
    queryFn: ({ pageParam, signal }) => getAllSubmissions(filters, pageParam, signal),
    initialPageParam: undefined as PageParam,
    getNextPageParam: (lastPage): PageParam => lastPage.data.next_page ?? undefined,
  });
}

export function useAllSubmissions(filters: SubmissionFilters) {
  return useInfiniteQuery(getAllSubmissionsQueryOptions(filters));
}
