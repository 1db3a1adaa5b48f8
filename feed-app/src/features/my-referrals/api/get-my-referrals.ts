import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, useSession } from 'shared-auth';

export interface UnlockedOpening {
  job_id: number;
  title: string;
  company_name: string;
  location: string;
  employment_type: string;
  link: string;
  unlocked_at: string;
}

export interface SentReferralRequest {
  id: number;
  job_id: number;
  title: string;
  company_name: string;
  resume_link: string;
  notes: string;
  status: string;
  created_at: string;
}

export interface MyReferrals {
  unlocked_openings: UnlockedOpening[];
  referral_requests: SentReferralRequest[];
}

const newestFirst = <T>(items: T[], dateOf: (item: T) => string) =>
  [...items].sort((a, b) => Date.parse(dateOf(b)) - Date.parse(dateOf(a)));

export function getMyReferrals(signal?: AbortSignal): Promise<MyReferrals> {
  return apiClient.get<MyReferrals>('/referrals/my-referrals', { signal });
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
