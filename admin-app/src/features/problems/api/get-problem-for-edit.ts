import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { ProblemForEdit } from '../types';

export function getProblemForEdit(id: string, signal?: AbortSignal) {
  return apiClient.get<{ problem: ProblemForEdit }>(`/practice/admin/problem/${encodeURIComponent(id)}`, {
    signal,
  });
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
