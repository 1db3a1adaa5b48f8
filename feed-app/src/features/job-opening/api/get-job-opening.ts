import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';

export function getJobOpening(jobId: number, userId: string, signal?: AbortSignal) {
  return dataOf(
    api.GET('/referrals/job-opening', {
      params: { query: { job_id: jobId, user_id: userId || undefined } },
      signal,
    }),
  );
}

export function getJobOpeningQueryOptions(jobId: number, userId: string) {
  return queryOptions({
    queryKey: ['referrals', 'job-opening', jobId, userId],
    queryFn: ({ signal }) => getJobOpening(jobId, userId, signal),
    select: (data) => data.job_opening,
    // docs/PRODUCT.md#caching: a job opening is cached for 15 s.
    staleTime: 15_000,
    enabled: Number.isInteger(jobId) && jobId > 0,
  });
}

export function useJobOpening(jobId: number, userId: string) {
  return useQuery(getJobOpeningQueryOptions(jobId, userId));
}
