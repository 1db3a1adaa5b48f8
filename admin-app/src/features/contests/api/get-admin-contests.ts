import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';

export const adminContestsKey = ['admin', 'contests'] as const;

export function getAdminContestsQueryOptions() {
  return queryOptions({
    queryKey: adminContestsKey,
    queryFn: ({ signal }) => dataOf(api.GET('/admin/contests', { signal })),
  });
}

export function useAdminContests() {
  return useQuery(getAdminContestsQueryOptions());
}
