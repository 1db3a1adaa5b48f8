import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf, type ApiResponse } from 'shared-api';
import { useSession } from 'shared-auth';

export type MyReferrals = ApiResponse<'/referrals/my-referrals'>;
export type UnlockedOpening = MyReferrals['unlocked_openings'][number];
export type SentReferralRequest = MyReferrals['referral_requests'][number];

const newestFirst = <T>(items: T[], dateOf: (item: T) => string) =>
  [...items].sort((a, b) => Date.parse(dateOf(b)) - Date.parse(dateOf(a)));

export function getMyReferrals(signal?: AbortSignal): Promise<MyReferrals> {
  return dataOf(api.GET('/referrals/my-referrals', { signal }));
}

/** Every cached copy of My referrals, whoever's: what an unlock or a referral request changes. */
export const MY_REFERRALS_KEY = ['referrals', 'my-referrals'] as const;

export function getMyReferralsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...MY_REFERRALS_KEY, userId],
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

/** The openings this user has unlocked, by job id: opening one again costs nothing. */
export function useUnlockedOpening(jobId: number) {
  const referrals = useMyReferrals();
  const opening = referrals.data?.unlocked_openings.find((unlocked) => unlocked.job_id === jobId);
  return {
    opening,
    // An unlock made a moment ago may still be on its way in: not known yet is not "locked".
    isPending: referrals.isPending || (!opening && referrals.isFetching),
    isError: referrals.isError && !opening,
  };
}
