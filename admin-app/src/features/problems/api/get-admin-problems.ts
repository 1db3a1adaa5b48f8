import { keepPreviousData, queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { AdminProblemsFilter } from '../types';

export function getAdminProblems(filter: AdminProblemsFilter, signal?: AbortSignal) {
  return dataOf(
    api.GET('/practice/admin/problems', {
      params: { query: { search: filter.search || undefined, status: filter.status, page: filter.page } },
      signal,
    }),
  );
}

export function getAdminProblemsQueryOptions(filter: AdminProblemsFilter) {
  return queryOptions({
    queryKey: ['admin', 'problems', filter] as const,
    queryFn: ({ signal }) => getAdminProblems(filter, signal),
  });
}

export function useAdminProblems(filter: AdminProblemsFilter) {
  // The current page stays on screen while the next one loads, so paging does not flash a skeleton.
  return useQuery({ ...getAdminProblemsQueryOptions(filter), placeholderData: keepPreviousData });
}
