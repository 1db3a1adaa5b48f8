import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf, useSession, type ApiResponse } from 'shared-auth';

export type MyReferrals = ApiResponse<'/referrals/my-referrals'>;
export type UnlockedOpening = MyReferrals['unlocked_openings'][number];
export type SentReferralRequest = MyReferrals['referral_requests'][number];

const newestFirst = <T>(items: T[], dateOf: (item: T) => string) =>
  [...items].sort((a, b) => Date.parse(dateOf(b)) - Date.parse(dateOf(a)));

export function getMyReferrals(signal?: AbortSignal): Promise<MyReferrals> {
  return dataOf(api.GET('/referrals/my-referrals', { signal }));
}

export function getMyReferralsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['referrals', 'my-referrals', userId],
    queryFn: ({ signal }) => getMyReferrals(signal),
    select: (data): MyReferrals => ({
      unlocked_openings: newestFirst(data.unlocked_openings, (opening) => opening.unlocked_at),
      referral_requests: newestFirst(data.referral_requests, (request) => request.created_at),
    }),
    enabled: userId.length > 0,
  });
}

export function useMyReferrals() {
  const { userId } = useSession();
  return useQuery(getMyReferralsQueryOptions(userId));
}
