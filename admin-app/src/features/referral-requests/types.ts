export const REFERRAL_STATUSES = ['pending', 'referred', 'declined'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export type ReferralDecision = Exclude<ReferralStatus, 'pending'>;
/** The list filter: one status, or every request. */
export type ReferralStatusFilter = ReferralStatus | 'all';

export interface ReferralRequest {
  id: number;
  job_id: number;
  title: string;
  company_name: string;
  job_link: string;
  user_email: string;
  resume_link: string;
  notes: string;
  status: string;
  created_at: string;
}

export interface PagedReferralRequests {
  data: { results: ReferralRequest[]; current_page: number; next_page?: string };
}
