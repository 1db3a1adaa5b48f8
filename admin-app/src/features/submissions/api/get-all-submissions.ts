import { infiniteQueryOptions, useInfiniteQuery } from 'shared-query';
import { api, dataOf, type ApiQuery } from 'shared-api';
import type { SubmissionFilters } from '../types';

export const SUBMISSIONS_PAGE_SIZE = 20;

type PageParam = string | number | undefined;
type SubmissionsQuery = ApiQuery<'/practice/submissions/all'>;

/** The URL's filters as the API takes them: an empty filter is left out. */
function submissionsQuery(filters: SubmissionFilters): SubmissionsQuery {
  return {
    user_id: filters.user_id || undefined,
    problem_id: filters.problem_id || undefined,
    email: filters.email || undefined,
    problem_title: filters.problem_title || undefined,
    level: filters.level ? Number(filters.level) : undefined,
    // Whatever the URL says goes to the server, which refuses a language it does not know.
    language: (filters.language || undefined) as SubmissionsQuery['language'],
  };
}

export function getAllSubmissions(filters: SubmissionFilters, page: PageParam, signal?: AbortSignal) {
  return dataOf(
    api.GET('/practice/submissions/all', {
      params: {
        query: { ...submissionsQuery(filters), page: String(page ?? 1), page_size: SUBMISSIONS_PAGE_SIZE },
      },
      signal,
    }),
  );
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
