import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';

export function getProblemForEdit(id: string, signal?: AbortSignal) {
  return dataOf(api.GET('/practice/admin/problem/{id}', { params: { path: { id } }, signal }));
}

export function getProblemForEditQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'problem', id] as const,
    queryFn: ({ signal }) => getProblemForEdit(id, signal),
    // The form is filled once; a background refetch must not overwrite what is being typed.
    staleTime: Infinity,
  });
}

export function useProblemForEdit(id: string) {
  return useQuery(getProblemForEditQueryOptions(id));
}
