import { keepPreviousData, queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { ManagedJobOpeningsQuery } from '../types';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export const MANAGE_PAGE_SIZE = 20;

export const managedJobOpeningsQueryKey = (query: ManagedJobOpeningsQuery) =>
  [...ADMIN_JOB_OPENINGS_KEY, 'manage', query] as const;

export function getManagedJobOpenings(query: ManagedJobOpeningsQuery, signal?: AbortSignal) {
  return dataOf(
    api.GET('/referrals/admin/job-openings', {
      params: {
        query: {
          q: query.q.trim() || undefined,
          status: query.status || undefined,
          sort: query.sort,
          page: query.page,
          page_size: MANAGE_PAGE_SIZE,
        },
      },
      signal,
    }),
  );
}

export function getManagedJobOpeningsQueryOptions(query: ManagedJobOpeningsQuery) {
  return queryOptions({
    queryKey: managedJobOpeningsQueryKey(query),
    queryFn: ({ signal }) => getManagedJobOpenings(query, signal),
    // The current page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useManagedJobOpenings(query: ManagedJobOpeningsQuery) {
  return useQuery(getManagedJobOpeningsQueryOptions(query));
}
