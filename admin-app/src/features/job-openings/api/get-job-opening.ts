import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { JobOpening } from '../types';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export const jobOpeningQueryKey = (id: number) => [...ADMIN_JOB_OPENINGS_KEY, 'one', id] as const;

/** One opening, whatever its status; the administrator also gets its link. */
export function getJobOpening(id: number, signal?: AbortSignal) {
  return apiClient.get<{ job_opening: JobOpening }>('/referrals/job-opening', {
    query: { job_id: id },
    signal,
  });
}

export function getJobOpeningQueryOptions(id: number) {
  return queryOptions({
    queryKey: jobOpeningQueryKey(id),
    queryFn: ({ signal }) => getJobOpening(id, signal),
  });
}

export function useJobOpening(id: number) {
  return useQuery(getJobOpeningQueryOptions(id));
}
