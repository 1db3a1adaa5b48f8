import type { ApiRequestBody, ApiResponse } from 'shared-auth';

export const REFERRAL_STATUSES = ['pending', 'referred', 'declined'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export type ReferralDecision = ApiRequestBody<'/referrals/referral-requests/{id}', 'patch'>['status'];
/** The list filter: one status, or every request. */
export type ReferralStatusFilter = ReferralStatus | 'all';

export type PagedReferralRequests = ApiResponse<'/referrals/referral-requests'>;
export type ReferralRequest = PagedReferralRequests['data']['results'][number];
