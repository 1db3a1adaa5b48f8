import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export function getOpeningReferralRequests(id: number, signal?: AbortSignal) {
  return dataOf(
    api.GET('/referrals/job-opening/{id}/referral-requests', { params: { path: { id } }, signal }),
  );
}

export function useOpeningReferralRequests(id: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...ADMIN_JOB_OPENINGS_KEY, 'referral-requests', id ?? 0] as const,
      queryFn: ({ signal }) => getOpeningReferralRequests(id ?? 0, signal),
    }),
    enabled: id !== null,
  });
}
