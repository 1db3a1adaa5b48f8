import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { ManagedJobOpeningsPage, ManagedJobOpeningsQuery } from '../types';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export const MANAGE_PAGE_SIZE = 20;

export const managedJobOpeningsQueryKey = (query: ManagedJobOpeningsQuery) =>
  [...ADMIN_JOB_OPENINGS_KEY, 'manage', query] as const;

export function getManagedJobOpenings(query: ManagedJobOpeningsQuery, signal?: AbortSignal) {
  return apiClient.get<ManagedJobOpeningsPage>('/referrals/admin/job-openings', {
    query: {
      q: query.q.trim(),
      status: query.status,
      sort: query.sort,
      page: query.page,
      page_size: MANAGE_PAGE_SIZE,
    },
    signal,
  });
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
