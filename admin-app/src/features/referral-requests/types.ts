import type { ApiQuery, ApiRequestBody, ApiResponse } from 'shared-api';

export type ReferralStatus = NonNullable<NonNullable<ApiQuery<'/referrals/referral-requests'>>['status']>;
/** In the order the status filter offers them. */
export const REFERRAL_STATUSES = [
  'pending',
  'referred',
  'declined',
] as const satisfies readonly ReferralStatus[];
export type ReferralDecision = ApiRequestBody<'/referrals/referral-requests/{id}', 'patch'>['status'];
/** The list filter: one status, or every request. */
export type ReferralStatusFilter = ReferralStatus | 'all';

export type PagedReferralRequests = ApiResponse<'/referrals/referral-requests'>;
export type ReferralRequest = PagedReferralRequests['data']['results'][number];
