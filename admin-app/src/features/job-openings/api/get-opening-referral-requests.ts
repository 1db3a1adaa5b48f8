import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { JobOpening, OpeningReferralRequest } from '../types';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export interface OpeningReferralRequestsResponse {
  job_opening: JobOpening;
  referral_requests: OpeningReferralRequest[];
}

export function getOpeningReferralRequests(id: number, signal?: AbortSignal) {
  return apiClient.get<OpeningReferralRequestsResponse>(`/referrals/job-opening/${id}/referral-requests`, {
    signal,
  });
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
