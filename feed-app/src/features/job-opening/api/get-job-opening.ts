import { queryOptions, useQuery, useQueryClient } from 'shared-query';
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

type JobOpeningResponse = Awaited<ReturnType<typeof getJobOpening>>;

/**
 * A signed-in reader's copy carries their own marks. Until it arrives they see the opening as anyone
 * does, when it is at hand: the shell's server renders a signed-in /job-opening from that public copy
 * (app/first-screen-queries.ts), so the card is on screen before any script runs and the marks follow.
 */
export function useJobOpening(jobId: number, userId: string) {
  const queryClient = useQueryClient();
  const publicKey = getJobOpeningQueryOptions(jobId, '').queryKey;
  return useQuery({
    ...getJobOpeningQueryOptions(jobId, userId),
    placeholderData: userId ? () => queryClient.getQueryData<JobOpeningResponse>(publicKey) : undefined,
  });
}
