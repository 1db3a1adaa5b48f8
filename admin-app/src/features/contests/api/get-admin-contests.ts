import { queryOptions, useQuery } from 'shared-query';
import { dataOf } from 'shared-api';
import { contestAdminApi } from './contest-admin-client';

export const adminContestsKey = ['admin', 'contests'] as const;

export function getAdminContestsQueryOptions() {
  return queryOptions({
    queryKey: adminContestsKey,
    queryFn: ({ signal }) => dataOf(contestAdminApi.GET('/admin/contests', { signal })),
  });
}

export function useAdminContests() {
  return useQuery(getAdminContestsQueryOptions());
}
