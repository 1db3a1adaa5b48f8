import { z } from 'zod';
import { REFERRAL_REQUEST_STATUSES } from '../../features/referral-requests/admin-referral-requests-repository';
import { idParam, pageCursorQuery, pageSizeQuery } from '../../lib/schemas';

export const REFERRAL_REQUESTS_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

export const referralRequestsQuery = z.object({
  status: z
    .enum(REFERRAL_REQUEST_STATUSES, { error: "status must be 'pending', 'referred' or 'declined'." })
    .optional(),
  page: pageCursorQuery(200, 'use 1 or the next_page value.'),
  page_size: pageSizeQuery(REFERRAL_REQUESTS_PAGE_SIZE, MAX_PAGE_SIZE),
});

export const adminReferralRequestSchema = z.object({
  id: z.number(),
  job_id: z.number(),
  title: z.string(),
  company_name: z.string(),
  job_link: z.string(),
  user_email: z.string(),
  resume_link: z.string(),
  notes: z.string(),
  status: z.string(),
  created_at: z.string(),
});

export const referralRequestsResponse = z.object({
  data: z.object({
    results: z.array(adminReferralRequestSchema),
    current_page: z.number(),
    next_page: z.string().optional(),
  }),
});

export const referralRequestParams = z.object({ id: idParam('referral request') });

export const referralDecisionBody = z.object({
  status: z.enum(['referred', 'declined'], { error: "status must be 'referred' or 'declined'." }),
});

export const referralDecisionResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  referral_request: adminReferralRequestSchema,
});
