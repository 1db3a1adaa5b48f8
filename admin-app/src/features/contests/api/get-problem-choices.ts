import { keepPreviousData, queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';

/** Published problems whose title contains `search` (first page): what a contest can include. */
export function getProblemChoicesQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['admin', 'problems', { search, status: 'published', page: 1 }, 'choices'] as const,
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/practice/admin/problems', {
          params: { query: { search: search || undefined, status: 'published', page: 1 } },
          signal,
        }),
      ),
  });
}

export function useProblemChoices(search: string) {
  return useQuery({ ...getProblemChoicesQueryOptions(search), placeholderData: keepPreviousData });
}
