import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { JobOpening, JobOpeningStatus } from '../types';

export interface JobOpeningsByStatusResponse {
  job_opening: JobOpening[];
  message?: string;
}

export const jobOpeningsByStatusQueryKey = (status: JobOpeningStatus) =>
  ['admin', 'job-openings', status] as const;

export function getJobOpeningsByStatus(status: JobOpeningStatus, signal?: AbortSignal) {
  return apiClient.get<JobOpeningsByStatusResponse>('/referrals/job-opening/status', {
    query: { status },
    signal,
  });
}

export function getJobOpeningsByStatusQueryOptions(status: JobOpeningStatus) {
  return queryOptions({
    queryKey: jobOpeningsByStatusQueryKey(status),
    queryFn: ({ signal }) => getJobOpeningsByStatus(status, signal),
    // SPEC §9: job openings are cached for 15 s.
    staleTime: 15_000,
  });
}

export function useJobOpeningsByStatus(status: JobOpeningStatus) {
  return useQuery(getJobOpeningsByStatusQueryOptions(status));
}
