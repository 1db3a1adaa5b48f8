import { infiniteQueryOptions, useInfiniteQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { ReferralStatusFilter } from '../types';

export const REFERRAL_REQUESTS_PAGE_SIZE = 20;

export const referralRequestsQueryKey = (status: ReferralStatusFilter) =>
  ['admin', 'referral-requests', status] as const;

export function getReferralRequests(
  status: ReferralStatusFilter,
  page: string | undefined,
  signal?: AbortSignal,
) {
  return dataOf(
    api.GET('/referrals/referral-requests', {
      params: {
        query: {
          status: status === 'all' ? undefined : status,
          page,
          page_size: REFERRAL_REQUESTS_PAGE_SIZE,
        },
      },
      signal,
    }),
  );
}

export function getReferralRequestsQueryOptions(status: ReferralStatusFilter) {
  return infiniteQueryOptions({
    queryKey: referralRequestsQueryKey(status),
    queryFn: ({ pageParam, signal }) => getReferralRequests(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.data.next_page,
  });
}

export function useReferralRequests(status: ReferralStatusFilter) {
  return useInfiniteQuery(getReferralRequestsQueryOptions(status));
}
